import type { Allele } from './allele.js';
import type { ClinicalAnnotation } from './clinical-annotation.js';
import type { DrugLabel } from './drug-label.js';
import type { EvidenceLevel } from './enums.js';
import type { GeneDrugPair } from './gene-drug-pair.js';
import type { Guideline } from './guideline.js';

/**
 * One part of a briefing: its value, or the error that part met. A part failing never fails the
 * briefing; check `error` before reading `value`.
 */
export type BriefingPart<T> = { value: T; error?: undefined } | { value?: undefined; error: Error };

/**
 * Clinical annotations grouped by evidence level; every level is present (empty when none). Walk
 * them strongest first with `EVIDENCE_LEVELS`: JavaScript lists the integer-like keys '3' and '4'
 * before the others.
 */
export type AnnotationsByLevel = Record<EvidenceLevel, ClinicalAnnotation[]>;

/** What a pharmacogenomics engineer asks first about a gene and a drug, in one call. */
export interface Briefing {
  gene: string;
  drug: string;
  /** The gene-drug pair, or `null` when the service has no such pair. */
  pair: BriefingPart<GeneDrugPair | null>;
  /** Guidelines naming both, each with its recommendations. */
  guidelines: BriefingPart<Guideline[]>;
  clinicalAnnotations: BriefingPart<AnnotationsByLevel>;
  drugLabels: BriefingPart<DrugLabel[]>;
  /** The gene's alleles, with function and activity score. */
  alleles: BriefingPart<Allele[]>;
}
