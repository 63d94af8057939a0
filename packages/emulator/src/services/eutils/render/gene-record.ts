import { fill } from '../../../kit/index.js';
import { createRandom, intBetween, mixSeed, pick } from '../../../prng.js';
import { chromosome } from '../data/chromosomes.js';
import { condition, medgenUid } from '../data/conditions.js';
import { ORGANISMS } from '../data/curated-genes.js';
import { foreignId, type GeneDetails, geneDetails, gi, type Transcript } from '../data/gene-details.js';
import { GENE_TYPES } from '../data/gene-families.js';
import vocab from '../data/gene-vocab.json' with { type: 'json' };
import { type Gene, type GeneSet, syntheticRefSeqNumber } from '../data/genes.js';
import { type Element, XmlWriter } from '../xml.js';
import { type AsnValue, enumerated, type Typed, writeTyped } from './asn.js';
import L from './gene-layout.json' with { type: 'json' };

export const ENTREZGENE_HEAD =
  '<?xml version="1.0" ?>\n<!DOCTYPE Entrezgene-Set PUBLIC "-//NLM//DTD NCBI-Entrezgene, 21st January 2005//EN" "https://www.ncbi.nlm.nih.gov/data_specs/dtd/NCBI_Entrezgene.dtd">\n<Entrezgene-Set>\n';
export const ENTREZGENE_TAIL = '\n</Entrezgene-Set>\n';

/** The Gene-commentary type codes (NCBI Entrezgene ASN.1) the record chooses between per item. */
const KINDS: Readonly<Record<string, Element>> = L.kinds;

const dateStd = (d: Date, time: boolean): Typed => ({
  $: 'Date-std',
  year: d.getUTCFullYear(),
  month: d.getUTCMonth() + 1,
  day: d.getUTCDate(),
  ...(time && { hour: d.getUTCHours(), minute: d.getUTCMinutes(), second: 0 }),
});

const dbtag = (db: string, id: number | string): Typed => ({
  $: 'Dbtag',
  db,
  [`tag/Object-id/Object-id_${typeof id === 'number' ? 'id' : 'str'}`]: id,
});

const refs = (pmids: readonly number[]) =>
  pmids.length === 0 ? undefined : pmids.map((pmid): Typed => ({ $: 'Pub', 'pmid/PubMedId': pmid }));

/**
 * A headed commentary whose comment holds one commentary per item (Phenotypes, Interactions,
 * Pathways, Additional Links, Markers); nothing at all without items.
 */
const list = (heading: string, items: readonly AsnValue[], kind = 'comment'): AsnValue =>
  items.length > 0 && fill<Typed>(L.list, { type: KINDS[kind], heading, items });

type Strand = 'plus' | 'minus';

const interval = ([from, to]: readonly [number, number], strand: Strand, gi: number) =>
  fill<Typed>(L.interval, { from, to, strand, gi });

/** Genomic coordinates: one interval, or a mix of them (exons). */
function location(parts: ReadonlyArray<readonly [number, number]>, strand: Strand, gi: number): Typed {
  const one = (part: readonly [number, number]): Typed => ({ $: 'Seq-loc', int: interval(part, strand, gi) });
  return parts.length === 1 ? one(parts[0]!) : { $: 'Seq-loc', 'mix/Seq-loc-mix': parts.map(one) };
}

function accession(full: string) {
  const [accession, version] = full.split('.');
  return { accession, version };
}

/**
 * A sequence the gene is annotated on. Positions on it are the gene's moved by `offset`, or, for a
 * minus-strand gene on its RefSeqGene (which runs in the gene's orientation), mirrored about it.
 */
interface Place {
  heading: string;
  label: string;
  sequence: string;
  gi: number;
  strand: Strand;
  offset: number;
  mirror?: boolean;
}

/** One annotated genomic sequence with the gene's transcripts and proteins placed on it. */
function genomicLocus(gene: Gene, d: GeneDetails, place: Place): Typed {
  const { gi, strand, offset } = place;
  const map = ([a, b]: readonly [number, number]) =>
    place.mirror ? ([offset - b, offset - a] as const) : ([a + offset, b + offset] as const);
  const on = (parts: Transcript['exons']) => location(parts.map(map), strand, gi);
  return fill<Typed>(L.locus, {
    ...place,
    ...accession(place.sequence),
    interval: interval(map([gene.start - 1, gene.end - 1]), strand, gi),
    products:
      d.transcripts.length > 0 &&
      d.transcripts.map((t) =>
        fill(L.locusRna, {
          ...t,
          type: KINDS[t.kind],
          coords: on(t.exons),
          products: t.protein && [fill(L.locusPeptide, { ...t.protein, coords: on(t.cds) })],
        }),
      ),
  });
}

/** The sequences a gene is annotated on: current assembly, RefSeqGene, T2T and GRCh37. */
function locus(gene: Gene, d: GeneDetails): Typed[] {
  const strand = gene.strand === '+' ? 'plus' : 'minus';
  const onAssembly = (role: string, name: string, sequence: string, gi: number, offset: number): Place => ({
    heading: `${role[0]!.toUpperCase()}${role.slice(1)} ${name}`,
    label: `chromosome ${gene.chr} ${role} ${name}`,
    sequence,
    gi,
    strand,
    offset,
  });
  const current = `${ORGANISMS[gene.taxId].assembly} Primary Assembly`;
  const places = [onAssembly('reference', current, gene.chrAccession, d.genomicGi.current, 0)];
  const ng = d.refSeqGene;
  // RefSeqGene records run in the gene's orientation with 5 kb of flank.
  if (ng)
    places.push({
      heading: 'Reference assembly',
      label: 'RefSeqGene',
      sequence: `${ng.accession}.${ng.version}`,
      gi: ng.gi,
      strand: 'plus',
      ...(gene.strand === '+' ? { offset: 5_001 - gene.start } : { offset: 4_999 + gene.end, mirror: true }),
    });
  if (d.t2t)
    places.push(onAssembly('alternate', 'T2T-CHM13v2.0', d.t2t.accession, d.genomicGi.t2t, d.t2t.shift));
  const shift37 = gene.grch37 && gene.grch37.start - gene.start;
  const name37 = 'GRCh37.p13 Primary Assembly';
  if (shift37 !== undefined)
    places.push(onAssembly('reference', name37, chromosome(gene.chr).grch37, d.genomicGi.grch37, shift37));
  return places.map((place) => genomicLocus(gene, d, place));
}

function properties(gene: Gene, d: GeneDetails): AsnValue[] {
  const annotation = (a: GeneDetails['go'][number]) =>
    fill(L.goAnnotation, { ...a.term, ...a, refs: refs(a.pmid === undefined ? [] : [a.pmid]) });
  const aspects = (['Function', 'Process', 'Component'] as const).map((aspect) => {
    const annotations = d.go.flatMap((a) => (a.term.aspect === aspect ? [annotation(a)] : []));
    return annotations.length > 0 && fill<Typed>(L.goAspect, { aspect, annotations });
  });
  return [
    gene.hgnc !== undefined && fill<Typed>(L.nomenclatureComment, gene),
    d.go.length > 0 && fill<Typed>(L.geneOntology, { aspects }),
  ];
}

const PATHWAY_LINKS: Record<string, readonly string[]> = vocab.pathwayLinks;

function refseqs(gene: Gene, d: GeneDetails): AsnValue {
  if (d.transcripts.length === 0) return undefined;
  const random = createRandom(mixSeed(gene.seed, 0x2ef5e9));
  const uniprot = [
    ...(gene.uniprot ? [fill(L.uniprotSource, { db: 'UniProtKB/Swiss-Prot', accession: gene.uniprot })] : []),
    ...d.uniprotTrembl.map((accession) => fill(L.uniprotSource, { db: 'UniProtKB/TrEMBL', accession })),
  ];
  /** A generated gene's protein domain, its CDD id and name outside CDD's (ids under a million, cd + 5 digits). */
  const domain = (p: NonNullable<Transcript['protein']>) => {
    const cdd = foreignId(random);
    const from = 1 + Math.floor(random() * Math.max(1, p.length / 4));
    const to = Math.max(from + 20, p.length - Math.floor(random() * (p.length / 4)));
    const score = 200 + Math.floor(random() * 1_500);
    return fill<Typed>(L.conservedDomain, { cdd, domain: `cd${cdd}`, symbol: gene.symbol, from, to, score });
  };
  /** A RefSeq protein; a curated gene's has no Conserved Domains, which are not on file. */
  const peptide = (p: NonNullable<Transcript['protein']>, primary: boolean) => {
    const comment = [
      !gene.curated && domain(p),
      primary && uniprot.length > 0 && fill<Typed>(L.uniprot, { sources: uniprot }),
    ].filter((c) => c !== false);
    return fill<Typed>(L.peptide, { ...p, comment: comment.length > 0 && comment });
  };
  return fill<Typed>(L.refseqs, {
    ...ORGANISMS[gene.taxId],
    ...accession(gene.chrAccession),
    gi: d.genomicGi.current,
    products: d.transcripts.map(
      (t, i) =>
        !t.accession.startsWith('X') &&
        fill(L.refseqProduct, {
          ...t,
          type: KINDS[t.kind],
          heading: `${t.kind} Sequence`,
          products: t.protein && [peptide(t.protein, i === 0)],
          refseqStatus: d.refseqStatus,
        }),
    ),
    refSeqGene: d.refSeqGene && [fill(L.refSeqGene, d.refSeqGene)],
  });
}

/**
 * A generated gene's GenBank genomic and mRNA sequences (a curated gene's are not on file): a real
 * prefix with nine digits starting with 9, which GenBank never issues (two letters take six or
 * eight), and a GI above every real one.
 */
function relatedSequences(gene: Gene): AsnValue {
  if (gene.type === 'pseudo' || gene.curated) return undefined;
  const random = createRandom(mixSeed(gene.seed, 0x5e95));
  const products = L.related.flatMap(({ min, max, prefixes, versions, ...kind }) =>
    Array.from({ length: intBetween(random, min, max) }, () => {
      const full = `${pick(random, prefixes)}${syntheticRefSeqNumber(random)}.${intBetween(random, 1, versions)}`;
      return fill(L.genbank, { ...kind, ...accession(full), nucleotide: gi(random) });
    }),
  );
  return fill<Typed>(L.relatedSequences, { products });
}

function comments(gene: Gene, d: GeneDetails): AsnValue[] {
  const phenotypes = gene.conditionKeys
    .map(condition)
    .filter((c) => !c.key.startsWith('not-') && !c.drugResponse);
  const links = (['ensembl', 'mim', 'hgnc'] as const).flatMap((db) =>
    gene[db] === undefined ? [] : [fill<Typed>(L.link, fill(L.linkTargets[db], gene))],
  );
  return [
    fill<Typed>(L.refseqStatus, d),
    d.pubmed.length > 0 && fill<Typed>(L.pubs, { refs: refs(d.pubmed) }),
    list(
      'Phenotypes',
      phenotypes.map((c) =>
        fill<Typed>(c.omim !== undefined ? L.phenotypeMim : L.phenotypeMedGen, {
          ...c,
          medgen: medgenUid(c),
        }),
      ),
    ),
    ...d.generifs.map((rif) =>
      fill<Typed>(L.generif, { text: rif.text, refs: refs([rif.pmid]), date: dateStd(rif.date, true) }),
    ),
    list(
      'Interactions',
      d.interactions.map((x) =>
        fill<Typed>(L.interaction, {
          ...x,
          refs: refs([x.pmid]),
          partnerId: x.partner.id,
          partnerSymbol: x.partner.symbol,
          date: dateStd(x.date, true),
        }),
      ),
      'generif',
    ),
    list(
      'Pathways',
      d.pathways.map((p) => {
        const [prefix, link] = PATHWAY_LINKS[p.db] ?? PATHWAY_LINKS.WikiPathways!;
        return fill<Typed>(L.pathway, {
          ...p,
          prefix,
          url: link!.replace('{id}', p.id).replace('{gene}', String(gene.id)),
        });
      }),
    ),
    refseqs(gene, d),
    relatedSequences(gene),
    list('Additional Links', links),
    list(
      'Markers (Sequence Tagged Sites/STS)',
      d.markers.map((m) =>
        fill<Typed>(L.marker, {
          ...m,
          aliases: m.aliases.length > 0 && m.aliases.map((alias) => fill(L.markerAlias, { alias })),
        }),
      ),
    ),
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
      homology: d.homologene !== undefined && fill(L.homology, d),
      comments: comments(gene, d),
      uniqueKeys: [
        hgnc && dbtag('HGNC', hgnc),
        dbtag('LocusID', gene.id),
        gene.mim !== undefined && dbtag('MIM', gene.mim),
      ],
      xtraProperties: gene.conditionKeys.some((k) => !k.startsWith('not-')) && L.phenotypeTerm,
    }),
  );
  return w.toString();
}
