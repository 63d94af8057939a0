export {
  type HalCursor,
  type HalLink,
  HalLinkSchema,
  type HalLinks,
  HalLinksSchema,
  type HalList,
  HalListSchema,
  type HalPageInfo,
  HalPageInfoSchema,
  halItems,
  halLink,
  halNextPage,
} from '@lifesci/core';
export * from '@lifesci/core/errors';
export { GWAS_CATALOG_URL, GWAS_FILES_URL, GWAS_SUMSTATS_URL } from './bases.js';
export { GWAS_LIMITER_ID, GWAS_LIMITS, GwasClient, type GwasClientOptions } from './client.js';
export { gwasErrorMessage } from './errors.js';
export { decimalPValue, type PValue, parsePValue, pValueOf } from './pvalue.js';
export { Associations } from './resources/associations.js';
export { Genes } from './resources/genes.js';
export { Metadata } from './resources/metadata.js';
export { Publications } from './resources/publications.js';
export { Studies } from './resources/studies.js';
export { Sumstats } from './resources/sumstats.js';
export { Traits } from './resources/traits.js';
export { type Region, RegionSchema, Variants } from './resources/variants.js';
export {
  type AssociationListV1Params,
  AssociationListV1Schema,
  type AssociationListV2Params,
  AssociationListV2Schema,
  type GeneListV1Params,
  GeneListV1Schema,
  type GeneListV2Params,
  GeneListV2Schema,
  type PagingParams,
  PagingParamsSchema,
  type PublicationListV1Params,
  PublicationListV1Schema,
  type PublicationListV2Params,
  PublicationListV2Schema,
  type StudyListV1Params,
  StudyListV1Schema,
  type StudyListV2Params,
  StudyListV2Schema,
  type TraitListV1Params,
  TraitListV1Schema,
  type TraitListV2Params,
  TraitListV2Schema,
  type VariantListV1Params,
  VariantListV1Schema,
  type VariantListV2Params,
  VariantListV2Schema,
} from './schemas/params.js';
export {
  type SumstatsAssociation,
  type SumstatsAssociationParams,
  SumstatsAssociationParamsSchema,
  SumstatsAssociationSchema,
  type SumstatsPaging,
  SumstatsPagingSchema,
  type SumstatsRegionParams,
  SumstatsRegionParamsSchema,
  type SumstatsStreamParams,
  SumstatsStreamParamsSchema,
  type SumstatsStudy,
  SumstatsStudySchema,
  type SumstatsTrait,
  SumstatsTraitSchema,
  SumstatsVariantIdSchema,
} from './schemas/sumstats.js';
export {
  type AssociationV1,
  AssociationV1Schema,
  type GeneV1,
  GeneV1Schema,
  GenomicContextV1Schema,
  LocationV1Schema,
  type MappingMetadataV1,
  MappingMetadataV1Schema,
  type PublicationV1,
  PublicationV1Schema,
  type StudyV1,
  StudyV1Schema,
  type TraitV1,
  TraitV1Schema,
  type VariantV1,
  VariantV1Schema,
} from './schemas/v1.js';
export {
  type AssociationV2,
  AssociationV2Schema,
  type GeneV2,
  GeneV2Schema,
  type GenomicContextV2,
  GenomicContextV2Schema,
  LocationV2Schema,
  type MetadataV2,
  MetadataV2Schema,
  type PublicationV2,
  PublicationV2Schema,
  type StudyV2,
  StudyV2Schema,
  type TraitV2,
  TraitV2Schema,
  type VariantV2,
  VariantV2Schema,
} from './schemas/v2.js';
export {
  readSumstatsColumns,
  type SumstatsColumns,
  type SumstatsNumberName,
  type SumstatsTextColumn,
  type SumstatsTextName,
} from './sumstats-columns.js';
export { readSumstats, type SumstatsRow, toSumstatsRow } from './sumstats-rows.js';
export {
  API_VERSIONS,
  type ApiVersion,
  type ListParams,
  type ListParamsV1,
  type ListParamsV2,
  type Records,
  type RecordsV1,
  type RecordsV2,
  type Releases,
} from './versions.js';
