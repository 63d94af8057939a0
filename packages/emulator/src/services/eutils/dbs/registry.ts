/** Every database EInfo lists (einfo1.xml); only gene and clinvar carry emulated records. */
export const ENTREZ_DBS = [
  'pubmed',
  'protein',
  'nuccore',
  'ipg',
  'nucleotide',
  'structure',
  'genome',
  'annotinfo',
  'assembly',
  'bioproject',
  'biosample',
  'blastdbinfo',
  'books',
  'cdd',
  'clinvar',
  'gap',
  'gapplus',
  'grasp',
  'dbvar',
  'gene',
  'gds',
  'geoprofiles',
  'medgen',
  'mesh',
  'nlmcatalog',
  'omim',
  'orgtrack',
  'pmc',
  'proteinclusters',
  'pcassay',
  'protfam',
  'pccompound',
  'pcsubstance',
  'seqannot',
  'snp',
  'sra',
  'taxonomy',
  'biocollections',
  'gtr',
] as const;

export type EmulatedDb = 'gene' | 'clinvar';

export const isEntrezDb = (db: string): boolean => (ENTREZ_DBS as readonly string[]).includes(db);
export const isEmulatedDb = (db: string): db is EmulatedDb => db === 'gene' || db === 'clinvar';

export interface LinkInfo {
  name: string;
  menu: string;
  description: string;
  dbTo: string;
}

export const DB_INFO: Record<
  EmulatedDb,
  { menuName: string; description: string; build: string; lastUpdate: string; links: readonly LinkInfo[] }
> = {
  gene: {
    menuName: 'Gene',
    description: 'Gene database',
    build: 'Build251118-2300.1',
    lastUpdate: '2025/11/19 06:12',
    links: [
      {
        name: 'gene_clinvar',
        menu: 'ClinVar',
        description: 'Variants in ClinVar for this gene',
        dbTo: 'clinvar',
      },
      {
        name: 'gene_gene_neighbors',
        menu: 'Neighboring genes',
        description: 'Genes in the same chromosome region',
        dbTo: 'gene',
      },
      {
        name: 'gene_medgen',
        menu: 'MedGen',
        description: 'Conditions associated with this gene',
        dbTo: 'medgen',
      },
      {
        name: 'gene_nuccore',
        menu: 'Nucleotide',
        description: 'Nucleotide sequences of this gene',
        dbTo: 'nuccore',
      },
      {
        name: 'gene_nuccore_refseqrna',
        menu: 'RefSeq RNAs',
        description: 'RefSeq transcripts of this gene',
        dbTo: 'nuccore',
      },
      {
        name: 'gene_protein',
        menu: 'Protein',
        description: 'Proteins encoded by this gene',
        dbTo: 'protein',
      },
      {
        name: 'gene_protein_refseq',
        menu: 'RefSeq Proteins',
        description: 'RefSeq proteins encoded by this gene',
        dbTo: 'protein',
      },
      {
        name: 'gene_pubmed',
        menu: 'PubMed',
        description: 'Publications cited by this gene record',
        dbTo: 'pubmed',
      },
      {
        name: 'gene_pubmed_rif',
        menu: 'PubMed (GeneRIF)',
        description: 'Publications of the GeneRIFs of this gene',
        dbTo: 'pubmed',
      },
      { name: 'gene_snp', menu: 'SNP', description: 'dbSNP variants in ClinVar for this gene', dbTo: 'snp' },
    ],
  },
  clinvar: {
    menuName: 'ClinVar',
    description: 'ClinVar Database',
    build: 'Build251124-0940.1',
    lastUpdate: '2025/11/24 09:40',
    links: [
      { name: 'clinvar_gene', menu: 'Gene', description: 'Genes the variant is in', dbTo: 'gene' },
      {
        name: 'clinvar_medgen',
        menu: 'MedGen',
        description: 'Conditions the variant was classified for',
        dbTo: 'medgen',
      },
      {
        name: 'clinvar_pubmed',
        menu: 'PubMed',
        description: 'Publications cited by the record',
        dbTo: 'pubmed',
      },
      { name: 'clinvar_snp', menu: 'SNP', description: 'dbSNP record of the variant', dbTo: 'snp' },
    ],
  },
};
