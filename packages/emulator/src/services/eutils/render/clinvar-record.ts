import { chromosome } from '../data/chromosomes.js';
import {
  type ClinVarRecord,
  clingenId,
  type Place,
  type Rcv,
  type SomaticImpact,
  variantPlaces,
} from '../data/clinvar.js';
import { type Submission, submissions } from '../data/clinvar-details.js';
import { CLINVAR_ASSEMBLIES } from '../data/clinvar-vocab.js';
import { type Condition, traitIds } from '../data/conditions.js';
import { type Attrs, XmlWriter } from '../xml.js';

export const CLINVAR_HEAD = '<?xml version="1.0" encoding="UTF-8" ?>\n\n<ClinVarResult-Set>';
export const CLINVAR_TAIL = '</ClinVarResult-Set>\n';

type W = XmlWriter;

function accParts(full: string): { acc: string; version?: string } {
  const [acc, version] = full.split('.') as [string, string | undefined];
  return version === undefined ? { acc } : { acc, version };
}

function genomicChange(r: ClinVarRecord, position: number): string {
  if (r.type === 'single nucleotide variant') return `g.${position}${r.ref}>${r.alt}`;
  if (r.type === 'Deletion')
    return r.ref.length === 2
      ? `g.${position + 1}del`
      : `g.${position + 1}_${position + r.ref.length - 1}del`;
  if (r.type === 'Duplication' || r.type === 'Microsatellite')
    return r.alt.length === 2 ? `g.${position}dup` : `g.${position}_${position + r.alt.length - 2}dup`;
  if (r.type === 'Insertion') return `g.${position}_${position + 1}ins${r.alt.slice(1)}`;
  return `g.${position}_${position + Math.max(0, r.ref.length - 1)}delins${r.alt}`;
}

/** A SequenceLocation element of the variant (or of its gene, with `gene`). */
function sequenceLocations(w: W, r: ClinVarRecord, gene: boolean, forDisplay: boolean): void {
  const g = r.gene;
  const places: Place[] = gene ? [['GRCh38', chromosome(g.chr).grch38, g.start, g.end]] : variantPlaces(r);
  if (gene && g.grch37) places.push(['GRCh37', g.grch37.accession, g.grch37.start, g.grch37.end]);
  const single = r.ref.length === 1 && r.alt.length === 1;
  for (const [assembly, accession, start, stop] of places) {
    const located: Attrs = {
      Assembly: assembly,
      AssemblyAccessionVersion: CLINVAR_ASSEMBLIES[assembly].accession,
      forDisplay: forDisplay && assembly === 'GRCh38' ? 'true' : undefined,
      AssemblyStatus: CLINVAR_ASSEMBLIES[assembly].status,
      Chr: r.gene.chr,
      Accession: accession,
      start: start,
      stop: stop,
      display_start: start,
      display_stop: stop,
    };
    // ClinVar states the plain alleles of a single-base change next to the VCF ones.
    const alleles = single ? { referenceAllele: r.ref, alternateAllele: r.alt } : {};
    w.empty(
      'SequenceLocation',
      gene
        ? { ...located, Strand: r.gene.strand }
        : {
            ...located,
            variantLength: stop - start + 1,
            ...alleles,
            positionVCF: start,
            referenceAlleleVCF: r.ref,
            alternateAlleleVCF: r.alt,
          },
    );
  }
}

/** A NucleotideExpression or ProteinExpression: the accession's parts, the change and its HGVS. */
function expression(w: W, tag: string, accession: string, change: string, extra: Attrs = {}): void {
  const { acc, version } = accParts(accession);
  w.open(tag, {
    sequenceAccessionVersion: accession,
    sequenceAccession: acc,
    sequenceVersion: version,
    change: change,
    ...extra,
  });
  w.leaf('Expression', `${accession}:${change}`).close(tag);
}

function hgvsList(w: W, r: ClinVarRecord): void {
  w.open('HGVSlist');
  for (const [assembly, accession, start] of variantPlaces(r)) {
    w.open('HGVS', { Assembly: assembly, Type: 'genomic, top-level' });
    expression(w, 'NucleotideExpression', accession, genomicChange(r, start), { Assembly: assembly });
    w.close('HGVS');
  }
  w.open('HGVS', { Type: 'coding' });
  expression(w, 'NucleotideExpression', r.gene.rna ?? '', r.cdna, {
    MANESelect: r.gene.curated ? 'true' : undefined,
  });
  if (r.proteinHgvs && r.gene.protein)
    expression(w, 'ProteinExpression', r.gene.protein, r.proteinHgvs, {
      singleLetterProteinChange: r.proteinChange,
    });
  w.empty('MolecularConsequence', { ID: r.consequence.so, Type: r.consequence.name, DB: 'SO' });
  w.close('HGVS');
  w.close('HGVSlist');
}

function trait(w: W, c: Condition, withXrefs: boolean): void {
  const { traitId } = traitIds(c);
  w.open('Trait', { ID: traitId, Type: 'Disease' });
  w.open('Name').leaf('ElementValue', c.name, { Type: 'Preferred' });
  if (c.mondo) w.empty('XRef', { ID: c.mondo, DB: 'MONDO' });
  w.close('Name');
  for (const alternate of c.alternates ?? []) w.leaf('Name/ElementValue', alternate, { Type: 'Alternate' });
  if (withXrefs) {
    for (const symbol of c.symbols ?? []) {
      w.open('Symbol').leaf('ElementValue', symbol.value, { Type: symbol.type });
      for (const x of symbol.xrefs) w.empty('XRef', x);
      w.close('Symbol');
    }
    for (const keyword of c.keywords ?? []) w.leaf('AttributeSet/Attribute', keyword, { Type: 'keyword' });
    for (const citation of c.citations ?? []) {
      w.open('Citation', { Type: citation.type, Abbrev: citation.abbrev });
      for (const [source, id] of citation.ids ?? []) w.leaf('ID', id, { Source: source });
      if (citation.url) w.leaf('URL', citation.url);
      if (citation.text) w.leaf('CitationText', citation.text);
      w.close('Citation');
    }
    w.empty('XRef', { ID: c.cui, DB: 'MedGen' });
    if (c.mondo) w.empty('XRef', { ID: c.mondo, DB: 'MONDO' });
    if (c.omim !== undefined) w.empty('XRef', { Type: 'MIM', ID: c.omim, DB: 'OMIM' });
  }
  w.close('Trait');
}

/** A submission's condition as submitted: its MedGen id, and its name in a VCV. */
function submittedTrait(w: W, c: Condition, named: boolean): void {
  w.open('TraitSet', { Type: 'Disease' }).open('Trait', { Type: 'Disease' });
  if (named) w.leaf('Name/ElementValue', c.name, { Type: 'Preferred' });
  w.empty('XRef', { DB: 'MedGen', ID: c.cui, Type: 'CUI' }).close('Trait').close('TraitSet');
}

function conditionList(w: W, conditions: readonly Condition[]): void {
  w.open('ConditionList');
  for (const c of conditions) {
    w.open('TraitSet', {
      ID: traitIds(c).traitSetId,
      Type: 'Disease',
      ContributesToAggregateClassification: 'true',
    });
    trait(w, c, true);
    w.close('TraitSet');
  }
  w.close('ConditionList');
}

function aggregateAttrs(r: ClinVarRecord, evaluated: string): Attrs {
  return {
    DateLastEvaluated: evaluated,
    DateCreated: r.dateCreated,
    MostRecentSubmission: r.mostRecentSubmission,
    NumberOfSubmissions: r.submissions,
    NumberOfSubmitters: r.submitters,
  };
}

/** A record's classifications of each kind it has, in ClinVar's order, with what every layout needs. */
const impactAttrs = (s: SomaticImpact): Attrs => ({
  ClinicalImpactAssertionType: s.assertionType,
  ClinicalImpactClinicalSignificance: s.significance,
});

interface Kind {
  tag: string;
  somatic: boolean;
  text: string;
  reviewStatus: string;
  lastEvaluated: string;
  impact?: Attrs;
}

function kinds(r: ClinVarRecord): Kind[] {
  const s = r.somaticImpact;
  const o = r.oncogenicity;
  const all: Array<Kind | undefined> = [
    r.germline && {
      tag: 'GermlineClassification',
      somatic: false,
      text: r.germline.description,
      ...r.germline,
    },
    s && { tag: 'SomaticClinicalImpact', somatic: true, text: s.tier, impact: impactAttrs(s), ...s },
    o && { tag: 'OncogenicityClassification', somatic: true, text: o.description, ...o },
  ];
  return all.filter((k) => k !== undefined);
}

function classifications(w: W, r: ClinVarRecord): void {
  const cancer = r.conditions.filter((c) => c.cancer);
  w.open('Classifications');
  for (const k of kinds(r)) {
    w.open(k.tag, aggregateAttrs(r, k.lastEvaluated));
    w.leaf('ReviewStatus', k.reviewStatus).leaf('Description', k.text, k.impact);
    if (!k.somatic)
      for (const pmid of r.pmids)
        w.open('Citation', { Type: 'general' }).leaf('ID', pmid, { Source: 'PubMed' }).close('Citation');
    conditionList(w, k.somatic && cancer.length ? cancer : r.conditions);
    w.close(k.tag);
  }
  w.close('Classifications');
}

/**
 * An RCV's classifications: the VCV nests them as `RCVClassifications`, an RCV ClinVarSet as
 * `Classifications`, which puts SubmissionCount before the date on its somatic and oncogenicity
 * descriptions (the attribute order of NCBI's samples). Somatic ones belong to cancer RCVs only.
 */
function rcvClassifications(
  w: W,
  r: ClinVarRecord,
  rcv: Rcv,
  element: 'RCVClassifications' | 'Classifications',
): void {
  w.open(element);
  for (const k of kinds(r)) {
    if (k.somatic && !rcv.condition.cancer) continue;
    w.open(k.tag).leaf('ReviewStatus', k.somatic ? k.reviewStatus : rcv.reviewStatus);
    if (!k.somatic)
      w.leaf('Description', rcv.description, {
        DateLastEvaluated: rcv.lastEvaluated,
        SubmissionCount: rcv.submissions,
      });
    else if (element === 'Classifications')
      w.leaf('Description', k.text, { ...k.impact, SubmissionCount: 1, DateLastEvaluated: k.lastEvaluated });
    else
      w.leaf('Description', k.text, { ...k.impact, DateLastEvaluated: k.lastEvaluated, SubmissionCount: 1 });
    w.close(k.tag);
  }
  w.close(element);
}

function observedIn(w: W, s: Submission, multiple: boolean): void {
  w.open('ObservedIn').open('Sample');
  w.leaf('Origin', s.origin)
    .leaf('Species', 'human', { TaxonomyId: 9606 })
    .leaf('AffectedStatus', s.method === 'literature only' ? 'not provided' : 'yes');
  if (s.method === 'clinical testing') w.leaf('NumberTested', 1);
  w.close('Sample');
  w.leaf('Method/MethodType', s.method);
  const attribute = multiple ? { Type: 'VariantAlleles', integerValue: 1 } : { Type: 'Description' };
  w.empty('ObservedData/Attribute', attribute).close('ObservedIn');
}

function submissionClassification(w: W, r: ClinVarRecord, s: Submission): void {
  w.open('Classification', { DateLastEvaluated: s.lastEvaluated });
  w.leaf('ReviewStatus', s.reviewStatus);
  if (s.kind === 'somatic' && r.somaticImpact && !r.oncogenicity) {
    w.leaf('SomaticClinicalImpact', s.classification, impactAttrs(r.somaticImpact));
  } else if (s.kind === 'somatic') {
    w.leaf('OncogenicityClassification', s.classification);
  } else {
    w.leaf('GermlineClassification', s.classification);
  }
  for (const pmid of s.pmids) w.leaf('Citation/ID', pmid, { Source: 'PubMed' });
  // Laboratories explain a clinical-testing classification in a public comment; no real
  // submitter wrote these, so the text says it is synthetic.
  if (s.category === 'laboratory' && s.method === 'clinical testing')
    w.leaf('Comment', `${r.name} is classified ${s.classification.toLowerCase()} [synthetic comment]`, {
      Type: 'public',
    });
  w.close('Classification');
}

function clinicalAssertions(w: W, r: ClinVarRecord, list: readonly Submission[]): void {
  w.open('ClinicalAssertionList');
  for (const s of list) {
    w.open('ClinicalAssertion', {
      ID: s.assertionId,
      SubmissionDate: s.submissionDate,
      DateLastUpdated: r.dateLastUpdated,
      DateCreated: s.submissionDate,
    });
    w.empty('ClinVarSubmissionID', { localKey: s.localKey, submittedAssembly: 'GRCh38' });
    w.empty('ClinVarAccession', {
      Accession: s.scv,
      DateUpdated: r.dateLastUpdated,
      DateCreated: s.submissionDate,
      Type: 'SCV',
      Version: s.version,
      SubmitterName: s.submitter,
      OrgID: s.orgId,
      OrganizationCategory: s.category,
    });
    w.leaf('RecordStatus', 'current');
    submissionClassification(w, r, s);
    w.leaf('Assertion', 'variation to disease');
    w.open('ObservedInList');
    observedIn(w, s, r.submissions > 1);
    w.close('ObservedInList');
    w.open('SimpleAllele').empty('GeneList/Gene', { Symbol: r.gene.symbol }).leaf('VariantType', 'Variation');
    w.leaf('AttributeSet/Attribute', `${r.gene.rna}:${r.cdna}`, { Type: 'HGVS' }).close('SimpleAllele');
    submittedTrait(w, s.condition, true);
    w.close('ClinicalAssertion');
  }
  w.close('ClinicalAssertionList');
}

/** One `<VariationArchive>` in the current VCV layout (ClassifiedRecord with Classifications). */
export function renderVcv(r: ClinVarRecord): string {
  const w = new XmlWriter('  ');
  const list = submissions(r);
  w.open('VariationArchive', {
    VariationID: r.variationId,
    VariationName: r.name,
    VariationType: r.type,
    Accession: r.accession,
    Version: r.version,
    RecordType: 'classified',
    NumberOfSubmissions: r.submissions,
    NumberOfSubmitters: r.submitters,
    DateLastUpdated: r.dateLastUpdated,
    DateCreated: r.dateCreated,
    MostRecentSubmission: r.mostRecentSubmission,
  });
  w.leaf('RecordStatus', 'current').leaf('Species', 'Homo sapiens');
  w.open('ClassifiedRecord');
  w.open('SimpleAllele', { AlleleID: r.alleleId, VariationID: r.variationId });
  w.open('GeneList');
  w.open('Gene', {
    Symbol: r.gene.symbol,
    FullName: r.gene.name,
    GeneID: r.gene.id,
    HGNC_ID: r.gene.hgnc !== undefined ? `HGNC:${r.gene.hgnc}` : undefined,
    Source: 'submitted',
    RelationshipType: 'within single gene',
  });
  w.open('Location').leaf('CytogeneticLocation', r.gene.map);
  sequenceLocations(w, r, true, false);
  w.close('Location');
  if (r.gene.mim !== undefined) w.leaf('OMIM', r.gene.mim);
  const dosage = r.gene.dosage;
  if (dosage) {
    const clingen = `https://www.ncbi.nlm.nih.gov/projects/dbvar/ISCA/isca_gene.cgi?sym=${r.gene.symbol}`;
    const attrs: Attrs = { last_evaluated: dosage.lastEvaluated, ClinGen: clingen };
    w.leaf('Haploinsufficiency', dosage.haploinsufficiency, attrs);
    w.leaf('Triplosensitivity', dosage.triplosensitivity, attrs);
  }
  w.close('Gene').close('GeneList');
  w.leaf('Name', r.name);
  w.leaf('CanonicalSPDI', `${chromosome(r.gene.chr).grch38}:${r.start38 - 1}:${r.ref}:${r.alt}`);
  w.leaf('VariantType', r.type);
  w.open('Location').leaf('CytogeneticLocation', r.band);
  sequenceLocations(w, r, false, true);
  w.close('Location');
  if (r.proteinChange) w.leaf('ProteinChange', r.proteinChange);
  hgvsList(w, r);
  w.open('XRefList');
  const clingen = clingenId(r);
  if (clingen) w.empty('XRef', { ID: clingen, DB: 'ClinGen' });
  if (r.rsid !== undefined) w.empty('XRef', { Type: 'rs', ID: r.rsid, DB: 'dbSNP' });
  w.close('XRefList');
  w.close('SimpleAllele');
  w.open('RCVList');
  for (const rcv of r.rcvs) {
    w.open('RCVAccession', {
      Title: `${r.name} AND ${rcv.condition.name}`,
      Accession: rcv.accession,
      Version: rcv.version,
    });
    w.open('ClassifiedConditionList', { TraitSetID: traitIds(rcv.condition).traitSetId });
    w.leaf('ClassifiedCondition', rcv.condition.name, { DB: 'MedGen', ID: rcv.condition.cui });
    w.close('ClassifiedConditionList');
    rcvClassifications(w, r, rcv, 'RCVClassifications');
    w.close('RCVAccession');
  }
  w.close('RCVList');
  classifications(w, r);
  clinicalAssertions(w, r, list);
  w.open('TraitMappingList');
  for (const s of list) {
    w.open('TraitMapping', {
      ClinicalAssertionID: s.assertionId,
      TraitType: 'Disease',
      MappingType: 'Name',
      MappingValue: s.condition.name,
      MappingRef: 'Preferred',
    });
    w.empty('MedGen', { CUI: s.condition.cui, Name: s.condition.name });
    w.close('TraitMapping');
  }
  w.close('TraitMappingList');
  w.close('ClassifiedRecord');
  w.close('VariationArchive');
  return w.toString();
}

/** A ClinVarSet Measure's HGVS attribute: the expression, then its accession, version and change. */
function hgvsAttribute(
  w: W,
  accession: string | undefined,
  change: string,
  type: string,
  extra: Attrs = {},
): void {
  const { acc, version } = accParts(accession ?? '');
  w.open('AttributeSet')
    .leaf('Attribute', `${accession}:${change}`, {
      Accession: acc,
      Version: version,
      Change: change,
      Type: type,
      ...extra,
    })
    .close('AttributeSet');
}

/** One `<ClinVarSet>` for an RCV (the layout of rcv_01.xml, NCBI's published RCV sample). */
export function renderClinVarSet(r: ClinVarRecord, rcv: Rcv): string {
  const w = new XmlWriter('  ');
  const list = submissions(r).filter((s) => s.condition === rcv.condition);
  const setId = Number(rcv.accession.slice(3)) * 7 + 11;
  w.open('ClinVarSet', { ID: setId });
  w.leaf('RecordStatus', 'current').leaf('Title', `${r.name} AND ${rcv.condition.name}`);
  w.open('ReferenceClinVarAssertion', {
    ID: setId + 3,
    DateLastUpdated: r.dateLastUpdated,
    DateCreated: r.dateCreated,
  });
  w.empty('ClinVarAccession', {
    Acc: rcv.accession,
    Version: rcv.version,
    Type: 'RCV',
    DateUpdated: r.dateLastUpdated,
    DateCreated: r.dateCreated,
  });
  w.leaf('RecordStatus', 'current');
  rcvClassifications(w, r, rcv, 'Classifications');
  w.empty('Assertion', { Type: 'variation to disease' });
  const first = list[0];
  if (first) observedIn(w, first, false);
  w.open('MeasureSet', { Type: 'Variant', ID: r.variationId, Acc: r.accession, Version: r.version });
  w.open('Measure', { Type: r.type, ID: r.alleleId });
  w.leaf('Name/ElementValue', r.name, { Type: 'Preferred' });
  w.leaf('CanonicalSPDI', `${chromosome(r.gene.chr).grch38}:${r.start38 - 1}:${r.ref}:${r.alt}`);
  hgvsAttribute(w, r.gene.rna, r.cdna, 'HGVS, coding, RefSeq', {
    MANESelect: r.gene.curated ? 'true' : undefined,
  });
  for (const [assembly, accession, start] of variantPlaces(r)) {
    const current = assembly === 'GRCh38';
    const type = current ? 'HGVS, genomic, top level' : 'HGVS, genomic, top level, previous';
    hgvsAttribute(w, accession, genomicChange(r, start), type, { integerValue: current ? 38 : 37 });
  }
  if (r.proteinHgvs && r.gene.protein)
    hgvsAttribute(w, r.gene.protein, r.proteinHgvs, 'HGVS, protein, RefSeq');
  w.open('AttributeSet').leaf('Attribute', r.consequence.name, { Type: 'MolecularConsequence' });
  w.empty('XRef', { ID: r.consequence.so, DB: 'Sequence Ontology' });
  w.empty('XRef', { ID: `${r.gene.rna}:${r.cdna}`, DB: 'RefSeq' }).close('AttributeSet');
  if (r.proteinChange)
    w.leaf('AttributeSet/Attribute', r.proteinChange, { Type: 'ProteinChange1LetterCode' });
  w.leaf('CytogeneticLocation', r.band);
  sequenceLocations(w, r, false, false);
  w.open('MeasureRelationship', { Type: 'within single gene' });
  w.leaf('Name/ElementValue', r.gene.name, { Type: 'Preferred' });
  w.leaf('Symbol/ElementValue', r.gene.symbol, { Type: 'Preferred' });
  sequenceLocations(w, r, true, false);
  w.empty('XRef', { ID: r.gene.id, DB: 'Gene' });
  if (r.gene.mim !== undefined) w.empty('XRef', { Type: 'MIM', ID: r.gene.mim, DB: 'OMIM' });
  if (r.gene.hgnc !== undefined) w.empty('XRef', { ID: `HGNC:${r.gene.hgnc}`, DB: 'HGNC' });
  w.close('MeasureRelationship');
  if (r.rsid !== undefined) w.empty('XRef', { Type: 'rs', ID: r.rsid, DB: 'dbSNP' });
  w.close('Measure').leaf('Name/ElementValue', r.name, { Type: 'Preferred' }).close('MeasureSet');
  w.open('TraitSet', { Type: 'Disease', ID: traitIds(rcv.condition).traitSetId });
  trait(w, rcv.condition, true);
  w.close('TraitSet');
  w.close('ReferenceClinVarAssertion');
  for (const s of list) {
    w.open('ClinVarAssertion', { ID: s.assertionId });
    w.empty('ClinVarSubmissionID', {
      localKey: s.localKey,
      submittedAssembly: 'GRCh38',
      submitter: s.submitter,
      submitterDate: s.submissionDate,
    });
    w.empty('ClinVarAccession', {
      Acc: s.scv,
      Version: s.version,
      Type: 'SCV',
      OrgID: s.orgId,
      OrganizationCategory: s.category,
      OrgType: 'primary',
      DateUpdated: r.dateLastUpdated,
      DateCreated: s.submissionDate,
    });
    w.leaf('RecordStatus', 'current');
    submissionClassification(w, r, s);
    w.empty('Assertion', { Type: 'variation to disease' });
    observedIn(w, s, false);
    w.open('MeasureSet', { Type: 'Variant' }).open('Measure', { Type: 'Variation' });
    w.leaf('AttributeSet/Attribute', `${r.gene.rna}:${r.cdna}`, { Type: 'HGVS' });
    w.open('MeasureRelationship', { Type: 'variant in gene' });
    w.leaf('Symbol/ElementValue', r.gene.symbol, { Type: 'Preferred' }).close('MeasureRelationship');
    w.close('Measure').close('MeasureSet');
    submittedTrait(w, s.condition, false);
    w.close('ClinVarAssertion');
  }
  w.close('ClinVarSet');
  return w.toString();
}
