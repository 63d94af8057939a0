import { fill } from '../../../kit/index.js';
import { chromosome } from '../data/chromosomes.js';
import { type ClinVarRecord, clingenId, type Place, type Rcv, spdi, variantPlaces } from '../data/clinvar.js';
import { type Submission, submissions } from '../data/clinvar-details.js';
import { CLINVAR_ASSEMBLIES } from '../data/clinvar-vocab.js';
import { type Condition, traitIds } from '../data/conditions.js';
import { type Element, leaf, writeElement, XmlWriter } from '../xml.js';
import T from './clinvar-layout.json' with { type: 'json' };

export const CLINVAR_HEAD = '<?xml version="1.0" encoding="UTF-8" ?>\n\n<ClinVarResult-Set>';
export const CLINVAR_TAIL = '</ClinVarResult-Set>\n';

const layout = (template: unknown, values: object) => fill<Element>(template, values);

function render(tag: string, template: unknown, values: object): string {
  const w = new XmlWriter('  ');
  writeElement(w, tag, layout(template, values));
  return w.toString();
}

/** A change on an accession.version, which ClinVar also states split (`acc`, `version`). */
function expression(template: unknown, accession: string | undefined, change: string, extra: object = {}) {
  const [acc, version] = (accession ?? '').split('.');
  return layout(template, { accession, acc, version, change, ...extra });
}

/** The change in genomic HGVS at `position` (the VCF position), one position written alone. */
function genomicChange({ type, ref, alt }: ClinVarRecord, position: number): string {
  const span = (first: number, last: number) => (first === last ? `g.${first}` : `g.${first}_${last}`);
  if (type === 'single nucleotide variant') return `g.${position}${ref}>${alt}`;
  if (type === 'Deletion') return `${span(position + 1, position + ref.length - 1)}del`;
  if (type === 'Duplication' || type === 'Microsatellite')
    return `${span(position, position + alt.length - 2)}dup`;
  if (type === 'Insertion') return `g.${position}_${position + 1}ins${alt.slice(1)}`;
  return `${span(position, position + ref.length - 1)}delins${alt}`;
}

/** SequenceLocation elements of the variant (or of its gene, with `gene`). */
function sequenceLocations(r: ClinVarRecord, gene: boolean, forDisplay: boolean): Element[] {
  const g = r.gene;
  const places: Place[] = gene ? [['GRCh38', g.chrAccession, g.start, g.end]] : variantPlaces(r);
  if (gene && g.grch37) places.push(['GRCh37', chromosome(g.chr).grch37, g.grch37.start, g.grch37.end]);
  // ClinVar states the plain alleles of a single-base change next to the VCF ones.
  const single = r.ref.length === 1 && r.alt.length === 1;
  return places.map(([assembly, accession, start, stop]) =>
    layout(T.sequenceLocation, {
      assembly,
      assemblyAccession: CLINVAR_ASSEMBLIES[assembly].accession,
      forDisplay: forDisplay && assembly === 'GRCh38' ? 'true' : undefined,
      status: CLINVAR_ASSEMBLIES[assembly].status,
      chr: g.chr,
      accession,
      start,
      stop,
      ...(gene
        ? { strand: g.strand }
        : { length: stop - start + 1, positionVCF: start, ref: r.ref, alt: r.alt }),
      ...(!gene && single && { plainRef: r.ref, plainAlt: r.alt }),
    }),
  );
}

function hgvsList(r: ClinVarRecord): Element[] {
  const genomic = variantPlaces(r).map(([assembly, accession, start]) => ({
    '@': { Assembly: assembly, Type: 'genomic, top-level' },
    NucleotideExpression: expression(T.expression, accession, genomicChange(r, start), { assembly }),
  }));
  const { rna, protein, curated } = r.gene;
  const coding = layout(T.codingHgvs, {
    coding: expression(T.expression, rna ?? '', r.cdna, { mane: curated ? 'true' : undefined }),
    protein:
      r.proteinHgvs && protein
        ? expression(T.expression, protein, r.proteinHgvs, { oneLetter: r.proteinChange })
        : undefined,
    so: r.consequence.so,
    consequence: r.consequence.name,
  });
  return [...genomic, coding];
}

function trait(c: Condition): Element {
  const xref = (ID: string | number | undefined, DB: string, Type?: string) =>
    ID === undefined ? undefined : { '@': { Type, ID, DB } };
  return layout(T.trait, {
    traitId: traitIds(c).traitId,
    name: c.name,
    mondoName: xref(c.mondo, 'MONDO'),
    alternates: (c.alternates ?? []).map((name) => leaf(name, { Type: 'Alternate' })),
    recorded: c.recorded,
    xrefs: [xref(c.cui, 'MedGen'), xref(c.mondo, 'MONDO'), xref(c.omim, 'OMIM', 'MIM')],
  });
}

const impactAttrs = (s: ClinVarRecord['somaticImpact']) =>
  s && { ClinicalImpactAssertionType: s.assertionType, ClinicalImpactClinicalSignificance: s.significance };

/** A record's classifications of each kind it has, in ClinVar's order, with what every layout needs. */
function kinds(r: ClinVarRecord) {
  const { germline: g, somaticImpact: s, oncogenicity: o } = r;
  return [
    g && { tag: 'GermlineClassification', somatic: false, text: g.description, impact: undefined, ...g },
    s && { tag: 'SomaticClinicalImpact', somatic: true, text: s.tier, impact: impactAttrs(s), ...s },
    o && { tag: 'OncogenicityClassification', somatic: true, text: o.description, impact: undefined, ...o },
  ].filter((k) => k !== undefined);
}

function classifications(r: ClinVarRecord): Element {
  const cancer = r.conditions.filter((c) => c.cancer);
  const traitSet = (c: Condition) =>
    layout(T.traitSet, { traitSetId: traitIds(c).traitSetId, trait: trait(c) });
  const out: Record<string, Element> = {};
  for (const k of kinds(r))
    out[k.tag] = layout(T.classification, {
      ...r,
      lastEvaluated: k.lastEvaluated,
      reviewStatus: k.reviewStatus,
      description: leaf(k.text, k.impact),
      citations: k.somatic
        ? undefined
        : r.pmids.map((pmid) => ({ '@': { Type: 'general' }, ID: leaf(pmid, { Source: 'PubMed' }) })),
      traitSets: (k.somatic && cancer.length ? cancer : r.conditions).map(traitSet),
    });
  return out;
}

/**
 * An RCV's classifications: the VCV nests them as `RCVClassifications`, an RCV ClinVarSet as
 * `Classifications`, which puts SubmissionCount before the date on its somatic and oncogenicity
 * descriptions (the attribute order of NCBI's samples). Somatic ones belong to cancer RCVs only.
 */
function rcvClassifications(r: ClinVarRecord, rcv: Rcv, clinVarSet: boolean): Element {
  const out: Record<string, Element> = {};
  for (const k of kinds(r)) {
    if (k.somatic && !rcv.condition.cancer) continue;
    const dated = { DateLastEvaluated: k.lastEvaluated, SubmissionCount: k.somatic ? 1 : rcv.submissions };
    out[k.tag] = {
      ReviewStatus: k.reviewStatus,
      Description: k.somatic
        ? leaf(k.text, { ...k.impact, ...(clinVarSet && { SubmissionCount: 1 }), ...dated })
        : leaf(rcv.description, dated),
    };
  }
  return out;
}

function observedIn(s: Submission, multiple: boolean): Element {
  return layout(T.observedIn, {
    ...s,
    affected: s.method === 'literature only' ? 'not provided' : 'yes',
    tested: s.method === 'clinical testing' ? 1 : undefined,
    attribute: multiple ? { Type: 'VariantAlleles', integerValue: 1 } : { Type: 'Description' },
  });
}

/** A submission's classification, of its record's germline kind or (somatic) its last somatic kind. */
function submissionClassification(r: ClinVarRecord, s: Submission): Element {
  const kind = kinds(r).findLast((k) => k.somatic === (s.kind === 'somatic'))!;
  const comment = `${r.name} is classified ${s.classification.toLowerCase()} [synthetic comment]`;
  return {
    '@': { DateLastEvaluated: s.lastEvaluated },
    ReviewStatus: s.reviewStatus,
    [kind.tag]: leaf(s.classification, kind.impact),
    'Citation/ID': s.pmids.map((pmid) => leaf(pmid, { Source: 'PubMed' })),
    // Laboratories explain a clinical-testing classification in a public comment; no real
    // submitter wrote these, so the text says it is synthetic.
    Comment:
      s.category === 'laboratory' && s.method === 'clinical testing' && leaf(comment, { Type: 'public' }),
  };
}

/** What a submission (SCV) says in either layout. */
const submissionValues = (r: ClinVarRecord, s: Submission, multiple: boolean) => ({
  ...s,
  dateLastUpdated: r.dateLastUpdated,
  classification: submissionClassification(r, s),
  observedIn: observedIn(s, multiple),
  symbol: r.gene.symbol,
  hgvs: `${r.gene.rna}:${r.cdna}`,
});

const submittedTrait = (c: Condition, named: boolean) =>
  layout(T.submittedTrait, { cui: c.cui, preferred: named && leaf(c.name, { Type: 'Preferred' }) });

/** What both layouts state of a record and its gene. */
const recordValues = (r: ClinVarRecord) => ({
  ...r,
  symbol: r.gene.symbol,
  geneName: r.gene.name,
  geneLocations: sequenceLocations(r, true, false),
  spdi: spdi(r),
  rsXref: r.rsid !== undefined ? { '@': { Type: 'rs', ID: r.rsid, DB: 'dbSNP' } } : undefined,
});

/** One `<VariationArchive>` in the current VCV layout (ClassifiedRecord with Classifications). */
export function renderVcv(r: ClinVarRecord): string {
  const list = submissions(r);
  const g = r.gene;
  const dosage = (text: string | undefined) =>
    g.dosage && layout(T.dosage, { lastEvaluated: g.dosage.lastEvaluated, symbol: g.symbol, text });
  const clingen = clingenId(r);
  return render('VariationArchive', T.vcv, {
    ...recordValues(r),
    geneId: g.id,
    hgncId: g.hgnc !== undefined ? `HGNC:${g.hgnc}` : undefined,
    map: g.map,
    mim: g.mim,
    haploinsufficiency: dosage(g.dosage?.haploinsufficiency),
    triplosensitivity: dosage(g.dosage?.triplosensitivity),
    displayedLocations: sequenceLocations(r, false, true),
    hgvs: hgvsList(r),
    clingenXref: clingen && { '@': { ID: clingen, DB: 'ClinGen' } },
    rcvs: r.rcvs.map((rcv) =>
      layout(T.rcvAccession, {
        ...rcv,
        name: r.name,
        condition: rcv.condition.name,
        cui: rcv.condition.cui,
        traitSetId: traitIds(rcv.condition).traitSetId,
        classifications: rcvClassifications(r, rcv, false),
      }),
    ),
    classifications: classifications(r),
    assertions: list.map((s) =>
      layout(T.assertion, {
        ...submissionValues(r, s, r.submissions > 1),
        trait: submittedTrait(s.condition, true),
      }),
    ),
    traitMappings: list.map((s) =>
      layout(T.traitMapping, { assertionId: s.assertionId, name: s.condition.name, cui: s.condition.cui }),
    ),
  });
}

/** A ClinVarSet Measure's HGVS attribute: the expression, then its accession, version and change. */
const hgvsAttribute = (accession: string | undefined, change: string, type: string, extra: object = {}) =>
  expression(T.hgvsAttribute, accession, change, { type, ...extra });

/** One `<ClinVarSet>` for an RCV (the layout of rcv_01.xml, NCBI's published RCV sample). */
export function renderClinVarSet(r: ClinVarRecord, rcv: Rcv): string {
  const list = submissions(r).filter((s) => s.condition === rcv.condition);
  const setId = Number(rcv.accession.slice(3)) * 7 + 11;
  const g = r.gene;
  const genomic = variantPlaces(r).map(([assembly, accession, start]) => {
    const current = assembly === 'GRCh38';
    const type = current ? 'HGVS, genomic, top level' : 'HGVS, genomic, top level, previous';
    return hgvsAttribute(accession, genomicChange(r, start), type, { integerValue: current ? 38 : 37 });
  });
  const first = list[0];
  return render('ClinVarSet', T.clinVarSet, {
    ...recordValues(r),
    setId,
    referenceId: setId + 3,
    condition: rcv.condition.name,
    rcvAccession: rcv.accession,
    rcvVersion: rcv.version,
    classifications: rcvClassifications(r, rcv, true),
    observedIn: first && observedIn(first, false),
    attributeSets: [
      hgvsAttribute(g.rna, r.cdna, 'HGVS, coding, RefSeq', { mane: g.curated ? 'true' : undefined }),
      ...genomic,
      r.proteinHgvs && g.protein && hgvsAttribute(g.protein, r.proteinHgvs, 'HGVS, protein, RefSeq'),
      layout(T.consequenceAttributes, {
        consequence: r.consequence.name,
        so: r.consequence.so,
        hgvs: `${g.rna}:${r.cdna}`,
      }),
    ],
    proteinChangeAttribute: r.proteinChange && leaf(r.proteinChange, { Type: 'ProteinChange1LetterCode' }),
    locations: sequenceLocations(r, false, false),
    geneXrefs: [
      { '@': { ID: g.id, DB: 'Gene' } },
      g.mim !== undefined && { '@': { Type: 'MIM', ID: g.mim, DB: 'OMIM' } },
      g.hgnc !== undefined && { '@': { ID: `HGNC:${g.hgnc}`, DB: 'HGNC' } },
    ],
    traitSetId: traitIds(rcv.condition).traitSetId,
    trait: trait(rcv.condition),
    assertions: list.map((s) =>
      layout(T.submitterAssertion, {
        ...submissionValues(r, s, false),
        trait: submittedTrait(s.condition, false),
      }),
    ),
  });
}
