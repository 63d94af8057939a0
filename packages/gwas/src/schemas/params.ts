import type { InputOf } from '@lifesci/core';
import * as v from 'valibot';
import {
  BasePairSchema,
  ChromosomeSchema,
  DirectionSchema,
  EfoIdSchema,
  GcstSchema,
  NonEmptySchema,
  PageSchema,
  PubmedIdSchema,
  RsIdSchema,
  SizeSchema,
  strictParams,
} from './common.js';

// Parameters of the curated API's lists, one schema per API version: API 2.0 filters lists with
// query parameters, v1 reaches the same questions through `search/findBy...` paths and
// sub-resources. Keys that mean the same in both versions have the same name.

const paging = { page: v.optional(PageSchema), size: v.optional(SizeSchema) };

/** v1 `sort`: `field` or `field,asc|desc` (Spring Data's form, e.g. `publicationDate,desc`). */
const V1SortSchema = v.pipe(
  v.string('must be "field" or "field,asc|desc"'),
  v.regex(
    /^[A-Za-z][A-Za-z0-9_.]*(,(asc|desc))?$/i,
    'must be "field" or "field,asc|desc", e.g. publicationDate,desc',
  ),
);
const v1Paging = { ...paging, sort: v.optional(V1SortSchema) };
/** v1 projection name, e.g. `associationBySnp`. */
const ProjectionSchema = v.pipe(
  v.string(),
  v.regex(/^[A-Za-z]+$/, 'must be a projection name, e.g. associationBySnp'),
);

const sortBy = <const T extends readonly [string, ...string[]]>(values: T) =>
  v.optional(v.picklist(values, `must be one of ${values.join(', ')}`));

// ── studies ─────────────────────────────────────────────────────────────────────────────────
export const StudyListV2Schema = strictParams({
  pubmedId: v.optional(PubmedIdSchema),
  diseaseTrait: v.optional(NonEmptySchema),
  fullPvalueSet: v.optional(v.boolean()),
  efoId: v.optional(EfoIdSchema),
  efoTrait: v.optional(NonEmptySchema),
  accessionId: v.optional(GcstSchema),
  cohort: v.optional(NonEmptySchema),
  gxe: v.optional(v.boolean()),
  ancestralGroup: v.optional(NonEmptySchema),
  noOfIndividuals: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  showChildTrait: v.optional(v.boolean()),
  mappedGene: v.optional(NonEmptySchema),
  extendedGeneset: v.optional(v.boolean()),
  sort: sortBy(['accession_id', 'snp_count']),
  direction: v.optional(DirectionSchema),
  ...paging,
});
export const StudyListV1Schema = strictParams({
  /** `/studies/search/findByPublicationIdPubmedId` */
  pubmedId: v.optional(PubmedIdSchema),
  /** `/studies/search/findByDiseaseTrait` */
  diseaseTrait: v.optional(NonEmptySchema),
  ...v1Paging,
});

// ── associations ────────────────────────────────────────────────────────────────────────────
export const AssociationListV2Schema = strictParams({
  pubmedId: v.optional(PubmedIdSchema),
  rsId: v.optional(RsIdSchema),
  fullPvalueSet: v.optional(v.boolean()),
  accessionId: v.optional(GcstSchema),
  efoTrait: v.optional(NonEmptySchema),
  efoId: v.optional(EfoIdSchema),
  showChildTrait: v.optional(v.boolean()),
  mappedGene: v.optional(NonEmptySchema),
  extendedGeneset: v.optional(v.boolean()),
  sort: sortBy(['p_value', 'risk_frequency', 'or_value', 'beta_num']),
  direction: v.optional(DirectionSchema),
  ...paging,
});
export const AssociationListV1Schema = strictParams({
  /** `/singleNucleotidePolymorphisms/{rsId}/associations` */
  rsId: v.optional(RsIdSchema),
  /** `/efoTraits/{efoId}/associations` */
  efoId: v.optional(EfoIdSchema),
  /** `/studies/{accessionId}/associations` (a study's `associations` link) */
  accessionId: v.optional(GcstSchema),
  projection: v.optional(ProjectionSchema),
  ...v1Paging,
});

// ── variants ────────────────────────────────────────────────────────────────────────────────
export const VariantListV2Schema = strictParams({
  rsId: v.optional(RsIdSchema),
  bpLocation: v.optional(BasePairSchema),
  bpStart: v.optional(BasePairSchema),
  bpEnd: v.optional(BasePairSchema),
  pubmedId: v.optional(PubmedIdSchema),
  chromosome: v.optional(ChromosomeSchema),
  mappedGene: v.optional(NonEmptySchema),
  extendedGeneset: v.optional(v.boolean()),
  sort: sortBy(['location', 'rs_id']),
  direction: v.optional(DirectionSchema),
  ...paging,
});
export const VariantListV1Schema = strictParams({
  /** `/singleNucleotidePolymorphisms/search/findByRsId` */
  rsId: v.optional(RsIdSchema),
  /** With bpStart and bpEnd: `/singleNucleotidePolymorphisms/search/findByChromBpLocationRange` */
  chromosome: v.optional(ChromosomeSchema),
  bpStart: v.optional(BasePairSchema),
  bpEnd: v.optional(BasePairSchema),
  /** `/singleNucleotidePolymorphisms/search/findByGene` */
  mappedGene: v.optional(NonEmptySchema),
  ...v1Paging,
});

// ── traits ──────────────────────────────────────────────────────────────────────────────────
export const TraitListV2Schema = strictParams({
  efoTrait: v.optional(NonEmptySchema),
  uri: v.optional(
    v.pipe(v.string(), v.url('must be a trait URI, e.g. http://www.ebi.ac.uk/efo/EFO_0001060')),
  ),
  efoId: v.optional(EfoIdSchema),
  pubmedId: v.optional(PubmedIdSchema),
  mappedGene: v.optional(NonEmptySchema),
  extendedGeneset: v.optional(v.boolean()),
  sort: sortBy(['efo_id', 'efo_trait']),
  direction: v.optional(DirectionSchema),
  ...paging,
});
export const TraitListV1Schema = strictParams({
  /** `/efoTraits/search/findByTraitIgnoreCase` */
  efoTrait: v.optional(NonEmptySchema),
  /** `/efoTraits/search/findByEfoUri` */
  uri: v.optional(
    v.pipe(v.string(), v.url('must be a trait URI, e.g. http://www.ebi.ac.uk/efo/EFO_0001060')),
  ),
  ...v1Paging,
});

// ── publications ────────────────────────────────────────────────────────────────────────────
export const PublicationListV2Schema = strictParams({
  pubmedId: v.optional(PubmedIdSchema),
  title: v.optional(NonEmptySchema),
  firstAuthor: v.optional(NonEmptySchema),
  sort: sortBy(['pubmed_id', 'publication_date']),
  direction: v.optional(DirectionSchema),
  ...paging,
});
export const PublicationListV1Schema = strictParams({
  /** `/publications/search/findByPubmedId` */
  pubmedId: v.optional(PubmedIdSchema),
  ...v1Paging,
});

// ── genes ───────────────────────────────────────────────────────────────────────────────────
export const GeneListV2Schema = strictParams({
  /** v2 has no gene filter: the gene is read with GET /v2/genes/{gene_name} (a one-item list). */
  geneName: v.optional(NonEmptySchema),
  /** Spring sort strings, e.g. `['gene_name,asc']`. */
  sort: v.optional(v.array(V1SortSchema)),
  ...paging,
});
export const GeneListV1Schema = strictParams({
  /** `/genes/search/findByGeneName` */
  geneName: v.optional(NonEmptySchema),
  ...v1Paging,
});

/** Page parameters of the relation lists `studies.associations` and `traits.associations` (the same in both versions). */
export const PagingParamsSchema = strictParams(paging);
export interface PagingParams extends InputOf<typeof PagingParamsSchema> {}

export interface StudyListV2Params extends InputOf<typeof StudyListV2Schema> {}
export interface StudyListV1Params extends InputOf<typeof StudyListV1Schema> {}
export interface AssociationListV2Params extends InputOf<typeof AssociationListV2Schema> {}
export interface AssociationListV1Params extends InputOf<typeof AssociationListV1Schema> {}
export interface VariantListV2Params extends InputOf<typeof VariantListV2Schema> {}
export interface VariantListV1Params extends InputOf<typeof VariantListV1Schema> {}
export interface TraitListV2Params extends InputOf<typeof TraitListV2Schema> {}
export interface TraitListV1Params extends InputOf<typeof TraitListV1Schema> {}
export interface PublicationListV2Params extends InputOf<typeof PublicationListV2Schema> {}
export interface PublicationListV1Params extends InputOf<typeof PublicationListV1Schema> {}
export interface GeneListV2Params extends InputOf<typeof GeneListV2Schema> {}
export interface GeneListV1Params extends InputOf<typeof GeneListV1Schema> {}
