import * as v from 'valibot';

/**
 * core_assembly (a biological assembly): GET /rest/v1/core/assembly/{entry_id}/{assembly_id}, by
 * the names the REST answers use (`polymer_entity_count_dna` for the schema's `_DNA`; older
 * recorded answers, such as gget's of 1RH7, still say `_DNA` and keep it as an untyped field).
 */
export const AssemblySchema = v.looseObject({
  rcsb_id: v.string(),
  pdbx_struct_assembly: v.optional(
    v.looseObject({
      id: v.optional(v.string()),
      details: v.optional(v.string()),
      method_details: v.optional(v.string()),
      oligomeric_count: v.optional(v.number()),
      oligomeric_details: v.optional(v.string()),
      /** "Y" when the assembly is a candidate for the biologically relevant one. */
      rcsb_candidate_assembly: v.optional(v.string()),
      rcsb_details: v.optional(v.string()),
    }),
  ),
  /** Counts of the assembly's atoms, entities, instances and interfaces, by kind. */
  rcsb_assembly_info: v.optional(
    v.looseObject({
      assembly_id: v.string(),
      atom_count: v.optional(v.number()),
      branched_atom_count: v.optional(v.number()),
      branched_entity_count: v.optional(v.number()),
      branched_entity_instance_count: v.optional(v.number()),
      deuterated_water_count: v.optional(v.number()),
      entry_id: v.optional(v.string()),
      hydrogen_atom_count: v.optional(v.number()),
      modeled_polymer_monomer_count: v.optional(v.number()),
      na_polymer_entity_types: v.optional(v.string()),
      nonpolymer_atom_count: v.optional(v.number()),
      nonpolymer_entity_count: v.optional(v.number()),
      nonpolymer_entity_instance_count: v.optional(v.number()),
      num_heterologous_interface_entities: v.optional(v.number()),
      num_heteromeric_interface_entities: v.optional(v.number()),
      num_homomeric_interface_entities: v.optional(v.number()),
      num_interface_entities: v.optional(v.number()),
      num_interfaces: v.optional(v.number()),
      num_isologous_interface_entities: v.optional(v.number()),
      num_na_interface_entities: v.optional(v.number()),
      num_prot_na_interface_entities: v.optional(v.number()),
      num_protein_interface_entities: v.optional(v.number()),
      polymer_atom_count: v.optional(v.number()),
      polymer_composition: v.optional(v.string()),
      polymer_entity_count: v.optional(v.number()),
      polymer_entity_count_dna: v.optional(v.number()),
      polymer_entity_count_rna: v.optional(v.number()),
      polymer_entity_count_nucleic_acid: v.optional(v.number()),
      polymer_entity_count_nucleic_acid_hybrid: v.optional(v.number()),
      polymer_entity_count_protein: v.optional(v.number()),
      polymer_entity_instance_count: v.optional(v.number()),
      polymer_entity_instance_count_dna: v.optional(v.number()),
      polymer_entity_instance_count_rna: v.optional(v.number()),
      polymer_entity_instance_count_nucleic_acid: v.optional(v.number()),
      polymer_entity_instance_count_nucleic_acid_hybrid: v.optional(v.number()),
      polymer_entity_instance_count_protein: v.optional(v.number()),
      polymer_monomer_count: v.optional(v.number()),
      selected_polymer_entity_types: v.optional(v.string()),
      solvent_atom_count: v.optional(v.number()),
      solvent_entity_count: v.optional(v.number()),
      solvent_entity_instance_count: v.optional(v.number()),
      total_assembly_buried_surface_area: v.optional(v.number()),
      total_number_interface_residues: v.optional(v.number()),
      unmodeled_polymer_monomer_count: v.optional(v.number()),
    }),
  ),
  rcsb_assembly_container_identifiers: v.optional(
    v.looseObject({
      assembly_id: v.string(),
      entry_id: v.string(),
      rcsb_id: v.optional(v.string()),
      interface_ids: v.optional(v.array(v.string())),
    }),
  ),
  rcsb_struct_symmetry: v.optional(
    v.array(
      v.looseObject({
        kind: v.optional(v.string()),
        oligomeric_state: v.optional(v.string()),
        stoichiometry: v.optional(v.array(v.string())),
        symbol: v.optional(v.string()),
        type: v.optional(v.string()),
        /** Symmetry axes, each from `start` to `end` (Cartesian coordinates) with its order. */
        rotation_axes: v.optional(
          v.array(
            v.looseObject({
              start: v.optional(v.array(v.number())),
              end: v.optional(v.array(v.number())),
              order: v.optional(v.number()),
            }),
          ),
        ),
        /** Instances equivalent under the symmetry, with their mean RMSD. */
        clusters: v.optional(
          v.array(
            v.looseObject({
              avg_rmsd: v.optional(v.number()),
              members: v.optional(
                v.array(
                  v.looseObject({
                    asym_id: v.optional(v.string()),
                    pdbx_struct_oper_list_ids: v.optional(v.array(v.string())),
                  }),
                ),
              ),
            }),
          ),
        ),
      }),
    ),
  ),
});
export type Assembly = v.InferOutput<typeof AssemblySchema>;
