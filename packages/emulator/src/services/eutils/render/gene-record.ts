import { fill } from '../../../kit/index.js';
import { createRandom, intBetween, mixSeed, pick } from '../../../prng.js';
import { ASSEMBLIES } from '../data/chromosomes.js';
import { condition, medgenUid } from '../data/conditions.js';
import { ORGANISMS } from '../data/curated-genes.js';
import { type GeneDetails, geneDetails, type Transcript } from '../data/gene-details.js';
import { GENE_TYPES } from '../data/gene-families.js';
import vocab from '../data/gene-vocab.json' with { type: 'json' };
import type { Gene, GeneSet } from '../data/genes.js';
import { XmlWriter } from '../xml.js';
import { type AsnValue, enumerated, type Typed, writeTyped } from './asn.js';
import L from './gene-layout.json' with { type: 'json' };

export const ENTREZGENE_HEAD =
  '<?xml version="1.0" ?>\n<!DOCTYPE Entrezgene-Set PUBLIC "-//NLM//DTD NCBI-Entrezgene, 21st January 2005//EN" "https://www.ncbi.nlm.nih.gov/data_specs/dtd/NCBI_Entrezgene.dtd">\n<Entrezgene-Set>\n';
export const ENTREZGENE_TAIL = '\n</Entrezgene-Set>\n';

/** Entrez Gene-commentary type codes (NCBI Entrezgene ASN.1). */
const COMMENTARY = {
  genomic: 1,
  mRNA: 3,
  peptide: 8,
  property: 16,
  generif: 18,
  phenotype: 19,
  ncRNA: 22,
  'gene-group': 23,
  comment: 254,
  other: 255,
} as const;
type Kind = keyof typeof COMMENTARY;
const rnaType = (t: Transcript) => enumerated(t.kind, COMMENTARY[t.kind as Kind]);
type Fields = Record<string, AsnValue>;

/** One Gene-commentary of a kind; its other fields in the order the DTD gives them. */
const commentary = (kind: Kind, fields: Fields = {}): Typed => ({
  $: 'Gene-commentary',
  type: enumerated(kind, COMMENTARY[kind]),
  ...fields,
});

const dateStd = (d: Date, time: boolean): Typed => ({
  $: 'Date-std',
  year: d.getUTCFullYear(),
  month: d.getUTCMonth() + 1,
  day: d.getUTCDate(),
  ...(time && { hour: d.getUTCHours(), minute: d.getUTCMinutes(), second: 0 }),
});

/** A commentary's creation and update dates, both the given one. */
const dates = (d: Date): Fields => ({
  'create-date/Date/Date_std': dateStd(d, true),
  'update-date/Date/Date_std': dateStd(d, true),
});

const dbtag = (db: string, id: number | string): Typed => ({
  $: 'Dbtag',
  db,
  [`tag/Object-id/Object-id_${typeof id === 'number' ? 'id' : 'str'}`]: id,
});

interface Source {
  src?: readonly [string, number | string];
  preText?: string | undefined;
  anchor?: string;
  url?: string;
  postText?: string;
}

const sources = (list: readonly Source[]): Typed[] =>
  list.map((s) => ({
    $: 'Other-source',
    src: s.src && dbtag(...s.src),
    'pre-text': s.preText,
    anchor: s.anchor,
    url: s.url,
    'post-text': s.postText,
  }));

const refs = (pmids: readonly number[]) =>
  pmids.length === 0 ? undefined : pmids.map((pmid): Typed => ({ $: 'Pub', 'pmid/PubMedId': pmid }));

type Strand = 'plus' | 'minus';

const interval = ([from, to]: readonly [number, number], strand: Strand, gi: number): Typed => ({
  $: 'Seq-interval',
  from,
  to,
  'strand/Na-strand': enumerated(strand),
  'id/Seq-id/Seq-id_gi': gi,
});

/** Genomic coordinates: one interval, or a mix of them (exons). */
const location = (parts: ReadonlyArray<readonly [number, number]>, strand: Strand, gi: number): Typed =>
  parts.length === 1
    ? { $: 'Seq-loc', int: interval(parts[0]!, strand, gi) }
    : {
        $: 'Seq-loc',
        'mix/Seq-loc-mix': parts.map((part): Typed => ({ $: 'Seq-loc', int: interval(part, strand, gi) })),
      };

function accession(full: string): Fields {
  const [accession, version] = full.split('.');
  return { accession, version };
}

type Mapper = (from: number, to: number) => readonly [number, number];
type Place = readonly [
  heading: readonly [string, string],
  seqAccession: string,
  gi: number,
  map: Mapper,
  strand: Strand,
];

/** One annotated genomic sequence with the gene's transcripts and proteins placed on it. */
function genomicLocus(gene: Gene, d: GeneDetails, [[heading, label], seq, gi, map, strand]: Place): Typed {
  const on = (parts: Transcript['exons']) =>
    location(
      parts.map(([a, b]) => map(a, b)),
      strand,
      gi,
    );
  return fill<Typed>(L.locus, {
    heading,
    label,
    ...accession(seq),
    interval: interval(map(gene.start - 1, gene.end - 1), strand, gi),
    products:
      d.transcripts.length > 0 &&
      d.transcripts.map((t) =>
        fill(L.locusRna, {
          ...t,
          type: rnaType(t),
          coords: on(t.exons),
          products: t.protein && [fill(L.locusPeptide, { ...t.protein, coords: on(t.cds) })],
        }),
      ),
  });
}

/** The sequences a gene is annotated on: current assembly, RefSeqGene, T2T and GRCh37. */
function locus(gene: Gene, d: GeneDetails): Typed[] {
  const strand = gene.strand === '+' ? 'plus' : 'minus';
  const shift =
    (by: number): Mapper =>
    (a, b) => [a + by, b + by];
  const assembly = (name: string, role: string) =>
    [`${role[0]!.toUpperCase()}${role.slice(1)} ${name}`, `chromosome ${gene.chr} ${role} ${name}`] as const;
  const current = gene.taxId === 9606 ? 'GRCh38.p14' : ORGANISMS[gene.taxId].assembly;
  const ng = d.refSeqGene;
  // RefSeqGene records run in the gene's orientation with 5 kb of flank.
  const origin = gene.strand === '+' ? gene.start - 1 : gene.end - 1;
  const toNg: Mapper =
    gene.strand === '+'
      ? (a, b) => [5_000 + a - origin, 5_000 + b - origin]
      : (a, b) => [5_000 + origin - b, 5_000 + origin - a];
  const loci: Array<Place | false | undefined> = [
    [
      assembly(`${current} Primary Assembly`, 'reference'),
      gene.chrAccession,
      d.genomicGi.current,
      shift(0),
      strand,
    ],
    ng && [['Reference assembly', 'RefSeqGene'], `${ng.accession}.${ng.version}`, ng.gi, toNg, 'plus'],
    d.t2t && [
      assembly('T2T-CHM13v2.0', 'alternate'),
      d.t2t.accession,
      d.genomicGi.t2t,
      shift(d.t2t.shift),
      strand,
    ],
    gene.grch37 && [
      assembly('GRCh37.p13 Primary Assembly', 'reference'),
      gene.grch37.accession,
      d.genomicGi.grch37,
      shift(gene.grch37.start - gene.start),
      strand,
    ],
  ];
  return loci.flatMap((place) => (place ? [genomicLocus(gene, d, place)] : []));
}

function properties(gene: Gene, d: GeneDetails): AsnValue[] {
  const aspects = (['Function', 'Process', 'Component'] as const).map((aspect) => {
    const annotations = d.go.filter((a) => a.term.aspect === aspect);
    return (
      annotations.length > 0 &&
      fill<Typed>(L.goAspect, {
        aspect,
        annotations: annotations.map((a) =>
          fill(L.goAnnotation, { ...a.term, ...a, refs: refs(a.pmid !== undefined ? [a.pmid] : []) }),
        ),
      })
    );
  });
  return [
    gene.hgnc !== undefined && fill<Typed>(L.nomenclatureComment, gene),
    d.go.length > 0 && fill<Typed>(L.geneOntology, { aspects }),
  ];
}

/**
 * A headed commentary whose comment holds one commentary per item (Phenotypes, Interactions,
 * Pathways, Additional Links, Markers); nothing at all without items.
 */
function commentaryList<T>(
  kind: Kind,
  heading: string,
  items: readonly T[],
  itemKind: Kind,
  item: (x: T) => Fields,
): AsnValue {
  return (
    items.length > 0 &&
    commentary(kind, { heading, comment: items.map((x) => commentary(itemKind, item(x))) })
  );
}

const PATHWAY_LINKS: Record<string, readonly string[]> = vocab.pathwayLinks;

/** A RefSeq protein with its Conserved Domains and (for the primary one) UniProtKB commentaries. */
function peptide(
  gene: Gene,
  d: GeneDetails,
  p: NonNullable<Transcript['protein']>,
  primary: boolean,
  random: () => number,
) {
  const cdd = Math.floor(random() * 400_000) + 10_000;
  const from = 1 + Math.floor(random() * Math.max(1, p.length / 4));
  const to = Math.max(from + 20, p.length - Math.floor(random() * (p.length / 4)));
  const score = 200 + Math.floor(random() * 1_500);
  const uniprot: Source[] = [
    ...(gene.uniprot ? [{ src: ['UniProtKB/Swiss-Prot', gene.uniprot] as const, anchor: gene.uniprot }] : []),
    ...d.uniprotTrembl.map((acc) => ({ src: ['UniProtKB/TrEMBL', acc] as const, anchor: acc })),
  ];
  return fill<Typed>(L.peptide, {
    ...p,
    cdd,
    domain: `cd${String(cdd % 100_000).padStart(5, '0')}`,
    symbol: gene.symbol,
    from,
    to,
    score,
    uniprot: primary && uniprot.length > 0 && fill(L.uniprot, { sources: sources(uniprot) }),
  });
}

function refseqs(gene: Gene, d: GeneDetails): AsnValue {
  if (d.transcripts.length === 0) return undefined;
  const random = createRandom(mixSeed(gene.seed, 0x2ef5e9));
  const human = gene.taxId === 9606;
  const ng = d.refSeqGene;
  return fill<Typed>(L.refseqs, {
    annotation: human
      ? `${ASSEMBLIES.GRCh38.accession}-RS_2023_10`
      : `${ORGANISMS[gene.taxId].assemblyAccession}-RS_2024_02`,
    assembly: human ? 'GRCh38.p14' : ORGANISMS[gene.taxId].assembly,
    ...accession(gene.chrAccession),
    gi: d.genomicGi.current,
    products: d.transcripts.map(
      (t, i) =>
        !t.accession.startsWith('X') &&
        fill(L.refseqProduct, {
          ...t,
          type: rnaType(t),
          heading: `${t.kind} Sequence`,
          products: t.protein && [peptide(gene, d, t.protein, i === 0, random)],
          refseqStatus: d.refseqStatus,
        }),
    ),
    refSeqGene: ng && [fill(L.refSeqGene, ng)],
  });
}

function relatedSequences(gene: Gene): AsnValue {
  if (gene.type === 'pseudo') return undefined;
  const random = createRandom(mixSeed(gene.seed, 0x5e95));
  const genbank = (kind: 'genomic' | 'mRNA', heading: string, prefix: readonly string[], versions: number) =>
    commentary(kind, {
      heading,
      ...accession(
        `${pick(random, prefix)}${intBetween(random, 10_000, 999_999)}.${intBetween(random, 1, versions)}`,
      ),
      source: sources([
        { src: ['Nucleotide', intBetween(random, 10_000_000, 900_000_000)], anchor: 'GenBank' },
      ]),
    });
  const products: Typed[] = [];
  for (let i = intBetween(random, 1, 3); i > 0; i--)
    products.push(genbank('genomic', 'Genomic', ['AC', 'AL', 'AP', 'CH'], 12));
  for (let i = intBetween(random, 0, 4); i > 0; i--)
    products.push(genbank('mRNA', 'mRNA', ['AK', 'BC', 'AF', 'AY', 'BX'], 3));
  return commentary('comment', { heading: 'Related Sequences', products });
}

function comments(gene: Gene, d: GeneDetails): AsnValue[] {
  const phenotypes = gene.conditionKeys
    .map(condition)
    .filter((c) => !c.key.startsWith('not-') && !c.drugResponse);
  const links: Source[] = [];
  if (gene.ensembl) links.push({ anchor: 'Ensembl', url: `https://www.ensembl.org/id/${gene.ensembl}` });
  if (gene.mim !== undefined) links.push({ anchor: 'OMIM', url: `https://omim.org/entry/${gene.mim}` });
  if (gene.hgnc !== undefined)
    links.push({
      anchor: 'HGNC',
      url: `https://www.genenames.org/data/gene-symbol-report/#!/hgnc_id/HGNC:${gene.hgnc}`,
    });
  return [
    commentary('comment', { heading: 'RefSeq Status', label: d.refseqStatus }),
    d.pubmed.length > 0 && commentary('comment', { refs: refs(d.pubmed) }),
    commentaryList('comment', 'Phenotypes', phenotypes, 'phenotype', (c) => ({
      heading: c.name,
      text: c.omim !== undefined ? `Phenotype MIM: ${c.omim}` : undefined,
      source: sources([
        c.omim !== undefined
          ? { src: ['MIM', c.omim], anchor: 'OMIM' }
          : { src: ['MedGen', medgenUid(c)], anchor: 'MedGen' },
      ]),
    })),
    ...d.generifs.map((rif) =>
      commentary('generif', { text: rif.text, refs: refs([rif.pmid]), ...dates(rif.date) }),
    ),
    commentaryList('generif', 'Interactions', d.interactions, 'generif', (x) =>
      fill<Fields>(L.interactionFields, {
        ...x,
        refs: refs([x.pmid]),
        partnerId: x.partner.id,
        partnerSymbol: x.partner.symbol,
        date: dateStd(x.date, true),
      }),
    ),
    commentaryList('comment', 'Pathways', d.pathways, 'comment', (p) => {
      const [prefix, link] = PATHWAY_LINKS[p.db] ?? PATHWAY_LINKS.WikiPathways!;
      const url = link!.replace('{id}', p.id).replace('{gene}', String(gene.id));
      return {
        text: `${prefix}${p.name}`,
        source: sources([{ src: [p.db, p.id], anchor: p.id, url }]),
      };
    }),
    refseqs(gene, d),
    relatedSequences(gene),
    commentaryList('comment', 'Additional Links', links, 'comment', (link) => ({ source: sources([link]) })),
    commentaryList('comment', 'Markers (Sequence Tagged Sites/STS)', d.markers, 'comment', (m) => ({
      source: sources([{ src: ['UniSTS', m.uniSts], anchor: m.name, postText: '(e-PCR)' }]),
      comment:
        m.aliases.length > 0 &&
        m.aliases.map((alias) => commentary('other', { label: 'Alternate name', text: alias })),
    })),
  ];
}

/** One `<Entrezgene>` element, shaped like efetch db=gene retmode=xml (see efetch-gene-4747.xml). */
export function renderGeneRecord(gene: Gene, genes: GeneSet): string {
  const d = geneDetails(gene, genes);
  const organism = ORGANISMS[gene.taxId];
  const [genus, species] = organism.scientific.split(' ') as [string, string];
  const hgnc = gene.hgnc !== undefined ? `HGNC:${gene.hgnc}` : undefined;
  const w = new XmlWriter('    ', 0);
  writeTyped(
    w,
    fill<Typed>(L.entrezgene, {
      ...organism,
      ...gene,
      created: dateStd(d.created, false),
      updated: dateStd(d.updated, true),
      type: enumerated(gene.type, GENE_TYPES[gene.type]),
      genus,
      species,
      taxon: dbtag('taxon', gene.taxId),
      synonyms: organism.synonyms?.length ? organism.synonyms : undefined,
      geneDbs: [
        hgnc && dbtag('HGNC', hgnc),
        !!gene.ensembl && dbtag('Ensembl', gene.ensembl),
        gene.mim !== undefined && dbtag('MIM', gene.mim),
        hgnc && dbtag('AllianceGenome', hgnc),
      ],
      aliases: gene.aliases.length > 0 && gene.aliases,
      formalName: hgnc && fill(L.nomenclature, { ...gene, hgncTag: dbtag('HGNC', hgnc) }),
      prot:
        gene.type === 'protein-coding' &&
        fill(L.protein, { ...gene, description: gene.designations[0] ?? gene.name }),
      summary: gene.summary || undefined,
      locus: locus(gene, d),
      properties: properties(gene, d),
      homology: d.homologene !== undefined && [
        commentary('comment', {
          heading: 'Mouse, Rat',
          source: sources([{ src: ['HomoloGene', d.homologene], anchor: 'Map Viewer' }]),
        }),
      ],
      comments: comments(gene, d),
      uniqueKeys: [
        hgnc && dbtag('HGNC', hgnc),
        dbtag('LocusID', gene.id),
        gene.mim !== undefined && dbtag('MIM', gene.mim),
      ],
      xtraProperties: gene.conditionKeys.some((k) => !k.startsWith('not-')) && [
        { $: 'Xtra-Terms', tag: 'PROP', value: 'phenotype' },
      ],
    }),
  );
  return w.toString();
}
