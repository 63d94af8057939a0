// The wwPDB validation report's summary: overall geometry and fit to the data, with percentile
// ranks.
// Fields by their REST names (`dccrfree` for RCSB's schema's `DCC_Rfree`): see ../entry.ts.
import { openEnum } from '@lifesci/core';
import * as v from 'valibot';
import { optionalNumber, optionalString, optionalStrings } from '../shared-fields.js';

export const PdbxVrptSummarySchema = v.looseObject({
  rnasuiteness: optionalNumber,
  attempted_validation_steps: optionalString,
  ligands_for_buster_report: v.optional(openEnum(['N', 'Y'])),
  report_creation_date: optionalString,
  restypes_notchecked_for_bond_angle_geometry: optionalStrings,
});

export const PdbxVrptSummaryGeometrySchema = v.looseObject({
  /** Molprobity Angles RMSZ. */
  angles_rmsz: optionalNumber,
  /** Molprobity Bonds RMSZ. */
  bonds_rmsz: optionalNumber,
  /** Molprobity Clashscore. */
  clashscore: optionalNumber,
  clashscore_full_length: optionalNumber,
  num_hreduce: optionalNumber,
  num_angles_rmsz: optionalNumber,
  num_bonds_rmsz: optionalNumber,
  /** Molprobity Percentage Ramachandran Outliers. */
  percent_ramachandran_outliers: optionalNumber,
  percent_ramachandran_outliers_full_length: optionalNumber,
  /** Molprobity Percentage Rotamer Outliers. */
  percent_rotamer_outliers: optionalNumber,
  percent_rotamer_outliers_full_length: optionalNumber,
});

export const PdbxVrptSummaryDiffractionSchema = v.looseObject({
  bfactor_type: v.optional(openEnum(['FULL', 'PARTIAL'])),
  babinet_b: optionalNumber,
  babinet_k: optionalNumber,
  ccp4_version: optionalString,
  dccr: optionalNumber,
  dccrfree: optionalNumber,
  edsr: optionalNumber,
  edsrwarning: optionalString,
  /** In angstroms. */
  edsres_high: optionalNumber,
  /** In angstroms. */
  edsres_low: optionalNumber,
  fo_fc_correlation: optionalNumber,
  iover_sigma: optionalString,
  padilla_yeates_l2_mean: optionalNumber,
  padilla_yeates_lmean: optionalNumber,
  qscore: optionalNumber,
  wilson_baniso: optionalString,
  /** In angstroms squared. */
  wilson_bestimate: optionalNumber,
  acentric_outliers: optionalNumber,
  bulk_solvent_b: optionalNumber,
  bulk_solvent_k: optionalNumber,
  centric_outliers: optionalNumber,
  data_anisotropy: optionalNumber,
  data_completeness: optionalNumber,
  density_fitness_version: optionalString,
  exp_method: optionalString,
  num_miller_indices: optionalNumber,
  number_reflns_rfree: optionalNumber,
  percent_rsrzoutliers: optionalNumber,
  percent_free_reflections: optionalNumber,
  servalcat_version: optionalString,
  trans_ncsdetails: optionalString,
  twin_fraction: optionalString,
});

export const PdbxVrptSummaryEmSchema = v.looseObject({
  /** Entry Average Q-Score. */
  qscore: optionalNumber,
  atom_inclusion_all_atoms: optionalNumber,
  atom_inclusion_backbone: optionalNumber,
  author_provided_fsc_resolution_by_cutoff_halfbit: optionalNumber,
  author_provided_fsc_resolution_by_cutoff_onebit: optionalNumber,
  author_provided_fsc_resolution_by_cutoff_pt143: optionalNumber,
  author_provided_fsc_resolution_by_cutoff_pt333: optionalNumber,
  author_provided_fsc_resolution_by_cutoff_pt5: optionalNumber,
  author_provided_fsc_resolution_by_cutoff_threesigma: optionalNumber,
  calculated_fsc_resolution_by_cutoff_halfbit: optionalNumber,
  calculated_fsc_resolution_by_cutoff_onebit: optionalNumber,
  calculated_fsc_resolution_by_cutoff_pt143: optionalNumber,
  calculated_fsc_resolution_by_cutoff_pt333: optionalNumber,
  calculated_fsc_resolution_by_cutoff_pt5: optionalNumber,
  calculated_fsc_resolution_by_cutoff_threesigma: optionalNumber,
  contour_level_primary_map: optionalNumber,
  exp_method: optionalString,
});

export const PdbxVrptSummaryNmrSchema = v.looseObject({
  chemical_shift_completeness: optionalNumber,
  chemical_shift_completeness_full_length: optionalNumber,
  cyrange_error: optionalString,
  cyrange_number_of_domains: optionalNumber,
  exp_method: optionalString,
  medoid_model: optionalNumber,
  nmr_models_consistency_flag: optionalString,
  nmrclust_error: optionalString,
  nmrclust_number_of_clusters: optionalNumber,
  nmrclust_number_of_models: optionalNumber,
  nmrclust_number_of_outliers: optionalNumber,
  nmrclust_representative_model: optionalNumber,
});
