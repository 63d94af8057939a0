/** ClinVar's own vocabulary: classification, review status and consequence strings as it spells them. */

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

/** Submitting organisations as they appear on ClinVar SCVs: [name, OrgID, category]. */
export const SUBMITTERS: ReadonlyArray<readonly [string, number, string]> = [
  ['Labcorp Genetics (formerly Invitae), Labcorp', 500031, 'laboratory'],
  ['GeneDx', 26957, 'laboratory'],
  ['Ambry Genetics', 61756, 'laboratory'],
  ['Color Diagnostics, LLC DBA Color Health', 505849, 'laboratory'],
  ['Quest Diagnostics Nichols Institute San Juan Capistrano', 500027, 'laboratory'],
  ['Illumina Laboratory Services, Illumina', 504895, 'laboratory'],
  ['Fulgent Genetics, Fulgent Genetics', 500105, 'laboratory'],
  ['Revvity Omics, Revvity', 506193, 'laboratory'],
  ['CeGaT Center for Human Genetics Tuebingen', 505956, 'laboratory'],
  ['Mayo Clinic Laboratories, Mayo Clinic', 500114, 'laboratory'],
  ['Eurofins Ntd Llc (ga)', 507095, 'laboratory'],
  ['Myriad Genetics, Inc.', 505261, 'laboratory'],
  ['Baylor Genetics', 1006, 'laboratory'],
  ['Broad Center for Mendelian Genomics, Broad Institute of MIT and Harvard', 506086, 'laboratory'],
  ['Genetic Services Laboratory, University of Chicago', 1238, 'laboratory'],
  ['OMIM', 3, 'resource'],
  ['GeneReviews', 500062, 'resource'],
];

export const EXPERT_PANELS: ReadonlyArray<readonly [string, number]> = [
  ['Evidence-based Network for the Interpretation of Germline Mutant Alleles (ENIGMA)', 504863],
  ['ClinGen TP53 Variant Curation Expert Panel, ClinGen', 507071],
  ['CFTR2', 500149],
  ['ClinGen InSiGHT Hereditary Colorectal Cancer/Polyposis Variant Curation Expert Panel', 500238],
  ['ClinGen Cardiomyopathy Variant Curation Expert Panel', 506768],
  ['Clinical Pharmacogenetics Implementation Consortium', 506157],
];

export const SOMATIC_SUBMITTERS: ReadonlyArray<readonly [string, number]> = [
  ['Database of Curated Mutations (DoCM)', 505871],
  ['Center for Genomic Medicine, Rigshospitalet, Copenhagen University Hospital', 506334],
  ['Molecular Pathology Laboratory, Memorial Sloan Kettering Cancer Center', 507220],
];
