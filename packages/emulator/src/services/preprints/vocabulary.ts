/**
 * Compact vocabularies the generated preprints are drawn from. Nothing here is a fact a user
 * could check about a real paper: titles, people and numbers are combinations, not records.
 */

/** bioRxiv's subject categories as records spell them (the spec's 27 slugs with spaces). */
export const BIORXIV_CATEGORIES = [
  'animal behavior and cognition',
  'biochemistry',
  'bioengineering',
  'bioinformatics',
  'biophysics',
  'cancer biology',
  'cell biology',
  'clinical trials',
  'developmental biology',
  'ecology',
  'epidemiology',
  'evolutionary biology',
  'genetics',
  'genomics',
  'immunology',
  'microbiology',
  'molecular biology',
  'neuroscience',
  'paleontology',
  'pathology',
  'pharmacology and toxicology',
  'physiology',
  'plant biology',
  'scientific communication and education',
  'synthetic biology',
  'systems biology',
  'zoology',
] as const;

/** A few of medRxiv's own categories (medRxiv has ~50; the spec lists only bioRxiv's). */
export const MEDRXIV_CATEGORIES = [
  'epidemiology',
  'infectious diseases',
  'public and global health',
  'oncology',
  'cardiovascular medicine',
  'neurology',
  'psychiatry and clinical psychology',
  'genetic and genomic medicine',
] as const;

/** One topic word per category, used in titles, so a title reads like its category. */
export const TOPICS: Readonly<Record<string, readonly string[]>> = {
  default: ['regulation', 'dynamics', 'variation', 'signalling', 'adaptation', 'organisation'],
  neuroscience: ['synaptic plasticity', 'cortical circuits', 'neuronal excitability'],
  genomics: ['chromatin accessibility', 'structural variants', 'enhancer activity'],
  immunology: ['T cell exhaustion', 'antibody repertoires', 'innate immune sensing'],
  'cell biology': ['mitochondrial fission', 'cilia assembly', 'nuclear import'],
  ecology: ['species turnover', 'pollinator networks', 'soil microbial communities'],
  'cancer biology': ['tumour heterogeneity', 'metastatic seeding', 'drug resistance'],
  bioinformatics: ['sequence alignment', 'single-cell clustering', 'variant calling'],
  microbiology: ['biofilm formation', 'phage defence', 'quorum sensing'],
};

export const VERBS = ['shapes', 'controls', 'predicts', 'limits', 'drives', 'reveals', 'modulates'];
export const CONTEXTS = [
  'during development',
  'under thermal stress',
  'across populations',
  'in ageing tissue',
  'at single-cell resolution',
  'in natural isolates',
  'after infection',
];
export const ORGANISMS = [
  'Drosophila melanogaster',
  'Arabidopsis thaliana',
  'zebrafish',
  'mice',
  'human organoids',
  'Escherichia coli',
  'yeast',
  'Caenorhabditis elegans',
];
export const SURNAMES = [
  'Adebayo',
  'Bergstrom',
  'Chen',
  'Dubois',
  'Esposito',
  'Fischer',
  'Garcia',
  'Haddad',
  'Ivanova',
  'Jensen',
  'Kim',
  'Lopez',
  'Mbeki',
  'Nakamura',
  'Okafor',
  'Patel',
  'Quinn',
  'Rossi',
  'Singh',
  'Tanaka',
  'Uribe',
  'Varga',
  'Wang',
  'Xu',
  'Yilmaz',
  'Zhang',
  'Novak',
  'Moreau',
  'Larsen',
  'Kowalski',
];
export const GIVEN_NAMES = [
  'Ada',
  'Bruno',
  'Chiara',
  'Daniel',
  'Elif',
  'Farid',
  'Grace',
  'Hiro',
  'Ines',
  'Jonas',
  'Kemi',
  'Lena',
  'Marco',
  'Nadia',
  'Oscar',
  'Priya',
  'Rui',
  'Sofia',
  'Tomas',
  'Yara',
];
export const INSTITUTIONS = [
  'University of Cambridge',
  'Karolinska Institutet',
  'University of Tokyo',
  'Stanford University',
  'ETH Zurich',
  'University of Cape Town',
  'Institut Pasteur',
  'University of Melbourne',
  'Max Planck Institute for Biology',
  'University of São Paulo',
  'McGill University',
  'Tsinghua University',
];
export const TYPES = [
  'new results',
  'new results',
  'new results',
  'confirmatory results',
  'contradictory results',
];
export const LICENSES = ['cc_by', 'cc_by', 'cc_by_nc_nd', 'cc_no', 'cc_by_nc', 'cc0', 'cc_by_nd'];
export const JOURNALS = [
  'eLife',
  'PLOS Biology',
  'Nature Communications',
  'Cell Reports',
  'Genome Research',
  'Molecular Biology of the Cell',
  'Current Biology',
  'Nucleic Acids Research',
];
