import * as v from 'valibot';

/** One level of a classification tree (taxonomy, EC numbers), root first. */
const Lineage = v.looseObject({
  depth: v.optional(v.number()),
  id: v.optional(v.string()),
  name: v.optional(v.string()),
});

const SourceOrganismSchema = v.looseObject({
  scientific_name: v.optional(v.string()),
  ncbi_scientific_name: v.optional(v.string()),
  ncbi_taxonomy_id: v.optional(v.number()),
  source_type: v.optional(v.string()),
  common_name: v.optional(v.string()),
  ncbi_common_names: v.optional(v.array(v.string())),
  ncbi_parent_scientific_name: v.optional(v.string()),
  provenance_source: v.optional(v.string()),
  /** The range of the entity sequence that comes from this organism (chimeras have several). */
  beg_seq_num: v.optional(v.number()),
  end_seq_num: v.optional(v.number()),
  /** An integer in RCSB's schema; read as sent, number or string. */
  pdbx_src_id: v.optional(v.union([v.number(), v.string()])),
  taxonomy_lineage: v.optional(v.array(Lineage)),
  rcsb_gene_name: v.optional(
    v.array(v.looseObject({ provenance_source: v.optional(v.string()), value: v.optional(v.string()) })),
  ),
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
  details: v.optional(v.string()),
});

const Keywords = v.optional(v.looseObject({ text: v.optional(v.string()) }));
const Name = v.looseObject({ name: v.optional(v.string()) });

/** Where the archive's definition of a chemical component or a BIRD molecule (PRD) is. */
const ChemicalReferences = {
  chem_ref_def_id: v.optional(v.string()),
  prd_id: v.optional(v.string()),
};

const PolymerEntityDescription = v.looseObject({
  ...EntityDescription.entries,
  /** Enzyme Commission number(s) as deposited, e.g. "2.7.11.1". */
  pdbx_ec: v.optional(v.string()),
  pdbx_fragment: v.optional(v.string()),
  pdbx_mutation: v.optional(v.string()),
  rcsb_multiple_source_flag: v.optional(v.string()),
  rcsb_source_part_count: v.optional(v.number()),
  rcsb_source_taxonomy_count: v.optional(v.number()),
  /** How the molecule was obtained: "man" (engineered), "nat" (natural), "syn" (synthetic). */
  src_method: v.optional(v.string()),
  rcsb_ec_lineage: v.optional(v.array(Lineage)),
  rcsb_enzyme_class_combined: v.optional(
    v.array(
      v.looseObject({
        depth: v.optional(v.number()),
        ec: v.optional(v.string()),
        provenance_source: v.optional(v.string()),
      }),
    ),
  ),
  rcsb_macromolecular_names_combined: v.optional(
    v.array(
      v.looseObject({
        name: v.optional(v.string()),
        provenance_code: v.optional(v.string()),
        provenance_source: v.optional(v.string()),
      }),
    ),
  ),
  rcsb_polymer_name_combined: v.optional(
    v.looseObject({ names: v.optional(v.array(v.string())), provenance_source: v.optional(v.string()) }),
  ),
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
      nstd_linkage: v.optional(v.string()),
      nstd_monomer: v.optional(v.string()),
      pdbx_sequence_evidence_code: v.optional(v.string()),
      pdbx_target_identifier: v.optional(v.string()),
      rcsb_artifact_monomer_count: v.optional(v.number()),
      rcsb_conflict_count: v.optional(v.number()),
      rcsb_deletion_count: v.optional(v.number()),
      rcsb_insertion_count: v.optional(v.number()),
      rcsb_mutation_count: v.optional(v.number()),
      rcsb_non_std_monomer_count: v.optional(v.number()),
      rcsb_non_std_monomers: v.optional(v.array(v.string())),
      rcsb_prd_id: v.optional(v.string()),
      rcsb_sample_sequence_length: v.optional(v.number()),
    }),
  ),
  rcsb_polymer_entity: v.optional(PolymerEntityDescription),
  rcsb_polymer_entity_keywords: Keywords,
  rcsb_polymer_entity_name_com: v.optional(v.array(Name)),
  rcsb_polymer_entity_name_sys: v.optional(
    v.array(v.looseObject({ name: v.optional(v.string()), system: v.optional(v.string()) })),
  ),
  rcsb_entity_source_organism: v.optional(v.array(SourceOrganismSchema)),
  rcsb_polymer_entity_container_identifiers: v.optional(
    v.looseObject({
      ...EntityIdentifiers,
      ...ChemicalReferences,
      uniprot_ids: v.optional(v.array(v.string())),
      chem_comp_monomers: v.optional(v.array(v.string())),
      chem_comp_nstd_monomers: v.optional(v.array(v.string())),
      /** Sequence database references (UniProt, GenBank…) with how much of each sequence they cover. */
      reference_sequence_identifiers: v.optional(
        v.array(
          v.looseObject({
            database_accession: v.optional(v.string()),
            database_isoform: v.optional(v.string()),
            database_name: v.optional(v.string()),
            entity_sequence_coverage: v.optional(v.number()),
            reference_sequence_coverage: v.optional(v.number()),
            provenance_source: v.optional(v.string()),
          }),
        ),
      ),
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
      rcsb_prd_id: v.optional(v.string()),
    }),
  ),
  rcsb_nonpolymer_entity: v.optional(EntityDescription),
  rcsb_nonpolymer_entity_keywords: Keywords,
  /** Common names of the ligand. */
  rcsb_nonpolymer_entity_name_com: v.optional(v.array(Name)),
  rcsb_nonpolymer_entity_container_identifiers: v.optional(
    v.looseObject({
      ...EntityIdentifiers,
      ...ChemicalReferences,
      nonpolymer_comp_id: v.optional(v.string()),
      /** Parallel lists: the same index names one external reference (e.g. DrugBank DB00945). */
      reference_chemical_identifiers_provenance_source: v.optional(v.array(v.string())),
      reference_chemical_identifiers_resource_accession: v.optional(v.array(v.string())),
      reference_chemical_identifiers_resource_name: v.optional(v.array(v.string())),
    }),
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
    v.array(
      v.looseObject({
        descriptor: v.optional(v.string()),
        type: v.optional(v.string()),
        program: v.optional(v.string()),
        program_version: v.optional(v.string()),
      }),
    ),
  ),
  rcsb_branched_entity: v.optional(EntityDescription),
  rcsb_branched_entity_keywords: Keywords,
  /** The common name (one, as RCSB's schema has it for oligosaccharides). */
  rcsb_branched_entity_name_com: v.optional(Name),
  /** Systematic names, each with the naming system that produced it. */
  rcsb_branched_entity_name_sys: v.optional(
    v.array(v.looseObject({ name: v.optional(v.string()), system: v.optional(v.string()) })),
  ),
  rcsb_branched_entity_container_identifiers: v.optional(
    v.looseObject({
      ...EntityIdentifiers,
      ...ChemicalReferences,
      chem_comp_monomers: v.optional(v.array(v.string())),
      /** External references of the oligosaccharide (e.g. GlyTouCan, GlyCosmos accessions). */
      reference_identifiers: v.optional(
        v.array(
          v.looseObject({
            provenance_source: v.optional(v.string()),
            resource_accession: v.optional(v.string()),
            resource_name: v.optional(v.string()),
          }),
        ),
      ),
    }),
  ),
});
export type BranchedEntity = v.InferOutput<typeof BranchedEntitySchema>;
