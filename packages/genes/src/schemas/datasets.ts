import { IntSchema } from '@lifesci/core';
import * as v from 'valibot';

/**
 * NCBI Datasets v2alpha gene reports. The real service (datasets.openapi.yaml, v2alpha) sends
 * `{ reports: [{ gene, query }], total_count, next_page_token?, messages? }` with uint64 values
 * as strings (`tax_id: "9606"`, `begin: "68154768"`); the service spec describes an older
 * layout, `{ genes: [{ gene }] }` with `taxid`/`tax_name`/`genomic_ranges`. Both are accepted
 * and normalised to the real names, with numeric strings turned into numbers once, here.
 */

/** A uint64 sent as a string (or, in the spec's layout, as a number). */
const Uint = IntSchema;

const StringList = v.optional(v.array(v.string()), []);

export const DatasetsRangeSchema = v.looseObject({
  begin: Uint,
  end: Uint,
  orientation: v.optional(v.string()),
  order: v.optional(v.number()),
  /** Slippage between this range and the previous one, where translation slips. */
  ribosomal_slippage: v.optional(v.number()),
});
export type DatasetsRange = v.InferOutput<typeof DatasetsRangeSchema>;

export const DatasetsSeqRangeSetSchema = v.looseObject({
  accession_version: v.optional(v.string()),
  range: v.optional(v.array(DatasetsRangeSchema), []),
});
export type DatasetsSeqRangeSet = v.InferOutput<typeof DatasetsSeqRangeSetSchema>;

export const DatasetsGenomicRegionSchema = v.looseObject({
  gene_range: v.optional(DatasetsSeqRangeSetSchema),
  type: v.optional(v.string()),
});

export const DatasetsGenomicLocationSchema = v.looseObject({
  genomic_accession_version: v.optional(v.string()),
  sequence_name: v.optional(v.string()),
  genomic_range: v.optional(DatasetsRangeSchema),
  exons: v.optional(v.array(DatasetsRangeSchema)),
});

export const DatasetsAnnotationSchema = v.looseObject({
  assembly_accession: v.optional(v.string()),
  assembly_name: v.optional(v.string()),
  annotation_name: v.optional(v.string()),
  annotation_release_date: v.optional(v.string()),
  genomic_locations: v.optional(v.array(DatasetsGenomicLocationSchema), []),
});

export const DatasetsTranscriptSchema = v.looseObject({
  accession_version: v.optional(v.string()),
  length: v.optional(Uint),
});

/** Spec-layout names mapped onto the real v2alpha names before validation. */
function renameSpecFields(input: unknown): unknown {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return input;
  const gene = { ...(input as Record<string, unknown>) };
  if (gene.tax_id === undefined && gene.taxid !== undefined) gene.tax_id = gene.taxid;
  if (gene.taxname === undefined && gene.tax_name !== undefined) gene.taxname = gene.tax_name;
  if (gene.genomic_regions === undefined && Array.isArray(gene.genomic_ranges)) {
    gene.genomic_regions = gene.genomic_ranges.map((range: unknown) => ({ gene_range: range }));
  }
  delete gene.taxid;
  delete gene.tax_name;
  delete gene.genomic_ranges;
  return gene;
}

export const DatasetsGeneSchema = v.pipe(
  v.unknown(),
  v.transform(renameSpecFields),
  v.looseObject({
    gene_id: v.pipe(v.union([v.string(), v.number()]), v.transform(String)),
    symbol: v.optional(v.string()),
    description: v.optional(v.string()),
    tax_id: v.optional(Uint),
    taxname: v.optional(v.string()),
    common_name: v.optional(v.string()),
    type: v.optional(v.string()),
    rna_type: v.optional(v.string()),
    orientation: v.optional(v.string()),
    chromosomes: StringList,
    synonyms: StringList,
    nomenclature_authority: v.optional(
      v.looseObject({ authority: v.optional(v.string()), identifier: v.optional(v.string()) }),
    ),
    genomic_regions: v.optional(v.array(DatasetsGenomicRegionSchema), []),
    reference_standards: v.optional(v.array(DatasetsGenomicRegionSchema), []),
    annotations: v.optional(v.array(DatasetsAnnotationSchema), []),
    transcripts: v.optional(v.array(DatasetsTranscriptSchema)),
    swiss_prot_accessions: StringList,
    ensembl_gene_ids: StringList,
    omim_ids: StringList,
    replaced_gene_id: v.optional(v.string()),
    transcript_count: v.optional(v.number()),
    protein_count: v.optional(v.number()),
    transcript_type_counts: v.optional(
      v.array(v.looseObject({ type: v.optional(v.string()), count: v.optional(v.number()) })),
      [],
    ),
    gene_groups: v.optional(
      v.array(v.looseObject({ id: v.optional(v.string()), method: v.optional(v.string()) })),
      [],
    ),
  }),
);
/** One gene as the Datasets interface describes it (real v2alpha field names). */
export type DatasetsGene = v.InferOutput<typeof DatasetsGeneSchema>;

const ProblemSchema = v.looseObject({
  reason: v.optional(v.string()),
  message: v.optional(v.string()),
  invalid_identifiers: v.optional(v.array(v.string())),
  unrecognized_identifier: v.optional(v.string()),
  /** Machine-readable codes, e.g. `INVALID_GENE_IDS`, `REPLACED_GENE_ID`. */
  gene_error_code: v.optional(v.string()),
  gene_warning_code: v.optional(v.string()),
  assembly_error_code: v.optional(v.string()),
  organelle_error_code: v.optional(v.string()),
  taxonomy_error_code: v.optional(v.string()),
  virus_error_code: v.optional(v.string()),
  /** The id asked for and the current id that replaced it. */
  replaced_id: v.optional(
    v.looseObject({ requested: v.optional(v.string()), returned: v.optional(v.string()) }),
  ),
});
/** A warning or error the service reported next to the reports (e.g. ids it does not know). */
export type DatasetsProblem = v.InferOutput<typeof ProblemSchema>;

export const DatasetsMessageSchema = v.looseObject({
  error: v.optional(ProblemSchema),
  warning: v.optional(ProblemSchema),
});
export type DatasetsMessage = v.InferOutput<typeof DatasetsMessageSchema>;

export const DatasetsGeneReportSchema = v.looseObject({
  gene: DatasetsGeneSchema,
  query: StringList,
  warnings: v.optional(v.array(ProblemSchema), []),
  warning: v.optional(ProblemSchema),
  errors: v.optional(v.array(ProblemSchema), []),
});
export type DatasetsGeneReport = v.InferOutput<typeof DatasetsGeneReportSchema>;

/** The spec's `{ genes: [...] }` envelope is read as the real `{ reports: [...] }` one. */
function renameSpecEnvelope(input: unknown): unknown {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return input;
  const page = input as Record<string, unknown>;
  if (page.reports === undefined && Array.isArray(page.genes)) {
    const { genes, ...rest } = page;
    return { ...rest, reports: genes };
  }
  return page;
}

export const DatasetsGenePageSchema = v.pipe(
  v.unknown(),
  v.transform(renameSpecEnvelope),
  v.looseObject({
    reports: v.optional(v.array(DatasetsGeneReportSchema), []),
    messages: v.optional(v.array(DatasetsMessageSchema), []),
    total_count: v.optional(v.number()),
    next_page_token: v.optional(v.string()),
  }),
);
export type DatasetsGenePage = v.InferOutput<typeof DatasetsGenePageSchema>;
