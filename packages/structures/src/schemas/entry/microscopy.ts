// Electron microscopy: the experiment, specimen, imaging, image processing and the 3D
// reconstruction.
import * as v from 'valibot';
import { openEnum } from '../open-enum.js';

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
  microscope_model: v.optional(
    openEnum([
      'FEI MORGAGNI',
      'FEI POLARA 300',
      'FEI TALOS ARCTICA',
      'FEI TECNAI 10',
      'FEI TECNAI 12',
      'FEI TECNAI 20',
      'FEI TECNAI ARCTICA',
      'FEI TECNAI F20',
      'FEI TECNAI F30',
      'FEI TECNAI SPHERA',
      'FEI TECNAI SPIRIT',
      'FEI TITAN',
      'FEI TITAN KRIOS',
      'FEI/PHILIPS CM10',
      'FEI/PHILIPS CM12',
      'FEI/PHILIPS CM120T',
      'FEI/PHILIPS CM200FEG',
      'FEI/PHILIPS CM200FEG/SOPHIE',
      'FEI/PHILIPS CM200FEG/ST',
      'FEI/PHILIPS CM200FEG/UT',
      'FEI/PHILIPS CM200T',
      'FEI/PHILIPS CM300FEG/HE',
      'FEI/PHILIPS CM300FEG/ST',
      'FEI/PHILIPS CM300FEG/T',
      'FEI/PHILIPS EM400',
      'FEI/PHILIPS EM420',
      'HITACHI EF2000',
      'HITACHI EF3000',
      'HITACHI H-9500SD',
      'HITACHI H3000 UHVEM',
      'HITACHI H7600',
      'HITACHI HF2000',
      'HITACHI HF3000',
      'JEOL 1000EES',
      'JEOL 100B',
      'JEOL 100CX',
      'JEOL 1010',
      'JEOL 1200',
      'JEOL 1200EX',
      'JEOL 1200EXII',
      'JEOL 1230',
      'JEOL 1400',
      'JEOL 1400/HR + YPS FEG',
      'JEOL 2000EX',
      'JEOL 2000EXII',
      'JEOL 2010',
      'JEOL 2010F',
      'JEOL 2010HC',
      'JEOL 2010HT',
      'JEOL 2010UHR',
      'JEOL 2011',
      'JEOL 2100',
      'JEOL 2100F',
      'JEOL 2200FS',
      'JEOL 2200FSC',
      'JEOL 3000SFF',
      'JEOL 3100FEF',
      'JEOL 3100FFC',
      'JEOL 3200FS',
      'JEOL 3200FSC',
      'JEOL 4000',
      'JEOL 4000EX',
      'JEOL CRYO ARM 200',
      'JEOL CRYO ARM 300',
      'JEOL KYOTO-3000SFF',
      'SIEMENS SULEIKA',
      'TFS GLACIOS',
      'TFS KRIOS',
      'TFS TALOS',
      'TFS TALOS F200C',
      'TFS TALOS L120C',
      'TFS TITAN THEMIS',
      'TFS TUNDRA',
      'ZEISS LEO912',
      'ZEISS LIBRA120PLUS',
    ]),
  ),
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
  specimen_holder_model: v.optional(
    openEnum([
      'FEI TITAN KRIOS AUTOGRID HOLDER',
      'FISCHIONE 2550',
      'FISCHIONE INSTRUMENTS DUAL AXIS TOMOGRAPHY HOLDER',
      'GATAN 626 SINGLE TILT LIQUID NITROGEN CRYO TRANSFER HOLDER',
      'GATAN 910 MULTI-SPECIMEN SINGLE TILT CRYO TRANSFER HOLDER',
      'GATAN 914 HIGH TILT LIQUID NITROGEN CRYO TRANSFER TOMOGRAPHY HOLDER',
      'GATAN 915 DOUBLE TILT LIQUID NITROGEN CRYO TRANSFER HOLDER',
      'GATAN CHDT 3504 DOUBLE TILT HIGH RESOLUTION NITROGEN COOLING HOLDER',
      'GATAN CT3500 SINGLE TILT LIQUID NITROGEN CRYO TRANSFER HOLDER',
      'GATAN CT3500TR SINGLE TILT ROTATION LIQUID NITROGEN CRYO TRANSFER HOLDER',
      'GATAN ELSA 698 SINGLE TILT LIQUID NITROGEN CRYO TRANSFER HOLDER',
      'GATAN HC 3500 SINGLE TILT HEATING/NITROGEN COOLING HOLDER',
      'GATAN HCHDT 3010 DOUBLE TILT HIGH RESOLUTION HELIUM COOLING HOLDER',
      'GATAN HCHST 3008 SINGLE TILT HIGH RESOLUTION HELIUM COOLING HOLDER',
      'GATAN HELIUM',
      'GATAN LIQUID NITROGEN',
      'GATAN UHRST 3500 SINGLE TILT ULTRA HIGH RESOLUTION NITROGEN COOLING HOLDER',
      'GATAN ULTDT ULTRA LOW TEMPERATURE DOUBLE TILT HELIUM COOLING HOLDER',
      'GATAN ULTST ULTRA LOW TEMPERATURE SINGLE TILT HELIUM COOLING HOLDER',
      'HOME BUILD',
      'JEOL',
      'JEOL 3200FSC CRYOHOLDER',
      'JEOL CRYOSPECPORTER',
      'OTHER',
      'PHILIPS ROTATION HOLDER',
      'SIDE ENTRY, EUCENTRIC',
    ]),
  ),
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
