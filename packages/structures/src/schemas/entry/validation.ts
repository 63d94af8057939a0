// The wwPDB validation report's summary: overall geometry and fit to the data, with percentile
// ranks.
import * as v from 'valibot';
import { openEnum } from '../open-enum.js';

export const PdbxVrptSummarySchema = v.looseObject({
  rnasuiteness: v.optional(v.number()),
  attempted_validation_steps: v.optional(v.string()),
  ligands_for_buster_report: v.optional(openEnum(['N', 'Y'])),
  report_creation_date: v.optional(v.string()),
  restypes_notchecked_for_bond_angle_geometry: v.optional(v.array(v.string())),
});

export const PdbxVrptSummaryGeometrySchema = v.looseObject({
  /** Molprobity Angles RMSZ. */
  angles_rmsz: v.optional(v.number()),
  /** Molprobity Bonds RMSZ. */
  bonds_rmsz: v.optional(v.number()),
  /** Molprobity Clashscore. */
  clashscore: v.optional(v.number()),
  clashscore_full_length: v.optional(v.number()),
  num_hreduce: v.optional(v.number()),
  num_angles_rmsz: v.optional(v.number()),
  num_bonds_rmsz: v.optional(v.number()),
  /** Molprobity Percentage Ramachandran Outliers. */
  percent_ramachandran_outliers: v.optional(v.number()),
  percent_ramachandran_outliers_full_length: v.optional(v.number()),
  /** Molprobity Percentage Rotamer Outliers. */
  percent_rotamer_outliers: v.optional(v.number()),
  percent_rotamer_outliers_full_length: v.optional(v.number()),
});

export const PdbxVrptSummaryDiffractionSchema = v.looseObject({
  bfactor_type: v.optional(openEnum(['FULL', 'PARTIAL'])),
  babinet_b: v.optional(v.number()),
  babinet_k: v.optional(v.number()),
  ccp4_version: v.optional(v.string()),
  dccr: v.optional(v.number()),
  dccrfree: v.optional(v.number()),
  edsr: v.optional(v.number()),
  edsrwarning: v.optional(v.string()),
  /** In angstroms. */
  edsres_high: v.optional(v.number()),
  /** In angstroms. */
  edsres_low: v.optional(v.number()),
  fo_fc_correlation: v.optional(v.number()),
  iover_sigma: v.optional(v.string()),
  padilla_yeates_l2_mean: v.optional(v.number()),
  padilla_yeates_lmean: v.optional(v.number()),
  qscore: v.optional(v.number()),
  wilson_baniso: v.optional(v.string()),
  /** In angstroms squared. */
  wilson_bestimate: v.optional(v.number()),
  acentric_outliers: v.optional(v.number()),
  bulk_solvent_b: v.optional(v.number()),
  bulk_solvent_k: v.optional(v.number()),
  centric_outliers: v.optional(v.number()),
  data_anisotropy: v.optional(v.number()),
  data_completeness: v.optional(v.number()),
  density_fitness_version: v.optional(v.string()),
  exp_method: v.optional(v.string()),
  num_miller_indices: v.optional(v.number()),
  number_reflns_rfree: v.optional(v.number()),
  percent_rsrzoutliers: v.optional(v.number()),
  percent_free_reflections: v.optional(v.number()),
  servalcat_version: v.optional(v.string()),
  trans_ncsdetails: v.optional(v.string()),
  twin_fraction: v.optional(v.string()),
});

export const PdbxVrptSummaryEmSchema = v.looseObject({
  /** Entry Average Q-Score. */
  qscore: v.optional(v.number()),
  atom_inclusion_all_atoms: v.optional(v.number()),
  atom_inclusion_backbone: v.optional(v.number()),
  author_provided_fsc_resolution_by_cutoff_halfbit: v.optional(v.number()),
  author_provided_fsc_resolution_by_cutoff_onebit: v.optional(v.number()),
  author_provided_fsc_resolution_by_cutoff_pt143: v.optional(v.number()),
  author_provided_fsc_resolution_by_cutoff_pt333: v.optional(v.number()),
  author_provided_fsc_resolution_by_cutoff_pt5: v.optional(v.number()),
  author_provided_fsc_resolution_by_cutoff_threesigma: v.optional(v.number()),
  calculated_fsc_resolution_by_cutoff_halfbit: v.optional(v.number()),
  calculated_fsc_resolution_by_cutoff_onebit: v.optional(v.number()),
  calculated_fsc_resolution_by_cutoff_pt143: v.optional(v.number()),
  calculated_fsc_resolution_by_cutoff_pt333: v.optional(v.number()),
  calculated_fsc_resolution_by_cutoff_pt5: v.optional(v.number()),
  calculated_fsc_resolution_by_cutoff_threesigma: v.optional(v.number()),
  contour_level_primary_map: v.optional(v.number()),
  exp_method: v.optional(v.string()),
});

export const PdbxVrptSummaryNmrSchema = v.looseObject({
  chemical_shift_completeness: v.optional(v.number()),
  chemical_shift_completeness_full_length: v.optional(v.number()),
  cyrange_error: v.optional(v.string()),
  cyrange_number_of_domains: v.optional(v.number()),
  exp_method: v.optional(v.string()),
  medoid_model: v.optional(v.number()),
  nmr_models_consistency_flag: v.optional(v.string()),
  nmrclust_error: v.optional(v.string()),
  nmrclust_number_of_clusters: v.optional(v.number()),
  nmrclust_number_of_models: v.optional(v.number()),
  nmrclust_number_of_outliers: v.optional(v.number()),
  nmrclust_representative_model: v.optional(v.number()),
});
