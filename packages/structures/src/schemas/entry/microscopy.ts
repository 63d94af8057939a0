// Electron microscopy: the experiment, specimen, imaging, image processing and the 3D
// reconstruction.
import * as v from 'valibot';
import { openEnum } from '../open-enum.js';
import { MICROSCOPE_MODELS, SPECIMEN_HOLDER_MODELS } from './microscope-models.js';

export const EmExperimentSchema = v.looseObject({
  /** EM Specimen Aggregation State. */
  aggregation_state: v.optional(
    openEnum(['2D ARRAY', '3D ARRAY', 'CELL', 'FILAMENT', 'HELICAL ARRAY', 'PARTICLE', 'TISSUE']),
  ),
  entity_assembly_id: v.optional(v.string()),
  id: v.optional(v.string()),
  /** EM Reconstruction Method. */
  reconstruction_method: v.optional(
    openEnum(['CRYSTALLOGRAPHY', 'HELICAL', 'SINGLE PARTICLE', 'SUBTOMOGRAM AVERAGING', 'TOMOGRAPHY']),
  ),
});

export const EmEntityAssemblySchema = v.looseObject({
  details: v.optional(v.string()),
  entity_id_list: v.optional(v.array(v.string())),
  id: v.optional(v.string()),
  name: v.optional(v.string()),
  oligomeric_details: v.optional(v.string()),
  parent_id: v.optional(v.number()),
  source: v.optional(openEnum(['MULTIPLE SOURCES', 'NATURAL', 'RECOMBINANT', 'SYNTHETIC'])),
  synonym: v.optional(v.string()),
  type: v.optional(v.string()),
});

export const EmSpecimenSchema = v.looseObject({
  /** In mg per ml. */
  concentration: v.optional(v.number()),
  details: v.optional(v.string()),
  embedding_applied: v.optional(openEnum(['NO', 'YES'])),
  experiment_id: v.optional(v.string()),
  id: v.optional(v.string()),
  shadowing_applied: v.optional(openEnum(['NO', 'YES'])),
  staining_applied: v.optional(openEnum(['NO', 'YES'])),
  vitrification_applied: v.optional(openEnum(['NO', 'YES'])),
});

export const EmVitrificationSchema = v.looseObject({
  /** In kelvins. */
  chamber_temperature: v.optional(v.number()),
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
  details: v.optional(v.string()),
  humidity: v.optional(v.number()),
  id: v.optional(v.string()),
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
  method: v.optional(v.string()),
  specimen_id: v.optional(v.string()),
  /** In kelvins. */
  temp: v.optional(v.number()),
  time_resolved_state: v.optional(v.string()),
});

export const EmImagingSchema = v.looseObject({
  /** EM Accelerating Voltage, in kilovolts. */
  accelerating_voltage: v.optional(v.number()),
  alignment_procedure: v.optional(openEnum(['BASIC', 'COMA FREE', 'NONE', 'OTHER', 'ZEMLIN TABLEAU'])),
  astigmatism: v.optional(v.string()),
  /** In microns. */
  c2_aperture_diameter: v.optional(v.number()),
  /** In nanometers. */
  calibrated_defocus_max: v.optional(v.number()),
  /** In nanometers. */
  calibrated_defocus_min: v.optional(v.number()),
  calibrated_magnification: v.optional(v.number()),
  cryogen: v.optional(openEnum(['HELIUM', 'NITROGEN'])),
  date: v.optional(v.string()),
  details: v.optional(v.string()),
  /** In millimetres. */
  detector_distance: v.optional(v.number()),
  electron_beam_tilt_params: v.optional(v.string()),
  electron_source: v.optional(v.string()),
  id: v.optional(v.string()),
  illumination_mode: v.optional(openEnum(['FLOOD BEAM', 'OTHER', 'SPOT SCAN'])),
  /** EM Microscope Model. */
  microscope_model: v.optional(openEnum(MICROSCOPE_MODELS)),
  mode: v.optional(openEnum(['4D-STEM', 'BRIGHT FIELD', 'DARK FIELD', 'DIFFRACTION', 'OTHER'])),
  /** In millimetres. */
  nominal_cs: v.optional(v.number()),
  /** In nanometers. */
  nominal_defocus_max: v.optional(v.number()),
  /** In nanometers. */
  nominal_defocus_min: v.optional(v.number()),
  nominal_magnification: v.optional(v.number()),
  /** In kelvins. */
  recording_temperature_maximum: v.optional(v.number()),
  /** In kelvins. */
  recording_temperature_minimum: v.optional(v.number()),
  /** In milliradians. */
  residual_tilt: v.optional(v.number()),
  specimen_holder_model: v.optional(openEnum(SPECIMEN_HOLDER_MODELS)),
  specimen_holder_type: v.optional(v.string()),
  specimen_id: v.optional(v.string()),
  /** In kelvins. */
  temperature: v.optional(v.number()),
  /** In degrees. */
  tilt_angle_max: v.optional(v.number()),
  /** In degrees. */
  tilt_angle_min: v.optional(v.number()),
});

export const EmImageRecordingSchema = v.looseObject({
  /** In seconds. */
  average_exposure_time: v.optional(v.number()),
  /** In electrons angstrom squared. */
  avg_electron_dose_per_image: v.optional(v.number()),
  details: v.optional(v.string()),
  detector_mode: v.optional(openEnum(['COUNTING', 'INTEGRATING', 'OTHER', 'SUPER-RESOLUTION'])),
  /** EM Imaging Detector. */
  film_or_detector_model: v.optional(v.string()),
  id: v.optional(v.string()),
  imaging_id: v.optional(v.string()),
  num_diffraction_images: v.optional(v.number()),
  num_grids_imaged: v.optional(v.number()),
  num_real_images: v.optional(v.number()),
});

export const EmCtfCorrectionSchema = v.looseObject({
  details: v.optional(v.string()),
  em_image_processing_id: v.optional(v.string()),
  id: v.optional(v.string()),
  type: v.optional(v.string()),
});

export const EmParticleSelectionSchema = v.looseObject({
  details: v.optional(v.string()),
  id: v.optional(v.string()),
  image_processing_id: v.optional(v.string()),
  num_particles_selected: v.optional(v.number()),
});

export const EmSingleParticleEntitySchema = v.looseObject({
  id: v.optional(v.number()),
  image_processing_id: v.optional(v.string()),
  /** EM Point Symmetry Imposed. */
  point_symmetry: v.optional(v.string()),
});

export const Em3dReconstructionSchema = v.looseObject({
  actual_pixel_size: v.optional(v.number()),
  algorithm: v.optional(v.string()),
  details: v.optional(v.string()),
  id: v.optional(v.string()),
  image_processing_id: v.optional(v.string()),
  magnification_calibration: v.optional(v.string()),
  method: v.optional(v.string()),
  nominal_pixel_size: v.optional(v.number()),
  num_class_averages: v.optional(v.number()),
  num_particles: v.optional(v.number()),
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
  resolution: v.optional(v.number()),
  resolution_method: v.optional(v.string()),
  symmetry_type: v.optional(openEnum(['2D CRYSTAL', '3D CRYSTAL', 'HELICAL', 'POINT'])),
});

export const Em3dFittingSchema = v.looseObject({
  details: v.optional(v.string()),
  id: v.optional(v.string()),
  method: v.optional(v.string()),
  overall_bvalue: v.optional(v.number()),
  ref_protocol: v.optional(
    openEnum(['AB INITIO MODEL', 'BACKBONE TRACE', 'FLEXIBLE FIT', 'OTHER', 'RIGID BODY FIT']),
  ),
  ref_space: v.optional(openEnum(['REAL', 'RECIPROCAL'])),
  target_criteria: v.optional(v.string()),
});

export const Em3dFittingListSchema = v.looseObject({
  '3d_fitting_id': v.optional(v.string()),
  details: v.optional(v.string()),
  id: v.optional(v.string()),
  pdb_chain_id: v.optional(v.string()),
  pdb_chain_residue_range: v.optional(v.string()),
  pdb_entry_id: v.optional(v.string()),
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
  details: v.optional(v.string()),
  fitting_id: v.optional(v.string()),
  id: v.optional(v.string()),
  image_processing_id: v.optional(v.string()),
  imaging_id: v.optional(v.string()),
  /** EM Software. */
  name: v.optional(v.string()),
  version: v.optional(v.string()),
});
