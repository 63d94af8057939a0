import * as v from 'valibot';

const SourceOrganismSchema = v.looseObject({
  scientific_name: v.optional(v.string()),
  ncbi_scientific_name: v.optional(v.string()),
  ncbi_taxonomy_id: v.optional(v.number()),
  source_type: v.optional(v.string()),
});

const EntityIdentifiers = {
  entry_id: v.string(),
  entity_id: v.string(),
  asym_ids: v.optional(v.array(v.string())),
  auth_asym_ids: v.optional(v.array(v.string())),
  rcsb_id: v.optional(v.string()),
};

const EntityDescription = v.looseObject({
  /** Molecular weight in kDa. */
  formula_weight: v.optional(v.number()),
  pdbx_description: v.optional(v.string()),
  pdbx_number_of_molecules: v.optional(v.number()),
});

/** core_polymer_entity (protein, DNA, RNA): GET /rest/v1/core/polymer_entity/{entry_id}/{entity_id}. */
export const PolymerEntitySchema = v.looseObject({
  rcsb_id: v.string(),
  entity_poly: v.optional(
    v.looseObject({
      pdbx_seq_one_letter_code: v.optional(v.string()),
      pdbx_seq_one_letter_code_can: v.optional(v.string()),
      /** Chain identifiers, comma-separated as the archive writes them ("A,C"). */
      pdbx_strand_id: v.optional(v.string()),
      rcsb_entity_polymer_type: v.optional(v.string()),
      type: v.optional(v.string()),
    }),
  ),
  rcsb_polymer_entity: v.optional(EntityDescription),
  rcsb_entity_source_organism: v.optional(v.array(SourceOrganismSchema)),
  rcsb_polymer_entity_container_identifiers: v.optional(
    v.looseObject({
      ...EntityIdentifiers,
      uniprot_ids: v.optional(v.array(v.string())),
    }),
  ),
});
export type PolymerEntity = v.InferOutput<typeof PolymerEntitySchema>;

/** core_nonpolymer_entity (ligands, cofactors, ions): GET /rest/v1/core/nonpolymer_entity/{entry_id}/{entity_id}. */
export const NonpolymerEntitySchema = v.looseObject({
  rcsb_id: v.string(),
  pdbx_entity_nonpoly: v.optional(
    v.looseObject({
      comp_id: v.optional(v.string()),
      entity_id: v.optional(v.string()),
      name: v.optional(v.string()),
    }),
  ),
  rcsb_nonpolymer_entity: v.optional(EntityDescription),
  rcsb_nonpolymer_entity_container_identifiers: v.optional(
    v.looseObject({ ...EntityIdentifiers, nonpolymer_comp_id: v.optional(v.string()) }),
  ),
});
export type NonpolymerEntity = v.InferOutput<typeof NonpolymerEntitySchema>;

/** core_branched_entity (oligosaccharides): GET /rest/v1/core/branched_entity/{entry_id}/{entity_id}. */
export const BranchedEntitySchema = v.looseObject({
  rcsb_id: v.string(),
  pdbx_entity_branch: v.optional(
    v.looseObject({ type: v.optional(v.string()), rcsb_branched_component_count: v.optional(v.number()) }),
  ),
  pdbx_entity_branch_descriptor: v.optional(
    v.array(v.looseObject({ descriptor: v.optional(v.string()), type: v.optional(v.string()) })),
  ),
  rcsb_branched_entity: v.optional(EntityDescription),
  rcsb_branched_entity_container_identifiers: v.optional(
    v.looseObject({ ...EntityIdentifiers, chem_comp_monomers: v.optional(v.array(v.string())) }),
  ),
});
export type BranchedEntity = v.InferOutput<typeof BranchedEntitySchema>;
