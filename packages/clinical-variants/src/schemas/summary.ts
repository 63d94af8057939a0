import * as v from 'valibot';

/**
 * ESummary db=clinvar version 2.0 (JSON) document summary. Loose on purpose: ClinVar adds
 * fields, sends numbers as strings or numbers, and empty strings for "nothing"; only the
 * shape we read is checked. Field names are NCBI's own.
 */

/** A value NCBI sends as a string in one record and a number in the next. */
const stringish = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform((x) => String(x)),
);
const optionalString = v.optional(stringish);
const stringList = v.optional(v.array(stringish), []);

const XrefSchema = v.looseObject({ db_source: optionalString, db_id: optionalString });

const TraitSchema = v.looseObject({
  trait_name: optionalString,
  trait_xrefs: v.optional(v.array(XrefSchema), []),
});

export const DocSumClassificationSchema = v.looseObject({
  description: optionalString,
  last_evaluated: optionalString,
  review_status: optionalString,
  fda_recognized_database: optionalString,
  trait_set: v.optional(v.array(TraitSchema), []),
});

const VariationLocSchema = v.looseObject({
  status: optionalString,
  assembly_name: optionalString,
  chr: optionalString,
  band: optionalString,
  start: optionalString,
  stop: optionalString,
  inner_start: optionalString,
  inner_stop: optionalString,
  outer_start: optionalString,
  outer_stop: optionalString,
  display_start: optionalString,
  display_stop: optionalString,
  assembly_acc_ver: optionalString,
  annotation_release: optionalString,
  ref: optionalString,
  alt: optionalString,
});

const VariationSchema = v.looseObject({
  measure_id: optionalString,
  variation_xrefs: v.optional(v.array(XrefSchema), []),
  variation_name: optionalString,
  cdna_change: optionalString,
  aliases: stringList,
  variation_loc: v.optional(v.array(VariationLocSchema), []),
  variant_type: optionalString,
  canonical_spdi: optionalString,
});

const GeneSchema = v.looseObject({
  symbol: optionalString,
  geneid: optionalString,
  strand: optionalString,
  source: optionalString,
});

/** Allele origin is not a documented DocSum field; accept the shapes a server may send. */
const OriginSchema = v.optional(
  v.union([
    stringish,
    v.array(v.union([stringish, v.looseObject({ origin: optionalString })])),
    v.looseObject({ origin: v.optional(v.union([stringish, v.array(stringish)])) }),
  ]),
);

export const ClinVarDocSumSchema = v.looseObject({
  uid: stringish,
  obj_type: optionalString,
  accession: optionalString,
  accession_version: optionalString,
  title: optionalString,
  variation_set: v.optional(v.array(VariationSchema), []),
  trait_set: v.optional(v.array(TraitSchema), []),
  supporting_submissions: v.optional(v.looseObject({ scv: stringList, rcv: stringList }), {
    scv: [],
    rcv: [],
  }),
  clinical_significance: v.optional(DocSumClassificationSchema),
  germline_classification: v.optional(DocSumClassificationSchema),
  clinical_impact_classification: v.optional(DocSumClassificationSchema),
  oncogenicity_classification: v.optional(DocSumClassificationSchema),
  record_status: optionalString,
  genes: v.optional(v.array(GeneSchema), []),
  molecular_consequence_list: stringList,
  protein_change: optionalString,
  fda_recognized_database: optionalString,
  origin: OriginSchema,
  allele_origin: OriginSchema,
});

export type ClinVarDocSum = v.InferOutput<typeof ClinVarDocSumSchema>;
export type DocSumClassification = v.InferOutput<typeof DocSumClassificationSchema>;
