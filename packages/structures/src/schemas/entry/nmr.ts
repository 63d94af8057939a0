// NMR: experiments, samples, spectrometers, software, refinement and the ensemble of conformers.
import * as v from 'valibot';
import { openEnum } from '../open-enum.js';

export const PdbxNmrDetailsSchema = v.looseObject({
  text: v.optional(v.string()),
});

export const PdbxNmrEnsembleSchema = v.looseObject({
  average_constraint_violations_per_residue: v.optional(v.number()),
  average_constraints_per_residue: v.optional(v.number()),
  /** In angstroms. */
  average_distance_constraint_violation: v.optional(v.number()),
  /** In degrees. */
  average_torsion_angle_constraint_violation: v.optional(v.number()),
  conformer_selection_criteria: v.optional(v.string()),
  conformers_calculated_total_number: v.optional(v.number()),
  conformers_submitted_total_number: v.optional(v.number()),
  distance_constraint_violation_method: v.optional(v.string()),
  /** In angstroms. */
  maximum_distance_constraint_violation: v.optional(v.number()),
  /** In angstroms. */
  maximum_lower_distance_constraint_violation: v.optional(v.number()),
  /** In degrees. */
  maximum_torsion_angle_constraint_violation: v.optional(v.number()),
  /** In angstroms. */
  maximum_upper_distance_constraint_violation: v.optional(v.number()),
  representative_conformer: v.optional(v.number()),
  torsion_angle_constraint_violation_method: v.optional(v.string()),
});

export const PdbxNmrRepresentativeSchema = v.looseObject({
  conformer_id: v.optional(v.string()),
  selection_criteria: v.optional(v.string()),
});

export const PdbxNmrExptlSchema = v.looseObject({
  conditions_id: v.optional(v.string()),
  experiment_id: v.optional(v.string()),
  sample_state: v.optional(openEnum(['anisotropic', 'isotropic'])),
  solution_id: v.optional(v.string()),
  spectrometer_id: v.optional(v.number()),
  type: v.optional(v.string()),
});

export const PdbxNmrExptlSampleConditionsSchema = v.looseObject({
  conditions_id: v.optional(v.string()),
  details: v.optional(v.string()),
  ionic_strength: v.optional(v.string()),
  ionic_strength_err: v.optional(v.number()),
  ionic_strength_units: v.optional(openEnum(['M', 'Not defined', 'mM'])),
  label: v.optional(v.string()),
  p_h: v.optional(v.string()),
  p_herr: v.optional(v.number()),
  p_hunits: v.optional(openEnum(['Not defined', 'pD', 'pH', 'pH*'])),
  pressure: v.optional(v.string()),
  pressure_err: v.optional(v.number()),
  pressure_units: v.optional(v.string()),
  temperature: v.optional(v.string()),
  temperature_err: v.optional(v.number()),
  temperature_units: v.optional(openEnum(['C', 'K', 'Not defined'])),
});

export const PdbxNmrSampleDetailsSchema = v.looseObject({
  contents: v.optional(v.string()),
  details: v.optional(v.string()),
  label: v.optional(v.string()),
  solution_id: v.optional(v.string()),
  solvent_system: v.optional(v.string()),
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
  details: v.optional(v.string()),
  /** NMR Spectrometer Field Strength, in megahertz. */
  field_strength: v.optional(v.number()),
  /** NMR Spectrometer Manufacturer. */
  manufacturer: v.optional(v.string()),
  /** NMR Spectrometer Model. */
  model: v.optional(v.string()),
  spectrometer_id: v.optional(v.string()),
  type: v.optional(v.string()),
});

export const PdbxNmrSoftwareSchema = v.looseObject({
  authors: v.optional(v.string()),
  classification: v.optional(v.string()),
  name: v.optional(v.string()),
  ordinal: v.optional(v.number()),
  version: v.optional(v.string()),
});

export const PdbxNmrRefineSchema = v.looseObject({
  details: v.optional(v.string()),
  /** NMR Method to Determination Structure. */
  method: v.optional(v.string()),
  software_ordinal: v.optional(v.number()),
});
