import { HalLinksSchema } from '@lifesci/core';
import * as v from 'valibot';
import { recordPValue } from '../pvalue.js';
import { bool, num, str, strings } from './common.js';

// API 2.0 (2024) resources: snake_case fields inside HAL bodies, as its OpenAPI document
// (shared/fixtures/real/gwas-catalog/rest-api-v2.openapi.yaml) lists them. Loose objects.

const links = v.optional(HalLinksSchema);

const EfoTraitRefSchema = v.looseObject({ efo_id: str, efo_trait: str });

export const LocationV2Schema = v.looseObject({
  chromosome_name: str,
  chromosome_position: num,
  region: v.nullish(v.looseObject({ name: str })),
});

export const StudyV2Schema = v.looseObject({
  accession_id: v.string(),
  study_id: num,
  initial_sample_size: str,
  replication_sample_size: str,
  gxe: bool,
  gxg: bool,
  snp_count: num,
  qualifier: str,
  imputed: bool,
  pooled: bool,
  user_requested: bool,
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
    risk_frequency: str,
    pvalue_description: str,
    pvalue_mantissa: num,
    pvalue_exponent: num,
    p_value: num,
    multi_snp_haplotype: bool,
    snp_interaction: bool,
    snp_type: str,
    range: str,
    or_per_copy_num: num,
    or_value: str,
    beta_num: num,
    beta_unit: str,
    beta_direction: str,
    beta: str,
    ci_lower: num,
    ci_upper: num,
    last_mapping_date: str,
    last_update_date: str,
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
  rs_id: v.string(),
  merged: num,
  functional_class: str,
  current_snp: str,
  last_update_date: str,
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
  is_intergenic: bool,
  is_upstream: bool,
  is_downstream: bool,
  distance: num,
  gene: v.nullish(GeneV2Schema),
  location: v.nullish(LocationV2Schema),
  source: str,
  mapping_method: str,
  is_closest_gene: bool,
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
});
export type MetadataV2 = v.InferOutput<typeof MetadataV2Schema>;
