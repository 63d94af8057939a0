import * as v from 'valibot';
import { CitationSchema, PrimaryCitationSchema } from './entry/citation.js';
import {
  CellSchema,
  DiffrnDetectorSchema,
  DiffrnRadiationSchema,
  DiffrnSchema,
  DiffrnSourceSchema,
  ExptlCrystalGrowSchema,
  ExptlCrystalSchema,
  ExptlSchema,
  ReflnsSchema,
  ReflnsShellSchema,
  SoftwareSchema,
  SymmetrySchema,
} from './entry/experiment.js';
import {
  RcsbBindingAffinitySchema,
  RcsbCompModelProvenanceSchema,
  RcsbEntryInfoSchema,
  RcsbMaQaMetricGlobalSchema,
} from './entry/info.js';
import {
  Em3dFittingListSchema,
  Em3dFittingSchema,
  Em3dReconstructionSchema,
  EmCtfCorrectionSchema,
  EmEntityAssemblySchema,
  EmExperimentSchema,
  EmImageRecordingSchema,
  EmImagingSchema,
  EmParticleSelectionSchema,
  EmSingleParticleEntitySchema,
  EmSoftwareSchema,
  EmSpecimenSchema,
  EmVitrificationSchema,
} from './entry/microscopy.js';
import {
  PdbxNmrDetailsSchema,
  PdbxNmrEnsembleSchema,
  PdbxNmrExptlSampleConditionsSchema,
  PdbxNmrExptlSchema,
  PdbxNmrRefineSchema,
  PdbxNmrRepresentativeSchema,
  PdbxNmrSampleDetailsSchema,
  PdbxNmrSoftwareSchema,
  PdbxNmrSpectrometerSchema,
} from './entry/nmr.js';
import {
  PdbxInitialRefinementModelSchema,
  RefineAnalyzeSchema,
  RefineHistSchema,
  RefineLsRestrSchema,
  RefineSchema,
} from './entry/refinement.js';
import {
  AuditAuthorSchema,
  Database2Schema,
  EntryIdSchema,
  PdbxAuditRevisionHistorySchema,
  PdbxDatabasePdbobsSprSchema,
  PdbxDatabaseRelatedSchema,
  PdbxDatabaseStatusSchema,
  RcsbAccessionInfoSchema,
  RcsbEntryContainerIdentifiersSchema,
  RcsbExternalReferencesSchema,
  StructKeywordsSchema,
  StructSchema,
} from './entry/status.js';
import {
  PdbxVrptSummaryDiffractionSchema,
  PdbxVrptSummaryEmSchema,
  PdbxVrptSummaryGeometrySchema,
  PdbxVrptSummaryNmrSchema,
  PdbxVrptSummarySchema,
} from './entry/validation.js';

/**
 * core_entry (GET /rest/v1/core/entry/{entry_id}), by the names the REST answers use (lower-case
 * snake case: `ls_rfactor_rfree` for RCSB's schema's `ls_R_factor_R_free`, `em3d_reconstruction`
 * for `em_3d_reconstruction`). The categories users read are typed, every field optional; the
 * ones left out (revision bookkeeping, serial crystallography, SAXS, integrative models…) are
 * kept as sent, like any field RCSB adds later.
 */
export const EntrySchema = v.looseObject({
  rcsb_id: v.string(),
  /** The entry id as the mmCIF file gives it. */
  entry: v.optional(EntryIdSchema),
  /** Title and descriptors of the structure. */
  struct: v.optional(StructSchema),
  /** Keywords: `pdbx_keywords` is the PDB classification (e.g. "OXYGEN TRANSPORT"). */
  struct_keywords: v.optional(StructKeywordsSchema),
  /** The authors of the entry, in order (`pdbx_ordinal`). */
  audit_author: v.optional(v.array(AuditAuthorSchema)),
  /** Deposit, release and revision dates and the release status. */
  rcsb_accession_info: v.optional(RcsbAccessionInfoSchema),
  /** Ids of what the entry holds (entities, assemblies, models) and its PubMed id. */
  rcsb_entry_container_identifiers: v.optional(RcsbEntryContainerIdentifiersSchema),
  /** Processing status at the archive: status codes per data kind, deposit and processing sites. */
  pdbx_database_status: v.optional(PdbxDatabaseStatusSchema),
  /** The revisions of the entry: version, date and what they changed. */
  pdbx_audit_revision_history: v.optional(v.array(PdbxAuditRevisionHistorySchema)),
  /** Related entries in the PDB and other archives (BMRB, EMDB…). */
  pdbx_database_related: v.optional(v.array(PdbxDatabaseRelatedSchema)),
  /** Entries this one replaces or that replace it. */
  pdbx_database_pdbobs_spr: v.optional(v.array(PdbxDatabasePdbobsSprSchema)),
  /** The entry in other databases (PDB, WWPDB DOI, EMDB…). */
  database2: v.optional(v.array(Database2Schema)),
  /** Links to external resources holding data of the entry. */
  rcsb_external_references: v.optional(v.array(RcsbExternalReferencesSchema)),
  /** Counts, weights, method and resolution computed by RCSB for the whole entry. */
  rcsb_entry_info: v.optional(RcsbEntryInfoSchema),
  /** Binding affinities of ligands of the entry (BindingDB, PDBbind, Binding MOAD…). */
  rcsb_binding_affinity: v.optional(v.array(RcsbBindingAffinitySchema)),
  /** Global quality scores of a computed model (pLDDT…). */
  rcsb_ma_qa_metric_global: v.optional(v.array(RcsbMaQaMetricGlobalSchema)),
  /** Where a computed model comes from (AlphaFold DB, ModelArchive). */
  rcsb_comp_model_provenance: v.optional(RcsbCompModelProvenanceSchema),
  /** Every publication the entry cites, the primary one (`rcsb_is_primary: "Y"`) included. */
  citation: v.optional(v.array(CitationSchema)),
  /** The publication that describes the entry, with its authors' ORCID ids. */
  rcsb_primary_citation: v.optional(PrimaryCitationSchema),
  /** The experimental method(s). */
  exptl: v.optional(v.array(ExptlSchema)),
  /** The crystals: Matthews density, solvent content. */
  exptl_crystal: v.optional(v.array(ExptlCrystalSchema)),
  /** How the crystals were grown: method, pH, temperature, conditions. */
  exptl_crystal_grow: v.optional(v.array(ExptlCrystalGrowSchema)),
  /** The unit cell, lengths in Angstroms and angles in degrees. */
  cell: v.optional(CellSchema),
  /** The space group. */
  symmetry: v.optional(SymmetrySchema),
  /** Diffraction experiments: temperature, crystal. */
  diffrn: v.optional(v.array(DiffrnSchema)),
  /** The detectors. */
  diffrn_detector: v.optional(v.array(DiffrnDetectorSchema)),
  /** The radiation: monochromator, wavelengths, protocol. */
  diffrn_radiation: v.optional(v.array(DiffrnRadiationSchema)),
  /** The sources: beamline, synchrotron site, wavelengths. */
  diffrn_source: v.optional(v.array(DiffrnSourceSchema)),
  /** The reflection data set: resolution, completeness, redundancy, merging statistics. */
  reflns: v.optional(v.array(ReflnsSchema)),
  /** The same statistics per resolution shell (the last shell is the highest resolution). */
  reflns_shell: v.optional(v.array(ReflnsShellSchema)),
  /** The programs used, by classification (data reduction, phasing, refinement…). */
  software: v.optional(v.array(SoftwareSchema)),
  /** Refinement statistics: resolution limits, R-work/R-free, B factors, coordinate error estimates. */
  refine: v.optional(v.array(RefineSchema)),
  /** Atoms refined and the resolution range of the last refinement cycle. */
  refine_hist: v.optional(v.array(RefineHistSchema)),
  /** Deviations from ideal geometry by restraint type (bond lengths, angles…). */
  refine_ls_restr: v.optional(v.array(RefineLsRestrSchema)),
  /** Coordinate error estimates (Luzzati, sigma-A) and atom counts. */
  refine_analyze: v.optional(v.array(RefineAnalyzeSchema)),
  /** The starting model (e.g. of molecular replacement). */
  pdbx_initial_refinement_model: v.optional(v.array(PdbxInitialRefinementModelSchema)),
  /** The aggregation state and reconstruction method. */
  em_experiment: v.optional(EmExperimentSchema),
  /** The imaged assemblies and their source. */
  em_entity_assembly: v.optional(v.array(EmEntityAssemblySchema)),
  /** The specimen: concentration, and whether it was stained, embedded, shadowed or vitrified. */
  em_specimen: v.optional(v.array(EmSpecimenSchema)),
  /** How the specimen was vitrified: cryogen, instrument, humidity. */
  em_vitrification: v.optional(v.array(EmVitrificationSchema)),
  /** The microscope, its settings and the specimen holder. */
  em_imaging: v.optional(v.array(EmImagingSchema)),
  /** The detector, dose and number of images recorded. */
  em_image_recording: v.optional(v.array(EmImageRecordingSchema)),
  /** The contrast transfer function correction. */
  em_ctf_correction: v.optional(v.array(EmCtfCorrectionSchema)),
  /** Particle picking: number of particles selected. */
  em_particle_selection: v.optional(v.array(EmParticleSelectionSchema)),
  /** Symmetry applied in single-particle reconstruction. */
  em_single_particle_entity: v.optional(v.array(EmSingleParticleEntitySchema)),
  /** The reconstruction: resolution and how it was estimated, particles used, symmetry. */
  em3d_reconstruction: v.optional(v.array(Em3dReconstructionSchema)),
  /** How the model was fitted into the map: method, refinement space, target. */
  em3d_fitting: v.optional(v.array(Em3dFittingSchema)),
  /** Starting models fitted into the map. */
  em3d_fitting_list: v.optional(v.array(Em3dFittingListSchema)),
  /** The programs used, by image-processing step. */
  em_software: v.optional(v.array(EmSoftwareSchema)),
  /** Free-text details of the NMR study. */
  pdbx_nmr_details: v.optional(PdbxNmrDetailsSchema),
  /** The deposited ensemble: conformers calculated and submitted, how they were selected. */
  pdbx_nmr_ensemble: v.optional(PdbxNmrEnsembleSchema),
  /** Which conformer represents the ensemble, and why. */
  pdbx_nmr_representative: v.optional(PdbxNmrRepresentativeSchema),
  /** The NMR experiments (NOESY, HSQC…) per sample and conditions. */
  pdbx_nmr_exptl: v.optional(v.array(PdbxNmrExptlSchema)),
  /** Sample conditions: temperature, pH, ionic strength, pressure. */
  pdbx_nmr_exptl_sample_conditions: v.optional(v.array(PdbxNmrExptlSampleConditionsSchema)),
  /** The samples: contents, solvent system, labelling. */
  pdbx_nmr_sample_details: v.optional(v.array(PdbxNmrSampleDetailsSchema)),
  /** The spectrometers: manufacturer, model, field strength. */
  pdbx_nmr_spectrometer: v.optional(v.array(PdbxNmrSpectrometerSchema)),
  /** The programs used, by task. */
  pdbx_nmr_software: v.optional(v.array(PdbxNmrSoftwareSchema)),
  /** The refinement method. */
  pdbx_nmr_refine: v.optional(v.array(PdbxNmrRefineSchema)),
  /** Report identity and overall flags (software versions, RNA suiteness, ligand report). */
  pdbx_vrpt_summary: v.optional(PdbxVrptSummarySchema),
  /** Geometry: clashscore, Ramachandran and rotamer outliers, bond/angle RMSZ. */
  pdbx_vrpt_summary_geometry: v.optional(v.array(PdbxVrptSummaryGeometrySchema)),
  /** Fit to X-ray data: R-free, DCC R, RSRZ outliers, Wilson B, completeness. */
  pdbx_vrpt_summary_diffraction: v.optional(v.array(PdbxVrptSummaryDiffractionSchema)),
  /** Fit to the EM map: atom inclusion, Q-score, recommended contour level. */
  pdbx_vrpt_summary_em: v.optional(v.array(PdbxVrptSummaryEmSchema)),
  /** NMR: restraint violations, well-defined residues, medoid model. */
  pdbx_vrpt_summary_nmr: v.optional(v.array(PdbxVrptSummaryNmrSchema)),
});
export type Entry = v.InferOutput<typeof EntrySchema>;
