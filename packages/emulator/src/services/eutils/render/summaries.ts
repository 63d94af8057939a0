import { createRandom, mixSeed } from '../../../prng.js';
import { ASSEMBLIES, chromosome } from '../data/chromosomes.js';
import { type ClinVarRecord, clingenId, variantPlaces } from '../data/clinvar.js';
import { submissions } from '../data/clinvar-details.js';
import { CLINVAR_ASSEMBLIES } from '../data/clinvar-vocab.js';
import { ORGANISMS } from '../data/curated-genes.js';
import type { Gene } from '../data/genes.js';
import { escapeXml, XmlWriter } from '../xml.js';
import names from './summary-tags.json' with { type: 'json' };

const GENE_TAGS: Record<string, string> = names.geneTags;
const GENE_ITEMS: Record<string, string> = names.geneItems;
const CLINVAR_ITEMS: Record<string, string> = names.clinvarItems;

/** A document summary as the JSON esummary gives it: keys in NCBI's order, values as NCBI types them. */
export type Summary = Record<string, unknown>;

/** 0-based start/stop as esummary reports them: stop < start for genes on the minus strand. */
function span(start: number, end: number, strand: '+' | '-'): { chrstart: number; chrstop: number } {
  return strand === '+'
    ? { chrstart: start - 1, chrstop: end - 1 }
    : { chrstart: end - 1, chrstop: start - 1 };
}

export function geneSummary(g: Gene): Summary {
  const organism = ORGANISMS[g.taxId];
  const here = span(g.start, g.end, g.strand);
  const assembly = g.taxId === 9606 ? ASSEMBLIES.GRCh38.accession : organism.assemblyAccession;
  const where = (annotationrelease: string, assemblyaccver: string, chraccver: string, at: typeof here) => ({
    annotationrelease,
    assemblyaccver,
    chraccver,
    ...at,
  });
  const history = [
    where('RS_2024_08', assembly, g.chrAccession, here),
    where('RS_2023_10', assembly, g.chrAccession, here),
  ];
  if (g.grch37) {
    const { accession, start, end } = g.grch37;
    history.push(where('105.20220307', ASSEMBLIES.GRCh37.accession, accession, span(start, end, g.strand)));
  }
  return {
    uid: String(g.id),
    name: g.symbol,
    description: g.name,
    status: '',
    currentid: '',
    chromosome: g.chr,
    geneticsource: 'genomic',
    maplocation: g.map,
    otheraliases: g.aliases.join(', '),
    otherdesignations: g.designations.join('|'),
    nomenclaturesymbol: g.hgnc !== undefined ? g.symbol : '',
    nomenclaturename: g.hgnc !== undefined ? g.name : '',
    nomenclaturestatus: g.hgnc !== undefined ? 'Official' : '',
    mim: g.mim !== undefined ? [String(g.mim)] : [],
    genomicinfo: [{ chrloc: g.chr, chraccver: g.chrAccession, ...here, exoncount: g.exons }],
    geneweight: g.weight,
    summary: g.summary,
    chrsort: /^\d$/.test(g.chr) ? `0${g.chr}` : g.chr,
    chrstart: Math.min(here.chrstart, here.chrstop),
    organism: { scientificname: organism.scientific, commonname: organism.common, taxid: g.taxId },
    locationhist: history,
  };
}

/** One of the three classifications; a kind the record lacks is all empty, with ClinVar's null date. */
function classification(
  c: { reviewStatus: string; lastEvaluated: string } | undefined,
  description: string | undefined,
  traits: unknown[],
) {
  return {
    description: description ?? '',
    last_evaluated: c ? `${c.lastEvaluated.replaceAll('-', '/')} 00:00` : '1/01/01 00:00',
    review_status: c?.reviewStatus ?? '',
    fda_recognized_database: '',
    trait_set: c ? traits : [],
  };
}

function traitSet(record: ClinVarRecord) {
  return record.conditions.map((c) => ({
    trait_xrefs: [
      { db_source: 'MedGen', db_id: c.cui },
      ...(c.omim !== undefined ? [{ db_source: 'OMIM', db_id: String(c.omim) }] : []),
      ...(c.mondo !== undefined ? [{ db_source: 'MONDO', db_id: c.mondo }] : []),
    ],
    trait_name: c.name,
  }));
}

export function clinvarSummary(r: ClinVarRecord): Summary {
  const chr = chromosome(r.gene.chr);
  const random = createRandom(mixSeed(r.seed, 0x50a));
  const loc = (assembly: 'GRCh38' | 'GRCh37', start: number, stop: number) => ({
    status: CLINVAR_ASSEMBLIES[assembly].status,
    assembly_name: assembly,
    chr: r.gene.chr,
    band: r.band,
    start: String(start),
    stop: String(stop),
    inner_start: '',
    inner_stop: '',
    outer_start: '',
    outer_stop: '',
    display_start: String(start),
    display_stop: String(stop),
    assembly_acc_ver: CLINVAR_ASSEMBLIES[assembly].accession,
    annotation_release: '',
    alt: r.type === 'single nucleotide variant' ? r.alt : '',
    ref: r.type === 'single nucleotide variant' ? r.ref : '',
  });
  const quiet = r.germline && /benign/i.test(r.germline.description);
  const cancerTraits = traitSet(r).filter((_, i) => r.conditions[i]?.cancer);
  return {
    uid: String(r.variationId),
    obj_type: r.type,
    accession: r.accession,
    accession_version: `${r.accession}.${r.version}`,
    title: r.name,
    variation_set: [
      {
        measure_id: r.alleleId === undefined ? '' : String(r.alleleId),
        variation_xrefs: [
          ...(r.rsid !== undefined ? [{ db_source: 'dbSNP', db_id: String(r.rsid) }] : []),
          ...(clingenId(r) ? [{ db_source: 'ClinGen', db_id: clingenId(r) }] : []),
        ],
        variation_name: r.name,
        cdna_change: r.cdna,
        aliases: [],
        variation_loc: variantPlaces(r).map(([assembly, , start, stop]) => loc(assembly, start, stop)),
        allele_freq_set: quiet
          ? [
              {
                source: 'The Genome Aggregation Database (gnomAD)',
                value: (0.001 + random() * 0.2).toFixed(5),
                minor_allele: r.alt.slice(0, 1),
              },
            ]
          : [],
        variant_type: r.type,
        canonical_spdi: `${chr.grch38}:${r.start38 - 1}:${r.ref}:${r.alt}`,
      },
    ],
    supporting_submissions: { scv: submissions(r).map((s) => s.scv), rcv: r.rcvs.map((x) => x.accession) },
    germline_classification: classification(r.germline, r.germline?.description, traitSet(r)),
    clinical_impact_classification: classification(r.somaticImpact, r.somaticImpact?.tier, cancerTraits),
    oncogenicity_classification: classification(r.oncogenicity, r.oncogenicity?.description, cancerTraits),
    record_status: '',
    gene_sort: r.gene.symbol,
    chr_sort: chr.sort,
    location_sort: String(r.start38).padStart(20, '0'),
    variation_set_name: '',
    variation_set_id: '',
    genes: [{ symbol: r.gene.symbol, geneid: String(r.gene.id), strand: r.gene.strand, source: 'submitted' }],
    molecular_consequence_list: [r.consequence.name],
    protein_change: r.proteinChange ?? '',
    fda_recognized_database: '',
  };
}

// ── XML, version 2.0 (DocumentSummarySet) ─────────────────────────────────────────────────────

interface Naming {
  tag(key: string): string;
  item(key: string): string;
}

const geneNaming: Naming = { tag: (k) => GENE_TAGS[k] ?? k, item: (k) => GENE_ITEMS[k] ?? 'string' };
const clinvarNaming: Naming = {
  tag: (k) => (k === 'geneid' ? 'GeneID' : k),
  item: (k) => CLINVAR_ITEMS[k] ?? 'string',
};

/** Gene's Status 0 / CurrentID 0 in XML where the JSON has empty strings (as the live service does). */
const XML_OVERRIDES: Record<string, string> = { status: '0', currentid: '0' };

function v2Value(w: XmlWriter, key: string, value: unknown, naming: Naming): void {
  const tag = naming.tag(key);
  if (value === null || typeof value !== 'object') {
    w.leaf(tag, naming === geneNaming ? (XML_OVERRIDES[key] ?? String(value)) : String(value));
    return;
  }
  w.open(tag);
  if (Array.isArray(value)) for (const element of value) v2Value(w, naming.item(key), element, naming);
  else for (const [k, v] of Object.entries(value)) v2Value(w, k, v, naming);
  w.close(tag);
}

export function summaryV2Xml(db: 'gene' | 'clinvar', summary: Summary): string {
  const naming = db === 'gene' ? geneNaming : clinvarNaming;
  const w = new XmlWriter('\t').open('DocumentSummary', { uid: String(summary.uid) });
  for (const [key, value] of Object.entries(summary)) if (key !== 'uid') v2Value(w, key, value, naming);
  return w.close('DocumentSummary').toString();
}

export function summaryErrorV2Xml(uid: string, message: string): string {
  return `<DocumentSummary uid="${escapeXml(uid)}">\n<error>${escapeXml(message)}</error>\n</DocumentSummary>\n`;
}

// ── XML, version 1.0 (DocSum with typed Items) ─────────────────────────────────────────────────

function v1Item(out: string[], name: string, value: unknown, naming: Naming, pad: string): void {
  if (Array.isArray(value)) {
    out.push(`${pad}<Item Name="${name}" Type="List">${value.length ? '\n' : ''}`);
    const item = naming.item(name.toLowerCase()) === 'string' ? name : naming.item(name.toLowerCase());
    for (const element of value) v1Item(out, item, element, naming, `${pad}\t`);
    out.push(`${value.length ? pad : ''}</Item>\n`);
  } else if (value !== null && typeof value === 'object') {
    out.push(`${pad}<Item Name="${name}" Type="Structure">\n`);
    for (const [k, v] of Object.entries(value)) v1Item(out, naming.tag(k), v, naming, `${pad}\t`);
    out.push(`${pad}</Item>\n`);
  } else {
    const type = typeof value === 'number' ? 'Integer' : 'String';
    out.push(`${pad}<Item Name="${name}" Type="${type}">${escapeXml(String(value))}</Item>\n`);
  }
}

export function summaryV1Xml(db: 'gene' | 'clinvar', summary: Summary): string {
  const naming = db === 'gene' ? geneNaming : clinvarNaming;
  const out = ['<DocSum>\n', `\t<Id>${escapeXml(String(summary.uid))}</Id>\n`];
  for (const [key, value] of Object.entries(summary))
    if (key !== 'uid') v1Item(out, naming.tag(key), value, naming, '\t');
  out.push('</DocSum>\n');
  return out.join('');
}
