import { type XmlNode, xmlNodes } from '@lifesci/core';
import type { RcvRecord } from '../types/index.js';
import { distinct, toNumber } from '../values.js';
import { distinctGenes, rcvAllele } from './alleles.js';
import { classificationsOf, headline, legacyClassifications } from './classifications.js';
import { preferredName, traitSetConditions } from './conditions.js';
import { originsOf, submission } from './submissions.js';

const { all, allAt, attr, childText, one } = xmlNodes;

/** One `<ClinVarSet>` (RCV XML, current `Classifications` and older `ClinicalSignificance` layouts) → RcvRecord. */
export function toRcvRecord(set: XmlNode): RcvRecord {
  const ref = one(set, 'ReferenceClinVarAssertion');
  const acc = one(ref, 'ClinVarAccession');
  const current = one(ref, 'Classifications');
  const classifications = current
    ? classificationsOf(current)
    : legacyClassifications(one(ref, 'ClinicalSignificance'));
  // A genotype is a GenotypeSet of MeasureSets; a simple variant or haplotype one MeasureSet.
  const genotype = one(ref, 'GenotypeSet');
  const measureSet = one(ref, 'MeasureSet');
  const variationSet = measureSet ?? genotype;
  const measures = [...allAt(ref, 'MeasureSet', 'Measure'), ...allAt(genotype, 'MeasureSet', 'Measure')];
  const alleles = measures.map(rcvAllele);
  const submissions = all(set, 'ClinVarAssertion').map(submission);
  const top = headline(classifications);
  const assertion = one(ref, 'Assertion');
  return {
    kind: 'rcv',
    accession: attr(acc, 'Acc') ?? attr(acc, 'Accession') ?? '',
    version: toNumber(attr(acc, 'Version')),
    variationId: attr(variationSet, 'ID'),
    variationAccession: attr(variationSet, 'Acc'),
    title: childText(set, 'Title'),
    recordStatus: childText(set, 'RecordStatus') ?? childText(ref, 'RecordStatus'),
    dateCreated: attr(ref, 'DateCreated') ?? attr(acc, 'DateCreated'),
    dateLastUpdated: attr(ref, 'DateLastUpdated') ?? attr(acc, 'DateUpdated'),
    classifications,
    classification: top?.description || undefined,
    reviewStatus: top?.reviewStatus,
    variationType: attr(variationSet, 'Type'),
    name: preferredName(variationSet) ?? alleles[0]?.name,
    alleles,
    genes: distinctGenes(alleles),
    conditions: traitSetConditions(ref),
    assertion: attr(assertion, 'Type') ?? childText(ref, 'Assertion'),
    alleleOrigins: distinct([...originsOf(ref), ...submissions.flatMap((s) => s.alleleOrigins)]),
    submissions,
  };
}
