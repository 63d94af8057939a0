// RCSB's computed summary of the entry: counts, weights, method, resolution; and the binding
// affinities and computed-model metrics it attaches.
// Fields by their REST names (`dccrfree` for RCSB's schema's `DCC_Rfree`): see ../entry.ts.
import { openEnum } from '@lifesci/core';
import * as v from 'valibot';
import { optionalNumber, optionalString, optionalStrings } from '../shared-fields.js';

export const RcsbEntryInfoSchema = v.looseObject({
  /** Number of Assemblies. */
  assembly_count: optionalNumber,
  branched_entity_count: optionalNumber,
  /** In kilodaltons. */
  branched_molecular_weight_maximum: optionalNumber,
  /** In kilodaltons. */
  branched_molecular_weight_minimum: optionalNumber,
  cis_peptide_count: optionalNumber,
  /** Number of Non-Hydrogen Atoms per Deposited Model. */
  deposited_atom_count: optionalNumber,
  /** Number of Deuterated Water Molecules per Deposited Model. */
  deposited_deuterated_water_count: optionalNumber,
  /** Number of Hydrogen Atoms per Deposited Model. */
  deposited_hydrogen_atom_count: optionalNumber,
  /** Deposited Model Count. */
  deposited_model_count: optionalNumber,
  deposited_modeled_polymer_monomer_count: optionalNumber,
  /** Total Number of Non-polymer Instances. */
  deposited_nonpolymer_entity_instance_count: optionalNumber,
  /** Total Number of Polymer Instances (Chains). */
  deposited_polymer_entity_instance_count: optionalNumber,
  /** Total Number of Polymer Residues per Deposited Model. */
  deposited_polymer_monomer_count: optionalNumber,
  /** Number of Water Molecules per Deposited Model. */
  deposited_solvent_atom_count: optionalNumber,
  deposited_unmodeled_polymer_monomer_count: optionalNumber,
  /** Maximum Diffraction Wavelength, in angstroms. */
  diffrn_radiation_wavelength_maximum: optionalNumber,
  /** Minimum Diffraction Wavelength, in angstroms. */
  diffrn_radiation_wavelength_minimum: optionalNumber,
  /** Disulfide Bond Count per Deposited Model. */
  disulfide_bond_count: optionalNumber,
  /** Number of Distinct Molecular Entities. */
  entity_count: optionalNumber,
  /** Experimental Method (Broader Categories). */
  experimental_method: v.optional(
    openEnum(['EM', 'Integrative', 'Multiple methods', 'NMR', 'Neutron', 'Other', 'X-ray']),
  ),
  /** Number of Experimental Methods. */
  experimental_method_count: optionalNumber,
  /** IHM Multi-Scale Flag. */
  ihm_multi_scale_flag: v.optional(openEnum(['N', 'Y'])),
  /** IHM Multi-State Flag. */
  ihm_multi_state_flag: v.optional(openEnum(['N', 'Y'])),
  /** IHM Ordered-State Flag. */
  ihm_ordered_state_flag: v.optional(openEnum(['N', 'Y'])),
  ihm_structure_description: optionalString,
  inter_mol_covalent_bond_count: optionalNumber,
  inter_mol_metalic_bond_count: optionalNumber,
  /** Molecular Weight per Deposited Model, in kilodaltons. */
  molecular_weight: optionalNumber,
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
  nonpolymer_bound_components: optionalStrings,
  /** Number of Distinct Non-polymer Entities. */
  nonpolymer_entity_count: optionalNumber,
  /** In kilodaltons. */
  nonpolymer_molecular_weight_maximum: optionalNumber,
  /** In kilodaltons. */
  nonpolymer_molecular_weight_minimum: optionalNumber,
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
  polymer_entity_count: optionalNumber,
  /** Number of Distinct DNA Entities. */
  polymer_entity_count_dna: optionalNumber,
  /** Number of Distinct RNA Entities. */
  polymer_entity_count_rna: optionalNumber,
  polymer_entity_count_nucleic_acid: optionalNumber,
  /** Number of Distinct NA Hybrid Entities. */
  polymer_entity_count_nucleic_acid_hybrid: optionalNumber,
  /** Number of Distinct Protein Entities. */
  polymer_entity_count_protein: optionalNumber,
  /** Total Polymer Entity Taxonomy Count. */
  polymer_entity_taxonomy_count: optionalNumber,
  /** In kilodaltons. */
  polymer_molecular_weight_maximum: optionalNumber,
  /** In kilodaltons. */
  polymer_molecular_weight_minimum: optionalNumber,
  polymer_monomer_count_maximum: optionalNumber,
  polymer_monomer_count_minimum: optionalNumber,
  representative_model: optionalNumber,
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
  software_programs_combined: optionalStrings,
  /** Number of Distinct Solvent Entities. */
  solvent_entity_count: optionalNumber,
  /** Structure Determination Methodology. */
  structure_determination_methodology: v.optional(openEnum(['computational', 'experimental', 'integrative'])),
  structure_determination_methodology_priority: optionalNumber,
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
      value: optionalNumber,
    }),
  ),
});

export const RcsbBindingAffinitySchema = v.looseObject({
  comp_id: optionalString,
  link: optionalString,
  provenance_code: v.optional(openEnum(['Binding MOAD', 'BindingDB', 'PDBBind'])),
  reference_sequence_identity: optionalNumber,
  symbol: optionalString,
  /** Binding Affinity Type. */
  type: v.optional(openEnum(['&Delta;G', '&Delta;H', '-T&Delta;S', 'EC50', 'IC50', 'Ka', 'Kd', 'Ki'])),
  unit: optionalString,
  /** Binding Affinity Value. */
  value: optionalNumber,
});

export const RcsbMaQaMetricGlobalSchema = v.looseObject({
  model_id: optionalNumber,
  ma_qa_metric_global: v.optional(
    v.array(
      v.looseObject({
        description: optionalString,
        name: optionalString,
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
        type_other_details: optionalString,
        /** Global Quality Score. */
        value: optionalNumber,
      }),
    ),
  ),
});

export const RcsbCompModelProvenanceSchema = v.looseObject({
  /** Computed Structure Model ID(s). */
  entry_id: optionalString,
  /** Source Database. */
  source_db: v.optional(openEnum(['AlphaFoldDB', 'ModelArchive'])),
  source_filename: optionalString,
  source_pae_url: optionalString,
  source_url: optionalString,
});
