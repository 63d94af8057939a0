import * as v from 'valibot';

/** The source organisms of an entity, as both summary queries select them. */
export const SourceOrganismsSchema = v.nullish(
  v.array(
    v.looseObject({
      scientific_name: v.nullish(v.string()),
      ncbi_scientific_name: v.nullish(v.string()),
      ncbi_taxonomy_id: v.nullish(v.number()),
    }),
  ),
);

/** An entry with its polymer entities and their source organisms, as the GraphQL helpers select it. */
export const EntrySummarySchema = v.looseObject({
  rcsb_id: v.string(),
  struct: v.nullish(v.looseObject({ title: v.nullish(v.string()) })),
  exptl: v.nullish(v.array(v.looseObject({ method: v.string() }))),
  rcsb_entry_info: v.nullish(
    v.looseObject({
      resolution_combined: v.nullish(v.array(v.number())),
      deposited_atom_count: v.nullish(v.number()),
      polymer_entity_count: v.nullish(v.number()),
    }),
  ),
  rcsb_accession_info: v.nullish(
    v.looseObject({ deposit_date: v.nullish(v.string()), initial_release_date: v.nullish(v.string()) }),
  ),
  polymer_entities: v.nullish(
    v.array(
      v.looseObject({
        rcsb_id: v.string(),
        entity_poly: v.nullish(
          v.looseObject({
            pdbx_seq_one_letter_code_can: v.nullish(v.string()),
            pdbx_strand_id: v.nullish(v.string()),
            rcsb_entity_polymer_type: v.nullish(v.string()),
          }),
        ),
        rcsb_polymer_entity: v.nullish(
          v.looseObject({ pdbx_description: v.nullish(v.string()), formula_weight: v.nullish(v.number()) }),
        ),
        rcsb_entity_source_organism: SourceOrganismsSchema,
      }),
    ),
  ),
});
export type EntrySummary = v.InferOutput<typeof EntrySummarySchema>;
