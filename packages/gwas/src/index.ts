export {
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
export {
  GWAS_CATALOG_URL,
  GWAS_FILES_URL,
  GWAS_LIMITER_ID,
  GWAS_LIMITS,
  GWAS_SUMSTATS_URL,
  GwasClient,
  type GwasClientOptions,
} from './client.js';
export { gwasErrorMessage } from './errors.js';
export { decimalPValue, type PValue, parsePValue, pValueOf } from './pvalue.js';
export { Associations } from './resources/associations.js';
export { Genes } from './resources/genes.js';
export { Publications } from './resources/publications.js';
export { Studies } from './resources/studies.js';
export { Sumstats, type SumstatsDownloadOptions } from './resources/sumstats.js';
export { Traits } from './resources/traits.js';
export { type Region, RegionSchema, Variants } from './resources/variants.js';
export * from './schemas/params.js';
export * from './schemas/sumstats.js';
export * from './schemas/v1.js';
export * from './schemas/v2.js';
export { readSumstats, type SumstatsRow, toSumstatsRow } from './sumstats-rows.js';
export * from './versions.js';
