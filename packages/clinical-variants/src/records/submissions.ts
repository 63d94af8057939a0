import { type XmlNode, xmlNodes } from '@lifesci/core';
import type { AlleleOrigin, Submission, SubmissionComment } from '../types/index.js';
import { distinct, toNumber } from '../values.js';
import { CLASSIFICATION_ELEMENTS, type ClassificationKind } from './classifications.js';
import { citationsOf, traitSetConditions } from './conditions.js';

const { all, allAt, attr, childText, one, text } = xmlNodes;

/** ObservedIn elements: inside `<ObservedInList>` (VCV) or direct children (RCV). */
export function observations(node: XmlNode | undefined): XmlNode[] {
  return [...allAt(node, 'ObservedInList', 'ObservedIn'), ...all(node, 'ObservedIn')];
}

/** Lower-cased `<Sample><Origin>` values of observations. */
export function originsOf(node: XmlNode | undefined): AlleleOrigin[] {
  return distinct(observations(node).map((o) => childText(one(o, 'Sample'), 'Origin')?.toLowerCase()));
}

function commentsOf(node: XmlNode | undefined, on: SubmissionComment['on']): SubmissionComment[] {
  return all(node, 'Comment').flatMap((c) => {
    const body = text(c);
    return body ? [{ text: body, type: attr(c, 'Type'), on }] : [];
  });
}

/**
 * Comments of a submission: on the assertion itself, on its classification (current
 * `<Classification>`, older `<Interpretation>` / `<ClinicalSignificance>`) and on each
 * observation (VCV `<ObservedData>`, RCV `<ObservedIn>`).
 */
function submissionComments(assertion: XmlNode): SubmissionComment[] {
  const classification =
    one(assertion, 'Classification') ??
    one(assertion, 'Interpretation') ??
    one(assertion, 'ClinicalSignificance');
  const observed = observations(assertion);
  return [
    ...commentsOf(assertion, 'submission'),
    ...commentsOf(classification, 'classification'),
    ...observed.flatMap((o) => [
      ...commentsOf(o, 'observation'),
      ...all(o, 'ObservedData').flatMap((d) => commentsOf(d, 'observation')),
    ]),
  ];
}

/**
 * The submitter's own classification. Current layout: `<Classification>` holding a
 * GermlineClassification / SomaticClinicalImpact / OncogenicityClassification / NoClassification
 * text element; older layouts: `<Interpretation><Description>` (VCV 1.x) or
 * `<ClinicalSignificance><Description>` (RCV 1.x) with the review status beside or inside.
 */
function submitted(assertion: XmlNode) {
  const current = one(assertion, 'Classification');
  if (current) {
    for (const [kind, element] of Object.entries(CLASSIFICATION_ELEMENTS)) {
      const el = one(current, element);
      if (!el) continue;
      return {
        classification: text(el),
        classificationKind: kind as ClassificationKind,
        // Somatic clinical impact says what kind of assertion and what it means for it.
        clinicalImpactAssertionType: attr(el, 'ClinicalImpactAssertionType'),
        clinicalImpactClinicalSignificance: attr(el, 'ClinicalImpactClinicalSignificance'),
        reviewStatus: childText(current, 'ReviewStatus'),
        dateLastEvaluated: attr(current, 'DateLastEvaluated'),
        citations: citationsOf(current),
      };
    }
  }
  const legacy = one(assertion, 'Interpretation') ?? one(assertion, 'ClinicalSignificance');
  return {
    classification: childText(legacy, 'Description'),
    classificationKind: legacy ? ('legacy' as const) : undefined,
    reviewStatus: childText(legacy, 'ReviewStatus') ?? childText(assertion, 'ReviewStatus'),
    dateLastEvaluated: attr(legacy, 'DateLastEvaluated'),
    citations: citationsOf(legacy),
  };
}

/** A VCV `<ClinicalAssertion>` or an RCV `<ClinVarAssertion>` (SCV). */
export function submission(assertion: XmlNode): Submission {
  const acc = one(assertion, 'ClinVarAccession');
  const id = one(assertion, 'ClinVarSubmissionID');
  const s = submitted(assertion);
  const assertionEl = one(assertion, 'Assertion');
  return {
    accession: attr(acc, 'Accession') ?? attr(acc, 'Acc') ?? '',
    version: toNumber(attr(acc, 'Version')),
    submitterName: attr(acc, 'SubmitterName') ?? attr(id, 'submitter'),
    orgId: attr(acc, 'OrgID'),
    organizationCategory: attr(acc, 'OrganizationCategory'),
    dateCreated: attr(acc, 'DateCreated') ?? attr(assertion, 'DateCreated'),
    dateUpdated: attr(acc, 'DateUpdated') ?? attr(assertion, 'DateLastUpdated'),
    submissionDate: attr(assertion, 'SubmissionDate') ?? attr(id, 'submitterDate'),
    recordStatus: childText(assertion, 'RecordStatus'),
    reviewStatus: s.reviewStatus,
    classification: s.classification,
    classificationKind: s.classificationKind,
    clinicalImpactAssertionType:
      'clinicalImpactAssertionType' in s ? s.clinicalImpactAssertionType : undefined,
    clinicalImpactClinicalSignificance:
      'clinicalImpactClinicalSignificance' in s ? s.clinicalImpactClinicalSignificance : undefined,
    dateLastEvaluated: s.dateLastEvaluated,
    // VCV writes the assertion as text, RCV as a Type attribute.
    assertion: text(assertionEl) ?? attr(assertionEl, 'Type'),
    alleleOrigins: originsOf(assertion),
    methodTypes: distinct(
      observations(assertion).flatMap((o) => all(one(o, 'Method'), 'MethodType').map(text)),
    ),
    conditions: traitSetConditions(assertion),
    citations: s.citations,
    comments: submissionComments(assertion),
  };
}
