import { parseInput } from '@lifesci/core';
import * as v from 'valibot';

/**
 * A ClinVar Variation ID, the uid of db=clinvar: digits, or a VCV accession ('VCV000012397',
 * optionally with '.version') which names the same variation. RCV and SCV accessions are not
 * uids; find them with `search({ term: 'RCV000013205' })`.
 */
const VariationId = v.pipe(
  v.union([
    v.pipe(v.number(), v.integer(), v.minValue(1), v.transform(String)),
    v.pipe(v.string(), v.trim()),
  ]),
  v.regex(/^(?:VCV0*[1-9]\d*(?:\.\d+)?|0*[1-9]\d*)$/i, 'a ClinVar Variation ID (digits) or a VCV accession'),
  v.transform((id) =>
    id
      .replace(/^VCV/i, '')
      .replace(/\.\d+$/, '')
      .replace(/^0+/, ''),
  ),
);

const VariationIds = v.pipe(v.array(VariationId), v.minLength(1, 'at least one id'));

/** Checks ids and returns them as uids, index-aligned with the input (InputError before any request). */
export function variationIds(ids: readonly (string | number)[], param = 'ids'): string[] {
  return parseInput(VariationIds, ids, param);
}
