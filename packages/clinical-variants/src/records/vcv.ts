import { type XmlNode, xmlNodes } from '@lifesci/core';
import type { Allele, RcvReference, RecordClassifications, VcvRecord } from '../types/index.js';
import { distinct, toNumber } from '../values.js';
import { distinctGenes, vcvAllele, vcvHgvs } from './alleles.js';
import {
  aggregateClassification,
  classificationsOf,
  headline,
  interpretationOf,
  legacyClassifications,
} from './classifications.js';
import { distinctConditions, listedConditions } from './conditions.js';
import { submission } from './submissions.js';

const { all, allAt, attr, childText, one } = xmlNodes;

/** `<RCVAccession>`: current layout has `<RCVClassifications>`, older one attributes. */
function rcvReference(rcv: XmlNode): RcvReference {
  const current = one(rcv, 'RCVClassifications');
  let classifications: RecordClassifications;
  if (current) {
    classifications = classificationsOf(current);
  } else if (attr(rcv, 'Interpretation')) {
    const legacy = {
      ...aggregateClassification({}),
      description: attr(rcv, 'Interpretation')!,
      reviewStatus: attr(rcv, 'ReviewStatus'),
      dateLastEvaluated: attr(rcv, 'DateLastEvaluated'),
      numberOfSubmissions: toNumber(attr(rcv, 'SubmissionCount')),
    };
    classifications = { germline: legacy, legacy };
  } else {
    classifications = {};
  }
  const conditions = listedConditions(rcv);
  return {
    accession: attr(rcv, 'Accession') ?? '',
    version: toNumber(attr(rcv, 'Version')),
    title: attr(rcv, 'Title'),
    traitSetId: conditions[0]?.traitSetId,
    conditions,
    classifications,
  };
}

/** Alleles and haplotypes of a record body: SimpleAllele, Haplotype, or Genotype. */
function variation(body: XmlNode | undefined) {
  const haplotypeEls = [...all(body, 'Haplotype'), ...allAt(body, 'Genotype', 'Haplotype')];
  const alleles: Allele[] = [
    ...all(body, 'SimpleAllele').map(vcvAllele),
    ...allAt(body, 'Genotype', 'SimpleAllele').map(vcvAllele),
    ...haplotypeEls.flatMap((h) => all(h, 'SimpleAllele').map(vcvAllele)),
  ];
  const haplotypes = haplotypeEls.map((h) => ({
    variationId: attr(h, 'VariationID'),
    name: childText(h, 'Name'),
    alleleCount: all(h, 'SimpleAllele').length,
    hgvs: allAt(h, 'HGVSlist', 'HGVS').map(vcvHgvs),
  }));
  return { alleles, haplotypes };
}

/** One `<VariationArchive>` → VcvRecord. */
export function toVcvRecord(archive: XmlNode): VcvRecord {
  const classified = one(archive, 'ClassifiedRecord');
  const interpreted = one(archive, 'InterpretedRecord');
  const body = classified ?? interpreted ?? one(archive, 'IncludedRecord');
  const layout = classified ? 'classified' : interpreted ? 'interpreted' : 'included';

  const classifications = classified
    ? classificationsOf(one(classified, 'Classifications'))
    : interpreted
      ? legacyClassifications(interpretationOf(interpreted), childText(interpreted, 'ReviewStatus'))
      : {};
  const { alleles, haplotypes } = variation(body);
  const submissions = allAt(body, 'ClinicalAssertionList', 'ClinicalAssertion').map(submission);
  const aggregate = [
    classifications.germline,
    classifications.somaticClinicalImpact,
    classifications.oncogenicity,
    classifications.none,
  ];
  const top = headline(classifications);
  return {
    kind: 'vcv',
    layout,
    accession: attr(archive, 'Accession') ?? '',
    version: toNumber(attr(archive, 'Version')),
    variationId: attr(archive, 'VariationID') ?? '',
    name: attr(archive, 'VariationName'),
    variationType: attr(archive, 'VariationType'),
    recordType: attr(archive, 'RecordType'),
    recordStatus: childText(archive, 'RecordStatus'),
    species: childText(archive, 'Species'),
    dateCreated: attr(archive, 'DateCreated'),
    dateLastUpdated: attr(archive, 'DateLastUpdated'),
    mostRecentSubmission: attr(archive, 'MostRecentSubmission'),
    numberOfSubmissions: toNumber(attr(archive, 'NumberOfSubmissions')),
    numberOfSubmitters: toNumber(attr(archive, 'NumberOfSubmitters')),
    classifications,
    classification: top?.description || undefined,
    reviewStatus: top?.reviewStatus,
    alleles,
    haplotypes,
    genes: distinctGenes(alleles),
    conditions: distinctConditions(aggregate.flatMap((c) => c?.conditions ?? [])),
    rcvs: allAt(body, 'RCVList', 'RCVAccession').map(rcvReference),
    submissions,
    alleleOrigins: distinct(submissions.flatMap((s) => s.alleleOrigins)),
  };
}
