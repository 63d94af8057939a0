import { InputError, ids, parseInput } from '@lifesci/core';
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

const ENTITY_ID_RULE = 'a positive entity number such as 1';

/** Entity ids are positive integers ("1", "2" ...); numbers are accepted and sent as text. */
export const EntityIdSchema = v.pipe(
  v.union(
    [
      v.pipe(v.number(), v.safeInteger(ENTITY_ID_RULE), v.minValue(1, ENTITY_ID_RULE)),
      v.pipe(v.string(), v.regex(/^[1-9]\d*$/, ENTITY_ID_RULE)),
    ],
    ENTITY_ID_RULE,
  ),
  v.transform(String),
);

const ASSEMBLY_ID_RULE = 'an assembly id such as 1 (a few entries use letters, e.g. PAU)';

/** Assembly ids: "1", "2" ... (a few entries use letters, e.g. "PAU"). */
export const AssemblyIdSchema = v.pipe(
  v.union(
    [
      v.pipe(v.number(), v.safeInteger(ASSEMBLY_ID_RULE), v.minValue(1, ASSEMBLY_ID_RULE)),
      v.pipe(v.string(), v.regex(/^[A-Za-z0-9]{1,8}$/, ASSEMBLY_ID_RULE)),
    ],
    ASSEMBLY_ID_RULE,
  ),
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

/**
 * One entity of an entry: RCSB's own form, the entry id and the entity number joined by `_`
 * (`'4HHB_1'`, `'AF_AFP68871F1_1'`), or its parts (`{ entryId: '4HHB', entityId: 1 }`).
 */
export type EntityRef = string | { readonly entryId: string; readonly entityId: string | number };

/**
 * One instance (chain) of an entry: RCSB's own form, the entry id and the chain (label_asym_id)
 * joined by `.` (`'4HHB.A'`), or its parts (`{ entryId: '4HHB', asymId: 'A' }`).
 */
export type InstanceRef = string | { readonly entryId: string; readonly asymId: string };

/**
 * One biological assembly of an entry: RCSB's own form, the entry id and the assembly id joined
 * by `-` (`'4HHB-1'`), or its parts (`{ entryId: '4HHB', assemblyId: 1 }`).
 */
export type AssemblyRef = string | { readonly entryId: string; readonly assemblyId: string | number };

/** How one kind of composite id is written. */
export interface RefForm {
  /** The name of its second part in the object form (`entityId`). */
  readonly part: string;
  /** What joins the parts in RCSB's own form (`_`). */
  readonly separator: string;
  /** What a valid value looks like, for messages. */
  readonly rule: string;
}

export const ENTITY_REF: RefForm = {
  part: 'entityId',
  separator: '_',
  rule: "an entity id such as 4HHB_1 (entry id, '_', entity number) or { entryId: '4HHB', entityId: 1 }",
};

export const INSTANCE_REF: RefForm = {
  part: 'asymId',
  separator: '.',
  rule: "an instance id such as 4HHB.A (entry id, '.', chain id) or { entryId: '4HHB', asymId: 'A' }",
};

export const ASSEMBLY_REF: RefForm = {
  part: 'assemblyId',
  separator: '-',
  rule: "an assembly id such as 4HHB-1 (entry id, '-', assembly id) or { entryId: '4HHB', assemblyId: 1 }",
};

/**
 * Checks a composite id and returns its two parts, each parsed by its schema. A string is split
 * at the last separator (entry ids such as `AF_AFP68871F1` contain `_` themselves); a mistake in it
 * is an InputError naming `param` with the whole form's rule. In the object form each part is
 * named (`entity.entityId`), and keys other than the two parts are refused.
 */
export function parseRef<E extends v.GenericSchema, P extends v.GenericSchema>(
  value: unknown,
  param: string,
  form: RefForm,
  entrySchema: E,
  partSchema: P,
): [v.InferOutput<E>, v.InferOutput<P>] {
  if (typeof value === 'string') {
    const at = value.lastIndexOf(form.separator);
    if (at <= 0) throw new InputError(param, form.rule);
    const entry = v.safeParse(entrySchema, value.slice(0, at));
    const part = v.safeParse(partSchema, value.slice(at + 1));
    if (!entry.success || !part.success) throw new InputError(param, form.rule);
    return [entry.output, part.output];
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new InputError(param, form.rule);
  const parts = value as Record<string, unknown>;
  for (const key of Object.keys(parts)) {
    if (key !== 'entryId' && key !== form.part)
      throw new InputError(`${param}.${key}`, `not a part of the id: give entryId and ${form.part}`);
  }
  return [
    parseInput(entrySchema, parts.entryId, `${param}.entryId`),
    parseInput(partSchema, parts[form.part], `${param}.${form.part}`),
  ];
}
