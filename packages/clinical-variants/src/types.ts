/**
 * Public result types. Summaries come from ESummary (version 2.0 JSON); records from EFetch
 * (`rettype` vcv: VariationArchive XML, current and older layouts; `rettype` rcv: ClinVarSet XML).
 * Optional fields are absent (undefined) when ClinVar sent nothing or an empty value.
 */

/** A cross-reference to another database, e.g. `{ db: 'MedGen', id: 'C0041341' }`. */
export interface XRef {
  db: string;
  id: string;
  type?: string | undefined;
}

/** A condition (ClinVar trait / trait set member). */
export interface Condition {
  /** Preferred name ('Tuberous sclerosis 2', 'not provided'). */
  name: string;
  /** Trait type when given ('Disease', 'Finding', 'DrugResponse' ...). */
  type?: string | undefined;
  /** ClinVar's trait id (records only). */
  traitId?: string | undefined;
  /** Trait-set id (records only): the condition group the classification is for. */
  traitSetId?: string | undefined;
  /** Other names and symbols (records only). */
  alternateNames?: string[] | undefined;
  xrefs: XRef[];
}

/** Lower-case allele origin as ClinVar words it ('germline', 'somatic', 'de novo', 'maternal' ...). */
export type AlleleOrigin = string;

// ------------------------------------------------------------------------------- summaries

/** One classification block of a summary (germline, clinical impact, oncogenicity or the older clinical significance). */
export interface SummaryClassification {
  /** 'Pathogenic', 'Conflicting classifications of pathogenicity', 'Tier I - Strong' ... */
  description: string;
  reviewStatus?: string | undefined;
  /** ISO date (YYYY-MM-DD); absent when ClinVar sent its empty date ('1/01/01 00:00'). */
  lastEvaluated?: string | undefined;
  conditions: Condition[];
  fdaRecognizedDatabase?: string | undefined;
}

/** A genomic location of a summary's variation on one assembly. */
export interface SummaryLocation {
  /** 'GRCh38', 'GRCh37' (or another assembly name ClinVar reports). */
  assembly: string;
  /** 'current' | 'previous' as ClinVar reports it. */
  status?: string | undefined;
  chromosome?: string | undefined;
  band?: string | undefined;
  start?: number | undefined;
  stop?: number | undefined;
  innerStart?: number | undefined;
  innerStop?: number | undefined;
  outerStart?: number | undefined;
  outerStop?: number | undefined;
  displayStart?: number | undefined;
  displayStop?: number | undefined;
  assemblyAccession?: string | undefined;
  ref?: string | undefined;
  alt?: string | undefined;
}

export interface SummaryVariation {
  measureId?: string | undefined;
  name?: string | undefined;
  cdnaChange?: string | undefined;
  variantType?: string | undefined;
  canonicalSpdi?: string | undefined;
  aliases: string[];
  xrefs: XRef[];
  locations: SummaryLocation[];
}

export interface SummaryGene {
  symbol: string;
  geneId?: string | undefined;
  strand?: string | undefined;
  source?: string | undefined;
}

/** A typed ClinVar document summary (ESummary version 2.0). */
export interface ClinVarSummary {
  /** Entrez uid: the ClinVar Variation ID. */
  uid: string;
  /** 'VCV000012397' (or an RCV accession). */
  accession: string;
  accessionVersion?: string | undefined;
  /** Which kind of ClinVar record the accession names. */
  accessionKind: 'VCV' | 'RCV';
  title: string;
  /** 'single nucleotide variant', 'Deletion', 'Haplotype' ... */
  variantType?: string | undefined;
  /** The current germline classification (`germline_classification`). */
  germlineClassification?: SummaryClassification | undefined;
  /** Somatic clinical impact (`clinical_impact_classification`). */
  clinicalImpactClassification?: SummaryClassification | undefined;
  /** Somatic oncogenicity (`oncogenicity_classification`). */
  oncogenicityClassification?: SummaryClassification | undefined;
  /** The older single `clinical_significance` block, still sent for some records and mirrors. */
  clinicalSignificance?: SummaryClassification | undefined;
  /** Germline description, else the older clinical significance: the one-word answer most callers want. */
  classification?: string | undefined;
  /** Review status of the same block as `classification`. */
  reviewStatus?: string | undefined;
  genes: SummaryGene[];
  variations: SummaryVariation[];
  /** Every location of every variation, flattened. */
  locations: SummaryLocation[];
  grch37?: SummaryLocation | undefined;
  grch38?: SummaryLocation | undefined;
  /** Conditions of the record (`trait_set`), else those of its classifications. */
  conditions: Condition[];
  /** See README Decisions: reported when the summary carries it, else implied by the classification kinds. */
  alleleOrigins: AlleleOrigin[];
  proteinChange?: string | undefined;
  molecularConsequences: string[];
  supportingSubmissions: { scv: string[]; rcv: string[] };
  recordStatus?: string | undefined;
}

// --------------------------------------------------------------------------------- records

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
  dateLastEvaluated?: string | undefined;
  assertion?: string | undefined;
  alleleOrigins: AlleleOrigin[];
  methodTypes: string[];
  conditions: Condition[];
  citations: Citation[];
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
  haplotypes: { variationId?: string | undefined; name?: string | undefined; alleleCount: number }[];
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
