// The experiment: method, crystal and crystallisation, unit cell, diffraction data collection and
// processing, and the software used.
import * as v from 'valibot';
import { openEnum } from '../open-enum.js';

export const ExptlSchema = v.looseObject({
  crystals_number: v.optional(v.number()),
  details: v.optional(v.string()),
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
  method_details: v.optional(v.string()),
});

export const ExptlCrystalSchema = v.looseObject({
  colour: v.optional(v.string()),
  /** Density (Matthews), in angstroms cubed per dalton. */
  density_matthews: v.optional(v.number()),
  /** In megagrams per cubic metre. */
  density_meas: v.optional(v.number()),
  /** Density (% solvent). */
  density_percent_sol: v.optional(v.number()),
  description: v.optional(v.string()),
  id: v.optional(v.string()),
  /** In degrees. */
  pdbx_mosaicity: v.optional(v.number()),
  /** In degrees. */
  pdbx_mosaicity_esd: v.optional(v.number()),
  preparation: v.optional(v.string()),
});

export const ExptlCrystalGrowSchema = v.looseObject({
  crystal_id: v.optional(v.string()),
  details: v.optional(v.string()),
  /** Crystallization Method. */
  method: v.optional(v.string()),
  /** pH. */
  p_h: v.optional(v.number()),
  /** Crystallization Details. */
  pdbx_details: v.optional(v.string()),
  pdbx_phrange: v.optional(v.string()),
  /** Temperature, in kelvins. */
  temp: v.optional(v.number()),
  temp_details: v.optional(v.string()),
});

export const CellSchema = v.looseObject({
  zpdb: v.optional(v.number()),
  /** Angle alpha, in degrees. */
  angle_alpha: v.optional(v.number()),
  /** Angle beta, in degrees. */
  angle_beta: v.optional(v.number()),
  /** Angle gamma, in degrees. */
  angle_gamma: v.optional(v.number()),
  formula_units_z: v.optional(v.number()),
  /** Length a, in angstroms. */
  length_a: v.optional(v.number()),
  /** Length b, in angstroms. */
  length_b: v.optional(v.number()),
  /** Length c, in angstroms. */
  length_c: v.optional(v.number()),
  pdbx_unique_axis: v.optional(v.string()),
  /** In angstroms cubed. */
  volume: v.optional(v.number()),
});

export const SymmetrySchema = v.looseObject({
  int_tables_number: v.optional(v.number()),
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
  pdbx_full_space_group_name_hm: v.optional(v.string()),
  /** Space Group. */
  space_group_name_hm: v.optional(v.string()),
  space_group_name_hall: v.optional(v.string()),
});

export const DiffrnSchema = v.looseObject({
  /** In kilopascals. */
  ambient_pressure: v.optional(v.number()),
  /** Diffraction Source Temperature, in kelvins. */
  ambient_temp: v.optional(v.number()),
  ambient_temp_details: v.optional(v.string()),
  crystal_id: v.optional(v.string()),
  crystal_support: v.optional(v.string()),
  details: v.optional(v.string()),
  id: v.optional(v.string()),
  /** Diffraction Serial Crystal Experiment. */
  pdbx_serial_crystal_experiment: v.optional(openEnum(['N', 'Y'])),
});

export const DiffrnDetectorSchema = v.looseObject({
  details: v.optional(v.string()),
  detector: v.optional(v.string()),
  diffrn_id: v.optional(v.string()),
  pdbx_collection_date: v.optional(v.string()),
  pdbx_frequency: v.optional(v.number()),
  /** Diffraction Detector. */
  type: v.optional(v.string()),
});

export const DiffrnRadiationSchema = v.looseObject({
  collimation: v.optional(v.string()),
  diffrn_id: v.optional(v.string()),
  monochromator: v.optional(v.string()),
  pdbx_diffrn_protocol: v.optional(v.string()),
  pdbx_monochromatic_or_laue_ml: v.optional(openEnum(['L', 'M'])),
  pdbx_scattering_type: v.optional(openEnum(['electron', 'neutron', 'x-ray'])),
  pdbx_wavelength: v.optional(v.string()),
  pdbx_wavelength_list: v.optional(v.string()),
  type: v.optional(v.string()),
  wavelength_id: v.optional(v.string()),
});

export const DiffrnSourceSchema = v.looseObject({
  details: v.optional(v.string()),
  diffrn_id: v.optional(v.string()),
  /** Diffraction Source Synchrotron Beamline. */
  pdbx_synchrotron_beamline: v.optional(v.string()),
  /** Diffraction Source Synchrotron Site. */
  pdbx_synchrotron_site: v.optional(v.string()),
  pdbx_wavelength: v.optional(v.string()),
  pdbx_wavelength_list: v.optional(v.string()),
  /** Diffraction Source General Class. */
  source: v.optional(v.string()),
  type: v.optional(v.string()),
});

export const ReflnsSchema = v.looseObject({
  /** B Wilson Estimate, in angstroms squared. */
  biso_wilson_estimate: v.optional(v.number()),
  rfree_details: v.optional(v.string()),
  rmerge_fall: v.optional(v.number()),
  rmerge_fobs: v.optional(v.number()),
  /** Data Collection Resolution, in angstroms. */
  d_resolution_high: v.optional(v.number()),
  /** In angstroms. */
  d_resolution_low: v.optional(v.number()),
  data_reduction_details: v.optional(v.string()),
  data_reduction_method: v.optional(v.string()),
  details: v.optional(v.string()),
  limit_hmax: v.optional(v.number()),
  limit_hmin: v.optional(v.number()),
  limit_kmax: v.optional(v.number()),
  limit_kmin: v.optional(v.number()),
  limit_lmax: v.optional(v.number()),
  limit_lmin: v.optional(v.number()),
  number_all: v.optional(v.number()),
  number_obs: v.optional(v.number()),
  observed_criterion: v.optional(v.string()),
  observed_criterion_fmax: v.optional(v.number()),
  observed_criterion_fmin: v.optional(v.number()),
  observed_criterion_imax: v.optional(v.number()),
  observed_criterion_imin: v.optional(v.number()),
  observed_criterion_sigma_f: v.optional(v.number()),
  observed_criterion_sigma_i: v.optional(v.number()),
  pdbx_cchalf: v.optional(v.number()),
  pdbx_rsplit: v.optional(v.number()),
  /** R Value for Merging Intensities (Observed). */
  pdbx_rmerge_iobs: v.optional(v.number()),
  pdbx_rpim_iall: v.optional(v.number()),
  pdbx_rrim_iall: v.optional(v.number()),
  pdbx_rsym_value: v.optional(v.number()),
  pdbx_chi_squared: v.optional(v.number()),
  pdbx_diffrn_id: v.optional(v.array(v.string())),
  pdbx_net_iover_av_sigma_i: v.optional(v.number()),
  pdbx_net_iover_sigma_i: v.optional(v.number()),
  pdbx_number_measured_all: v.optional(v.number()),
  pdbx_ordinal: v.optional(v.number()),
  /** Overall Redundancy. */
  pdbx_redundancy: v.optional(v.number()),
  pdbx_scaling_rejects: v.optional(v.number()),
  /** Percentage of Possible Reflections. */
  percent_possible_obs: v.optional(v.number()),
  phase_calculation_details: v.optional(v.string()),
});

export const ReflnsShellSchema = v.looseObject({
  rmerge_fall: v.optional(v.number()),
  rmerge_fobs: v.optional(v.number()),
  rmerge_iall: v.optional(v.number()),
  rmerge_iobs: v.optional(v.number()),
  /** In angstroms. */
  d_res_high: v.optional(v.number()),
  /** In angstroms. */
  d_res_low: v.optional(v.number()),
  mean_iover_sig_iall: v.optional(v.number()),
  mean_iover_sig_iobs: v.optional(v.number()),
  mean_iover_uiall: v.optional(v.number()),
  number_measured_all: v.optional(v.number()),
  number_measured_obs: v.optional(v.number()),
  number_possible: v.optional(v.number()),
  number_unique_all: v.optional(v.number()),
  number_unique_obs: v.optional(v.number()),
  pdbx_cchalf: v.optional(v.number()),
  pdbx_rsplit: v.optional(v.number()),
  pdbx_rpim_iall: v.optional(v.number()),
  pdbx_rrim_iall: v.optional(v.number()),
  pdbx_rsym_value: v.optional(v.number()),
  pdbx_chi_squared: v.optional(v.number()),
  pdbx_diffrn_id: v.optional(v.array(v.string())),
  pdbx_net_iover_sigma_iall: v.optional(v.number()),
  pdbx_net_iover_sigma_iobs: v.optional(v.number()),
  pdbx_ordinal: v.optional(v.number()),
  pdbx_redundancy: v.optional(v.number()),
  pdbx_rejects: v.optional(v.number()),
  percent_possible_all: v.optional(v.number()),
  percent_possible_obs: v.optional(v.number()),
});

export const SoftwareSchema = v.looseObject({
  citation_id: v.optional(v.string()),
  classification: v.optional(v.string()),
  contact_author: v.optional(v.string()),
  contact_author_email: v.optional(v.string()),
  date: v.optional(v.string()),
  description: v.optional(v.string()),
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
  location: v.optional(v.string()),
  name: v.optional(v.string()),
  os: v.optional(v.string()),
  pdbx_ordinal: v.optional(v.number()),
  type: v.optional(openEnum(['filter', 'jiffy', 'library', 'other', 'package', 'program'])),
  version: v.optional(v.string()),
});
