// The experiment: method, crystal and crystallisation, unit cell, diffraction data collection and
// processing, and the software used.
// Fields by their REST names (`dccrfree` for RCSB's schema's `DCC_Rfree`): see ../entry.ts.
import { openEnum } from '@lifesci/core';
import * as v from 'valibot';
import { optionalNumber, optionalString, optionalStrings } from '../shared-fields.js';

export const ExptlSchema = v.looseObject({
  crystals_number: optionalNumber,
  details: optionalString,
  /** Experimental Method. */
  method: openEnum([
    'ELECTRON CRYSTALLOGRAPHY',
    'ELECTRON MICROSCOPY',
    'EPR',
    'FIBER DIFFRACTION',
    'FLUORESCENCE TRANSFER',
    'INFRARED SPECTROSCOPY',
    'NEUTRON DIFFRACTION',
    'POWDER DIFFRACTION',
    'SOLID-STATE NMR',
    'SOLUTION NMR',
    'SOLUTION SCATTERING',
    'THEORETICAL MODEL',
    'X-RAY DIFFRACTION',
  ]),
  method_details: optionalString,
});

export const ExptlCrystalSchema = v.looseObject({
  colour: optionalString,
  /** Density (Matthews), in angstroms cubed per dalton. */
  density_matthews: optionalNumber,
  /** In megagrams per cubic metre. */
  density_meas: optionalNumber,
  /** Density (% solvent). */
  density_percent_sol: optionalNumber,
  description: optionalString,
  id: optionalString,
  /** In degrees. */
  pdbx_mosaicity: optionalNumber,
  /** In degrees. */
  pdbx_mosaicity_esd: optionalNumber,
  preparation: optionalString,
});

export const ExptlCrystalGrowSchema = v.looseObject({
  crystal_id: optionalString,
  details: optionalString,
  /** Crystallization Method. */
  method: optionalString,
  /** pH. */
  p_h: optionalNumber,
  /** Crystallization Details. */
  pdbx_details: optionalString,
  pdbx_phrange: optionalString,
  /** Temperature, in kelvins. */
  temp: optionalNumber,
  temp_details: optionalString,
});

export const CellSchema = v.looseObject({
  zpdb: optionalNumber,
  /** Angle alpha, in degrees. */
  angle_alpha: optionalNumber,
  /** Angle beta, in degrees. */
  angle_beta: optionalNumber,
  /** Angle gamma, in degrees. */
  angle_gamma: optionalNumber,
  formula_units_z: optionalNumber,
  /** Length a, in angstroms. */
  length_a: optionalNumber,
  /** Length b, in angstroms. */
  length_b: optionalNumber,
  /** Length c, in angstroms. */
  length_c: optionalNumber,
  pdbx_unique_axis: optionalString,
  /** In angstroms cubed. */
  volume: optionalNumber,
});

export const SymmetrySchema = v.looseObject({
  int_tables_number: optionalNumber,
  cell_setting: v.optional(
    openEnum([
      'cubic',
      'hexagonal',
      'monoclinic',
      'orthorhombic',
      'rhombohedral',
      'tetragonal',
      'triclinic',
      'trigonal',
    ]),
  ),
  pdbx_full_space_group_name_hm: optionalString,
  /** Space Group. */
  space_group_name_hm: optionalString,
  space_group_name_hall: optionalString,
});

export const DiffrnSchema = v.looseObject({
  /** In kilopascals. */
  ambient_pressure: optionalNumber,
  /** Diffraction Source Temperature, in kelvins. */
  ambient_temp: optionalNumber,
  ambient_temp_details: optionalString,
  crystal_id: optionalString,
  crystal_support: optionalString,
  details: optionalString,
  id: optionalString,
  /** Diffraction Serial Crystal Experiment. */
  pdbx_serial_crystal_experiment: v.optional(openEnum(['N', 'Y'])),
});

export const DiffrnDetectorSchema = v.looseObject({
  details: optionalString,
  detector: optionalString,
  diffrn_id: optionalString,
  pdbx_collection_date: optionalString,
  pdbx_frequency: optionalNumber,
  /** Diffraction Detector. */
  type: optionalString,
});

export const DiffrnRadiationSchema = v.looseObject({
  collimation: optionalString,
  diffrn_id: optionalString,
  monochromator: optionalString,
  pdbx_diffrn_protocol: optionalString,
  pdbx_monochromatic_or_laue_ml: v.optional(openEnum(['L', 'M'])),
  pdbx_scattering_type: v.optional(openEnum(['electron', 'neutron', 'x-ray'])),
  pdbx_wavelength: optionalString,
  pdbx_wavelength_list: optionalString,
  type: optionalString,
  wavelength_id: optionalString,
});

export const DiffrnSourceSchema = v.looseObject({
  details: optionalString,
  diffrn_id: optionalString,
  /** Diffraction Source Synchrotron Beamline. */
  pdbx_synchrotron_beamline: optionalString,
  /** Diffraction Source Synchrotron Site. */
  pdbx_synchrotron_site: optionalString,
  pdbx_wavelength: optionalString,
  pdbx_wavelength_list: optionalString,
  /** Diffraction Source General Class. */
  source: optionalString,
  type: optionalString,
});

export const ReflnsSchema = v.looseObject({
  /** B Wilson Estimate, in angstroms squared. */
  biso_wilson_estimate: optionalNumber,
  rfree_details: optionalString,
  rmerge_fall: optionalNumber,
  rmerge_fobs: optionalNumber,
  /** Data Collection Resolution, in angstroms. */
  d_resolution_high: optionalNumber,
  /** In angstroms. */
  d_resolution_low: optionalNumber,
  data_reduction_details: optionalString,
  data_reduction_method: optionalString,
  details: optionalString,
  limit_hmax: optionalNumber,
  limit_hmin: optionalNumber,
  limit_kmax: optionalNumber,
  limit_kmin: optionalNumber,
  limit_lmax: optionalNumber,
  limit_lmin: optionalNumber,
  number_all: optionalNumber,
  number_obs: optionalNumber,
  observed_criterion: optionalString,
  observed_criterion_fmax: optionalNumber,
  observed_criterion_fmin: optionalNumber,
  observed_criterion_imax: optionalNumber,
  observed_criterion_imin: optionalNumber,
  observed_criterion_sigma_f: optionalNumber,
  observed_criterion_sigma_i: optionalNumber,
  pdbx_cchalf: optionalNumber,
  pdbx_rsplit: optionalNumber,
  /** R Value for Merging Intensities (Observed). */
  pdbx_rmerge_iobs: optionalNumber,
  pdbx_rpim_iall: optionalNumber,
  pdbx_rrim_iall: optionalNumber,
  pdbx_rsym_value: optionalNumber,
  pdbx_chi_squared: optionalNumber,
  pdbx_diffrn_id: optionalStrings,
  pdbx_net_iover_av_sigma_i: optionalNumber,
  pdbx_net_iover_sigma_i: optionalNumber,
  pdbx_number_measured_all: optionalNumber,
  pdbx_ordinal: optionalNumber,
  /** Overall Redundancy. */
  pdbx_redundancy: optionalNumber,
  pdbx_scaling_rejects: optionalNumber,
  /** Percentage of Possible Reflections. */
  percent_possible_obs: optionalNumber,
  phase_calculation_details: optionalString,
});

export const ReflnsShellSchema = v.looseObject({
  rmerge_fall: optionalNumber,
  rmerge_fobs: optionalNumber,
  rmerge_iall: optionalNumber,
  rmerge_iobs: optionalNumber,
  /** In angstroms. */
  d_res_high: optionalNumber,
  /** In angstroms. */
  d_res_low: optionalNumber,
  mean_iover_sig_iall: optionalNumber,
  mean_iover_sig_iobs: optionalNumber,
  mean_iover_uiall: optionalNumber,
  number_measured_all: optionalNumber,
  number_measured_obs: optionalNumber,
  number_possible: optionalNumber,
  number_unique_all: optionalNumber,
  number_unique_obs: optionalNumber,
  pdbx_cchalf: optionalNumber,
  pdbx_rsplit: optionalNumber,
  pdbx_rpim_iall: optionalNumber,
  pdbx_rrim_iall: optionalNumber,
  pdbx_rsym_value: optionalNumber,
  pdbx_chi_squared: optionalNumber,
  pdbx_diffrn_id: optionalStrings,
  pdbx_net_iover_sigma_iall: optionalNumber,
  pdbx_net_iover_sigma_iobs: optionalNumber,
  pdbx_ordinal: optionalNumber,
  pdbx_redundancy: optionalNumber,
  pdbx_rejects: optionalNumber,
  percent_possible_all: optionalNumber,
  percent_possible_obs: optionalNumber,
});

export const SoftwareSchema = v.looseObject({
  citation_id: optionalString,
  classification: optionalString,
  contact_author: optionalString,
  contact_author_email: optionalString,
  date: optionalString,
  description: optionalString,
  language: v.optional(
    openEnum([
      'Ada',
      'Awk',
      'Basic',
      'C',
      'C++',
      'C/C++',
      'Fortran',
      'Fortran 77',
      'Fortran 90',
      'Fortran_77',
      'Java',
      'Java & Fortran',
      'Other',
      'Pascal',
      'Perl',
      'Python',
      'Python/C++',
      'Tcl',
      'assembler',
      'csh',
      'ksh',
      'sh',
    ]),
  ),
  location: optionalString,
  name: optionalString,
  os: optionalString,
  pdbx_ordinal: optionalNumber,
  type: v.optional(openEnum(['filter', 'jiffy', 'library', 'other', 'package', 'program'])),
  version: optionalString,
});
