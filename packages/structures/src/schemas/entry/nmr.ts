// NMR: experiments, samples, spectrometers, software, refinement and the ensemble of conformers.
// Fields by their REST names (`dccrfree` for RCSB's schema's `DCC_Rfree`): see ../entry.ts.
import { openEnum } from '@lifesci/core';
import * as v from 'valibot';
import { optionalNumber, optionalString } from '../shared-fields.js';

export const PdbxNmrDetailsSchema = v.looseObject({
  text: optionalString,
});

export const PdbxNmrEnsembleSchema = v.looseObject({
  average_constraint_violations_per_residue: optionalNumber,
  average_constraints_per_residue: optionalNumber,
  /** In angstroms. */
  average_distance_constraint_violation: optionalNumber,
  /** In degrees. */
  average_torsion_angle_constraint_violation: optionalNumber,
  conformer_selection_criteria: optionalString,
  conformers_calculated_total_number: optionalNumber,
  conformers_submitted_total_number: optionalNumber,
  distance_constraint_violation_method: optionalString,
  /** In angstroms. */
  maximum_distance_constraint_violation: optionalNumber,
  /** In angstroms. */
  maximum_lower_distance_constraint_violation: optionalNumber,
  /** In degrees. */
  maximum_torsion_angle_constraint_violation: optionalNumber,
  /** In angstroms. */
  maximum_upper_distance_constraint_violation: optionalNumber,
  representative_conformer: optionalNumber,
  torsion_angle_constraint_violation_method: optionalString,
});

export const PdbxNmrRepresentativeSchema = v.looseObject({
  conformer_id: optionalString,
  selection_criteria: optionalString,
});

export const PdbxNmrExptlSchema = v.looseObject({
  conditions_id: optionalString,
  experiment_id: optionalString,
  sample_state: v.optional(openEnum(['anisotropic', 'isotropic'])),
  solution_id: optionalString,
  spectrometer_id: optionalNumber,
  type: optionalString,
});

export const PdbxNmrExptlSampleConditionsSchema = v.looseObject({
  conditions_id: optionalString,
  details: optionalString,
  ionic_strength: optionalString,
  ionic_strength_err: optionalNumber,
  ionic_strength_units: v.optional(openEnum(['M', 'Not defined', 'mM'])),
  label: optionalString,
  p_h: optionalString,
  p_herr: optionalNumber,
  p_hunits: v.optional(openEnum(['Not defined', 'pD', 'pH', 'pH*'])),
  pressure: optionalString,
  pressure_err: optionalNumber,
  pressure_units: optionalString,
  temperature: optionalString,
  temperature_err: optionalNumber,
  temperature_units: v.optional(openEnum(['C', 'K', 'Not defined'])),
});

export const PdbxNmrSampleDetailsSchema = v.looseObject({
  contents: optionalString,
  details: optionalString,
  label: optionalString,
  solution_id: optionalString,
  solvent_system: optionalString,
  type: v.optional(
    openEnum([
      'bicelle',
      'emulsion',
      'fiber',
      'fibrous protein',
      'filamentous virus',
      'gel solid',
      'gel solution',
      'liposome',
      'lyophilized powder',
      'membrane',
      'micelle',
      'oriented membrane film',
      'polycrystalline powder',
      'reverse micelle',
      'single crystal',
      'solid',
      'solution',
    ]),
  ),
});

export const PdbxNmrSpectrometerSchema = v.looseObject({
  details: optionalString,
  /** NMR Spectrometer Field Strength, in megahertz. */
  field_strength: optionalNumber,
  /** NMR Spectrometer Manufacturer. */
  manufacturer: optionalString,
  /** NMR Spectrometer Model. */
  model: optionalString,
  spectrometer_id: optionalString,
  type: optionalString,
});

export const PdbxNmrSoftwareSchema = v.looseObject({
  authors: optionalString,
  classification: optionalString,
  name: optionalString,
  ordinal: optionalNumber,
  version: optionalString,
});

export const PdbxNmrRefineSchema = v.looseObject({
  details: optionalString,
  /** NMR Method to Determination Structure. */
  method: optionalString,
  software_ordinal: optionalNumber,
});
