import { escapeXml, fill } from '../../../kit/index.js';
import { createRandom, mixSeed } from '../../../prng.js';
import { type Catalog, uidOf } from '../data/catalog.js';
import { chromosome } from '../data/chromosomes.js';
import { type ClinVarRecord, clingenId, spdi, variantPlaces } from '../data/clinvar.js';
import { submissions } from '../data/clinvar-details.js';
import { CLINVAR_ASSEMBLIES } from '../data/clinvar-vocab.js';
import { ORGANISMS } from '../data/curated-genes.js';
import type { Gene } from '../data/genes.js';
import { XmlWriter } from '../xml.js';
import L from './summary-layout.json' with { type: 'json' };
import names from './summary-tags.json' with { type: 'json' };

const GENE_TAGS: Record<string, string> = names.geneTags;
const GENE_ITEMS: Record<string, string> = names.geneItems;
const CLINVAR_ITEMS: Record<string, string> = names.clinvarItems;

/** A document summary as the JSON esummary gives it: keys in NCBI's order, values as NCBI types them. */
export type Summary = Record<string, unknown>;

/** 0-based start/stop as esummary reports them: stop < start for genes on the minus strand. */
const span = (start: number, end: number, strand: '+' | '-') =>
  strand === '+' ? { chrstart: start - 1, chrstop: end - 1 } : { chrstart: end - 1, chrstop: start - 1 };

export function geneSummary(g: Gene): Summary {
  const organism = ORGANISMS[g.taxId];
  const here = span(g.start, g.end, g.strand);
  const where = (release: string, assembly: string, accession: string, at: typeof here) =>
    fill(L.geneLocation, { release, assembly, accession, at });
  const history = [
    where('RS_2024_08', organism.assemblyAccession, g.chrAccession, here),
    where('RS_2023_10', organism.assemblyAccession, g.chrAccession, here),
  ];
  if (g.grch37) {
    const { start, end } = g.grch37;
    const accession = chromosome(g.chr).grch37;
    history.push(
      where('105.20220307', CLINVAR_ASSEMBLIES.GRCh37.accession, accession, span(start, end, g.strand)),
    );
  }
  const official = g.hgnc !== undefined;
  return fill(L.gene, {
    ...organism,
    ...g,
    aliases: g.aliases.join(', '),
    designations: g.designations.join('|'),
    nomenclatureSymbol: official ? g.symbol : '',
    nomenclatureName: official ? g.name : '',
    nomenclatureStatus: official ? 'Official' : '',
    mim: g.mim !== undefined ? [String(g.mim)] : [],
    here,
    chrsort: /^\d$/.test(g.chr) ? `0${g.chr}` : g.chr,
    chrstart: Math.min(here.chrstart, here.chrstop),
    history,
  });
}

/** One of the three classifications; a kind the record lacks is all empty, with ClinVar's null date. */
function classification(
  c: { reviewStatus: string; lastEvaluated: string } | undefined,
  description: string | undefined,
  traits: unknown[],
) {
  return fill(L.classification, {
    description: description ?? '',
    lastEvaluated: c ? `${c.lastEvaluated.replaceAll('-', '/')} 00:00` : '1/01/01 00:00',
    reviewStatus: c?.reviewStatus ?? '',
    traits: c ? traits : [],
  });
}

/** Cross-references as ESummary lists them, one per database (in the order given) that has an id. */
const xrefs = (ids: Record<string, string | number | undefined>) =>
  Object.entries(ids).flatMap(([db_source, id]) =>
    id === undefined ? [] : [{ db_source, db_id: String(id) }],
  );

function traitSet(record: ClinVarRecord) {
  return record.conditions.map((c) => ({
    trait_xrefs: xrefs({ MedGen: c.cui, OMIM: c.omim, MONDO: c.mondo }),
    trait_name: c.name,
  }));
}

function clinvarSummary(r: ClinVarRecord): Summary {
  const chr = chromosome(r.gene.chr);
  const random = createRandom(mixSeed(r.seed, 0x50a));
  const snv = r.type === 'single nucleotide variant';
  const quiet = r.germline && /benign/i.test(r.germline.description);
  const traits = traitSet(r);
  const cancerTraits = traits.filter((_, i) => r.conditions[i]?.cancer);
  return fill(L.clinvar, {
    ...r,
    measureId: r.alleleId === undefined ? '' : String(r.alleleId),
    xrefs: xrefs({ dbSNP: r.rsid, ClinGen: clingenId(r) }),
    locations: variantPlaces(r).map(([assembly, , start, stop]) =>
      fill(L.clinvarLocation, {
        ...CLINVAR_ASSEMBLIES[assembly],
        assembly,
        chr: r.gene.chr,
        band: r.band,
        start,
        stop,
        alt: snv ? r.alt : '',
        ref: snv ? r.ref : '',
      }),
    ),
    frequencies: quiet
      ? [
          {
            source: 'The Genome Aggregation Database (gnomAD)',
            value: (0.001 + random() * 0.2).toFixed(5),
            minor_allele: r.alt.slice(0, 1),
          },
        ]
      : [],
    spdi: spdi(r),
    scvs: submissions(r).map((s) => s.scv),
    rcvAccessions: r.rcvs.map((x) => x.accession),
    germline: classification(r.germline, r.germline?.description, traits),
    impact: classification(r.somaticImpact, r.somaticImpact?.tier, cancerTraits),
    oncogenicity: classification(r.oncogenicity, r.oncogenicity?.description, cancerTraits),
    symbol: r.gene.symbol,
    chrSort: chr.sort,
    locationSort: String(r.start38).padStart(20, '0'),
    geneId: r.gene.id,
    strand: r.gene.strand,
    consequence: r.consequence.name,
    proteinChange: r.proteinChange ?? '',
  });
}

/** The summary of one id, or undefined when the database has no such record. */
export function summaryOf(catalog: Catalog, db: string, uid: string): Summary | undefined {
  const gene = db === 'gene' && catalog.genes.byId.get(uidOf(uid));
  const record = db === 'clinvar' && catalog.clinvar.byId.get(uidOf(uid));
  return gene ? geneSummary(gene) : record ? clinvarSummary(record) : undefined;
}

// ── XML, version 2.0 (DocumentSummarySet) ─────────────────────────────────────────────────────

/** How each database's XML names a JSON key (`tag`) and the items of a list under a key (`item`). */
const NAMING = {
  gene: { tag: (k: string) => GENE_TAGS[k] ?? k, item: (k: string) => GENE_ITEMS[k] ?? 'string' },
  clinvar: {
    tag: (k: string) => (k === 'geneid' ? 'GeneID' : k),
    item: (k: string) => CLINVAR_ITEMS[k] ?? 'string',
  },
};
type Naming = (typeof NAMING)['gene'];

/** Gene's Status 0 / CurrentID 0 in XML where the JSON has empty strings (as the live service does). */
const XML_OVERRIDES: Record<string, string> = { status: '0', currentid: '0' };

function v2Value(w: XmlWriter, key: string, value: unknown, naming: Naming): void {
  const tag = naming.tag(key);
  if (value === null || typeof value !== 'object') {
    w.leaf(tag, naming === NAMING.gene ? (XML_OVERRIDES[key] ?? String(value)) : String(value));
    return;
  }
  w.open(tag);
  if (Array.isArray(value)) for (const element of value) v2Value(w, naming.item(key), element, naming);
  else for (const [k, v] of Object.entries(value)) v2Value(w, k, v, naming);
  w.close(tag);
}

export function summaryV2Xml(db: 'gene' | 'clinvar', summary: Summary): string {
  const naming = NAMING[db];
  const w = new XmlWriter('\t').open('DocumentSummary', { uid: String(summary.uid) });
  for (const [key, value] of Object.entries(summary)) if (key !== 'uid') v2Value(w, key, value, naming);
  return w.close('DocumentSummary').toString();
}

export function summaryErrorV2Xml(uid: string, message: string): string {
  return `<DocumentSummary uid="${escapeXml(uid)}">\n<error>${escapeXml(message)}</error>\n</DocumentSummary>\n`;
}

// ── XML, version 1.0 (DocSum with typed Items) ─────────────────────────────────────────────────

function v1Item(w: XmlWriter, name: string, value: unknown, naming: Naming): void {
  if (Array.isArray(value) && value.length === 0) w.leaf('Item', '', { Name: name, Type: 'List' });
  else if (Array.isArray(value)) {
    w.open('Item', { Name: name, Type: 'List' });
    const item = naming.item(name.toLowerCase());
    for (const element of value) v1Item(w, item === 'string' ? name : item, element, naming);
    w.close('Item');
  } else if (value !== null && typeof value === 'object') {
    w.open('Item', { Name: name, Type: 'Structure' });
    for (const [k, v] of Object.entries(value)) v1Item(w, naming.tag(k), v, naming);
    w.close('Item');
  } else
    w.leaf('Item', String(value), { Name: name, Type: typeof value === 'number' ? 'Integer' : 'String' });
}

export function summaryV1Xml(db: 'gene' | 'clinvar', summary: Summary): string {
  const naming = NAMING[db];
  const w = new XmlWriter('\t').open('DocSum').leaf('Id', String(summary.uid));
  for (const [key, value] of Object.entries(summary))
    if (key !== 'uid') v1Item(w, naming.tag(key), value, naming);
  return w.close('DocSum').toString();
}
