import { createRandom, intBetween, mixSeed, pick } from '../../../prng.js';
import { ASSEMBLIES } from '../data/chromosomes.js';
import { condition, medgenUid } from '../data/conditions.js';
import { ORGANISMS } from '../data/curated-genes.js';
import { type GeneDetails, geneDetails, type Transcript } from '../data/gene-details.js';
import { GENE_TYPES } from '../data/gene-families.js';
import type { Gene, GeneSet } from '../data/genes.js';
import { XmlWriter } from '../xml.js';

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

type W = XmlWriter;

function type(w: W, kind: keyof typeof COMMENTARY): void {
  w.leaf('Gene-commentary_type', COMMENTARY[kind], [['value', kind]]);
}

function dateStd(w: W, tag: string, d: Date, time: boolean): void {
  w.open(tag).open('Date').open('Date_std').open('Date-std');
  w.leaf('Date-std_year', d.getUTCFullYear())
    .leaf('Date-std_month', d.getUTCMonth() + 1)
    .leaf('Date-std_day', d.getUTCDate());
  if (time)
    w.leaf('Date-std_hour', d.getUTCHours())
      .leaf('Date-std_minute', d.getUTCMinutes())
      .leaf('Date-std_second', 0);
  w.close('Date-std').close('Date_std').close('Date').close(tag);
}

function dbtag(w: W, db: string, id: number | string): void {
  w.open('Dbtag').leaf('Dbtag_db', db).open('Dbtag_tag').open('Object-id');
  if (typeof id === 'number') w.leaf('Object-id_id', id);
  else w.leaf('Object-id_str', id);
  w.close('Object-id').close('Dbtag_tag').close('Dbtag');
}

interface Source {
  src?: readonly [string, number | string];
  preText?: string;
  anchor?: string;
  url?: string;
  postText?: string;
}

function otherSource(w: W, s: Source): void {
  w.open('Other-source');
  if (s.src) {
    w.open('Other-source_src');
    dbtag(w, s.src[0], s.src[1]);
    w.close('Other-source_src');
  }
  if (s.preText !== undefined) w.leaf('Other-source_pre-text', s.preText);
  if (s.anchor !== undefined) w.leaf('Other-source_anchor', s.anchor);
  if (s.url !== undefined) w.leaf('Other-source_url', s.url);
  if (s.postText !== undefined) w.leaf('Other-source_post-text', s.postText);
  w.close('Other-source');
}

function sources(w: W, list: readonly Source[]): void {
  w.open('Gene-commentary_source');
  for (const s of list) otherSource(w, s);
  w.close('Gene-commentary_source');
}

function refs(w: W, pmids: readonly number[]): void {
  if (pmids.length === 0) return;
  w.open('Gene-commentary_refs');
  for (const pmid of pmids)
    w.open('Pub').open('Pub_pmid').leaf('PubMedId', pmid).close('Pub_pmid').close('Pub');
  w.close('Gene-commentary_refs');
}

function interval(w: W, from: number, to: number, strand: 'plus' | 'minus', gi: number): void {
  w.open('Seq-interval').leaf('Seq-interval_from', from).leaf('Seq-interval_to', to);
  w.open('Seq-interval_strand')
    .empty('Na-strand', [['value', strand]])
    .close('Seq-interval_strand');
  w.open('Seq-interval_id').open('Seq-id').leaf('Seq-id_gi', gi).close('Seq-id').close('Seq-interval_id');
  w.close('Seq-interval');
}

function location(
  w: W,
  tag: string,
  parts: ReadonlyArray<readonly [number, number]>,
  strand: 'plus' | 'minus',
  gi: number,
): void {
  w.open(tag).open('Seq-loc');
  if (parts.length === 1) {
    w.open('Seq-loc_int');
    interval(w, parts[0]![0], parts[0]![1], strand, gi);
    w.close('Seq-loc_int');
  } else {
    w.open('Seq-loc_mix').open('Seq-loc-mix');
    for (const [from, to] of parts) {
      w.open('Seq-loc').open('Seq-loc_int');
      interval(w, from, to, strand, gi);
      w.close('Seq-loc_int').close('Seq-loc');
    }
    w.close('Seq-loc-mix').close('Seq-loc_mix');
  }
  w.close('Seq-loc').close(tag);
}

function whole(w: W, gi: number): void {
  w.open('Gene-commentary_seqs').open('Seq-loc').open('Seq-loc_whole').open('Seq-id').leaf('Seq-id_gi', gi);
  w.close('Seq-id').close('Seq-loc_whole').close('Seq-loc').close('Gene-commentary_seqs');
}

function accession(w: W, full: string): void {
  const [acc, version] = full.split('.');
  w.leaf('Gene-commentary_accession', acc!);
  if (version !== undefined) w.leaf('Gene-commentary_version', version);
}

type Mapper = (from: number, to: number) => readonly [number, number];

/** One annotated genomic sequence with the gene's transcripts and proteins placed on it. */
function genomicLocus(
  w: W,
  gene: Gene,
  d: GeneDetails,
  heading: string,
  label: string | undefined,
  seqAccession: string,
  gi: number,
  map: Mapper,
  strand: 'plus' | 'minus',
): void {
  w.open('Gene-commentary');
  type(w, 'genomic');
  w.leaf('Gene-commentary_heading', heading);
  if (label !== undefined) w.leaf('Gene-commentary_label', label);
  accession(w, seqAccession);
  w.open('Gene-commentary_seqs').open('Seq-loc').open('Seq-loc_int');
  const [from, to] = map(gene.start - 1, gene.end - 1);
  interval(w, from, to, strand, gi);
  w.close('Seq-loc_int').close('Seq-loc').close('Gene-commentary_seqs');
  if (d.transcripts.length > 0) {
    w.open('Gene-commentary_products');
    for (const t of d.transcripts) {
      w.open('Gene-commentary');
      type(w, t.kind === 'mRNA' ? 'mRNA' : 'ncRNA');
      w.leaf('Gene-commentary_heading', 'Reference');
      accession(w, `${t.accession}.${t.version}`);
      location(
        w,
        'Gene-commentary_genomic-coords',
        t.exons.map(([a, b]) => map(a, b)),
        strand,
        gi,
      );
      whole(w, t.gi);
      if (t.protein) {
        w.open('Gene-commentary_products').open('Gene-commentary');
        type(w, 'peptide');
        w.leaf('Gene-commentary_heading', 'Reference');
        accession(w, `${t.protein.accession}.${t.protein.version}`);
        location(
          w,
          'Gene-commentary_genomic-coords',
          t.cds.map(([a, b]) => map(a, b)),
          strand,
          gi,
        );
        whole(w, t.protein.gi);
        w.close('Gene-commentary').close('Gene-commentary_products');
      }
      w.close('Gene-commentary');
    }
    w.close('Gene-commentary_products');
  }
  w.close('Gene-commentary');
}

function locus(w: W, gene: Gene, d: GeneDetails): void {
  const organism = ORGANISMS[gene.taxId];
  const strand = gene.strand === '+' ? 'plus' : 'minus';
  const same: Mapper = (a, b) => [a, b];
  const shift =
    (by: number): Mapper =>
    (a, b) => [a + by, b + by];
  w.open('Entrezgene_locus');
  const current = gene.taxId === 9606 ? 'GRCh38.p14' : organism.assembly;
  genomicLocus(
    w,
    gene,
    d,
    `Reference ${current} Primary Assembly`,
    `chromosome ${gene.chr} reference ${current} Primary Assembly`,
    gene.chrAccession,
    d.genomicGi.current,
    same,
    strand,
  );
  if (d.refSeqGene) {
    // RefSeqGene records run in the gene's orientation with 5 kb of flank.
    const origin = gene.strand === '+' ? gene.start - 1 : gene.end - 1;
    const toNg: Mapper =
      gene.strand === '+'
        ? (a, b) => [5_000 + a - origin, 5_000 + b - origin]
        : (a, b) => [5_000 + origin - b, 5_000 + origin - a];
    genomicLocus(
      w,
      gene,
      d,
      'Reference assembly',
      'RefSeqGene',
      `${d.refSeqGene.accession}.${d.refSeqGene.version}`,
      d.refSeqGene.gi,
      toNg,
      'plus',
    );
  }
  if (d.t2t) {
    genomicLocus(
      w,
      gene,
      d,
      'Alternate T2T-CHM13v2.0',
      `chromosome ${gene.chr} alternate T2T-CHM13v2.0`,
      d.t2t.accession,
      d.genomicGi.t2t,
      shift(d.t2t.shift),
      strand,
    );
  }
  if (gene.grch37) {
    genomicLocus(
      w,
      gene,
      d,
      'Reference GRCh37.p13 Primary Assembly',
      `chromosome ${gene.chr} reference GRCh37.p13 Primary Assembly`,
      gene.grch37.accession,
      d.genomicGi.grch37,
      shift(gene.grch37.start - gene.start),
      strand,
    );
  }
  w.close('Entrezgene_locus');
}

function properties(w: W, gene: Gene, d: GeneDetails): void {
  w.open('Entrezgene_properties');
  if (gene.hgnc !== undefined) {
    w.open('Gene-commentary');
    type(w, 'comment');
    w.leaf('Gene-commentary_label', 'Nomenclature');
    sources(w, [{ anchor: 'HUGO Gene Nomenclature Committee' }]);
    w.open('Gene-commentary_properties');
    for (const [label, text] of [
      ['Official Symbol', gene.symbol],
      ['Official Full Name', gene.name],
    ] as const) {
      w.open('Gene-commentary');
      type(w, 'property');
      w.leaf('Gene-commentary_label', label).leaf('Gene-commentary_text', text);
      w.close('Gene-commentary');
    }
    w.close('Gene-commentary_properties').close('Gene-commentary');
  }
  if (d.go.length > 0) {
    w.open('Gene-commentary');
    type(w, 'comment');
    w.leaf('Gene-commentary_heading', 'GeneOntology');
    sources(w, [{ preText: 'Provided by', anchor: 'GOA', url: 'http://www.ebi.ac.uk/GOA/' }]);
    w.open('Gene-commentary_comment');
    for (const aspect of ['Function', 'Process', 'Component'] as const) {
      const annotations = d.go.filter((a) => a.term.aspect === aspect);
      if (annotations.length === 0) continue;
      w.open('Gene-commentary');
      type(w, 'comment');
      w.leaf('Gene-commentary_label', aspect);
      w.open('Gene-commentary_comment');
      for (const a of annotations) {
        w.open('Gene-commentary');
        type(w, 'comment');
        refs(w, a.pmid !== undefined ? [a.pmid] : []);
        sources(w, [{ src: ['GO', a.term.id], anchor: a.term.name, postText: `evidence: ${a.evidence}` }]);
        w.close('Gene-commentary');
      }
      w.close('Gene-commentary_comment').close('Gene-commentary');
    }
    w.close('Gene-commentary_comment').close('Gene-commentary');
  }
  w.close('Entrezgene_properties');
}

/**
 * A headed commentary whose comment holds one commentary per item (Phenotypes, Interactions,
 * Pathways, Additional Links, Markers); nothing at all without items.
 */
function commentaryList<T>(
  w: W,
  kind: keyof typeof COMMENTARY,
  heading: string,
  items: readonly T[],
  itemKind: keyof typeof COMMENTARY,
  item: (x: T) => void,
): void {
  if (items.length === 0) return;
  w.open('Gene-commentary');
  type(w, kind);
  w.leaf('Gene-commentary_heading', heading);
  w.open('Gene-commentary_comment');
  for (const x of items) {
    w.open('Gene-commentary');
    type(w, itemKind);
    item(x);
    w.close('Gene-commentary');
  }
  w.close('Gene-commentary_comment').close('Gene-commentary');
}

function phenotypes(w: W, gene: Gene): void {
  const conditions = gene.conditionKeys
    .map(condition)
    .filter((c) => !c.key.startsWith('not-') && !c.drugResponse);
  commentaryList(w, 'comment', 'Phenotypes', conditions, 'phenotype', (c) => {
    w.leaf('Gene-commentary_heading', c.name);
    if (c.omim !== undefined) w.leaf('Gene-commentary_text', `Phenotype MIM: ${c.omim}`);
    sources(w, [
      c.omim !== undefined
        ? { src: ['MIM', c.omim], anchor: 'OMIM' }
        : { src: ['MedGen', medgenUid(c)], anchor: 'MedGen' },
    ]);
  });
}

function generifs(w: W, d: GeneDetails): void {
  for (const rif of d.generifs) {
    w.open('Gene-commentary');
    type(w, 'generif');
    w.leaf('Gene-commentary_text', rif.text);
    refs(w, [rif.pmid]);
    dateStd(w, 'Gene-commentary_create-date', rif.date, true);
    dateStd(w, 'Gene-commentary_update-date', rif.date, true);
    w.close('Gene-commentary');
  }
}

function interactions(w: W, d: GeneDetails): void {
  commentaryList(w, 'generif', 'Interactions', d.interactions, 'generif', (x) => {
    w.leaf('Gene-commentary_text', x.experiment);
    refs(w, [x.pmid]);
    sources(w, [{ src: ['BioGRID', x.biogrid], anchor: 'BioGRID' }]);
    w.open('Gene-commentary_comment');
    w.open('Gene-commentary');
    type(w, 'other');
    sources(w, [{ src: ['BioGRID', x.biogrid] }]);
    w.close('Gene-commentary');
    w.open('Gene-commentary');
    type(w, 'other');
    sources(w, [
      { src: ['GeneID', x.partner.id], anchor: x.partner.symbol },
      { src: ['BioGRID', x.partnerBiogrid] },
    ]);
    w.close('Gene-commentary');
    w.close('Gene-commentary_comment');
    dateStd(w, 'Gene-commentary_create-date', x.date, true);
    dateStd(w, 'Gene-commentary_update-date', x.date, true);
  });
}

function pathways(w: W, gene: Gene, d: GeneDetails): void {
  commentaryList(w, 'comment', 'Pathways', d.pathways, 'comment', (p) => {
    const label =
      p.db === 'KEGG pathway'
        ? `KEGG pathway: ${p.name}`
        : p.db === 'Reactome'
          ? `Reactome Event:${p.name}`
          : `WikiPathways: ${p.name}`;
    w.leaf('Gene-commentary_text', label);
    const url =
      p.db === 'KEGG pathway'
        ? `https://www.genome.jp/dbget-bin/show_pathway?${p.id}+${gene.id}`
        : p.db === 'Reactome'
          ? `https://reactome.org/content/detail/${p.id}`
          : `https://www.wikipathways.org/pathways/${p.id}`;
    sources(w, [{ src: [p.db, p.id], anchor: p.id, url }]);
  });
}

function refseqProduct(
  w: W,
  gene: Gene,
  d: GeneDetails,
  t: Transcript,
  primary: boolean,
  random: () => number,
): void {
  w.open('Gene-commentary');
  type(w, t.kind === 'mRNA' ? 'mRNA' : 'ncRNA');
  w.leaf('Gene-commentary_heading', t.kind === 'mRNA' ? 'mRNA Sequence' : 'ncRNA Sequence');
  accession(w, `${t.accession}.${t.version}`);
  sources(w, [{ src: ['Nucleotide', t.gi], anchor: t.accession }]);
  whole(w, t.gi);
  if (t.protein) {
    const p = t.protein;
    w.open('Gene-commentary_products').open('Gene-commentary');
    type(w, 'peptide');
    w.leaf('Gene-commentary_heading', 'Product');
    accession(w, `${p.accession}.${p.version}`);
    sources(w, [{ src: ['Protein', p.gi], anchor: p.accession, postText: `${p.name} isoform ${p.isoform}` }]);
    whole(w, p.gi);
    w.open('Gene-commentary_comment');
    w.open('Gene-commentary');
    type(w, 'other');
    w.leaf('Gene-commentary_heading', 'Conserved Domains');
    sources(w, [{ preText: '(1)', anchor: 'summary' }]);
    w.open('Gene-commentary_comment').open('Gene-commentary');
    type(w, 'other');
    const cdd = Math.floor(random() * 400_000) + 10_000;
    sources(w, [
      {
        src: ['CDD', cdd],
        anchor: `cd${String(cdd % 100_000).padStart(5, '0')}: ${gene.symbol}-like domain`,
      },
    ]);
    w.open('Gene-commentary_comment').open('Gene-commentary');
    type(w, 'other');
    const from = 1 + Math.floor(random() * Math.max(1, p.length / 4));
    w.leaf(
      'Gene-commentary_text',
      `Location: ${from} - ${Math.max(from + 20, p.length - Math.floor(random() * (p.length / 4)))} Blast Score: ${200 + Math.floor(random() * 1_500)}`,
    );
    w.close('Gene-commentary').close('Gene-commentary_comment');
    w.close('Gene-commentary').close('Gene-commentary_comment');
    w.close('Gene-commentary');
    if (primary && (gene.uniprot || d.uniprotTrembl.length)) {
      w.open('Gene-commentary');
      type(w, 'other');
      w.leaf('Gene-commentary_heading', 'UniProtKB');
      w.empty('Gene-commentary_source');
      w.open('Gene-commentary_comment').open('Gene-commentary');
      type(w, 'other');
      sources(w, [
        ...(gene.uniprot
          ? [{ src: ['UniProtKB/Swiss-Prot', gene.uniprot] as const, anchor: gene.uniprot }]
          : []),
        ...d.uniprotTrembl.map((acc) => ({ src: ['UniProtKB/TrEMBL', acc] as const, anchor: acc })),
      ]);
      w.close('Gene-commentary').close('Gene-commentary_comment');
      w.close('Gene-commentary');
    }
    w.close('Gene-commentary_comment');
    w.close('Gene-commentary').close('Gene-commentary_products');
  }
  w.open('Gene-commentary_comment');
  w.open('Gene-commentary');
  type(w, 'comment');
  w.leaf('Gene-commentary_label', 'RefSeq Status').leaf('Gene-commentary_text', d.refseqStatus);
  w.close('Gene-commentary');
  w.close('Gene-commentary_comment');
  w.close('Gene-commentary');
}

function refseqs(w: W, gene: Gene, d: GeneDetails): void {
  if (d.transcripts.length === 0) return;
  const random = createRandom(mixSeed(gene.seed, 0x2ef5e9));
  w.open('Gene-commentary');
  type(w, 'comment');
  w.leaf('Gene-commentary_heading', 'NCBI Reference Sequences (RefSeq)');
  w.open('Gene-commentary_comment');
  w.open('Gene-commentary');
  type(w, 'comment');
  w.leaf('Gene-commentary_heading', 'RefSeqs maintained independently of Annotated Genomes');
  w.open('Gene-commentary_products');
  d.transcripts.forEach((t, i) => {
    if (!t.accession.startsWith('X')) refseqProduct(w, gene, d, t, i === 0, random);
  });
  w.close('Gene-commentary_products');
  if (d.refSeqGene) {
    w.open('Gene-commentary_comment').open('Gene-commentary');
    type(w, 'genomic');
    w.leaf('Gene-commentary_heading', 'RefSeqGene');
    accession(w, `${d.refSeqGene.accession}.${d.refSeqGene.version}`);
    sources(w, [{ src: ['Nucleotide', d.refSeqGene.gi], anchor: d.refSeqGene.accession }]);
    w.close('Gene-commentary').close('Gene-commentary_comment');
  }
  w.close('Gene-commentary');
  w.open('Gene-commentary');
  type(w, 'comment');
  w.leaf(
    'Gene-commentary_heading',
    `RefSeqs of Annotated Genomes: ${gene.taxId === 9606 ? `${ASSEMBLIES.GRCh38.accession}-RS_2023_10` : `${ORGANISMS[gene.taxId].assemblyAccession}-RS_2024_02`}`,
  );
  w.open('Gene-commentary_products').open('Gene-commentary');
  type(w, 'genomic');
  w.leaf(
    'Gene-commentary_heading',
    `Reference ${gene.taxId === 9606 ? 'GRCh38.p14' : ORGANISMS[gene.taxId].assembly} Primary Assembly`,
  );
  accession(w, gene.chrAccession);
  sources(w, [{ src: ['Nucleotide', d.genomicGi.current], anchor: gene.chrAccession.split('.')[0]! }]);
  w.close('Gene-commentary').close('Gene-commentary_products');
  w.close('Gene-commentary');
  w.close('Gene-commentary_comment').close('Gene-commentary');
}

function relatedSequences(w: W, gene: Gene): void {
  if (gene.type === 'pseudo') return;
  const random = createRandom(mixSeed(gene.seed, 0x5e95));
  const genbank = (prefix: readonly string[]) =>
    `${pick(random, prefix)}${intBetween(random, 10_000, 999_999)}`;
  w.open('Gene-commentary');
  type(w, 'comment');
  w.leaf('Gene-commentary_heading', 'Related Sequences');
  w.open('Gene-commentary_products');
  for (let i = intBetween(random, 1, 3); i > 0; i--) {
    w.open('Gene-commentary');
    type(w, 'genomic');
    w.leaf('Gene-commentary_heading', 'Genomic');
    accession(w, `${genbank(['AC', 'AL', 'AP', 'CH'])}.${intBetween(random, 1, 12)}`);
    sources(w, [{ src: ['Nucleotide', intBetween(random, 10_000_000, 900_000_000)], anchor: 'GenBank' }]);
    w.close('Gene-commentary');
  }
  for (let i = intBetween(random, 0, 4); i > 0; i--) {
    w.open('Gene-commentary');
    type(w, 'mRNA');
    w.leaf('Gene-commentary_heading', 'mRNA');
    accession(w, `${genbank(['AK', 'BC', 'AF', 'AY', 'BX'])}.${intBetween(random, 1, 3)}`);
    sources(w, [{ src: ['Nucleotide', intBetween(random, 10_000_000, 900_000_000)], anchor: 'GenBank' }]);
    w.close('Gene-commentary');
  }
  w.close('Gene-commentary_products').close('Gene-commentary');
}

function additionalLinks(w: W, gene: Gene): void {
  const links: Source[] = [];
  if (gene.ensembl) links.push({ anchor: 'Ensembl', url: `https://www.ensembl.org/id/${gene.ensembl}` });
  if (gene.mim !== undefined) links.push({ anchor: 'OMIM', url: `https://omim.org/entry/${gene.mim}` });
  if (gene.hgnc !== undefined)
    links.push({
      anchor: 'HGNC',
      url: `https://www.genenames.org/data/gene-symbol-report/#!/hgnc_id/HGNC:${gene.hgnc}`,
    });
  commentaryList(w, 'comment', 'Additional Links', links, 'comment', (link) => sources(w, [link]));
}

function markers(w: W, d: GeneDetails): void {
  commentaryList(w, 'comment', 'Markers (Sequence Tagged Sites/STS)', d.markers, 'comment', (m) => {
    sources(w, [{ src: ['UniSTS', m.uniSts], anchor: m.name, postText: '(e-PCR)' }]);
    if (m.aliases.length) {
      w.open('Gene-commentary_comment');
      for (const alias of m.aliases) {
        w.open('Gene-commentary');
        type(w, 'other');
        w.leaf('Gene-commentary_label', 'Alternate name').leaf('Gene-commentary_text', alias);
        w.close('Gene-commentary');
      }
      w.close('Gene-commentary_comment');
    }
  });
}

function comments(w: W, gene: Gene, d: GeneDetails): void {
  w.open('Entrezgene_comments');
  w.open('Gene-commentary');
  type(w, 'comment');
  w.leaf('Gene-commentary_heading', 'RefSeq Status').leaf('Gene-commentary_label', d.refseqStatus);
  w.close('Gene-commentary');
  if (d.pubmed.length) {
    w.open('Gene-commentary');
    type(w, 'comment');
    refs(w, d.pubmed);
    w.close('Gene-commentary');
  }
  phenotypes(w, gene);
  generifs(w, d);
  interactions(w, d);
  pathways(w, gene, d);
  refseqs(w, gene, d);
  relatedSequences(w, gene);
  additionalLinks(w, gene);
  markers(w, d);
  w.close('Entrezgene_comments');
}

/** One `<Entrezgene>` element, shaped like efetch db=gene retmode=xml (see efetch-gene-4747.xml). */
export function renderGeneRecord(gene: Gene, genes: GeneSet): string {
  const d = geneDetails(gene, genes);
  const organism = ORGANISMS[gene.taxId];
  const [genus, species] = organism.scientific.split(' ') as [string, string];
  const w = new XmlWriter('    ', 0);
  w.open('Entrezgene');
  w.open('Entrezgene_track-info').open('Gene-track');
  w.leaf('Gene-track_geneid', gene.id).leaf('Gene-track_status', 0, [['value', 'live']]);
  dateStd(w, 'Gene-track_create-date', d.created, false);
  dateStd(w, 'Gene-track_update-date', d.updated, true);
  w.close('Gene-track').close('Entrezgene_track-info');
  w.leaf('Entrezgene_type', GENE_TYPES[gene.type], [['value', gene.type]]);

  w.open('Entrezgene_source').open('BioSource');
  w.leaf('BioSource_genome', 1, [['value', 'genomic']]).leaf('BioSource_origin', 1, [['value', 'natural']]);
  w.open('BioSource_org').open('Org-ref');
  w.leaf('Org-ref_taxname', organism.scientific).leaf('Org-ref_common', organism.common);
  w.open('Org-ref_db');
  dbtag(w, 'taxon', gene.taxId);
  w.close('Org-ref_db');
  w.open('Org-ref_orgname')
    .open('OrgName')
    .open('OrgName_name')
    .open('OrgName_name_binomial')
    .open('BinomialOrgName');
  w.leaf('BinomialOrgName_genus', genus).leaf('BinomialOrgName_species', species);
  w.close('BinomialOrgName').close('OrgName_name_binomial').close('OrgName_name');
  w.leaf('OrgName_lineage', organism.lineage)
    .leaf('OrgName_gcode', 1)
    .leaf('OrgName_mgcode', 2)
    .leaf('OrgName_div', organism.division);
  w.close('OrgName').close('Org-ref_orgname');
  w.close('Org-ref').close('BioSource_org');
  w.open('BioSource_subtype').open('SubSource');
  w.leaf('SubSource_subtype', 1, [['value', 'chromosome']]).leaf('SubSource_name', gene.chr);
  w.close('SubSource').close('BioSource_subtype');
  w.close('BioSource').close('Entrezgene_source');

  w.open('Entrezgene_gene').open('Gene-ref');
  w.leaf('Gene-ref_locus', gene.symbol).leaf('Gene-ref_desc', gene.name).leaf('Gene-ref_maploc', gene.map);
  w.open('Gene-ref_db');
  if (gene.hgnc !== undefined) dbtag(w, 'HGNC', `HGNC:${gene.hgnc}`);
  if (gene.ensembl) dbtag(w, 'Ensembl', gene.ensembl);
  if (gene.mim !== undefined) dbtag(w, 'MIM', gene.mim);
  if (gene.hgnc !== undefined) dbtag(w, 'AllianceGenome', `HGNC:${gene.hgnc}`);
  w.close('Gene-ref_db');
  if (gene.aliases.length) {
    w.open('Gene-ref_syn');
    for (const alias of gene.aliases) w.leaf('Gene-ref_syn_E', alias);
    w.close('Gene-ref_syn');
  }
  if (gene.hgnc !== undefined) {
    w.open('Gene-ref_formal-name').open('Gene-nomenclature');
    w.empty('Gene-nomenclature_status', [['value', 'official']]);
    w.leaf('Gene-nomenclature_symbol', gene.symbol).leaf('Gene-nomenclature_name', gene.name);
    w.open('Gene-nomenclature_source');
    dbtag(w, 'HGNC', `HGNC:${gene.hgnc}`);
    w.close('Gene-nomenclature_source');
    w.close('Gene-nomenclature').close('Gene-ref_formal-name');
  }
  w.close('Gene-ref').close('Entrezgene_gene');

  if (gene.type === 'protein-coding') {
    w.open('Entrezgene_prot').open('Prot-ref').open('Prot-ref_name');
    for (const name of gene.designations) w.leaf('Prot-ref_name_E', name);
    w.close('Prot-ref_name').leaf('Prot-ref_desc', gene.designations[0] ?? gene.name);
    w.close('Prot-ref').close('Entrezgene_prot');
  }
  if (gene.summary) w.leaf('Entrezgene_summary', gene.summary);
  w.open('Entrezgene_location').open('Maps').leaf('Maps_display-str', gene.map);
  w.open('Maps_method')
    .empty('Maps_method_map-type', [['value', 'cyto']])
    .close('Maps_method');
  w.close('Maps').close('Entrezgene_location');
  w.open('Entrezgene_gene-source').open('Gene-source');
  w.leaf('Gene-source_src', 'LocusLink')
    .leaf('Gene-source_src-int', gene.id)
    .leaf('Gene-source_src-str2', gene.id);
  w.close('Gene-source').close('Entrezgene_gene-source');

  locus(w, gene, d);
  properties(w, gene, d);
  if (d.homologene !== undefined) {
    w.open('Entrezgene_homology').open('Gene-commentary');
    type(w, 'comment');
    w.leaf('Gene-commentary_heading', 'Mouse, Rat');
    sources(w, [{ src: ['HomoloGene', d.homologene], anchor: 'Map Viewer' }]);
    w.close('Gene-commentary').close('Entrezgene_homology');
  }
  comments(w, gene, d);

  w.open('Entrezgene_unique-keys');
  if (gene.hgnc !== undefined) dbtag(w, 'HGNC', `HGNC:${gene.hgnc}`);
  dbtag(w, 'LocusID', gene.id);
  if (gene.mim !== undefined) dbtag(w, 'MIM', gene.mim);
  w.close('Entrezgene_unique-keys');
  w.open('Entrezgene_xtra-index-terms')
    .leaf('Entrezgene_xtra-index-terms_E', `LOC${gene.id}`)
    .close('Entrezgene_xtra-index-terms');
  if (gene.conditionKeys.some((k) => !k.startsWith('not-'))) {
    w.open('Entrezgene_xtra-properties').open('Xtra-Terms');
    w.leaf('Xtra-Terms_tag', 'PROP').leaf('Xtra-Terms_value', 'phenotype');
    w.close('Xtra-Terms').close('Entrezgene_xtra-properties');
  }
  w.close('Entrezgene');
  return w.toString();
}
