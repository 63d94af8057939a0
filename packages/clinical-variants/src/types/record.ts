import type { AlleleOrigin, Condition, XRef } from './common.js';

// Full records: EFetch rettype vcv (VariationArchive XML, current and older layouts) and
// rettype rcv (ClinVarSet XML), typed.

export interface Citation {
  /** 'PubMed', 'BookShelf', 'DOI', 'pmc' ... */
  source: string;
  id: string;
}

/** A location of an allele (or a gene) on one sequence. */
export interface SequenceLocation {
  assembly: string;
  /** 'current' | 'previous'. */
  assemblyStatus?: string | undefined;
  assemblyAccession?: string | undefined;
  chromosome?: string | undefined;
  /** RefSeq accession of the sequence ('NC_000016.10'). */
  accession?: string | undefined;
  start?: number | undefined;
  stop?: number | undefined;
  innerStart?: number | undefined;
  innerStop?: number | undefined;
  outerStart?: number | undefined;
  outerStop?: number | undefined;
  displayStart?: number | undefined;
  displayStop?: number | undefined;
  strand?: string | undefined;
  variantLength?: number | undefined;
  referenceAllele?: string | undefined;
  alternateAllele?: string | undefined;
  positionVcf?: number | undefined;
  referenceAlleleVcf?: string | undefined;
  alternateAlleleVcf?: string | undefined;
  forDisplay?: boolean | undefined;
}

/** ClinGen's dosage-sensitivity curation of a gene, as a VCV record quotes it. */
export interface DosageSensitivity {
  /** 'Sufficient evidence for dosage pathogenicity', 'No evidence available' ... */
  description: string;
  lastEvaluated?: string | undefined;
  /** The ClinGen page of the curation. */
  clinGenUrl?: string | undefined;
}

/** A free-text comment of a submission; `on` says which part of it the submitter commented. */
export interface SubmissionComment {
  text: string;
  /** 'public', 'ConvertedByNCBI' ... */
  type?: string | undefined;
  on: 'submission' | 'classification' | 'observation';
}

export interface RecordGene {
  symbol: string;
  geneId?: string | undefined;
  fullName?: string | undefined;
  hgncId?: string | undefined;
  relationshipType?: string | undefined;
  source?: string | undefined;
  omim?: string[] | undefined;
  cytogeneticLocation?: string | undefined;
  locations: SequenceLocation[];
  /** ClinGen haploinsufficiency (VCV records). */
  haploinsufficiency?: DosageSensitivity | undefined;
  /** ClinGen triplosensitivity (VCV records). */
  triplosensitivity?: DosageSensitivity | undefined;
  /** Gene properties ClinVar lists, such as 'gene_acmg_incidental_2013' (VCV records). */
  properties?: string[] | undefined;
}

export interface HgvsExpression {
  /** 'coding', 'genomic', 'genomic, top-level', 'protein', 'non-coding' ... */
  type: string;
  assembly?: string | undefined;
  nucleotide?: string | undefined;
  protein?: string | undefined;
  maneSelect?: boolean | undefined;
  molecularConsequences: string[];
}

/** One simple allele: the unit a haplotype or genotype is made of. */
export interface Allele {
  alleleId?: string | undefined;
  variationId?: string | undefined;
  name?: string | undefined;
  variantType?: string | undefined;
  canonicalSpdi?: string | undefined;
  cytogeneticLocation?: string | undefined;
  proteinChanges: string[];
  genes: RecordGene[];
  locations: SequenceLocation[];
  grch37?: SequenceLocation | undefined;
  grch38?: SequenceLocation | undefined;
  hgvs: HgvsExpression[];
  xrefs: XRef[];
  /** dbSNP ids as 'rs28934872'. */
  rsIds: string[];
  /** Classifications of this allele on its own (alleles inside a haplotype carry them). */
  classifications?: RecordClassifications | undefined;
}

/** An aggregate classification of a VCV or RCV record. */
export interface RecordClassification {
  /** 'Pathogenic', 'Tier II - Potential', 'Oncogenic', 'evidence_only' ... */
  description: string;
  reviewStatus?: string | undefined;
  dateLastEvaluated?: string | undefined;
  dateCreated?: string | undefined;
  mostRecentSubmission?: string | undefined;
  numberOfSubmissions?: number | undefined;
  numberOfSubmitters?: number | undefined;
  /** Somatic clinical impact: one entry per assertion type (diagnostic, prognostic, therapeutic ...). */
  clinicalImpacts?: ClinicalImpact[] | undefined;
  explanation?: string | undefined;
  conditions: Condition[];
  citations: Citation[];
}

export interface ClinicalImpact {
  description: string;
  assertionType?: string | undefined;
  clinicalSignificance?: string | undefined;
  dateLastEvaluated?: string | undefined;
  submissionCount?: number | undefined;
}

/**
 * The classifications of a record, by kind. The older VCV/RCV layouts had one "clinical
 * significance"; it is reported as `germline` (which it was in all but name) and as `legacy`.
 */
export interface RecordClassifications {
  germline?: RecordClassification | undefined;
  somaticClinicalImpact?: RecordClassification | undefined;
  oncogenicity?: RecordClassification | undefined;
  /** Present when ClinVar made no aggregate classification (`NoClassification`). */
  none?: RecordClassification | undefined;
  /** The older layout's single clinical-significance block, as it was sent. */
  legacy?: RecordClassification | undefined;
}

/** A submitted (SCV) assertion. */
export interface Submission {
  accession: string;
  version?: number | undefined;
  submitterName?: string | undefined;
  orgId?: string | undefined;
  organizationCategory?: string | undefined;
  dateCreated?: string | undefined;
  dateUpdated?: string | undefined;
  submissionDate?: string | undefined;
  recordStatus?: string | undefined;
  reviewStatus?: string | undefined;
  /** The submitter's classification text ('Pathogenic', 'Tier I - Strong', 'not provided', 'evidence_only'). */
  classification?: string | undefined;
  /** Which kind the submitter classified: 'germline' | 'somaticClinicalImpact' | 'oncogenicity' | 'none' | 'legacy'. */
  classificationKind?: string | undefined;
  /** Somatic clinical impact: 'diagnostic', 'prognostic', 'therapeutic: ...' (`ClinicalImpactAssertionType`). */
  clinicalImpactAssertionType?: string | undefined;
  /** Somatic clinical impact: 'poor outcome', 'supports diagnosis' ... (`ClinicalImpactClinicalSignificance`). */
  clinicalImpactClinicalSignificance?: string | undefined;
  dateLastEvaluated?: string | undefined;
  assertion?: string | undefined;
  alleleOrigins: AlleleOrigin[];
  methodTypes: string[];
  conditions: Condition[];
  citations: Citation[];
  /** The submitter's comments on the submission, its classification and its observations, in document order. */
  comments: SubmissionComment[];
}

/** An RCV (variant + condition) summary as listed inside a VCV record. */
export interface RcvReference {
  accession: string;
  version?: number | undefined;
  title?: string | undefined;
  traitSetId?: string | undefined;
  conditions: Condition[];
  classifications: RecordClassifications;
}

/** A full VCV record (efetch `rettype=vcv`), current (`ClassifiedRecord`) or older (`InterpretedRecord`) layout. */
/** A haplotype of a VCV record: its alleles are in `alleles`; its own HGVS (`NM_172107.4:c.[875T>C;877C>T]`) here. */
export interface Haplotype {
  variationId?: string | undefined;
  name?: string | undefined;
  alleleCount: number;
  /** The haplotype's own `<HGVSlist>` (not its alleles'). */
  hgvs: HgvsExpression[];
}

export interface VcvRecord {
  kind: 'vcv';
  /** Which XML layout the record came in. */
  layout: 'classified' | 'interpreted' | 'included';
  accession: string;
  version?: number | undefined;
  variationId: string;
  name?: string | undefined;
  /** 'single nucleotide variant', 'Haplotype', 'Genotype', 'Deletion' ... */
  variationType?: string | undefined;
  recordType?: string | undefined;
  recordStatus?: string | undefined;
  species?: string | undefined;
  dateCreated?: string | undefined;
  dateLastUpdated?: string | undefined;
  mostRecentSubmission?: string | undefined;
  numberOfSubmissions?: number | undefined;
  numberOfSubmitters?: number | undefined;
  classifications: RecordClassifications;
  /** Germline (or older clinical-significance) description, for the common one-line answer. */
  classification?: string | undefined;
  reviewStatus?: string | undefined;
  /** The alleles: one for a simple allele, several for a haplotype or genotype. */
  alleles: Allele[];
  /** Set when the variation is a haplotype (or the haplotypes of a genotype). */
  haplotypes: Haplotype[];
  /** Distinct genes over all alleles. */
  genes: RecordGene[];
  /** Distinct conditions over the aggregate classifications. */
  conditions: Condition[];
  rcvs: RcvReference[];
  submissions: Submission[];
  /** Distinct allele origins over all submissions. */
  alleleOrigins: AlleleOrigin[];
}

/** A full RCV record (efetch `rettype=rcv`, ClinVarSet XML). */
export interface RcvRecord {
  kind: 'rcv';
  accession: string;
  version?: number | undefined;
  /** The VCV variation id of the record's variant (MeasureSet ID). */
  variationId?: string | undefined;
  /** The variant's VCV accession (MeasureSet Acc). */
  variationAccession?: string | undefined;
  title?: string | undefined;
  recordStatus?: string | undefined;
  dateCreated?: string | undefined;
  dateLastUpdated?: string | undefined;
  classifications: RecordClassifications;
  classification?: string | undefined;
  reviewStatus?: string | undefined;
  /** 'Variant', 'Haplotype', 'Genotype' ... */
  variationType?: string | undefined;
  name?: string | undefined;
  alleles: Allele[];
  genes: RecordGene[];
  conditions: Condition[];
  assertion?: string | undefined;
  alleleOrigins: AlleleOrigin[];
  submissions: Submission[];
}

export type ClinVarRecord = VcvRecord | RcvRecord;
