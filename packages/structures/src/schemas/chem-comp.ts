import { openEnum } from '@lifesci/core';
import * as v from 'valibot';
import { optionalNumber, optionalString, optionalStrings } from './shared-fields.js';

/**
 * core_chem_comp (a chemical component): GET /rest/v1/core/chemcomp/{comp_id}, by the names the
 * REST answers use (`in_ch_ikey`, `smilesstereo` for RCSB's schema's `InChIKey`, `SMILES_stereo`).
 */
export const ChemCompSchema = v.looseObject({
  rcsb_id: v.string(),
  chem_comp: v.optional(
    v.looseObject({
      /** Chemical Formula. */
      formula: optionalString,
      /** Chemical Component Molecular Weight, in daltons. */
      formula_weight: optionalNumber,
      id: optionalString,
      mon_nstd_parent_comp_id: optionalStrings,
      /** Chemical Name. */
      name: optionalString,
      one_letter_code: optionalString,
      pdbx_ambiguous_flag: optionalString,
      pdbx_formal_charge: optionalNumber,
      pdbx_initial_date: optionalString,
      pdbx_modified_date: optionalString,
      pdbx_processing_site: v.optional(openEnum(['EBI', 'PDBC', 'PDBE', 'PDBJ', 'RCSB'])),
      pdbx_release_status: v.optional(openEnum(['DEL', 'HOLD', 'HPUB', 'OBS', 'REF_ONLY', 'REL'])),
      pdbx_replaced_by: optionalString,
      pdbx_replaces: optionalString,
      pdbx_subcomponent_list: optionalString,
      three_letter_code: optionalString,
      /** Chemical Component Type. */
      type: v.optional(
        openEnum([
          'D-beta-peptide, C-gamma linking',
          'D-gamma-peptide, C-delta linking',
          'D-peptide COOH carboxy terminus',
          'D-peptide NH3 amino terminus',
          'D-peptide linking',
          'D-saccharide',
          'D-saccharide, alpha linking',
          'D-saccharide, beta linking',
          'DNA OH 3 prime terminus',
          'DNA OH 5 prime terminus',
          'DNA linking',
          'L-DNA linking',
          'L-RNA linking',
          'L-beta-peptide, C-gamma linking',
          'L-gamma-peptide, C-delta linking',
          'L-peptide COOH carboxy terminus',
          'L-peptide NH3 amino terminus',
          'L-peptide linking',
          'L-saccharide',
          'L-saccharide, alpha linking',
          'L-saccharide, beta linking',
          'RNA OH 3 prime terminus',
          'RNA OH 5 prime terminus',
          'RNA linking',
          'non-polymer',
          'other',
          'peptide linking',
          'peptide-like',
          'saccharide',
        ]),
      ),
    }),
  ),
  rcsb_chem_comp_descriptor: v.optional(
    v.looseObject({
      in_ch_i: optionalString,
      /** InChiKey. */
      in_ch_ikey: optionalString,
      smiles: optionalString,
      smilesstereo: optionalString,
      comp_id: optionalString,
    }),
  ),
  rcsb_chem_comp_info: v.optional(
    v.looseObject({
      atom_count: optionalNumber,
      /** Chemical Component Chiral Atom Count. */
      atom_count_chiral: optionalNumber,
      /** Chemical Component Nonhydrogen Atom Count. */
      atom_count_heavy: optionalNumber,
      /** Chemical Component Bond Count. */
      bond_count: optionalNumber,
      /** Chemical Component Aromatic Bond Count. */
      bond_count_aromatic: optionalNumber,
      comp_id: optionalString,
      /** Chemical Component Deposition Date. */
      initial_deposition_date: optionalString,
      /** Chemical Component Release Date. */
      initial_release_date: optionalString,
      release_status: v.optional(openEnum(['DEL', 'HOLD', 'HPUB', 'OBS', 'REF_ONLY', 'REL'])),
      revision_date: optionalString,
    }),
  ),
  rcsb_chem_comp_container_identifiers: v.optional(
    v.looseObject({
      atc_codes: optionalStrings,
      /** Chemical ID(s). */
      comp_id: optionalString,
      /** DrugBank ID(s). */
      drugbank_id: optionalString,
      /** BIRD ID(s). */
      prd_id: optionalString,
      rcsb_id: optionalString,
      subcomponent_ids: optionalStrings,
    }),
  ),
  rcsb_chem_comp_synonyms: v.optional(
    v.array(
      v.looseObject({
        comp_id: optionalString,
        /** Chemical Synonyms. */
        name: optionalString,
        ordinal: optionalNumber,
        /** Chemical Synonym Provenance Source. */
        provenance_source: v.optional(
          openEnum([
            'ACDLabs',
            'Author',
            'ChEBI',
            'ChEMBL',
            'DrugBank',
            'GMML',
            'Lexichem',
            'OpenEye OEToolkits',
            'OpenEye/Lexichem',
            'PDB Reference Data',
            'PDB Reference Data (Preferred)',
            'PDB-CARE',
            'PubChem',
            'RESID',
          ]),
        ),
        /** Chemical Synonym Type. */
        type: v.optional(
          openEnum([
            'Brand Name',
            'Common Name',
            'Condensed IUPAC Carbohydrate Symbol',
            'IUPAC Carbohydrate Symbol',
            'Preferred Common Name',
            'Preferred Name',
            'Preferred Synonym',
            'SNFG Carbohydrate Symbol',
            'Synonym',
            'Systematic Name',
          ]),
        ),
      }),
    ),
  ),
  rcsb_chem_comp_related: v.optional(
    v.array(
      v.looseObject({
        comp_id: optionalString,
        ordinal: optionalNumber,
        related_mapping_method: v.optional(
          openEnum([
            'assigned by DrugBank resource',
            'assigned by PDB',
            'assigned by PubChem resource',
            'matching ChEMBL ID in Pharos',
            'matching InChIKey in DrugBank',
            'matching InChIKey in PubChem',
            'matching InChIKey-prefix in DrugBank',
            'matching by RESID resource',
          ]),
        ),
        /** Identifier Codes. */
        resource_accession_code: optionalString,
        /** Resource Name. */
        resource_name: v.optional(
          openEnum(['CAS', 'CCDC/CSD', 'COD', 'ChEBI', 'ChEMBL', 'DrugBank', 'Pharos', 'PubChem', 'RESID']),
        ),
      }),
    ),
  ),
  pdbx_chem_comp_descriptor: v.optional(
    v.array(
      v.looseObject({
        comp_id: optionalString,
        descriptor: optionalString,
        program: optionalString,
        program_version: optionalString,
        type: v.optional(
          openEnum([
            'InChI',
            'InChIKey',
            'InChI_CHARGE',
            'InChI_FIXEDH',
            'InChI_ISOTOPE',
            'InChI_MAIN',
            'InChI_MAIN_CONNECT',
            'InChI_MAIN_FORMULA',
            'InChI_MAIN_HATOM',
            'InChI_RECONNECT',
            'InChI_STEREO',
            'SMILES',
            'SMILES_CANNONICAL',
            'SMILES_CANONICAL',
          ]),
        ),
      }),
    ),
  ),
  pdbx_chem_comp_identifier: v.optional(
    v.array(
      v.looseObject({
        comp_id: optionalString,
        identifier: optionalString,
        program: optionalString,
        program_version: optionalString,
        type: v.optional(
          openEnum([
            'CAS REGISTRY NUMBER',
            'COMMON NAME',
            'CONDENSED IUPAC CARB SYMBOL',
            'CONDENSED IUPAC CARBOHYDRATE SYMBOL',
            'IUPAC CARB SYMBOL',
            'IUPAC CARBOHYDRATE SYMBOL',
            'MDL Identifier',
            'PUBCHEM Identifier',
            'SNFG CARB SYMBOL',
            'SNFG CARBOHYDRATE SYMBOL',
            'SYNONYM',
            'SYSTEMATIC NAME',
          ]),
        ),
      }),
    ),
  ),
});
export type ChemComp = v.InferOutput<typeof ChemCompSchema>;
