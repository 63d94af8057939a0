// Who deposited the entry, when it was released and revised, and where else it is recorded.
// Fields by their REST names (`dccrfree` for RCSB's schema's `DCC_Rfree`): see ../entry.ts.
import { openEnum } from '@lifesci/core';
import * as v from 'valibot';
import { optionalNumber, optionalString, optionalStrings } from '../shared-fields.js';

export const EntryIdSchema = v.looseObject({
  id: optionalString,
  ma_collection_id: optionalString,
});

export const StructSchema = v.looseObject({
  pdbx_caspflag: v.optional(openEnum(['N', 'Y'])),
  pdbx_descriptor: optionalString,
  pdbx_model_details: optionalString,
  pdbx_model_type_details: optionalString,
  /** Structure Title. */
  title: optionalString,
});

export const StructKeywordsSchema = v.looseObject({
  /** Structure Keywords. */
  pdbx_keywords: optionalString,
  /** Additional Structure Keywords. */
  text: optionalString,
});

export const AuditAuthorSchema = v.looseObject({
  /** Structure Author ORCID. */
  identifier_orcid: optionalString,
  /** Structure Author. */
  name: optionalString,
  pdbx_ordinal: optionalNumber,
});

export const RcsbAccessionInfoSchema = v.looseObject({
  /** Deposit Date. */
  deposit_date: optionalString,
  /** Has Experimental Data. */
  has_released_experimental_data: v.optional(openEnum(['N', 'Y'])),
  /** Release Date. */
  initial_release_date: optionalString,
  major_revision: optionalNumber,
  minor_revision: optionalNumber,
  /** Revision Date. */
  revision_date: optionalString,
  status_code: v.optional(
    openEnum(['AUCO', 'AUTH', 'HOLD', 'HPUB', 'POLC', 'PROC', 'REFI', 'REL', 'REPL', 'WAIT', 'WDRN']),
  ),
});

export const RcsbEntryContainerIdentifiersSchema = v.looseObject({
  assembly_ids: optionalStrings,
  branched_entity_ids: optionalStrings,
  /** EMDB ID(s) for Maps Used in Structure Modeling. */
  emdb_ids: optionalStrings,
  entity_ids: optionalStrings,
  /** Entry ID(s). */
  entry_id: v.string(),
  model_ids: v.optional(v.array(v.number())),
  non_polymer_entity_ids: optionalStrings,
  polymer_entity_ids: optionalStrings,
  pubmed_id: optionalNumber,
  rcsb_id: optionalString,
  /** EMDB ID(s) for Related Maps. */
  related_emdb_ids: optionalStrings,
  water_entity_ids: optionalStrings,
});

export const PdbxDatabaseStatusSchema = v.looseObject({
  sgentry: v.optional(openEnum(['N', 'Y'])),
  deposit_site: v.optional(openEnum(['BMRB', 'BNL', 'NDB', 'PDBC', 'PDBE', 'PDBJ', 'RCSB'])),
  methods_development_category: v.optional(
    openEnum(['CAPRI', 'CASD-NMR', 'CASP', 'D3R', 'FoldIt', 'GPCR Dock', 'RNA-Puzzles']),
  ),
  /** Compatible with PDB Format. */
  pdb_format_compatible: v.optional(openEnum(['N', 'Y'])),
  process_site: v.optional(openEnum(['BNL', 'NDB', 'PDBC', 'PDBE', 'PDBJ', 'RCSB'])),
  recvd_initial_deposition_date: optionalString,
  status_code: v.optional(
    openEnum([
      'AUCO',
      'AUTH',
      'BIB',
      'DEL',
      'HOLD',
      'HPUB',
      'OBS',
      'POLC',
      'PROC',
      'REFI',
      'REL',
      'REPL',
      'REV',
      'RMVD',
      'TRSF',
      'UPD',
      'WAIT',
      'WDRN',
    ]),
  ),
  status_code_cs: v.optional(
    openEnum(['AUCO', 'AUTH', 'HOLD', 'HPUB', 'OBS', 'POLC', 'PROC', 'REL', 'REPL', 'RMVD', 'WAIT', 'WDRN']),
  ),
  status_code_mr: v.optional(
    openEnum(['AUCO', 'AUTH', 'HOLD', 'HPUB', 'OBS', 'POLC', 'PROC', 'REL', 'REPL', 'RMVD', 'WAIT', 'WDRN']),
  ),
  status_code_sf: v.optional(
    openEnum(['AUTH', 'HOLD', 'HPUB', 'OBS', 'POLC', 'PROC', 'REL', 'REPL', 'RMVD', 'WAIT', 'WDRN']),
  ),
});

export const PdbxAuditRevisionHistorySchema = v.looseObject({
  data_content_type: v.optional(
    openEnum([
      'Additional map',
      'Chemical component',
      'EM metadata',
      'FSC',
      'Half map',
      'Image',
      'Mask',
      'NMR restraints',
      'NMR shifts',
      'Primary map',
      'Structure factors',
      'Structure model',
    ]),
  ),
  major_revision: optionalNumber,
  minor_revision: optionalNumber,
  ordinal: optionalNumber,
  revision_date: optionalString,
});

export const PdbxDatabaseRelatedSchema = v.looseObject({
  /** Content Types Available in a Related Resource. */
  content_type: v.optional(
    openEnum([
      'associated EM volume',
      'associated NMR restraints',
      'associated SAS data',
      'associated structure factors',
      'complete structure',
      'consensus EM volume',
      'derivative structure',
      'ensemble',
      'focused EM volume',
      'minimized average structure',
      'native structure',
      'other',
      'other EM volume',
      'protein target sequence and/or protocol data',
      're-refinement',
      'representative structure',
      'split',
      'unspecified',
    ]),
  ),
  db_id: optionalString,
  /** Related Resource Name Containing Additional Content. */
  db_name: v.optional(
    openEnum([
      'BIOISIS',
      'BMCD',
      'BMRB',
      'EMDB',
      'NDB',
      'PDB',
      'PDB-Dev',
      'SASBDB',
      'TargetDB',
      'TargetTrack',
    ]),
  ),
  details: optionalString,
});

export const PdbxDatabasePdbobsSprSchema = v.looseObject({
  date: optionalString,
  details: optionalString,
  id: v.optional(openEnum(['OBSLTE', 'SPRSDE'])),
  pdb_id: optionalString,
  replace_pdb_id: optionalString,
});

export const Database2Schema = v.looseObject({
  /** Database Code. */
  database_code: optionalString,
  database_id: v.optional(
    openEnum([
      'AlphaFoldDB',
      'BMRB',
      'EBI',
      'EMDB',
      'MODBASE',
      'ModelArchive',
      'NDB',
      'PDB',
      'PDB-Dev',
      'PDBE',
      'PDB_ACC',
      'RCSB',
      'SWISS-MODEL_REPOSITORY',
      'WWPDB',
    ]),
  ),
  pdbx_doi: optionalString,
  /** Database Accession. */
  pdbx_database_accession: optionalString,
});

export const RcsbExternalReferencesSchema = v.looseObject({
  id: optionalString,
  link: optionalString,
  /** Experimental Data Resource. */
  type: v.optional(
    openEnum(['BMRB', 'EM DATA RESOURCE', 'NAKB', 'NDB', 'OLDERADO', 'PROTEIN DIFFRACTION', 'SB GRID']),
  ),
});
