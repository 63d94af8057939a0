/** ClinVar's own vocabulary: classification, review status and consequence strings as it spells them. */
import orgs from './clinvar-submitters.json' with { type: 'json' };

export const GERMLINE = {
  pathogenic: 'Pathogenic',
  likelyPathogenic: 'Likely pathogenic',
  pathogenicLikely: 'Pathogenic/Likely pathogenic',
  vus: 'Uncertain significance',
  likelyBenign: 'Likely benign',
  benign: 'Benign',
  benignLikely: 'Benign/Likely benign',
  conflicting: 'Conflicting classifications of pathogenicity',
  drugResponse: 'drug response',
  riskFactor: 'risk factor',
  notProvided: 'not provided',
} as const;

export type GermlineDescription = (typeof GERMLINE)[keyof typeof GERMLINE];

export const REVIEW = {
  single: 'criteria provided, single submitter',
  multiple: 'criteria provided, multiple submitters, no conflicts',
  conflicting: 'criteria provided, conflicting classifications',
  expert: 'reviewed by expert panel',
  guideline: 'practice guideline',
  noCriteria: 'no assertion criteria provided',
  noClassification: 'no classification provided',
} as const;

export type ReviewStatus = (typeof REVIEW)[keyof typeof REVIEW];

export const ONCOGENICITY = [
  'Oncogenic',
  'Likely oncogenic',
  'Uncertain significance',
  'Likely benign',
  'Benign',
] as const;

export const CLINICAL_IMPACT_TIERS = [
  'Tier I - Strong',
  'Tier II - Potential',
  'Tier III - Unknown',
  'Tier IV - Benign/Likely benign',
] as const;

export const CLINICAL_IMPACT_KINDS = {
  therapeutic: ['sensitivity/response', 'resistance', 'reduced sensitivity'],
  diagnostic: ['supports diagnosis', 'excludes diagnosis'],
  prognostic: ['better outcome', 'poor outcome'],
} as const;

export type ImpactType = keyof typeof CLINICAL_IMPACT_KINDS;

export const VARIANT_TYPES = [
  'single nucleotide variant',
  'Deletion',
  'Duplication',
  'Insertion',
  'Indel',
  'Microsatellite',
] as const;

export type VariantType = (typeof VARIANT_TYPES)[number];

export const CONSEQUENCES = {
  missense: { name: 'missense variant', so: 'SO:0001583' },
  synonymous: { name: 'synonymous variant', so: 'SO:0001819' },
  nonsense: { name: 'nonsense', so: 'SO:0001587' },
  spliceDonor: { name: 'splice donor variant', so: 'SO:0001575' },
  spliceAcceptor: { name: 'splice acceptor variant', so: 'SO:0001574' },
  intron: { name: 'intron variant', so: 'SO:0001627' },
  utr5: { name: '5 prime UTR variant', so: 'SO:0001623' },
  utr3: { name: '3 prime UTR variant', so: 'SO:0001624' },
  upstream2kb: { name: '2KB upstream variant', so: 'SO:0001636' },
  frameshift: { name: 'frameshift variant', so: 'SO:0001589' },
  inframeDeletion: { name: 'inframe_deletion', so: 'SO:0001822' },
  inframeInsertion: { name: 'inframe_insertion', so: 'SO:0001821' },
} as const;

export type Consequence = (typeof CONSEQUENCES)[keyof typeof CONSEQUENCES];

/** Submitting organisations as they appear on ClinVar SCVs (clinvar-submitters.json). */
export const SUBMITTERS = orgs.submitters as unknown as ReadonlyArray<readonly [string, number, string]>;
export const EXPERT_PANELS = orgs.expertPanels as unknown as ReadonlyArray<readonly [string, number]>;
export const SOMATIC_SUBMITTERS = orgs.somaticSubmitters as unknown as ReadonlyArray<
  readonly [string, number]
>;
