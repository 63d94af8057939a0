import type { AlleleOrigin, Condition, XRef } from './common.js';

// Summaries: ESummary db=clinvar version 2.0 (JSON), typed.

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
