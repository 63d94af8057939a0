import * as v from 'valibot';

/**
 * One prediction record (GET {predictedApi}/prediction/{accession}, an array of them). Typed for
 * both the v4-era shape the spec describes and the current one (latestVersion 6: `modelEntityId`,
 * `sequence*`, `plddtDocUrl`, `msaUrl`, pLDDT fractions, AlphaMissense files); anything newer is
 * kept as sent.
 */
export const PredictionSchema = v.looseObject({
  /** `AF-<accession>-F<fragment>` (isoforms: `AF-<accession>-<isoform>-F1`). */
  entryId: v.string(),
  gene: v.optional(v.string()),
  uniprotAccession: v.string(),
  uniprotId: v.optional(v.string()),
  uniprotDescription: v.optional(v.string()),
  taxId: v.optional(v.number()),
  organismScientificName: v.optional(v.string()),
  uniprotStart: v.optional(v.number()),
  uniprotEnd: v.optional(v.number()),
  uniprotSequence: v.optional(v.string()),
  modelCreatedDate: v.optional(v.string()),
  latestVersion: v.number(),
  allVersions: v.optional(v.array(v.number())),
  isReviewed: v.optional(v.boolean()),
  isReferenceProteome: v.optional(v.boolean()),
  cifUrl: v.string(),
  bcifUrl: v.optional(v.string()),
  pdbUrl: v.optional(v.string()),
  paeImageUrl: v.optional(v.string()),
  paeDocUrl: v.optional(v.string()),
  // Current records (v5/v6) add:
  modelEntityId: v.optional(v.string()),
  plddtDocUrl: v.optional(v.string()),
  msaUrl: v.optional(v.string()),
  amAnnotationsUrl: v.optional(v.string()),
  amAnnotationsHg19Url: v.optional(v.string()),
  amAnnotationsHg38Url: v.optional(v.string()),
  sequence: v.optional(v.string()),
  sequenceStart: v.optional(v.number()),
  sequenceEnd: v.optional(v.number()),
  sequenceChecksum: v.optional(v.string()),
  sequenceVersionDate: v.optional(v.string()),
  /** Mean pLDDT of the model. */
  globalMetricValue: v.optional(v.number()),
  fractionPlddtVeryHigh: v.optional(v.number()),
  fractionPlddtConfident: v.optional(v.number()),
  fractionPlddtLow: v.optional(v.number()),
  fractionPlddtVeryLow: v.optional(v.number()),
  toolUsed: v.optional(v.string()),
  providerId: v.optional(v.string()),
  entityType: v.optional(v.string()),
  isComplex: v.optional(v.boolean()),
});
export type Prediction = v.InferOutput<typeof PredictionSchema>;
export const PredictionsSchema = v.array(PredictionSchema);

/**
 * Which model a file method reads: a prediction record (its URLs and version are used), or an
 * entry id with the version to read (`{ entryId: 'AF-P00520-F1', version: 6 }`).
 */
export type ModelRef = Prediction | { entryId: string; version: number };

export const ModelRefSchema = v.union([
  v.looseObject({
    entryId: v.string(),
    latestVersion: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
    cifUrl: v.string(),
  }),
  v.strictObject({
    entryId: v.pipe(
      v.string(),
      v.regex(/^AF-[A-Z0-9]+(?:-\d+)?-F\d+$/, 'an AlphaFold entry id such as AF-P00520-F1'),
    ),
    version: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  }),
]);
