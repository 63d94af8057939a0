import { HalLinksSchema } from '@lifesci/core';
import * as v from 'valibot';
import { bool, num, str } from './common.js';

// The fields both catalog versions have, written once in v1's camelCase: v1's schemas take them
// as they are, API 2.0's through `snakeCased` (pvalueMantissa -> pvalue_mantissa), so a field
// added or retyped here changes both versions alike. Fields whose shape differs between the
// versions (nested genes, platforms, authors...) stay in v1.ts and v2.ts.

type Snake<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${Snake<Tail>}`
  : S;

/** The same entries under snake_case keys (typed: `snpCount` becomes `snp_count` in the output type). */
export function snakeCased<const E extends v.ObjectEntries>(
  entries: E,
): { [K in keyof E as K extends string ? Snake<K> : K]: E[K] } {
  return Object.fromEntries(
    Object.entries(entries).map(([key, schema]) => [
      key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`),
      schema,
    ]),
  ) as never;
}

export const links = v.optional(HalLinksSchema);

export const locationFields = {
  chromosomeName: str,
  chromosomePosition: num,
  region: v.nullish(v.looseObject({ name: str })),
};

export const studyFields = {
  accessionId: v.string(),
  initialSampleSize: str,
  replicationSampleSize: str,
  gxe: bool,
  gxg: bool,
  snpCount: num,
  qualifier: str,
  imputed: bool,
  pooled: bool,
  userRequested: bool,
};

export const associationFields = {
  riskFrequency: str,
  pvalueDescription: str,
  pvalueMantissa: num,
  pvalueExponent: num,
  multiSnpHaplotype: bool,
  snpInteraction: bool,
  snpType: str,
  range: str,
  orPerCopyNum: num,
  betaNum: num,
  betaUnit: str,
  betaDirection: str,
  lastMappingDate: str,
  lastUpdateDate: str,
};

export const variantFields = {
  rsId: v.string(),
  merged: num,
  functionalClass: str,
  lastUpdateDate: str,
};

export const genomicContextFields = {
  isIntergenic: bool,
  isUpstream: bool,
  isDownstream: bool,
  distance: num,
  source: str,
  mappingMethod: str,
  isClosestGene: bool,
};
