// Compact vocabularies the generated catalog draws from. Trait ids and labels are real EFO/MONDO
// terms and gene names sit on their real chromosomes, so what a user can look up elsewhere
// agrees; everything else about generated records (positions, p-values, sizes) is invented.

/** [ontology id, label] of real EFO terms the GWAS Catalog maps studies to. */
export const TRAITS: readonly (readonly [string, string])[] = [
  ['EFO_0001360', 'type II diabetes mellitus'],
  ['EFO_0000305', 'breast carcinoma'],
  ['EFO_0001060', 'celiac disease'],
  ['EFO_0000692', 'schizophrenia'],
  ['EFO_0000289', 'bipolar disorder'],
  ['EFO_0004340', 'body mass index'],
  ['EFO_0004339', 'body height'],
  ['EFO_0000270', 'asthma'],
  ['EFO_0000384', "Crohn's disease"],
  ['EFO_0000729', 'ulcerative colitis'],
  ['EFO_0000685', 'rheumatoid arthritis'],
  ['EFO_0001645', 'coronary artery disease'],
  ['EFO_0000537', 'hypertension'],
  ['EFO_0004611', 'low density lipoprotein cholesterol measurement'],
  ['EFO_0004612', 'high density lipoprotein cholesterol measurement'],
  ['EFO_0004530', 'triglyceride measurement'],
  ['EFO_0002508', "Parkinson's disease"],
  ['EFO_0000275', 'atrial fibrillation'],
  ['EFO_0003761', 'unipolar depression'],
  ['MONDO_0004975', 'Alzheimer disease'],
];

/** [gene, chromosome] of well-known GWAS genes. */
export const GENES: readonly (readonly [string, string])[] = [
  ['TCF7L2', '10'],
  ['FTO', '16'],
  ['APOE', '19'],
  ['BRCA1', '17'],
  ['BRCA2', '13'],
  ['HLA-DQA1', '6'],
  ['NOD2', '16'],
  ['IL23R', '1'],
  ['PTPN22', '1'],
  ['CDKN2A', '9'],
  ['SORT1', '1'],
  ['LDLR', '19'],
  ['PCSK9', '1'],
  ['KCNJ11', '11'],
  ['PPARG', '3'],
  ['MC4R', '18'],
  ['HMGA2', '12'],
  ['GCKR', '2'],
  ['LPL', '8'],
  ['CETP', '16'],
  ['SNCA', '4'],
  ['LRRK2', '12'],
  ['CACNA1C', '12'],
  ['ZNF804A', '2'],
  ['DRD2', '11'],
  ['TNF', '6'],
  ['IRF5', '7'],
  ['STAT4', '2'],
  ['CTLA4', '2'],
  ['IL6R', '1'],
  ['ESR1', '6'],
  ['FGFR2', '10'],
];

export const JOURNALS = [
  'Nat Genet',
  'Nature',
  'Am J Hum Genet',
  'PLoS Genet',
  'Hum Mol Genet',
  'Nat Commun',
];
export const SURNAMES = [
  'Smith',
  'Wang',
  'Garcia',
  'Kim',
  'Okafor',
  'Muller',
  'Rossi',
  'Sato',
  'Nielsen',
  'Silva',
];
export const INITIALS = ['A', 'B', 'C', 'D', 'E', 'J', 'K', 'L', 'M', 'R', 'S', 'T'];
export const ANCESTRIES = [
  'European',
  'East Asian',
  'African American or Afro-Caribbean',
  'South Asian',
  'Hispanic or Latin American',
];
export const COUNTRIES: readonly (readonly [string, string, string])[] = [
  ['Europe', 'Northern Europe', 'U.K.'],
  ['Europe', 'Western Europe', 'Germany'],
  ['Asia', 'Eastern Asia', 'Japan'],
  ['Asia', 'Eastern Asia', 'China'],
  ['Americas', 'Northern America', 'U.S.'],
  ['Europe', 'Northern Europe', 'Finland'],
];
export const MANUFACTURERS = ['Illumina', 'Affymetrix', 'Perlegen'];
export const TECHNOLOGIES = [
  'Genome-wide genotyping array',
  'Genome-wide sequencing',
  'Exome genotyping array',
];
export const FUNCTIONAL_CLASSES = [
  'intron_variant',
  'intergenic_variant',
  'missense_variant',
  'regulatory_region_variant',
  'upstream_gene_variant',
  '3_prime_UTR_variant',
  'synonymous_variant',
];
export const BASES = ['A', 'C', 'G', 'T'] as const;
export const TITLE_OPENINGS = [
  'Genome-wide association study identifies new loci for',
  'A meta-analysis of genome-wide association studies of',
  'Trans-ancestry genome-wide association study of',
  'Common variants associated with',
];

/** GRCh38 chromosome lengths (bp), to keep generated positions on the chromosome. */
export const CHROMOSOME_LENGTHS: Readonly<Record<string, number>> = {
  '1': 248956422,
  '2': 242193529,
  '3': 198295559,
  '4': 190214555,
  '5': 181538259,
  '6': 170805979,
  '7': 159345973,
  '8': 145138636,
  '9': 138394717,
  '10': 133797422,
  '11': 135086622,
  '12': 133275309,
  '13': 114364328,
  '14': 107043718,
  '15': 101991189,
  '16': 90338345,
  '17': 83257441,
  '18': 80373285,
  '19': 58617616,
  '20': 64444167,
  '21': 46709983,
  '22': 50818468,
  X: 156040895,
};
export const CHROMOSOMES = Object.keys(CHROMOSOME_LENGTHS);
