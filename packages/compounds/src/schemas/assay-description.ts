import * as v from 'valibot';

const Int = v.pipe(v.number(), v.integer());
const Texts = v.optional(v.array(v.string()), []);

/** One result column an assay deposits (`tid` numbers the columns of its data table). */
export const AssayResultColumnSchema = v.looseObject({
  tid: Int,
  name: v.string(),
  description: v.optional(v.array(v.string())),
  /** PubChem's result-type code (1 float, 2 int, 3 bool, 4 string). */
  type: v.optional(Int),
  unit: v.optional(Int),
  /** True for the column that holds the activity concentration. */
  ac: v.optional(v.boolean()),
});
export type AssayResultColumn = v.InferOutput<typeof AssayResultColumnSchema>;

/** A cross-reference: `{ xref: { pmid | gene | taxonomy | aid | dburl | ...: value }, comment? }`. */
export const AssayXrefSchema = v.looseObject({
  xref: v.record(v.string(), v.union([v.string(), v.number()])),
  comment: v.optional(v.string()),
});
export type AssayXref = v.InferOutput<typeof AssayXrefSchema>;

export const AssayTargetSchema = v.looseObject({
  name: v.optional(v.string()),
  mol_id: v.optional(v.record(v.string(), v.union([v.string(), v.number()]))),
  molecule_type: v.optional(Int),
  organism: v.optional(v.unknown()),
});
export type AssayTarget = v.InferOutput<typeof AssayTargetSchema>;

/** `assay.descr` of a PC_AssayContainer: what the assay is, who deposited it, what it measures. */
export const AssayDescriptionSchema = v.looseObject({
  aid: v.looseObject({ id: Int, version: v.optional(Int) }),
  aid_source: v.optional(
    v.looseObject({
      db: v.looseObject({
        name: v.string(),
        source_id: v.optional(v.looseObject({ str: v.optional(v.string()), id: v.optional(Int) })),
      }),
    }),
  ),
  name: v.string(),
  description: Texts,
  protocol: Texts,
  comment: Texts,
  xref: v.optional(v.array(AssayXrefSchema), []),
  results: v.optional(v.array(AssayResultColumnSchema), []),
  target: v.optional(v.array(AssayTargetSchema)),
  revision: v.optional(Int),
  activity_outcome_method: v.optional(Int),
  project_category: v.optional(Int),
});
export type AssayDescription = v.InferOutput<typeof AssayDescriptionSchema>;

/** `{ PC_AssayContainer: [{ assay: { descr } }] }`, the body of `/assay/aid/<aid>/description/JSON`. */
export const AssayContainerSchema = v.looseObject({
  PC_AssayContainer: v.pipe(
    v.array(v.looseObject({ assay: v.looseObject({ descr: AssayDescriptionSchema }) })),
    v.minLength(1, 'holds no assay'),
  ),
});
export type AssayContainer = v.InferOutput<typeof AssayContainerSchema>;
