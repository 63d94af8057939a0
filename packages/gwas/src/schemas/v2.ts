import * as v from 'valibot';
import { recordPValue } from '../pvalue.js';
import { bool, num, str, strings } from './common.js';
import {
  associationFields,
  genomicContextFields,
  links,
  locationFields,
  snakeCased,
  studyFields,
  variantFields,
} from './shared-fields.js';

// API 2.0 (2024) resources: snake_case fields inside HAL bodies, as its OpenAPI document
// (fixtures/real/gwas-catalog/rest-api-v2.openapi.yaml) lists them. Loose objects.

const EfoTraitRefSchema = v.looseObject({ efo_id: str, efo_trait: str });

export const LocationV2Schema = v.looseObject(snakeCased(locationFields));

export const StudyV2Schema = v.looseObject({
  ...snakeCased(studyFields),
  study_id: num,
  pubmed_id: v.nullish(v.union([v.number(), v.string()])),
  platforms: str,
  disease_trait: str,
  genotyping_technologies: strings,
  efo_traits: v.nullish(v.array(EfoTraitRefSchema)),
  bg_efo_traits: v.nullish(v.array(EfoTraitRefSchema)),
  discovery_ancestry: strings,
  replication_ancestry: strings,
  full_summary_stats: str,
  full_summary_stats_available: bool,
  terms_of_license: str,
  cohort: strings,
  array_manufacturer: strings,
  _links: links,
});
export type StudyV2 = v.InferOutput<typeof StudyV2Schema>;

export const AssociationV2Schema = v.pipe(
  v.looseObject({
    association_id: v.number(),
    ...snakeCased(associationFields),
    p_value: num,
    or_value: str,
    beta: str,
    ci_lower: num,
    ci_upper: num,
    efo_traits: v.nullish(v.array(EfoTraitRefSchema)),
    bg_efo_traits: v.nullish(v.array(EfoTraitRefSchema)),
    reported_trait: strings,
    accession_id: str,
    locations: strings,
    mapped_genes: strings,
    snp_effect_allele: strings,
    snp_allele: v.nullish(v.array(v.looseObject({ rs_id: str, effect_allele: str }))),
    pubmed_id: str,
    first_author: str,
    /** A comment on the beta or OR value, e.g. "Discovery". */
    description: str,
    _links: links,
  }),
  v.transform((a) => ({
    ...a,
    /** Exact p-value from mantissa/exponent (see PValue). */
    pValue: recordPValue(a.pvalue_mantissa, a.pvalue_exponent, a.p_value),
  })),
);
export type AssociationV2 = v.InferOutput<typeof AssociationV2Schema>;

export const VariantV2Schema = v.looseObject({
  ...snakeCased(variantFields),
  current_snp: str,
  locations: v.nullish(v.array(LocationV2Schema)),
  maf: num,
  minor_allele: str,
  alleles: str,
  most_severe_consequence: str,
  mapped_genes: strings,
  _links: links,
});
export type VariantV2 = v.InferOutput<typeof VariantV2Schema>;

export const TraitV2Schema = v.looseObject({
  efo_id: v.string(),
  efo_trait: str,
  uri: str,
  _links: links,
});
export type TraitV2 = v.InferOutput<typeof TraitV2Schema>;

const AuthorV2Schema = v.looseObject({
  full_name: str,
  full_name_standard: str,
  first_name: str,
  last_name: str,
  initials: str,
  affiliation: str,
  orcid: str,
});

export const PublicationV2Schema = v.looseObject({
  pubmed_id: v.string(),
  publication_date: str,
  journal: str,
  title: str,
  authors: v.nullish(v.array(AuthorV2Schema)),
  first_author: v.nullish(AuthorV2Schema),
  _links: links,
});
export type PublicationV2 = v.InferOutput<typeof PublicationV2Schema>;

export const GeneV2Schema = v.looseObject({
  gene_name: v.string(),
  gene_description: str,
  location: str,
  cytogenic_region: str,
  biotype: str,
  ensembl_gene_ids: strings,
  entrez_gene_ids: strings,
  _links: links,
});
export type GeneV2 = v.InferOutput<typeof GeneV2Schema>;

export const GenomicContextV2Schema = v.looseObject({
  ...snakeCased(genomicContextFields),
  gene: v.nullish(GeneV2Schema),
  location: v.nullish(LocationV2Schema),
  _links: links,
});
export type GenomicContextV2 = v.InferOutput<typeof GenomicContextV2Schema>;

/** `/v2/metadata`: release information. */
export const MetadataV2Schema = v.looseObject({
  title: str,
  version: str,
  data_release_date: str,
  api_release_date: str,
  dbsnp_build: str,
  gene_build: str,
  efo_version: str,
  ensembl_version: str,
  commit_hash: str,
  terms_of_service: str,
  api_documentation: str,
  api_reference: str,
  contact: v.nullish(v.looseObject({ name: str, url: str, email: str })),
  license: v.nullish(v.looseObject({ name: str, url: str })),
});
export type MetadataV2 = v.InferOutput<typeof MetadataV2Schema>;
