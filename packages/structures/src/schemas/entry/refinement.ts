// Refinement of the model: R factors, B factors, restraints and the starting model.
import * as v from 'valibot';
import { openEnum } from '../open-enum.js';

export const RefineSchema = v.looseObject({
  /** In angstroms squared. */
  biso_max: v.optional(v.number()),
  /** Average B Factor, in angstroms squared. */
  biso_mean: v.optional(v.number()),
  /** In angstroms squared. */
  biso_min: v.optional(v.number()),
  /** In angstroms squared. */
  aniso_b11: v.optional(v.number()),
  /** In angstroms squared. */
  aniso_b12: v.optional(v.number()),
  /** In angstroms squared. */
  aniso_b13: v.optional(v.number()),
  /** In angstroms squared. */
  aniso_b22: v.optional(v.number()),
  /** In angstroms squared. */
  aniso_b23: v.optional(v.number()),
  /** In angstroms squared. */
  aniso_b33: v.optional(v.number()),
  correlation_coeff_fo_to_fc: v.optional(v.number()),
  correlation_coeff_fo_to_fc_free: v.optional(v.number()),
  /** Structure Refinement Details. */
  details: v.optional(v.string()),
  /** Refinement R Factors (R Free). */
  ls_rfactor_rfree: v.optional(v.number()),
  ls_rfactor_rfree_error: v.optional(v.number()),
  ls_rfactor_rfree_error_details: v.optional(v.string()),
  /** Refinement R Factors (R Work). */
  ls_rfactor_rwork: v.optional(v.number()),
  /** Refinement R Factors (All). */
  ls_rfactor_all: v.optional(v.number()),
  /** Refinement R Factors (Observed). */
  ls_rfactor_obs: v.optional(v.number()),
  /** In angstroms. */
  ls_dres_high: v.optional(v.number()),
  /** In angstroms. */
  ls_dres_low: v.optional(v.number()),
  ls_matrix_type: v.optional(openEnum(['atomblock', 'diagonal', 'full', 'fullcycle', 'sparse', 'userblock'])),
  ls_number_parameters: v.optional(v.number()),
  ls_number_reflns_rfree: v.optional(v.number()),
  ls_number_reflns_rwork: v.optional(v.number()),
  ls_number_reflns_all: v.optional(v.number()),
  ls_number_reflns_obs: v.optional(v.number()),
  ls_number_restraints: v.optional(v.number()),
  ls_percent_reflns_rfree: v.optional(v.number()),
  ls_percent_reflns_obs: v.optional(v.number()),
  ls_redundancy_reflns_all: v.optional(v.number()),
  ls_redundancy_reflns_obs: v.optional(v.number()),
  ls_wrfactor_rfree: v.optional(v.number()),
  ls_wrfactor_rwork: v.optional(v.number()),
  occupancy_max: v.optional(v.number()),
  occupancy_min: v.optional(v.number()),
  overall_fomfree_rset: v.optional(v.number()),
  overall_fomwork_rset: v.optional(v.number()),
  overall_sub: v.optional(v.number()),
  overall_suml: v.optional(v.number()),
  overall_surcruickshank_dpi: v.optional(v.number()),
  overall_surfree: v.optional(v.number()),
  pdbx_rfree_selection_details: v.optional(v.string()),
  pdbx_tlsresidual_adpflag: v.optional(openEnum(['LIKELY RESIDUAL', 'UNVERIFIED'])),
  pdbx_average_fsc_free: v.optional(v.number()),
  pdbx_average_fsc_overall: v.optional(v.number()),
  pdbx_average_fsc_work: v.optional(v.number()),
  pdbx_data_cutoff_high_abs_f: v.optional(v.number()),
  pdbx_data_cutoff_high_rms_abs_f: v.optional(v.number()),
  pdbx_data_cutoff_low_abs_f: v.optional(v.number()),
  pdbx_diffrn_id: v.optional(v.array(v.string())),
  pdbx_isotropic_thermal_model: v.optional(v.string()),
  pdbx_ls_cross_valid_method: v.optional(v.string()),
  pdbx_ls_sigma_f: v.optional(v.number()),
  pdbx_ls_sigma_fsqd: v.optional(v.number()),
  pdbx_ls_sigma_i: v.optional(v.number()),
  /** Structure Determination Method. */
  pdbx_method_to_determine_struct: v.optional(v.string()),
  pdbx_overall_esur: v.optional(v.number()),
  pdbx_overall_esurfree: v.optional(v.number()),
  pdbx_overall_surblow_dpi: v.optional(v.number()),
  pdbx_overall_surfree_blow_dpi: v.optional(v.number()),
  pdbx_overall_surfree_cruickshank_dpi: v.optional(v.number()),
  pdbx_overall_phase_error: v.optional(v.number()),
  pdbx_refine_id: v.optional(v.string()),
  /** In angstroms. */
  pdbx_solvent_ion_probe_radii: v.optional(v.number()),
  /** In angstroms. */
  pdbx_solvent_shrinkage_radii: v.optional(v.number()),
  /** In angstroms. */
  pdbx_solvent_vdw_probe_radii: v.optional(v.number()),
  pdbx_starting_model: v.optional(v.string()),
  pdbx_stereochem_target_val_spec_case: v.optional(v.string()),
  pdbx_stereochemistry_target_values: v.optional(v.string()),
  solvent_model_details: v.optional(v.string()),
  solvent_model_param_bsol: v.optional(v.number()),
  solvent_model_param_ksol: v.optional(v.number()),
});

export const RefineHistSchema = v.looseObject({
  cycle_id: v.optional(v.string()),
  /** In angstroms. */
  d_res_high: v.optional(v.number()),
  /** In angstroms. */
  d_res_low: v.optional(v.number()),
  number_atoms_solvent: v.optional(v.number()),
  number_atoms_total: v.optional(v.number()),
  pdbx_biso_mean_ligand: v.optional(v.number()),
  pdbx_biso_mean_solvent: v.optional(v.number()),
  pdbx_number_atoms_ligand: v.optional(v.number()),
  pdbx_number_atoms_nucleic_acid: v.optional(v.number()),
  pdbx_number_atoms_protein: v.optional(v.number()),
  pdbx_number_residues_total: v.optional(v.number()),
  pdbx_refine_id: v.optional(v.string()),
});

export const RefineLsRestrSchema = v.looseObject({
  dev_ideal: v.optional(v.number()),
  dev_ideal_target: v.optional(v.number()),
  number: v.optional(v.number()),
  pdbx_refine_id: v.optional(v.string()),
  pdbx_restraint_function: v.optional(v.string()),
  type: v.optional(v.string()),
  weight: v.optional(v.number()),
});

export const RefineAnalyzeSchema = v.looseObject({
  /** In angstroms. */
  luzzati_coordinate_error_free: v.optional(v.number()),
  /** In angstroms. */
  luzzati_coordinate_error_obs: v.optional(v.number()),
  /** In angstroms. */
  luzzati_dres_low_free: v.optional(v.number()),
  /** In angstroms. */
  luzzati_dres_low_obs: v.optional(v.number()),
  /** In angstroms. */
  luzzati_sigma_afree: v.optional(v.number()),
  /** In angstroms. */
  luzzati_sigma_aobs: v.optional(v.number()),
  number_disordered_residues: v.optional(v.number()),
  occupancy_sum_hydrogen: v.optional(v.number()),
  occupancy_sum_non_hydrogen: v.optional(v.number()),
  pdbx_luzzati_dres_high_obs: v.optional(v.number()),
  pdbx_refine_id: v.optional(v.string()),
});

export const PdbxInitialRefinementModelSchema = v.looseObject({
  /** Starting Model Accession. */
  accession_code: v.optional(v.string()),
  details: v.optional(v.string()),
  entity_id_list: v.optional(v.array(v.string())),
  id: v.optional(v.number()),
  /** Starting Model Source. */
  source_name: v.optional(
    openEnum([
      'AlphaFold',
      'ITasser',
      'InsightII',
      'ModelArchive',
      'Modeller',
      'Other',
      'PDB',
      'PDB-Dev',
      'PHYRE',
      'Robetta',
      'RoseTTAFold',
      'SwissModel',
    ]),
  ),
  /** Starting Model Type. */
  type: v.optional(openEnum(['experimental model', 'in silico model', 'integrative model', 'other'])),
});
