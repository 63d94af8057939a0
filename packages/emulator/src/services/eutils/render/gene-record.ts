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
type Kind = keyof typeof COMMENTARY;

type W = XmlWriter;
const GC = 'Gene-commentary';

/** One `<Gene-commentary>` of a kind, its other elements written by `body`. */
function commentary(w: W, kind: Kind, body: () => void = () => {}): void {
  w.open(GC).leaf(`${GC}_type`, COMMENTARY[kind], { value: kind });
  body();
  w.close(GC);
}

function dateStd(w: W, tag: string, d: Date, time: boolean): void {
  w.el(`${tag}/Date/Date_std/Date-std`, undefined, () => {
    w.leaf('Date-std_year', d.getUTCFullYear())
      .leaf('Date-std_month', d.getUTCMonth() + 1)
      .leaf('Date-std_day', d.getUTCDate());
    if (time)
      w.leaf('Date-std_hour', d.getUTCHours())
        .leaf('Date-std_minute', d.getUTCMinutes())
        .leaf('Date-std_second', 0);
  });
}

function dbtag(w: W, db: string, id: number | string): void {
  w.open('Dbtag').leaf('Dbtag_db', db);
  w.leaf(`Dbtag_tag/Object-id/Object-id_${typeof id === 'number' ? 'id' : 'str'}`, id);
  w.close('Dbtag');
}

interface Source {
  src?: readonly [string, number | string];
  preText?: string | undefined;
  anchor?: string;
  url?: string;
  postText?: string;
}

function sources(w: W, list: readonly Source[]): void {
  w.open(`${GC}_source`);
  for (const s of list) {
    w.open('Other-source');
    if (s.src) w.el('Other-source_src', undefined, () => dbtag(w, s.src![0], s.src![1]));
    if (s.preText !== undefined) w.leaf('Other-source_pre-text', s.preText);
    if (s.anchor !== undefined) w.leaf('Other-source_anchor', s.anchor);
    if (s.url !== undefined) w.leaf('Other-source_url', s.url);
    if (s.postText !== undefined) w.leaf('Other-source_post-text', s.postText);
    w.close('Other-source');
  }
  w.close(`${GC}_source`);
}

function refs(w: W, pmids: readonly number[]): void {
  if (pmids.length === 0) return;
  w.open(`${GC}_refs`);
  for (const pmid of pmids) w.leaf('Pub/Pub_pmid/PubMedId', pmid);
  w.close(`${GC}_refs`);
}

function interval(w: W, from: number, to: number, strand: 'plus' | 'minus', gi: number): void {
  w.open('Seq-interval').leaf('Seq-interval_from', from).leaf('Seq-interval_to', to);
  w.empty('Seq-interval_strand/Na-strand', { value: strand });
  w.leaf('Seq-interval_id/Seq-id/Seq-id_gi', gi).close('Seq-interval');
}

function location(
  w: W,
  parts: ReadonlyArray<readonly [number, number]>,
  strand: 'plus' | 'minus',
  gi: number,
): void {
  w.open(`${GC}_genomic-coords/Seq-loc`);
  if (parts.length === 1) w.el('Seq-loc_int', undefined, () => interval(w, ...parts[0]!, strand, gi));
  else
    w.el('Seq-loc_mix/Seq-loc-mix', undefined, () => {
      for (const [from, to] of parts)
        w.el('Seq-loc/Seq-loc_int', undefined, () => interval(w, from, to, strand, gi));
    });
  w.close(`${GC}_genomic-coords/Seq-loc`);
}

const whole = (w: W, gi: number) => w.leaf(`${GC}_seqs/Seq-loc/Seq-loc_whole/Seq-id/Seq-id_gi`, gi);

function accession(w: W, full: string): void {
  const [acc, version] = full.split('.');
  w.leaf(`${GC}_accession`, acc!);
  if (version !== undefined) w.leaf(`${GC}_version`, version);
}

type Mapper = (from: number, to: number) => readonly [number, number];

/** One annotated genomic sequence with the gene's transcripts and proteins placed on it. */
type Place = readonly [
  heading: readonly [string, string],
  seqAccession: string,
  gi: number,
  map: Mapper,
  strand: 'plus' | 'minus',
];

function genomicLocus(
  w: W,
  gene: Gene,
  d: GeneDetails,
  [[heading, label], seqAccession, gi, map, strand]: Place,
): void {
  commentary(w, 'genomic', () => {
    w.leaf(`${GC}_heading`, heading).leaf(`${GC}_label`, label);
    accession(w, seqAccession);
    w.el(`${GC}_seqs/Seq-loc/Seq-loc_int`, undefined, () =>
      interval(w, ...map(gene.start - 1, gene.end - 1), strand, gi),
    );
    if (d.transcripts.length === 0) return;
    w.open(`${GC}_products`);
    for (const t of d.transcripts)
      commentary(w, t.kind === 'mRNA' ? 'mRNA' : 'ncRNA', () => {
        w.leaf(`${GC}_heading`, 'Reference');
        accession(w, `${t.accession}.${t.version}`);
        location(
          w,
          t.exons.map(([a, b]) => map(a, b)),
          strand,
          gi,
        );
        whole(w, t.gi);
        if (!t.protein) return;
        const p = t.protein;
        w.open(`${GC}_products`);
        commentary(w, 'peptide', () => {
          w.leaf(`${GC}_heading`, 'Reference');
          accession(w, `${p.accession}.${p.version}`);
          location(
            w,
            t.cds.map(([a, b]) => map(a, b)),
            strand,
            gi,
          );
          whole(w, p.gi);
        });
        w.close(`${GC}_products`);
      });
    w.close(`${GC}_products`);
  });
}

/** The sequences a gene is annotated on: current assembly, RefSeqGene, T2T and GRCh37, each with its mapping. */
function locus(w: W, gene: Gene, d: GeneDetails): void {
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
  w.open('Entrezgene_locus');
  for (const place of loci) if (place) genomicLocus(w, gene, d, place);
  w.close('Entrezgene_locus');
}

function properties(w: W, gene: Gene, d: GeneDetails): void {
  w.open('Entrezgene_properties');
  if (gene.hgnc !== undefined)
    commentary(w, 'comment', () => {
      w.leaf(`${GC}_label`, 'Nomenclature');
      sources(w, [{ anchor: 'HUGO Gene Nomenclature Committee' }]);
      w.open(`${GC}_properties`);
      for (const [label, text] of [
        ['Official Symbol', gene.symbol],
        ['Official Full Name', gene.name],
      ] as const)
        commentary(w, 'property', () => w.leaf(`${GC}_label`, label).leaf(`${GC}_text`, text));
      w.close(`${GC}_properties`);
    });
  if (d.go.length > 0)
    commentary(w, 'comment', () => {
      w.leaf(`${GC}_heading`, 'GeneOntology');
      sources(w, [{ preText: 'Provided by', anchor: 'GOA', url: 'http://www.ebi.ac.uk/GOA/' }]);
      w.open(`${GC}_comment`);
      for (const aspect of ['Function', 'Process', 'Component'] as const) {
        const annotations = d.go.filter((a) => a.term.aspect === aspect);
        if (annotations.length === 0) continue;
        commentary(w, 'comment', () => {
          w.leaf(`${GC}_label`, aspect);
          w.open(`${GC}_comment`);
          for (const a of annotations)
            commentary(w, 'comment', () => {
              refs(w, a.pmid !== undefined ? [a.pmid] : []);
              sources(w, [
                {
                  src: ['GO', a.term.id],
                  preText: a.qualifier,
                  anchor: a.term.name,
                  postText: `evidence: ${a.evidence}`,
                },
              ]);
            });
          w.close(`${GC}_comment`);
        });
      }
      w.close(`${GC}_comment`);
    });
  w.close('Entrezgene_properties');
}

/**
 * A headed commentary whose comment holds one commentary per item (Phenotypes, Interactions,
 * Pathways, Additional Links, Markers); nothing at all without items.
 */
function commentaryList<T>(
  w: W,
  kind: Kind,
  heading: string,
  items: readonly T[],
  itemKind: Kind,
  item: (x: T) => void,
): void {
  if (items.length === 0) return;
  commentary(w, kind, () => {
    w.leaf(`${GC}_heading`, heading).open(`${GC}_comment`);
    for (const x of items) commentary(w, itemKind, () => item(x));
    w.close(`${GC}_comment`);
  });
}

function phenotypes(w: W, gene: Gene): void {
  const conditions = gene.conditionKeys
    .map(condition)
    .filter((c) => !c.key.startsWith('not-') && !c.drugResponse);
  commentaryList(w, 'comment', 'Phenotypes', conditions, 'phenotype', (c) => {
    w.leaf(`${GC}_heading`, c.name);
    if (c.omim !== undefined) w.leaf(`${GC}_text`, `Phenotype MIM: ${c.omim}`);
    sources(w, [
      c.omim !== undefined
        ? { src: ['MIM', c.omim], anchor: 'OMIM' }
        : { src: ['MedGen', medgenUid(c)], anchor: 'MedGen' },
    ]);
  });
}

function dates(w: W, date: Date): void {
  dateStd(w, `${GC}_create-date`, date, true);
  dateStd(w, `${GC}_update-date`, date, true);
}

function generifs(w: W, d: GeneDetails): void {
  for (const rif of d.generifs)
    commentary(w, 'generif', () => {
      w.leaf(`${GC}_text`, rif.text);
      refs(w, [rif.pmid]);
      dates(w, rif.date);
    });
}

function interactions(w: W, d: GeneDetails): void {
  commentaryList(w, 'generif', 'Interactions', d.interactions, 'generif', (x) => {
    w.leaf(`${GC}_text`, x.experiment);
    refs(w, [x.pmid]);
    sources(w, [{ src: ['BioGRID', x.biogrid], anchor: 'BioGRID' }]);
    w.open(`${GC}_comment`);
    commentary(w, 'other', () => sources(w, [{ src: ['BioGRID', x.biogrid] }]));
    commentary(w, 'other', () =>
      sources(w, [
        { src: ['GeneID', x.partner.id], anchor: x.partner.symbol },
        { src: ['BioGRID', x.partnerBiogrid] },
      ]),
    );
    w.close(`${GC}_comment`);
    dates(w, x.date);
  });
}

const PATHWAY_DBS: Record<string, readonly [string, (id: string, gene: number) => string]> = {
  'KEGG pathway': [
    'KEGG pathway: ',
    (id, gene) => `https://www.genome.jp/dbget-bin/show_pathway?${id}+${gene}`,
  ],
  Reactome: ['Reactome Event:', (id) => `https://reactome.org/content/detail/${id}`],
  WikiPathways: ['WikiPathways: ', (id) => `https://www.wikipathways.org/pathways/${id}`],
};

function pathways(w: W, gene: Gene, d: GeneDetails): void {
  commentaryList(w, 'comment', 'Pathways', d.pathways, 'comment', (p) => {
    const [prefix, url] = PATHWAY_DBS[p.db] ?? PATHWAY_DBS.WikiPathways!;
    w.leaf(`${GC}_text`, `${prefix}${p.name}`);
    sources(w, [{ src: [p.db, p.id], anchor: p.id, url: url(p.id, gene.id) }]);
  });
}

/** A protein's Conserved Domains and (for the primary one) UniProtKB commentaries. */
function proteinComments(
  w: W,
  gene: Gene,
  d: GeneDetails,
  length: number,
  primary: boolean,
  random: () => number,
) {
  w.open(`${GC}_comment`);
  commentary(w, 'other', () => {
    w.leaf(`${GC}_heading`, 'Conserved Domains');
    sources(w, [{ preText: '(1)', anchor: 'summary' }]);
    w.open(`${GC}_comment`);
    commentary(w, 'other', () => {
      const cdd = Math.floor(random() * 400_000) + 10_000;
      const anchor = `cd${String(cdd % 100_000).padStart(5, '0')}: ${gene.symbol}-like domain`;
      sources(w, [{ src: ['CDD', cdd], anchor }]);
      w.open(`${GC}_comment`);
      commentary(w, 'other', () => {
        const from = 1 + Math.floor(random() * Math.max(1, length / 4));
        const to = Math.max(from + 20, length - Math.floor(random() * (length / 4)));
        w.leaf(`${GC}_text`, `Location: ${from} - ${to} Blast Score: ${200 + Math.floor(random() * 1_500)}`);
      });
      w.close(`${GC}_comment`);
    });
    w.close(`${GC}_comment`);
  });
  if (primary && (gene.uniprot || d.uniprotTrembl.length))
    commentary(w, 'other', () => {
      w.leaf(`${GC}_heading`, 'UniProtKB').empty(`${GC}_source`);
      w.open(`${GC}_comment`);
      commentary(w, 'other', () =>
        sources(w, [
          ...(gene.uniprot
            ? [{ src: ['UniProtKB/Swiss-Prot', gene.uniprot] as const, anchor: gene.uniprot }]
            : []),
          ...d.uniprotTrembl.map((acc) => ({ src: ['UniProtKB/TrEMBL', acc] as const, anchor: acc })),
        ]),
      );
      w.close(`${GC}_comment`);
    });
  w.close(`${GC}_comment`);
}

function refseqProduct(
  w: W,
  gene: Gene,
  d: GeneDetails,
  t: Transcript,
  primary: boolean,
  random: () => number,
) {
  commentary(w, t.kind === 'mRNA' ? 'mRNA' : 'ncRNA', () => {
    w.leaf(`${GC}_heading`, t.kind === 'mRNA' ? 'mRNA Sequence' : 'ncRNA Sequence');
    accession(w, `${t.accession}.${t.version}`);
    sources(w, [{ src: ['Nucleotide', t.gi], anchor: t.accession }]);
    whole(w, t.gi);
    const p = t.protein;
    if (p) {
      w.open(`${GC}_products`);
      commentary(w, 'peptide', () => {
        w.leaf(`${GC}_heading`, 'Product');
        accession(w, `${p.accession}.${p.version}`);
        sources(w, [
          { src: ['Protein', p.gi], anchor: p.accession, postText: `${p.name} isoform ${p.isoform}` },
        ]);
        whole(w, p.gi);
        proteinComments(w, gene, d, p.length, primary, random);
      });
      w.close(`${GC}_products`);
    }
    w.open(`${GC}_comment`);
    commentary(w, 'comment', () => w.leaf(`${GC}_label`, 'RefSeq Status').leaf(`${GC}_text`, d.refseqStatus));
    w.close(`${GC}_comment`);
  });
}

function refseqs(w: W, gene: Gene, d: GeneDetails): void {
  if (d.transcripts.length === 0) return;
  const random = createRandom(mixSeed(gene.seed, 0x2ef5e9));
  const human = gene.taxId === 9606;
  commentary(w, 'comment', () => {
    w.leaf(`${GC}_heading`, 'NCBI Reference Sequences (RefSeq)').open(`${GC}_comment`);
    commentary(w, 'comment', () => {
      w.leaf(`${GC}_heading`, 'RefSeqs maintained independently of Annotated Genomes');
      w.open(`${GC}_products`);
      d.transcripts.forEach((t, i) => {
        if (!t.accession.startsWith('X')) refseqProduct(w, gene, d, t, i === 0, random);
      });
      w.close(`${GC}_products`);
      const ng = d.refSeqGene;
      if (!ng) return;
      w.open(`${GC}_comment`);
      commentary(w, 'genomic', () => {
        w.leaf(`${GC}_heading`, 'RefSeqGene');
        accession(w, `${ng.accession}.${ng.version}`);
        sources(w, [{ src: ['Nucleotide', ng.gi], anchor: ng.accession }]);
      });
      w.close(`${GC}_comment`);
    });
    const annotation = human
      ? `${ASSEMBLIES.GRCh38.accession}-RS_2023_10`
      : `${ORGANISMS[gene.taxId].assemblyAccession}-RS_2024_02`;
    commentary(w, 'comment', () => {
      w.leaf(`${GC}_heading`, `RefSeqs of Annotated Genomes: ${annotation}`).open(`${GC}_products`);
      commentary(w, 'genomic', () => {
        const assembly = human ? 'GRCh38.p14' : ORGANISMS[gene.taxId].assembly;
        w.leaf(`${GC}_heading`, `Reference ${assembly} Primary Assembly`);
        accession(w, gene.chrAccession);
        sources(w, [{ src: ['Nucleotide', d.genomicGi.current], anchor: gene.chrAccession.split('.')[0]! }]);
      });
      w.close(`${GC}_products`);
    });
    w.close(`${GC}_comment`);
  });
}

function relatedSequences(w: W, gene: Gene): void {
  if (gene.type === 'pseudo') return;
  const random = createRandom(mixSeed(gene.seed, 0x5e95));
  const genbank = (kind: 'genomic' | 'mRNA', heading: string, prefix: readonly string[], versions: number) =>
    commentary(w, kind, () => {
      w.leaf(`${GC}_heading`, heading);
      accession(
        w,
        `${pick(random, prefix)}${intBetween(random, 10_000, 999_999)}.${intBetween(random, 1, versions)}`,
      );
      sources(w, [{ src: ['Nucleotide', intBetween(random, 10_000_000, 900_000_000)], anchor: 'GenBank' }]);
    });
  commentary(w, 'comment', () => {
    w.leaf(`${GC}_heading`, 'Related Sequences').open(`${GC}_products`);
    for (let i = intBetween(random, 1, 3); i > 0; i--)
      genbank('genomic', 'Genomic', ['AC', 'AL', 'AP', 'CH'], 12);
    for (let i = intBetween(random, 0, 4); i > 0; i--)
      genbank('mRNA', 'mRNA', ['AK', 'BC', 'AF', 'AY', 'BX'], 3);
    w.close(`${GC}_products`);
  });
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
    if (m.aliases.length === 0) return;
    w.open(`${GC}_comment`);
    for (const alias of m.aliases)
      commentary(w, 'other', () => w.leaf(`${GC}_label`, 'Alternate name').leaf(`${GC}_text`, alias));
    w.close(`${GC}_comment`);
  });
}

function comments(w: W, gene: Gene, d: GeneDetails): void {
  w.open('Entrezgene_comments');
  commentary(w, 'comment', () =>
    w.leaf(`${GC}_heading`, 'RefSeq Status').leaf(`${GC}_label`, d.refseqStatus),
  );
  if (d.pubmed.length) commentary(w, 'comment', () => refs(w, d.pubmed));
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

function source(w: W, gene: Gene): void {
  const organism = ORGANISMS[gene.taxId];
  const [genus, species] = organism.scientific.split(' ') as [string, string];
  w.open('Entrezgene_source/BioSource');
  w.leaf('BioSource_genome', 1, { value: 'genomic' }).leaf('BioSource_origin', 1, { value: 'natural' });
  w.open('BioSource_org/Org-ref');
  w.leaf('Org-ref_taxname', organism.scientific).leaf('Org-ref_common', organism.common);
  w.el('Org-ref_db', undefined, () => dbtag(w, 'taxon', gene.taxId));
  if (organism.synonyms?.length)
    w.el('Org-ref_syn', undefined, () => {
      for (const name of organism.synonyms!) w.leaf('Org-ref_syn_E', name);
    });
  w.open('Org-ref_orgname/OrgName');
  w.el('OrgName_name/OrgName_name_binomial/BinomialOrgName', undefined, () =>
    w.leaf('BinomialOrgName_genus', genus).leaf('BinomialOrgName_species', species),
  );
  w.leaf('OrgName_lineage', organism.lineage)
    .leaf('OrgName_gcode', 1)
    .leaf('OrgName_mgcode', 2)
    .leaf('OrgName_div', organism.division);
  w.close('Org-ref_orgname/OrgName').close('BioSource_org/Org-ref');
  w.open('BioSource_subtype/SubSource');
  w.leaf('SubSource_subtype', 1, { value: 'chromosome' }).leaf('SubSource_name', gene.chr);
  w.close('BioSource_subtype/SubSource').close('Entrezgene_source/BioSource');
}

function geneRef(w: W, gene: Gene): void {
  const hgnc = gene.hgnc !== undefined ? `HGNC:${gene.hgnc}` : undefined;
  w.open('Entrezgene_gene/Gene-ref');
  w.leaf('Gene-ref_locus', gene.symbol).leaf('Gene-ref_desc', gene.name).leaf('Gene-ref_maploc', gene.map);
  w.el('Gene-ref_db', undefined, () => {
    if (hgnc) dbtag(w, 'HGNC', hgnc);
    if (gene.ensembl) dbtag(w, 'Ensembl', gene.ensembl);
    if (gene.mim !== undefined) dbtag(w, 'MIM', gene.mim);
    if (hgnc) dbtag(w, 'AllianceGenome', hgnc);
  });
  if (gene.aliases.length)
    w.el('Gene-ref_syn', undefined, () => {
      for (const alias of gene.aliases) w.leaf('Gene-ref_syn_E', alias);
    });
  if (hgnc)
    w.el('Gene-ref_formal-name/Gene-nomenclature', undefined, () => {
      w.empty('Gene-nomenclature_status', { value: 'official' });
      w.leaf('Gene-nomenclature_symbol', gene.symbol).leaf('Gene-nomenclature_name', gene.name);
      w.el('Gene-nomenclature_source', undefined, () => dbtag(w, 'HGNC', hgnc));
    });
  w.close('Entrezgene_gene/Gene-ref');
}

/** One `<Entrezgene>` element, shaped like efetch db=gene retmode=xml (see efetch-gene-4747.xml). */
export function renderGeneRecord(gene: Gene, genes: GeneSet): string {
  const d = geneDetails(gene, genes);
  const w = new XmlWriter('    ', 0);
  w.open('Entrezgene');
  w.open('Entrezgene_track-info/Gene-track');
  w.leaf('Gene-track_geneid', gene.id).leaf('Gene-track_status', 0, { value: 'live' });
  dateStd(w, 'Gene-track_create-date', d.created, false);
  dateStd(w, 'Gene-track_update-date', d.updated, true);
  w.close('Entrezgene_track-info/Gene-track');
  w.leaf('Entrezgene_type', GENE_TYPES[gene.type], { value: gene.type });
  source(w, gene);
  geneRef(w, gene);
  if (gene.type === 'protein-coding') {
    w.open('Entrezgene_prot/Prot-ref/Prot-ref_name');
    for (const name of gene.designations) w.leaf('Prot-ref_name_E', name);
    w.close('Prot-ref_name').leaf('Prot-ref_desc', gene.designations[0] ?? gene.name);
    w.close('Entrezgene_prot/Prot-ref');
  }
  if (gene.summary) w.leaf('Entrezgene_summary', gene.summary);
  w.open('Entrezgene_location/Maps').leaf('Maps_display-str', gene.map);
  w.empty('Maps_method/Maps_method_map-type', { value: 'cyto' }).close('Entrezgene_location/Maps');
  w.open('Entrezgene_gene-source/Gene-source');
  w.leaf('Gene-source_src', 'LocusLink')
    .leaf('Gene-source_src-int', gene.id)
    .leaf('Gene-source_src-str2', gene.id);
  w.close('Entrezgene_gene-source/Gene-source');
  locus(w, gene, d);
  properties(w, gene, d);
  if (d.homologene !== undefined)
    w.el('Entrezgene_homology', undefined, () =>
      commentary(w, 'comment', () => {
        w.leaf(`${GC}_heading`, 'Mouse, Rat');
        sources(w, [{ src: ['HomoloGene', d.homologene!], anchor: 'Map Viewer' }]);
      }),
    );
  comments(w, gene, d);
  w.el('Entrezgene_unique-keys', undefined, () => {
    if (gene.hgnc !== undefined) dbtag(w, 'HGNC', `HGNC:${gene.hgnc}`);
    dbtag(w, 'LocusID', gene.id);
    if (gene.mim !== undefined) dbtag(w, 'MIM', gene.mim);
  });
  w.leaf('Entrezgene_xtra-index-terms/Entrezgene_xtra-index-terms_E', `LOC${gene.id}`);
  if (gene.conditionKeys.some((k) => !k.startsWith('not-')))
    w.el('Entrezgene_xtra-properties/Xtra-Terms', undefined, () =>
      w.leaf('Xtra-Terms_tag', 'PROP').leaf('Xtra-Terms_value', 'phenotype'),
    );
  w.close('Entrezgene');
  return w.toString();
}
