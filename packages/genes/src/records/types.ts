/**
 * A full Gene record (efetch db=gene, Entrezgene XML), reduced to what users read. Coordinates
 * are NCBI's own: 0-based `from`/`to`, both inclusive, as in the ASN.1 the XML comes from.
 */
export interface GeneRecord {
  geneId: string;
  /** 'live', 'secondary' (merged into `currentIds`) or 'discontinued'. */
  status: string;
  /** Gene ids that replace a secondary record. */
  currentIds: string[];
  /** 'YYYY-MM-DD' (or NCBI's free-text date) of creation and last update. */
  created?: string;
  updated?: string;
  /** 'protein-coding', 'ncRNA', 'pseudo', ... */
  type: string;
  organism: GeneOrganism;
  /** From the record's source, e.g. '8'. */
  chromosome?: string;
  /** Cytogenetic location, e.g. '8p21'. */
  mapLocation?: string;
  nomenclature: GeneNomenclature;
  /** Names of the protein product (`otherdesignations` in the summary). */
  otherDesignations: string[];
  summary?: string;
  /** 'REVIEWED', 'VALIDATED', 'PROVISIONAL', ... */
  refSeqStatus?: string;
  /** Where the gene sits on each annotated genomic sequence (assemblies, RefSeqGene). */
  locations: GeneLocation[];
  /** RefSeq transcripts (NM_, NR_, XM_, XR_ ...), each once. */
  transcripts: GeneTranscript[];
  /** RefSeq proteins (NP_, XP_, YP_ ...), each once. */
  proteins: GeneProtein[];
  /** Gene Ontology annotations. */
  ontology: GoAnnotation[];
  /** Identifiers of this gene in other databases (HGNC, MIM, Ensembl, ...), each once. */
  crossReferences: CrossReference[];
  pathways: GenePathway[];
  phenotypes: GenePhenotype[];
  /** Interactions with other genes' products (the record's "Interactions" comment: BioGRID, HPRD ...). */
  interactions: GeneInteraction[];
  /**
   * PubMed ids cited anywhere in the record, each once: bibliography, GeneRIFs, GO evidence,
   * phenotypes and interactions.
   */
  publications: string[];
  geneRifs: GeneRif[];
}

export interface GeneOrganism {
  scientificName: string;
  commonName?: string;
  taxId?: number;
  lineage?: string;
}

export interface GeneNomenclature {
  /** The symbol the record uses (`Gene-ref_locus`). */
  symbol: string;
  /** Official full name, or the record's description when no authority named it. */
  name?: string;
  /** 'official' or 'interim' when a nomenclature authority assigned the symbol. */
  status?: string;
  /** e.g. 'HGNC' or 'HUGO Gene Nomenclature Committee'. */
  authority?: string;
  /** e.g. 'HGNC:7739'. */
  authorityId?: string;
  synonyms: string[];
  locusTag?: string;
}

export interface GeneLocation {
  /** e.g. 'Reference GRCh38.p14 Primary Assembly', 'Reference assembly'. */
  assembly?: string;
  /** e.g. 'chromosome 8 reference GRCh37.p9 Primary Assembly', 'RefSeqGene'. */
  label?: string;
  accession: string;
  version?: number;
  /** `accession.version` when the version is known. */
  accessionVersion: string;
  from: number;
  to: number;
  strand?: string;
}

export interface GeneTranscript {
  accession: string;
  version?: number;
  accessionVersion: string;
  /** 'mRNA', 'ncRNA', 'rRNA', ... */
  type: string;
  /** e.g. 'transcript variant 1' when the record names it. */
  name?: string;
  /** The RefSeq protein it encodes. */
  proteinAccessionVersion?: string;
  /** Number of exons on the first genomic sequence that places it. */
  exonCount?: number;
}

export interface GeneProtein {
  accession: string;
  version?: number;
  accessionVersion: string;
  name?: string;
  /** The RefSeq transcript that encodes it. */
  transcriptAccessionVersion?: string;
}

export interface GoAnnotation {
  category: 'function' | 'process' | 'component';
  /** 'GO:0042802'. */
  goId: string;
  term: string;
  /** Evidence code, e.g. 'IDA'. */
  evidence?: string;
  /** e.g. 'colocalizes_with', 'NOT'. */
  qualifier?: string;
  pmids: string[];
}

export interface CrossReference {
  db: string;
  id: string;
}

export interface GenePathway {
  name: string;
  db?: string;
  id?: string;
  url?: string;
}

export interface GenePhenotype {
  name: string;
  /** OMIM id of the phenotype, when the record links one. */
  mimId?: string;
  /** PubMed ids cited for the phenotype (GeneReviews, OMIM ...). */
  pmids: string[];
}

/** One interaction of the gene's product with another, as the record lists it. */
export interface GeneInteraction {
  /** How it was found, e.g. 'Affinity Capture-MS' (BioGRID writes it; HPRD entries have none). */
  description?: string;
  /** The database that reported it ('BioGRID', 'HPRD' ...) and its id there. */
  source?: CrossReference;
  /** The other gene, when the record names it (its Gene id and symbol). */
  partner?: { geneId: string; symbol?: string };
  pmids: string[];
}

export interface GeneRif {
  text: string;
  pmids: string[];
}
