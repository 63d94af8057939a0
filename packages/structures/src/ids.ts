import { ids } from '@lifesci/core';
import * as v from 'valibot';

/**
 * Entry identifiers the archive answers to: four-character PDB ids (`4HHB`), extended ids
 * (`pdb_00004hhb`) and computed structure models (`AF_AFP68871F1`, `MA_MACOFFESLACC100000G1I2`).
 */
export const ENTRY_ID_RULE =
  'a PDB id (4HHB), an extended PDB id (pdb_00004hhb) or a computed model id (AF_..., MA_...)';

export function isEntryId(value: unknown): value is string {
  return ids.pdb.test(value) || ids.csm.test(value);
}

export const EntryIdSchema = v.pipe(
  v.string(),
  v.check((s: string) => isEntryId(s), ENTRY_ID_RULE),
);

/** Entity ids are positive integers ("1", "2" ...); numbers are accepted and sent as text. */
export const EntityIdSchema = v.pipe(
  v.union([v.pipe(v.number(), v.integer(), v.minValue(1)), v.pipe(v.string(), v.regex(/^[1-9]\d*$/))]),
  v.transform(String),
);

/** Assembly ids: "1", "2" ... (a few entries use letters, e.g. "PAU"). */
export const AssemblyIdSchema = v.pipe(
  v.union([
    v.pipe(v.number(), v.integer(), v.minValue(1)),
    v.pipe(v.string(), v.regex(/^[A-Za-z0-9]{1,8}$/)),
  ]),
  v.transform(String),
);

/** Chain (asym) ids are 1-4 letters or digits. */
export const AsymIdSchema = v.pipe(
  v.string(),
  v.regex(/^[A-Za-z0-9]{1,4}$/, 'a chain (asym) id such as A or AA'),
);

/** Chemical component ids are 1-5 letters or digits (HEM, ATP, 0G6...). */
export const CompIdSchema = v.pipe(
  v.string(),
  v.regex(/^[A-Za-z0-9]{1,5}$/, 'a chemical component id such as HEM'),
);
