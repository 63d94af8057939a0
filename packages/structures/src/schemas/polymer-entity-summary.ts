import * as v from 'valibot';
import { SourceOrganismsSchema } from './entry-summary.js';

/**
 * A polymer entity (protein, DNA, RNA) as `POLYMER_ENTITY_SUMMARIES_QUERY` selects it: sequence,
 * chains, description, identifiers and source organisms. GraphQL answers `null` for a field the
 * entity lacks, so every field but `rcsb_id` may be null or absent.
 */
export const PolymerEntitySummarySchema = v.looseObject({
  rcsb_id: v.string(),
  entity_poly: v.nullish(
    v.looseObject({
      pdbx_seq_one_letter_code_can: v.nullish(v.string()),
      /** Chain identifiers, comma-separated as the archive writes them ("A,C"). */
      pdbx_strand_id: v.nullish(v.string()),
      rcsb_entity_polymer_type: v.nullish(v.string()),
      type: v.nullish(v.string()),
    }),
  ),
  rcsb_polymer_entity: v.nullish(
    v.looseObject({
      pdbx_description: v.nullish(v.string()),
      /** Molecular weight in kDa. */
      formula_weight: v.nullish(v.number()),
    }),
  ),
  rcsb_polymer_entity_container_identifiers: v.nullish(
    v.looseObject({
      entry_id: v.nullish(v.string()),
      entity_id: v.nullish(v.string()),
      asym_ids: v.nullish(v.array(v.string())),
      auth_asym_ids: v.nullish(v.array(v.string())),
      uniprot_ids: v.nullish(v.array(v.string())),
    }),
  ),
  rcsb_entity_source_organism: SourceOrganismsSchema,
});
export type PolymerEntitySummary = v.InferOutput<typeof PolymerEntitySummarySchema>;
