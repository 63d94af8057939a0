import * as v from 'valibot';
import { listOf, nested, refNames, serviceShape, text, unwrapped } from './common.js';

/**
 * The spec's Gene has `clinicalAnnotations` as a count in its schema definition and as an array
 * in its sample response. Both are read; the client always gives the count (an array is
 * counted). The annotations themselves come from `clinicalAnnotations.list({ gene })`.
 */
const AnnotationCountSchema = v.union([
  v.pipe(v.number(), v.integer(), v.minValue(0)),
  v.pipe(
    v.array(v.unknown()),
    v.transform((items) => items.length),
  ),
]);

const geneShape = v.looseObject({
  id: v.optional(v.string()),
  symbol: v.string(),
  name: v.optional(v.string()),
  chromosome: v.optional(v.string()),
  chromosomeLocation: v.optional(v.string()),
  function: v.optional(v.string()),
  description: v.optional(v.string()),
  /** How many clinical annotations involve the gene (the service's count, or its array counted). */
  clinicalAnnotations: v.optional(AnnotationCountSchema),
  /** Names of drugs with pharmacogenomic data for this gene. */
  relatedDrugs: v.optional(v.array(v.string())),
});
/** A pharmacogene (`GET /v1/gene/{gene_symbol}`). */
export interface Gene extends v.InferOutput<typeof geneShape> {}
/** Live records: `chr.name` is the chromosome, `relatedChemicals` the related drugs. */
export const GeneSchema: v.GenericSchema<unknown, Gene> = serviceShape(
  {
    chromosome: nested('chr', 'name'),
    relatedDrugs: refNames('relatedChemicals'),
    description: text('vipSummary', 'summaryHtml'),
  },
  geneShape,
);
export const GeneResponseSchema = unwrapped(GeneSchema);
export const GeneListSchema = listOf(GeneSchema);
