// Electron microscopy: the experiment, specimen, imaging, image processing and the 3D
// reconstruction.
// Fields by their REST names (`dccrfree` for RCSB's schema's `DCC_Rfree`): see ../entry.ts.
import { openEnum } from '@lifesci/core';
import * as v from 'valibot';
import { optionalNumber, optionalString, optionalStrings } from '../shared-fields.js';

import { MICROSCOPE_MODELS, SPECIMEN_HOLDER_MODELS } from './microscope-models.js';

export const EmExperimentSchema = v.looseObject({
  /** EM Specimen Aggregation State. */
  aggregation_state: v.optional(
    openEnum(['2D ARRAY', '3D ARRAY', 'CELL', 'FILAMENT', 'HELICAL ARRAY', 'PARTICLE', 'TISSUE']),
  ),
  entity_assembly_id: optionalString,
  id: optionalString,
  /** EM Reconstruction Method. */
  reconstruction_method: v.optional(
    openEnum(['CRYSTALLOGRAPHY', 'HELICAL', 'SINGLE PARTICLE', 'SUBTOMOGRAM AVERAGING', 'TOMOGRAPHY']),
  ),
});

export const EmEntityAssemblySchema = v.looseObject({
  details: optionalString,
  entity_id_list: optionalStrings,
  id: optionalString,
  name: optionalString,
  oligomeric_details: optionalString,
  parent_id: optionalNumber,
  source: v.optional(openEnum(['MULTIPLE SOURCES', 'NATURAL', 'RECOMBINANT', 'SYNTHETIC'])),
  synonym: optionalString,
  type: optionalString,
});

export const EmSpecimenSchema = v.looseObject({
  /** In mg per ml. */
  concentration: optionalNumber,
  details: optionalString,
  embedding_applied: v.optional(openEnum(['NO', 'YES'])),
  experiment_id: optionalString,
  id: optionalString,
  shadowing_applied: v.optional(openEnum(['NO', 'YES'])),
  staining_applied: v.optional(openEnum(['NO', 'YES'])),
  vitrification_applied: v.optional(openEnum(['NO', 'YES'])),
});

export const EmVitrificationSchema = v.looseObject({
  /** In kelvins. */
  chamber_temperature: optionalNumber,
  cryogen_name: v.optional(
    openEnum([
      'ETHANE',
      'ETHANE-PROPANE',
      'FREON 12',
      'FREON 22',
      'HELIUM',
      'METHANE',
      'NITROGEN',
      'OTHER',
      'PROPANE',
    ]),
  ),
  details: optionalString,
  humidity: optionalNumber,
  id: optionalString,
  /** EM Vitrification Instrument. */
  instrument: v.optional(
    openEnum([
      'CRYOSOL VITROJET',
      'EMS-002 RAPID IMMERSION FREEZER',
      'FEI VITROBOT MARK I',
      'FEI VITROBOT MARK II',
      'FEI VITROBOT MARK III',
      'FEI VITROBOT MARK IV',
      'GATAN CRYOPLUNGE 3',
      'HOMEMADE PLUNGER',
      'LEICA EM CPC',
      'LEICA EM GP',
      'LEICA KF80',
      'LEICA PLUNGER',
      'REICHERT-JUNG PLUNGER',
      'SPOTITON',
      'SPT LABTECH CHAMELEON',
      'ZEISS PLUNGE FREEZER CRYOBOX',
    ]),
  ),
  method: optionalString,
  specimen_id: optionalString,
  /** In kelvins. */
  temp: optionalNumber,
  time_resolved_state: optionalString,
});

export const EmImagingSchema = v.looseObject({
  /** EM Accelerating Voltage, in kilovolts. */
  accelerating_voltage: optionalNumber,
  alignment_procedure: v.optional(openEnum(['BASIC', 'COMA FREE', 'NONE', 'OTHER', 'ZEMLIN TABLEAU'])),
  astigmatism: optionalString,
  /** In microns. */
  c2_aperture_diameter: optionalNumber,
  /** In nanometers. */
  calibrated_defocus_max: optionalNumber,
  /** In nanometers. */
  calibrated_defocus_min: optionalNumber,
  calibrated_magnification: optionalNumber,
  cryogen: v.optional(openEnum(['HELIUM', 'NITROGEN'])),
  date: optionalString,
  details: optionalString,
  /** In millimetres. */
  detector_distance: optionalNumber,
  electron_beam_tilt_params: optionalString,
  electron_source: optionalString,
  id: optionalString,
  illumination_mode: v.optional(openEnum(['FLOOD BEAM', 'OTHER', 'SPOT SCAN'])),
  /** EM Microscope Model. */
  microscope_model: v.optional(openEnum(MICROSCOPE_MODELS)),
  mode: v.optional(openEnum(['4D-STEM', 'BRIGHT FIELD', 'DARK FIELD', 'DIFFRACTION', 'OTHER'])),
  /** In millimetres. */
  nominal_cs: optionalNumber,
  /** In nanometers. */
  nominal_defocus_max: optionalNumber,
  /** In nanometers. */
  nominal_defocus_min: optionalNumber,
  nominal_magnification: optionalNumber,
  /** In kelvins. */
  recording_temperature_maximum: optionalNumber,
  /** In kelvins. */
  recording_temperature_minimum: optionalNumber,
  /** In milliradians. */
  residual_tilt: optionalNumber,
  specimen_holder_model: v.optional(openEnum(SPECIMEN_HOLDER_MODELS)),
  specimen_holder_type: optionalString,
  specimen_id: optionalString,
  /** In kelvins. */
  temperature: optionalNumber,
  /** In degrees. */
  tilt_angle_max: optionalNumber,
  /** In degrees. */
  tilt_angle_min: optionalNumber,
});

export const EmImageRecordingSchema = v.looseObject({
  /** In seconds. */
  average_exposure_time: optionalNumber,
  /** In electrons angstrom squared. */
  avg_electron_dose_per_image: optionalNumber,
  details: optionalString,
  detector_mode: v.optional(openEnum(['COUNTING', 'INTEGRATING', 'OTHER', 'SUPER-RESOLUTION'])),
  /** EM Imaging Detector. */
  film_or_detector_model: optionalString,
  id: optionalString,
  imaging_id: optionalString,
  num_diffraction_images: optionalNumber,
  num_grids_imaged: optionalNumber,
  num_real_images: optionalNumber,
});

export const EmCtfCorrectionSchema = v.looseObject({
  details: optionalString,
  em_image_processing_id: optionalString,
  id: optionalString,
  type: optionalString,
});

export const EmParticleSelectionSchema = v.looseObject({
  details: optionalString,
  id: optionalString,
  image_processing_id: optionalString,
  num_particles_selected: optionalNumber,
});

export const EmSingleParticleEntitySchema = v.looseObject({
  id: optionalNumber,
  image_processing_id: optionalString,
  /** EM Point Symmetry Imposed. */
  point_symmetry: optionalString,
});

export const Em3dReconstructionSchema = v.looseObject({
  actual_pixel_size: optionalNumber,
  algorithm: optionalString,
  details: optionalString,
  id: optionalString,
  image_processing_id: optionalString,
  magnification_calibration: optionalString,
  method: optionalString,
  nominal_pixel_size: optionalNumber,
  num_class_averages: optionalNumber,
  num_particles: optionalNumber,
  refinement_type: v.optional(
    openEnum([
      'HALF-MAPS REFINED AGAINST SAME DATA',
      'HALF-MAPS REFINED INDEPENDENTLY',
      'HALF-MAPS REFINED INDEPENDENTLY WITH FREQUENCY RANGE OMITTED',
      'HALF-MAPS REFINED WITH FREQUENCY RANGE OMITTED',
      'OTHER',
    ]),
  ),
  /** Reconstruction Resolution, in angstroms. */
  resolution: optionalNumber,
  resolution_method: optionalString,
  symmetry_type: v.optional(openEnum(['2D CRYSTAL', '3D CRYSTAL', 'HELICAL', 'POINT'])),
});

export const Em3dFittingSchema = v.looseObject({
  details: optionalString,
  id: optionalString,
  method: optionalString,
  overall_bvalue: optionalNumber,
  ref_protocol: v.optional(
    openEnum(['AB INITIO MODEL', 'BACKBONE TRACE', 'FLEXIBLE FIT', 'OTHER', 'RIGID BODY FIT']),
  ),
  ref_space: v.optional(openEnum(['REAL', 'RECIPROCAL'])),
  target_criteria: optionalString,
});

export const Em3dFittingListSchema = v.looseObject({
  '3d_fitting_id': optionalString,
  details: optionalString,
  id: optionalString,
  pdb_chain_id: optionalString,
  pdb_chain_residue_range: optionalString,
  pdb_entry_id: optionalString,
});

export const EmSoftwareSchema = v.looseObject({
  category: v.optional(
    openEnum([
      'CLASSIFICATION',
      'CRYSTALLOGRAPHY MERGING',
      'CTF CORRECTION',
      'DIFFRACTION INDEXING',
      'EWALD SPHERE CORRECTION',
      'FINAL EULER ASSIGNMENT',
      'IMAGE ACQUISITION',
      'INITIAL EULER ASSIGNMENT',
      'LATTICE DISTORTION CORRECTION',
      'LAYERLINE INDEXING',
      'MASKING',
      'MODEL FITTING',
      'MODEL REFINEMENT',
      'MOLECULAR REPLACEMENT',
      'OTHER',
      'PARTICLE SELECTION',
      'RECONSTRUCTION',
      'SERIES ALIGNMENT',
      'SYMMETRY DETERMINATION',
      'VOLUME SELECTION',
    ]),
  ),
  details: optionalString,
  fitting_id: optionalString,
  id: optionalString,
  image_processing_id: optionalString,
  imaging_id: optionalString,
  /** EM Software. */
  name: optionalString,
  version: optionalString,
});
