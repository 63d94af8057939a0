import type { HalLinksSchema } from '@lifesci/core';
import * as v from 'valibot';
import { recordPValue } from '../pvalue.js';
import { bool, num, str } from './common.js';
import {
  associationFields,
  genomicContextFields,
  links,
  locationFields,
  studyFields,
  variantFields,
} from './shared-fields.js';

// The spec's v1 resources (camelCase HAL, Spring Data REST), as the recorded v1 responses in
// fixtures/real/gwas-catalog show them. Every object is loose: unlisted fields pass through.

export const LocationV1Schema = v.looseObject({ ...locationFields, _links: links });

const GeneRefV1Schema = v.looseObject({
  geneName: str,
  entrezGeneIds: v.nullish(v.array(v.looseObject({ entrezGeneId: str }))),
  ensemblGeneIds: v.nullish(v.array(v.looseObject({ ensemblGeneId: str }))),
});

export const GenomicContextV1Schema = v.looseObject({
  ...genomicContextFields,
  gene: v.nullish(GeneRefV1Schema),
  location: v.nullish(LocationV1Schema),
  _links: links,
});

// A publication as a study embeds it and as /publications returns it.
const publicationFieldsV1 = { pubmedId: str, publicationDate: str, publication: str, title: str };
const AuthorRefV1Schema = v.looseObject({ fullname: str, orcid: str });

export const StudyV1Schema = v.looseObject({
  ...studyFields,
  studyDesignComment: str,
  fullPvalueSet: bool,
  platforms: v.nullish(v.array(v.looseObject({ manufacturer: str }))),
  ancestries: v.nullish(
    v.array(
      v.looseObject({
        type: str,
        numberOfIndividuals: num,
        ancestralGroups: v.nullish(v.array(v.looseObject({ ancestralGroup: str }))),
        countryOfOrigin: v.nullish(v.array(v.looseObject({ majorArea: str, region: str, countryName: str }))),
        countryOfRecruitment: v.nullish(
          v.array(v.looseObject({ majorArea: str, region: str, countryName: str })),
        ),
      }),
    ),
  ),
  diseaseTrait: v.nullish(v.looseObject({ trait: str })),
  genotypingTechnologies: v.nullish(v.array(v.looseObject({ genotypingTechnology: str }))),
  publicationInfo: v.nullish(v.looseObject({ ...publicationFieldsV1, author: v.nullish(AuthorRefV1Schema) })),
  _links: links,
});
export type StudyV1 = v.InferOutput<typeof StudyV1Schema>;

const LocusV1Schema = v.looseObject({
  haplotypeSnpCount: num,
  description: str,
  strongestRiskAlleles: v.nullish(
    v.array(
      v.looseObject({
        riskAlleleName: str,
        riskFrequency: str,
        genomeWide: bool,
        limitedList: bool,
        _links: links,
      }),
    ),
  ),
  authorReportedGenes: v.nullish(v.array(GeneRefV1Schema)),
  _links: links,
});

/** The association id is not a field in v1: it is the last segment of the `self` link. */
function idFromSelf(linksValue: v.InferOutput<typeof HalLinksSchema> | undefined): string | undefined {
  const self = linksValue?.self;
  const href = Array.isArray(self) ? self[0]?.href : self?.href;
  return href ? /\/associations\/(\d+)(?:[/?{]|$)/.exec(href)?.[1] : undefined;
}

export const AssociationV1Schema = v.pipe(
  v.looseObject({
    ...associationFields,
    pvalue: num,
    /** As reported (may carry an inequality); in projections of the spec's v1 table. */
    pvalueText: str,
    standardError: num,
    description: str,
    // Fields of the spec's Association table that come with projections (associationBySnp...).
    rsId: str,
    strongestAllele: str,
    efoTrait: str,
    mappedLabel: str,
    studyId: v.nullish(v.union([v.string(), v.number()])),
    loci: v.nullish(v.array(LocusV1Schema)),
    _links: links,
  }),
  v.transform((a) => ({
    ...a,
    /** Association id from the `self` link (v1 has no id field). */
    associationId: idFromSelf(a._links),
    /** Exact p-value from mantissa/exponent (see PValue). */
    pValue: recordPValue(a.pvalueMantissa, a.pvalueExponent, a.pvalue),
  })),
);
export type AssociationV1 = v.InferOutput<typeof AssociationV1Schema>;

export const VariantV1Schema = v.looseObject({
  ...variantFields,
  locations: v.nullish(v.array(LocationV1Schema)),
  genomicContexts: v.nullish(v.array(GenomicContextV1Schema)),
  _links: links,
});
export type VariantV1 = v.InferOutput<typeof VariantV1Schema>;

export const TraitV1Schema = v.pipe(
  v.looseObject({ trait: str, uri: str, shortForm: str, _links: links }),
  v.transform((t) => ({
    ...t,
    /** `EFO_0001360` from `shortForm`, else the last segment of `uri`. */
    efoId: t.shortForm ?? t.uri?.split('/').pop() ?? undefined,
  })),
);
export type TraitV1 = v.InferOutput<typeof TraitV1Schema>;

export const PublicationV1Schema = v.looseObject({
  ...publicationFieldsV1,
  firstAuthor: v.nullish(AuthorRefV1Schema),
  _links: links,
});
export type PublicationV1 = v.InferOutput<typeof PublicationV1Schema>;

export const GeneV1Schema = v.looseObject({ ...GeneRefV1Schema.entries, _links: links });
export type GeneV1 = v.InferOutput<typeof GeneV1Schema>;

/** `/metadata` (v1): the mapping release behind the data. */
export const MappingMetadataV1Schema = v.looseObject({
  ensemblReleaseNumber: num,
  genomeBuildVersion: str,
  dbsnpVersion: num,
  usageStartDate: str,
});
export type MappingMetadataV1 = v.InferOutput<typeof MappingMetadataV1Schema>;
