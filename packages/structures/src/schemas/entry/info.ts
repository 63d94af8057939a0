// RCSB's computed summary of the entry: counts, weights, method, resolution; and the binding
// affinities and computed-model metrics it attaches.
import * as v from 'valibot';
import { openEnum } from '../open-enum.js';

export const RcsbEntryInfoSchema = v.looseObject({
  /** Number of Assemblies. */
  assembly_count: v.optional(v.number()),
  branched_entity_count: v.optional(v.number()),
  /** In kilodaltons. */
  branched_molecular_weight_maximum: v.optional(v.number()),
  /** In kilodaltons. */
  branched_molecular_weight_minimum: v.optional(v.number()),
  cis_peptide_count: v.optional(v.number()),
  /** Number of Non-Hydrogen Atoms per Deposited Model. */
  deposited_atom_count: v.optional(v.number()),
  /** Number of Deuterated Water Molecules per Deposited Model. */
  deposited_deuterated_water_count: v.optional(v.number()),
  /** Number of Hydrogen Atoms per Deposited Model. */
  deposited_hydrogen_atom_count: v.optional(v.number()),
  /** Deposited Model Count. */
  deposited_model_count: v.optional(v.number()),
  deposited_modeled_polymer_monomer_count: v.optional(v.number()),
  /** Total Number of Non-polymer Instances. */
  deposited_nonpolymer_entity_instance_count: v.optional(v.number()),
  /** Total Number of Polymer Instances (Chains). */
  deposited_polymer_entity_instance_count: v.optional(v.number()),
  /** Total Number of Polymer Residues per Deposited Model. */
  deposited_polymer_monomer_count: v.optional(v.number()),
  /** Number of Water Molecules per Deposited Model. */
  deposited_solvent_atom_count: v.optional(v.number()),
  deposited_unmodeled_polymer_monomer_count: v.optional(v.number()),
  /** Maximum Diffraction Wavelength, in angstroms. */
  diffrn_radiation_wavelength_maximum: v.optional(v.number()),
  /** Minimum Diffraction Wavelength, in angstroms. */
  diffrn_radiation_wavelength_minimum: v.optional(v.number()),
  /** Disulfide Bond Count per Deposited Model. */
  disulfide_bond_count: v.optional(v.number()),
  /** Number of Distinct Molecular Entities. */
  entity_count: v.optional(v.number()),
  /** Experimental Method (Broader Categories). */
  experimental_method: v.optional(
    openEnum(['EM', 'Integrative', 'Multiple methods', 'NMR', 'Neutron', 'Other', 'X-ray']),
  ),
  /** Number of Experimental Methods. */
  experimental_method_count: v.optional(v.number()),
  /** IHM Multi-Scale Flag. */
  ihm_multi_scale_flag: v.optional(openEnum(['N', 'Y'])),
  /** IHM Multi-State Flag. */
  ihm_multi_state_flag: v.optional(openEnum(['N', 'Y'])),
  /** IHM Ordered-State Flag. */
  ihm_ordered_state_flag: v.optional(openEnum(['N', 'Y'])),
  ihm_structure_description: v.optional(v.string()),
  inter_mol_covalent_bond_count: v.optional(v.number()),
  inter_mol_metalic_bond_count: v.optional(v.number()),
  /** Molecular Weight per Deposited Model, in kilodaltons. */
  molecular_weight: v.optional(v.number()),
  na_polymer_entity_types: v.optional(
    openEnum(['DNA (only)', 'DNA/RNA (only)', 'NA-hybrid (only)', 'Other', 'RNA (only)']),
  ),
  ndb_struct_conf_na_feature_combined: v.optional(
    v.array(
      openEnum([
        'a-form double helix',
        'b-form double helix',
        'bulge loop',
        'double helix',
        'four-way junction',
        'hairpin loop',
        'internal loop',
        'mismatched base pair',
        'other right-handed double helix',
        'parallel strands',
        'quadruple helix',
        'tetraloop',
        'three-way junction',
        'triple helix',
        'two-way junction',
        'z-form double helix',
      ]),
    ),
  ),
  nonpolymer_bound_components: v.optional(v.array(v.string())),
  /** Number of Distinct Non-polymer Entities. */
  nonpolymer_entity_count: v.optional(v.number()),
  /** In kilodaltons. */
  nonpolymer_molecular_weight_maximum: v.optional(v.number()),
  /** In kilodaltons. */
  nonpolymer_molecular_weight_minimum: v.optional(v.number()),
  /** Entry Polymer Composition. */
  polymer_composition: v.optional(
    openEnum([
      'DNA',
      'DNA/RNA',
      'NA-hybrid',
      'NA/oligosaccharide',
      'RNA',
      'heteromeric protein',
      'homomeric protein',
      'oligosaccharide',
      'other',
      'other type composition',
      'other type pair',
      'protein/NA',
      'protein/NA/oligosaccharide',
      'protein/oligosaccharide',
    ]),
  ),
  polymer_entity_count: v.optional(v.number()),
  /** Number of Distinct DNA Entities. */
  polymer_entity_count_dna: v.optional(v.number()),
  /** Number of Distinct RNA Entities. */
  polymer_entity_count_rna: v.optional(v.number()),
  polymer_entity_count_nucleic_acid: v.optional(v.number()),
  /** Number of Distinct NA Hybrid Entities. */
  polymer_entity_count_nucleic_acid_hybrid: v.optional(v.number()),
  /** Number of Distinct Protein Entities. */
  polymer_entity_count_protein: v.optional(v.number()),
  /** Total Polymer Entity Taxonomy Count. */
  polymer_entity_taxonomy_count: v.optional(v.number()),
  /** In kilodaltons. */
  polymer_molecular_weight_maximum: v.optional(v.number()),
  /** In kilodaltons. */
  polymer_molecular_weight_minimum: v.optional(v.number()),
  polymer_monomer_count_maximum: v.optional(v.number()),
  polymer_monomer_count_minimum: v.optional(v.number()),
  representative_model: v.optional(v.number()),
  /** Refinement Resolution, in angstroms. */
  resolution_combined: v.optional(v.nullable(v.array(v.number()))),
  /** Entry Polymer Types. */
  selected_polymer_entity_types: v.optional(
    openEnum([
      'Nucleic acid (only)',
      'Oligosaccharide (only)',
      'Other',
      'Protein (only)',
      'Protein/NA',
      'Protein/Oligosaccharide',
    ]),
  ),
  /** Software. */
  software_programs_combined: v.optional(v.array(v.string())),
  /** Number of Distinct Solvent Entities. */
  solvent_entity_count: v.optional(v.number()),
  /** Structure Determination Methodology. */
  structure_determination_methodology: v.optional(openEnum(['computational', 'experimental', 'integrative'])),
  structure_determination_methodology_priority: v.optional(v.number()),
  diffrn_resolution_high: v.optional(
    v.looseObject({
      provenance_source: v.optional(
        openEnum([
          'Depositor assigned',
          'From refinement resolution cutoff',
          'From the high resolution shell',
        ]),
      ),
      /** Data Collection Resolution, in angstroms. */
      value: v.optional(v.number()),
    }),
  ),
});

export const RcsbBindingAffinitySchema = v.looseObject({
  comp_id: v.optional(v.string()),
  link: v.optional(v.string()),
  provenance_code: v.optional(openEnum(['Binding MOAD', 'BindingDB', 'PDBBind'])),
  reference_sequence_identity: v.optional(v.number()),
  symbol: v.optional(v.string()),
  /** Binding Affinity Type. */
  type: v.optional(openEnum(['&Delta;G', '&Delta;H', '-T&Delta;S', 'EC50', 'IC50', 'Ka', 'Kd', 'Ki'])),
  unit: v.optional(v.string()),
  /** Binding Affinity Value. */
  value: v.optional(v.number()),
});

export const RcsbMaQaMetricGlobalSchema = v.looseObject({
  model_id: v.optional(v.number()),
  ma_qa_metric_global: v.optional(
    v.array(
      v.looseObject({
        description: v.optional(v.string()),
        name: v.optional(v.string()),
        type: v.optional(
          openEnum([
            'PAE',
            'contact probability',
            'distance',
            'energy',
            'ipTM',
            'normalized score',
            'other',
            'pLDDT',
            'pLDDT all-atom',
            'pLDDT all-atom in [0,1]',
            'pLDDT in [0,1]',
            'pTM',
            'zscore',
          ]),
        ),
        type_other_details: v.optional(v.string()),
        /** Global Quality Score. */
        value: v.optional(v.number()),
      }),
    ),
  ),
});

export const RcsbCompModelProvenanceSchema = v.looseObject({
  /** Computed Structure Model ID(s). */
  entry_id: v.optional(v.string()),
  /** Source Database. */
  source_db: v.optional(openEnum(['AlphaFoldDB', 'ModelArchive'])),
  source_filename: v.optional(v.string()),
  source_pae_url: v.optional(v.string()),
  source_url: v.optional(v.string()),
});
