import * as v from 'valibot';

/** core_assembly (a biological assembly): GET /rest/v1/core/assembly/{entry_id}/{assembly_id}. */
export const AssemblySchema = v.looseObject({
  rcsb_id: v.string(),
  pdbx_struct_assembly: v.optional(
    v.looseObject({
      id: v.optional(v.string()),
      details: v.optional(v.string()),
      method_details: v.optional(v.string()),
      oligomeric_count: v.optional(v.number()),
      oligomeric_details: v.optional(v.string()),
    }),
  ),
  rcsb_assembly_info: v.optional(
    v.looseObject({
      assembly_id: v.string(),
      entry_id: v.optional(v.string()),
      polymer_entity_count: v.optional(v.number()),
      polymer_entity_instance_count: v.optional(v.number()),
      atom_count: v.optional(v.number()),
      polymer_composition: v.optional(v.string()),
    }),
  ),
  rcsb_assembly_container_identifiers: v.optional(
    v.looseObject({ assembly_id: v.string(), entry_id: v.string(), rcsb_id: v.optional(v.string()) }),
  ),
  rcsb_struct_symmetry: v.optional(
    v.array(
      v.looseObject({
        kind: v.optional(v.string()),
        oligomeric_state: v.optional(v.string()),
        stoichiometry: v.optional(v.array(v.string())),
        symbol: v.optional(v.string()),
        type: v.optional(v.string()),
      }),
    ),
  ),
});
export type Assembly = v.InferOutput<typeof AssemblySchema>;
