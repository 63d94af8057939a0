import * as v from 'valibot';

/** core_entry (GET /rest/v1/core/entry/{entry_id}): the spec's fields typed, the rest kept as sent. */
export const EntrySchema = v.looseObject({
  rcsb_id: v.string(),
  struct: v.optional(v.looseObject({ title: v.optional(v.string()) })),
  exptl: v.optional(v.array(v.looseObject({ method: v.string() }))),
  rcsb_entry_info: v.optional(
    v.looseObject({
      /** Resolution in Angstroms (absent for NMR and computed models). */
      resolution_combined: v.optional(v.nullable(v.array(v.number()))),
      deposited_atom_count: v.optional(v.number()),
      polymer_entity_count: v.optional(v.number()),
      assembly_count: v.optional(v.number()),
      entity_count: v.optional(v.number()),
      experimental_method: v.optional(v.string()),
      molecular_weight: v.optional(v.number()),
      structure_determination_methodology: v.optional(v.string()),
    }),
  ),
  rcsb_accession_info: v.optional(
    v.looseObject({
      deposit_date: v.optional(v.string()),
      initial_release_date: v.optional(v.string()),
      revision_date: v.optional(v.string()),
      status_code: v.optional(v.string()),
    }),
  ),
  rcsb_entry_container_identifiers: v.optional(
    v.looseObject({
      entry_id: v.string(),
      entity_ids: v.optional(v.array(v.string())),
      polymer_entity_ids: v.optional(v.array(v.string())),
      non_polymer_entity_ids: v.optional(v.array(v.string())),
      branched_entity_ids: v.optional(v.array(v.string())),
      assembly_ids: v.optional(v.array(v.string())),
      pubmed_id: v.optional(v.number()),
    }),
  ),
  struct_keywords: v.optional(
    v.looseObject({ pdbx_keywords: v.optional(v.string()), text: v.optional(v.string()) }),
  ),
  // RCSB's entry schema requires only `pdbx_ordinal` of an author; `name` may be missing.
  audit_author: v.optional(
    v.array(v.looseObject({ name: v.optional(v.string()), pdbx_ordinal: v.optional(v.number()) })),
  ),
});
export type Entry = v.InferOutput<typeof EntrySchema>;
