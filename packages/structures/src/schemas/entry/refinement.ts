// Refinement of the model: R factors, B factors, restraints and the starting model.
// Fields by their REST names (`dccrfree` for RCSB's schema's `DCC_Rfree`): see ../entry.ts.
import { openEnum } from '@lifesci/core';
import * as v from 'valibot';
import { optionalNumber, optionalString, optionalStrings } from '../shared-fields.js';

export const RefineSchema = v.looseObject({
  /** In angstroms squared. */
  biso_max: optionalNumber,
  /** Average B Factor, in angstroms squared. */
  biso_mean: optionalNumber,
  /** In angstroms squared. */
  biso_min: optionalNumber,
  /** In angstroms squared. */
  aniso_b11: optionalNumber,
  /** In angstroms squared. */
  aniso_b12: optionalNumber,
  /** In angstroms squared. */
  aniso_b13: optionalNumber,
  /** In angstroms squared. */
  aniso_b22: optionalNumber,
  /** In angstroms squared. */
  aniso_b23: optionalNumber,
  /** In angstroms squared. */
  aniso_b33: optionalNumber,
  correlation_coeff_fo_to_fc: optionalNumber,
  correlation_coeff_fo_to_fc_free: optionalNumber,
  /** Structure Refinement Details. */
  details: optionalString,
  /** Refinement R Factors (R Free). */
  ls_rfactor_rfree: optionalNumber,
  ls_rfactor_rfree_error: optionalNumber,
  ls_rfactor_rfree_error_details: optionalString,
  /** Refinement R Factors (R Work). */
  ls_rfactor_rwork: optionalNumber,
  /** Refinement R Factors (All). */
  ls_rfactor_all: optionalNumber,
  /** Refinement R Factors (Observed). */
  ls_rfactor_obs: optionalNumber,
  /** In angstroms. */
  ls_dres_high: optionalNumber,
  /** In angstroms. */
  ls_dres_low: optionalNumber,
  ls_matrix_type: v.optional(openEnum(['atomblock', 'diagonal', 'full', 'fullcycle', 'sparse', 'userblock'])),
  ls_number_parameters: optionalNumber,
  ls_number_reflns_rfree: optionalNumber,
  ls_number_reflns_rwork: optionalNumber,
  ls_number_reflns_all: optionalNumber,
  ls_number_reflns_obs: optionalNumber,
  ls_number_restraints: optionalNumber,
  ls_percent_reflns_rfree: optionalNumber,
  ls_percent_reflns_obs: optionalNumber,
  ls_redundancy_reflns_all: optionalNumber,
  ls_redundancy_reflns_obs: optionalNumber,
  ls_wrfactor_rfree: optionalNumber,
  ls_wrfactor_rwork: optionalNumber,
  occupancy_max: optionalNumber,
  occupancy_min: optionalNumber,
  overall_fomfree_rset: optionalNumber,
  overall_fomwork_rset: optionalNumber,
  overall_sub: optionalNumber,
  overall_suml: optionalNumber,
  overall_surcruickshank_dpi: optionalNumber,
  overall_surfree: optionalNumber,
  pdbx_rfree_selection_details: optionalString,
  pdbx_tlsresidual_adpflag: v.optional(openEnum(['LIKELY RESIDUAL', 'UNVERIFIED'])),
  pdbx_average_fsc_free: optionalNumber,
  pdbx_average_fsc_overall: optionalNumber,
  pdbx_average_fsc_work: optionalNumber,
  pdbx_data_cutoff_high_abs_f: optionalNumber,
  pdbx_data_cutoff_high_rms_abs_f: optionalNumber,
  pdbx_data_cutoff_low_abs_f: optionalNumber,
  pdbx_diffrn_id: optionalStrings,
  pdbx_isotropic_thermal_model: optionalString,
  pdbx_ls_cross_valid_method: optionalString,
  pdbx_ls_sigma_f: optionalNumber,
  pdbx_ls_sigma_fsqd: optionalNumber,
  pdbx_ls_sigma_i: optionalNumber,
  /** Structure Determination Method. */
  pdbx_method_to_determine_struct: optionalString,
  pdbx_overall_esur: optionalNumber,
  pdbx_overall_esurfree: optionalNumber,
  pdbx_overall_surblow_dpi: optionalNumber,
  pdbx_overall_surfree_blow_dpi: optionalNumber,
  pdbx_overall_surfree_cruickshank_dpi: optionalNumber,
  pdbx_overall_phase_error: optionalNumber,
  pdbx_refine_id: optionalString,
  /** In angstroms. */
  pdbx_solvent_ion_probe_radii: optionalNumber,
  /** In angstroms. */
  pdbx_solvent_shrinkage_radii: optionalNumber,
  /** In angstroms. */
  pdbx_solvent_vdw_probe_radii: optionalNumber,
  pdbx_starting_model: optionalString,
  pdbx_stereochem_target_val_spec_case: optionalString,
  pdbx_stereochemistry_target_values: optionalString,
  solvent_model_details: optionalString,
  solvent_model_param_bsol: optionalNumber,
  solvent_model_param_ksol: optionalNumber,
});

export const RefineHistSchema = v.looseObject({
  cycle_id: optionalString,
  /** In angstroms. */
  d_res_high: optionalNumber,
  /** In angstroms. */
  d_res_low: optionalNumber,
  number_atoms_solvent: optionalNumber,
  number_atoms_total: optionalNumber,
  pdbx_biso_mean_ligand: optionalNumber,
  pdbx_biso_mean_solvent: optionalNumber,
  pdbx_number_atoms_ligand: optionalNumber,
  pdbx_number_atoms_nucleic_acid: optionalNumber,
  pdbx_number_atoms_protein: optionalNumber,
  pdbx_number_residues_total: optionalNumber,
  pdbx_refine_id: optionalString,
});

export const RefineLsRestrSchema = v.looseObject({
  dev_ideal: optionalNumber,
  dev_ideal_target: optionalNumber,
  number: optionalNumber,
  pdbx_refine_id: optionalString,
  pdbx_restraint_function: optionalString,
  type: optionalString,
  weight: optionalNumber,
});

export const RefineAnalyzeSchema = v.looseObject({
  /** In angstroms. */
  luzzati_coordinate_error_free: optionalNumber,
  /** In angstroms. */
  luzzati_coordinate_error_obs: optionalNumber,
  /** In angstroms. */
  luzzati_dres_low_free: optionalNumber,
  /** In angstroms. */
  luzzati_dres_low_obs: optionalNumber,
  /** In angstroms. */
  luzzati_sigma_afree: optionalNumber,
  /** In angstroms. */
  luzzati_sigma_aobs: optionalNumber,
  number_disordered_residues: optionalNumber,
  occupancy_sum_hydrogen: optionalNumber,
  occupancy_sum_non_hydrogen: optionalNumber,
  pdbx_luzzati_dres_high_obs: optionalNumber,
  pdbx_refine_id: optionalString,
});

export const PdbxInitialRefinementModelSchema = v.looseObject({
  /** Starting Model Accession. */
  accession_code: optionalString,
  details: optionalString,
  entity_id_list: optionalStrings,
  id: optionalNumber,
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
