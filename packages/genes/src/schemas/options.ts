import type { InputOf } from '@lifesci/core';
import * as v from 'valibot';

/** Databases the spec names as link targets from Gene. Others: use `client.eutils.elink`. */
export const LINK_TARGETS = ['gene', 'nuccore', 'protein', 'pubmed'] as const;
export type LinkTarget = (typeof LINK_TARGETS)[number];

export const GeneLinksParamsSchema = v.strictObject({
  /** The target database. */
  db: v.picklist(LINK_TARGETS, `one of ${LINK_TARGETS.join(', ')}`),
  /** One link name, e.g. 'gene_pubmed_rif' or 'gene_nuccore_refseqrna' (default: all of them). */
  linkname: v.optional(
    v.pipe(v.string(), v.regex(/^gene_[a-z0-9_]+$/, 'a Gene link name such as gene_pubmed')),
  ),
});
export interface GeneLinksParams extends InputOf<typeof GeneLinksParamsSchema> {}

export const GeneRecordsParamsSchema = v.strictObject({
  /** Records per efetch request, 1..500 (default 100). */
  batchSize: v.optional(
    v.pipe(v.number(), v.safeInteger('an integer from 1 to 500'), v.minValue(1), v.maxValue(500)),
  ),
});
export interface GeneRecordsParams extends InputOf<typeof GeneRecordsParamsSchema> {}

export const GeneSummariesParamsSchema = v.strictObject({
  /** The format on the wire (default 'json'); both give the same `GeneSummary`. */
  retmode: v.optional(v.picklist(['json', 'xml'] as const, "'json' or 'xml'")),
});
export interface GeneSummariesParams extends InputOf<typeof GeneSummariesParamsSchema> {}
