import { type XmlNode, xmlNodes } from '@lifesci/core';
import type { ClinicalImpact, RecordClassification, RecordClassifications } from '../types/index.js';
import { distinct, toNumber } from '../values.js';
import { citationsOf, conditionListOf } from './conditions.js';

const { all, attr, childText, one, text } = xmlNodes;

/** Element names of the classification kinds (VCV/RCV XML 2.0), keyed by our field names. */
export const CLASSIFICATION_ELEMENTS = {
  germline: 'GermlineClassification',
  somaticClinicalImpact: 'SomaticClinicalImpact',
  oncogenicity: 'OncogenicityClassification',
  none: 'NoClassification',
} as const;

export type ClassificationKind = keyof typeof CLASSIFICATION_ELEMENTS | 'legacy';

function impact(description: XmlNode): ClinicalImpact {
  return {
    description: text(description) ?? '',
    assertionType: attr(description, 'ClinicalImpactAssertionType'),
    clinicalSignificance: attr(description, 'ClinicalImpactClinicalSignificance'),
    dateLastEvaluated: attr(description, 'DateLastEvaluated'),
    submissionCount: toNumber(attr(description, 'SubmissionCount')),
  };
}

/**
 * One aggregate classification element. Record-level ones carry dates and counts as attributes
 * of the element; RCV-level ones (inside RCVClassifications) carry them on `<Description>`.
 * Somatic clinical impact has one `<Description>` per assertion type.
 */
export function aggregateClassification(el: XmlNode, reviewStatus?: string): RecordClassification {
  const descriptions = all(el, 'Description');
  const first = descriptions[0];
  const somatic = descriptions.some((d) => attr(d, 'ClinicalImpactAssertionType'));
  return {
    description: distinct(descriptions.map(text)).join('; '),
    reviewStatus: childText(el, 'ReviewStatus') ?? reviewStatus,
    dateLastEvaluated: attr(el, 'DateLastEvaluated') ?? attr(first, 'DateLastEvaluated'),
    dateCreated: attr(el, 'DateCreated'),
    mostRecentSubmission: attr(el, 'MostRecentSubmission'),
    numberOfSubmissions: toNumber(attr(el, 'NumberOfSubmissions') ?? attr(first, 'SubmissionCount')),
    numberOfSubmitters: toNumber(attr(el, 'NumberOfSubmitters')),
    clinicalImpacts: somatic ? descriptions.map(impact) : undefined,
    explanation: childText(el, 'Explanation'),
    conditions: conditionListOf(el),
    citations: citationsOf(el),
  };
}

/** A `<Classifications>` / `<RCVClassifications>` element (XML 2.0). */
export function classificationsOf(container: XmlNode | undefined): RecordClassifications {
  const out: RecordClassifications = {};
  for (const [key, element] of Object.entries(CLASSIFICATION_ELEMENTS) as [
    keyof typeof CLASSIFICATION_ELEMENTS,
    string,
  ][]) {
    const el = one(container, element);
    if (el) out[key] = aggregateClassification(el);
  }
  return out;
}

/**
 * The older layouts' single clinical significance (VCV 1.x `Interpretations/Interpretation`,
 * RCV 1.x `ClinicalSignificance`). It was the germline classification in all but name, so it is
 * reported as both `legacy` and `germline`.
 */
export function legacyClassifications(el: XmlNode | undefined, reviewStatus?: string): RecordClassifications {
  if (!el) return {};
  const legacy = aggregateClassification(el, reviewStatus);
  return { germline: legacy, legacy };
}

/** The older VCV layout: `<Interpretations><Interpretation Type="Clinical significance">`. */
export function interpretationOf(record: XmlNode): XmlNode | undefined {
  const list = all(one(record, 'Interpretations'), 'Interpretation');
  return list.find((i) => (attr(i, 'Type') ?? '').toLowerCase() === 'clinical significance') ?? list[0];
}

/** The headline: germline, else the older clinical significance, else somatic, else none. */
export function headline(c: RecordClassifications): RecordClassification | undefined {
  return c.germline ?? c.legacy ?? c.somaticClinicalImpact ?? c.oncogenicity ?? c.none;
}
