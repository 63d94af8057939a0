import { openEnum } from '@lifesci/core';
import * as v from 'valibot';
import { optionalNumber, optionalString, optionalStrings } from './shared-fields.js';

/**
 * UniProt records mapped to a polymer entity: GET /rest/v1/core/uniprot/{entry_id}/{entity_id}
 * (an array): names, genes, organism, features, annotations and the alignment to the entity.
 */
export const UniprotRecordSchema = v.looseObject({
  rcsb_id: v.string(),
  rcsb_uniprot_container_identifiers: v.optional(
    v.looseObject({
      uniprot_id: optionalString,
      reference_sequence_identifiers: v.optional(
        v.array(
          v.looseObject({
            database_accession: optionalString,
            database_isoform: optionalString,
            database_name: optionalString,
            provenance_source: optionalString,
          }),
        ),
      ),
    }),
  ),
  rcsb_uniprot_accession: optionalStrings,
  rcsb_uniprot_entry_name: optionalStrings,
  rcsb_uniprot_keyword: v.optional(
    v.array(
      v.looseObject({
        id: optionalString,
        value: optionalString,
      }),
    ),
  ),
  rcsb_uniprot_protein: v.optional(
    v.looseObject({
      sequence: optionalString,
      name: v.optional(
        v.looseObject({
          /** UniProt Molecule Name. */
          value: optionalString,
          provenance_code: optionalString,
        }),
      ),
      function: v.optional(
        v.looseObject({
          details: optionalString,
          provenance_code: optionalString,
        }),
      ),
      gene: v.optional(
        v.array(
          v.looseObject({
            name: v.optional(
              v.array(
                v.looseObject({
                  type: v.optional(openEnum(['PRIMARY', 'SYNONYM', 'ORDERED_LOCUS', 'ORF'])),
                  value: optionalString,
                }),
              ),
            ),
          }),
        ),
      ),
      source_organism: v.optional(
        v.looseObject({
          scientific_name: optionalString,
          taxonomy_id: optionalNumber,
          provenance_code: optionalString,
        }),
      ),
      ec: v.optional(
        v.array(
          v.looseObject({
            number: optionalString,
            provenance_code: optionalString,
          }),
        ),
      ),
    }),
  ),
  rcsb_uniprot_feature: v.optional(
    v.array(
      v.looseObject({
        assignment_version: optionalString,
        description: optionalString,
        feature_id: optionalString,
        name: optionalString,
        provenance_source: optionalString,
        reference_scheme: optionalString,
        type: v.optional(
          openEnum([
            'ACTIVE_SITE',
            'BINDING_SITE',
            'CALCIUM_BINDING_REGION',
            'CHAIN',
            'COMPOSITIONALLY_BIASED_REGION',
            'CROSS_LINK',
            'DNA_BINDING_REGION',
            'DOMAIN',
            'GLYCOSYLATION_SITE',
            'INITIATOR_METHIONINE',
            'LIPID_MOIETY_BINDING_REGION',
            'METAL_ION_BINDING_SITE',
            'MODIFIED_RESIDUE',
            'MUTAGENESIS_SITE',
            'NON_CONSECUTIVE_RESIDUES',
            'NON_TERMINAL_RESIDUE',
            'NUCLEOTIDE_PHOSPHATE_BINDING_REGION',
            'PEPTIDE',
            'PROPEPTIDE',
            'REGION_OF_INTEREST',
            'REPEAT',
            'NON_STANDARD_AMINO_ACID',
            'SEQUENCE_CONFLICT',
            'SEQUENCE_VARIANT',
            'SHORT_SEQUENCE_MOTIF',
            'SIGNAL_PEPTIDE',
            'SITE',
            'SPLICE_VARIANT',
            'TOPOLOGICAL_DOMAIN',
            'TRANSIT_PEPTIDE',
            'TRANSMEMBRANE_REGION',
            'UNSURE_RESIDUE',
            'ZINC_FINGER_REGION',
            'INTRAMEMBRANE_REGION',
          ]),
        ),
        feature_positions: v.optional(
          v.array(
            v.looseObject({
              beg_comp_id: optionalString,
              beg_seq_id: optionalNumber,
              end_seq_id: optionalNumber,
              value: optionalNumber,
              values: v.optional(v.array(v.number())),
            }),
          ),
        ),
      }),
    ),
  ),
  rcsb_uniprot_annotation: v.optional(
    v.array(
      v.looseObject({
        /** Identifier. */
        annotation_id: optionalString,
        /** Annotation version. */
        assignment_version: optionalString,
        /** Annotation description. */
        description: optionalString,
        /** Name. */
        name: optionalString,
        /** Annotation Source. */
        provenance_source: optionalString,
        /** Annotation Type. */
        type: v.optional(openEnum(['disease', 'phenotype', 'GO', 'InterPro'])),
        annotation_lineage: v.optional(
          v.array(
            v.looseObject({
              /** Lineage Depth. */
              depth: optionalNumber,
              /** Lineage Identifier. */
              id: optionalString,
              /** Lineage Name. */
              name: optionalString,
            }),
          ),
        ),
        additional_properties: v.optional(
          v.array(
            v.looseObject({
              name: v.optional(openEnum(['INTERPRO_TYPE'])),
              values: v.optional(v.array(v.union([v.string(), v.number()]))),
            }),
          ),
        ),
      }),
    ),
  ),
  rcsb_uniprot_external_reference: v.optional(
    v.array(
      v.looseObject({
        reference_id: optionalString,
        /** UniProt-mapped Resource. */
        reference_name: v.optional(openEnum(['IMPC', 'GTEX', 'PHAROS'])),
        provenance_source: optionalString,
      }),
    ),
  ),
  rcsb_uniprot_alignments: v.optional(
    v.looseObject({
      core_entity_alignments: v.optional(
        v.array(
          v.looseObject({
            scores: v.optional(
              v.looseObject({
                target_coverage: optionalNumber,
                query_coverage: optionalNumber,
                target_length: optionalNumber,
                query_length: optionalNumber,
              }),
            ),
            aligned_regions: v.optional(
              v.array(
                v.looseObject({
                  target_begin: optionalNumber,
                  query_begin: optionalNumber,
                  length: optionalNumber,
                }),
              ),
            ),
            core_entity_identifiers: v.optional(
              v.looseObject({
                entry_id: optionalString,
                entity_id: optionalString,
              }),
            ),
          }),
        ),
      ),
    }),
  ),
});
export type UniprotRecord = v.InferOutput<typeof UniprotRecordSchema>;
export const UniprotRecordsSchema = v.array(UniprotRecordSchema);

/** The primary citation's PubMed record: GET /rest/v1/core/pubmed/{entry_id}. */
export const PubmedRecordSchema = v.looseObject({
  rcsb_id: v.string(),
  rcsb_pubmed_container_identifiers: v.optional(
    v.looseObject({
      /** PubMed ID. */
      pubmed_id: optionalNumber,
    }),
  ),
  rcsb_pubmed_central_id: optionalString,
  rcsb_pubmed_doi: optionalString,
  /** PubMed Abstract. */
  rcsb_pubmed_abstract_text: optionalString,
  rcsb_pubmed_affiliation_info: optionalStrings,
  rcsb_pubmed_mesh_descriptors: optionalStrings,
  rcsb_pubmed_mesh_descriptors_lineage: v.optional(
    v.array(
      v.looseObject({
        /** MeSH Identifier. */
        id: optionalString,
        /** MeSH Descriptor. */
        name: optionalString,
        depth: optionalNumber,
      }),
    ),
  ),
});
export type PubmedRecord = v.InferOutput<typeof PubmedRecordSchema>;
