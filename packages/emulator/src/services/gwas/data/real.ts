import type { Association, Gene, Publication, Study, Trait, Variant } from './model.js';

// The few real records users look up, with the values of the recorded responses in
// fixtures/real/gwas-catalog (study GCST000854, association 15608, variant rs7329174).
// Links between them that the recordings do not show (which study association 15608 belongs
// to) are the emulator's choice; see the module README.

export const REAL_TRAITS: Trait[] = [{ efoId: 'EFO_0007623', label: 'suicidal behaviour' }];

export const REAL_GENES: Omit<Gene, 'id'>[] = [
  { name: 'TPTE2P5', chromosome: '13', entrezId: '100616668', ensemblId: 'ENSG00000168852' },
  { name: 'WBP4', chromosome: '13', entrezId: '11193', ensemblId: 'ENSG00000120688' },
];

export const REAL_PUBLICATION: Omit<Publication, 'id'> = {
  pubmedId: '21041247',
  date: '2010-11-01',
  journal: 'Am J Psychiatry',
  title: 'Genome-wide association study of suicide attempts in mood disorder patients.',
  author: 'Perlis RH',
};

export const REAL_STUDY: Omit<Study, 'id'> = {
  accession: 'GCST000854',
  pubmedId: '21041247',
  diseaseTrait: 'Suicide risk',
  efoIds: ['EFO_0007623'],
  initialSampleSize:
    '3,117 European ancestry Bipolar disorder cases, 1,273 European ancestry Major depressive disorder cases',
  replicationSampleSize:
    '2,698 European ancestry Bipolar disorder cases, 1,649 Major depressive disorder cases',
  ancestries: [
    { type: 'initial', n: 4390, group: 'European', country: ['Europe', 'Northern Europe', 'U.K.'] },
    { type: 'replication', n: 2698, group: 'European', country: ['Europe', 'Western Europe', 'Germany'] },
    { type: 'replication', n: 1649, group: 'NR' },
  ],
  snpCount: 1922309,
  imputed: true,
  fullPvalueSet: false,
  manufacturer: 'Affymetrix',
  technology: 'Genome-wide genotyping array',
};

export const REAL_VARIANTS: Variant[] = [
  {
    rsId: 'rs7329174',
    chromosome: '13',
    position: 40983974,
    region: '13q14.11',
    functionalClass: 'intron_variant',
    lastUpdateDate: '2023-02-09T00:23:53.495+0000',
    contexts: [
      {
        gene: 'TPTE2P5',
        distance: 62225,
        isUpstream: true,
        isDownstream: false,
        isIntergenic: true,
        source: 'Ensembl',
      },
      {
        gene: 'WBP4',
        distance: 77535,
        isUpstream: false,
        isDownstream: true,
        isIntergenic: true,
        source: 'Ensembl',
      },
    ],
  },
  // Association 15608's variant; its position is not in the recordings, so none is given.
  {
    rsId: 'rs1535480',
    functionalClass: 'intron_variant',
    lastUpdateDate: '2021-06-24T21:40:05.000+0000',
    contexts: [],
  },
];

export const REAL_ASSOCIATION: Association = {
  id: 15608,
  study: 'GCST000854',
  rsId: 'rs1535480',
  riskAllele: 'rs1535480-?',
  riskFrequency: 'NR',
  mantissa: 4,
  exponent: -7,
  description: '(braces)',
  orPerCopyNum: null,
  betaNum: null,
  betaUnit: null,
  betaDirection: null,
  range: null,
  standardError: null,
  efoIds: ['EFO_0007623'],
  snpType: 'novel',
  lastUpdateDate: '2021-06-24T21:40:05.000+0000',
};

/** v1 GET /metadata as recorded (fixtures/real/gwas-catalog/metadata.json). */
export const MAPPING_METADATA = {
  ensemblReleaseNumber: 109,
  genomeBuildVersion: 'GRCh38.p13',
  dbsnpVersion: 154,
  usageStartDate: '2023-02-08T20:00:02.839+0000',
};
