import * as v from 'valibot';

/** UniProt records mapped to a polymer entity: GET /rest/v1/core/uniprot/{entry_id}/{entity_id} (an array). */
export const UniprotRecordSchema = v.looseObject({
  rcsb_id: v.string(),
  rcsb_uniprot_accession: v.optional(v.array(v.string())),
  rcsb_uniprot_entry_name: v.optional(v.array(v.string())),
  rcsb_uniprot_protein: v.optional(
    v.looseObject({
      sequence: v.optional(v.string()),
      name: v.optional(v.looseObject({ value: v.optional(v.string()) })),
    }),
  ),
});
export type UniprotRecord = v.InferOutput<typeof UniprotRecordSchema>;
export const UniprotRecordsSchema = v.array(UniprotRecordSchema);

/** The primary citation's PubMed record: GET /rest/v1/core/pubmed/{entry_id}. */
export const PubmedRecordSchema = v.looseObject({
  rcsb_id: v.string(),
  rcsb_pubmed_container_identifiers: v.optional(v.looseObject({ pubmed_id: v.optional(v.number()) })),
  rcsb_pubmed_doi: v.optional(v.string()),
  rcsb_pubmed_abstract_text: v.optional(v.string()),
});
export type PubmedRecord = v.InferOutput<typeof PubmedRecordSchema>;
