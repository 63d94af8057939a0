import { type XmlNode, xmlNodes } from '@lifesci/core';
import { date, dbtag, int } from './tree.js';
import type {
  CrossReference,
  GeneInteraction,
  GeneLocation,
  GeneNomenclature,
  GenePathway,
  GenePhenotype,
  GeneProtein,
  GeneRecord,
  GeneRif,
  GeneTranscript,
  GoAnnotation,
} from './types.js';

/** `Gene-commentary_type` values that are RNA products (NCBI_Entrezgene.dtd). */
const RNA_TYPES = new Set([
  'pre-RNA',
  'mRNA',
  'rRNA',
  'tRNA',
  'snRNA',
  'scRNA',
  'cRNA',
  'miscRNA',
  'snoRNA',
  'ncRNA',
  'genomic-mRNA',
]);
const PROTEIN_TYPES = new Set(['peptide', 'mature-peptide', 'pre-protein']);
const GO_CATEGORIES: Record<string, GoAnnotation['category']> = {
  Function: 'function',
  Process: 'process',
  Component: 'component',
};
/** RefSeq accessions have a two-letter prefix and an underscore (NM_, NP_, NC_, XM_ ...). */
const REFSEQ = /^[A-Z]{2}_/;

const { allAt, at, attr, childText, one, text, texts } = xmlNodes;

/** The `value="..."` attribute NCBI puts on enumerated elements (`<Gene-track_status value="live">`). */
const enumValue = (parent: unknown, name: string): string | undefined => attr(one(parent, name), 'value');

// ------------------------------------------------------------------ Gene-commentary accessors

const children = (c: unknown, container: string): XmlNode[] => allAt(c, container, 'Gene-commentary');
const kind = (c: XmlNode): string | undefined => enumValue(c, 'Gene-commentary_type');
const heading = (c: XmlNode): string | undefined => childText(c, 'Gene-commentary_heading');
const label = (c: XmlNode): string | undefined => childText(c, 'Gene-commentary_label');

function pmidsOf(c: XmlNode): string[] {
  const out: string[] = [];
  for (const pub of allAt(c, 'Gene-commentary_refs', 'Pub')) {
    const pmid = text(at(pub, 'Pub_pmid', 'PubMedId'));
    if (pmid !== undefined) out.push(pmid);
  }
  return out;
}

/** PubMed ids of a commentary and of every commentary nested in it, each once, in document order. */
function deepPmidsOf(c: XmlNode, out = new Set<string>()): Set<string> {
  for (const pmid of pmidsOf(c)) out.add(pmid);
  for (const child of children(c, 'Gene-commentary_comment')) deepPmidsOf(child, out);
  return out;
}

interface OtherSource {
  src?: { db: string; id: string };
  anchor?: string;
  preText?: string;
  postText?: string;
  url?: string;
}

function sourcesOf(c: XmlNode): OtherSource[] {
  const out: OtherSource[] = [];
  for (const s of allAt(c, 'Gene-commentary_source', 'Other-source')) {
    const source: OtherSource = {};
    const src = dbtag(at(s, 'Other-source_src', 'Dbtag'));
    if (src) source.src = src;
    const anchor = childText(s, 'Other-source_anchor');
    if (anchor !== undefined) source.anchor = anchor;
    const preText = childText(s, 'Other-source_pre-text');
    if (preText !== undefined) source.preText = preText;
    const postText = childText(s, 'Other-source_post-text');
    if (postText !== undefined) source.postText = postText;
    const url = childText(s, 'Other-source_url');
    if (url !== undefined) source.url = url;
    out.push(source);
  }
  return out;
}

function accessionOf(
  c: XmlNode,
): { accession: string; version?: number; accessionVersion: string } | undefined {
  const accession = childText(c, 'Gene-commentary_accession');
  if (accession === undefined) return undefined;
  const version = int(one(c, 'Gene-commentary_version'));
  return version === undefined
    ? { accession, accessionVersion: accession }
    : { accession, version, accessionVersion: `${accession}.${version}` };
}

interface Interval {
  from: number;
  to: number;
  strand?: string;
}

/** Every `Seq-interval` of `Seq-loc`s (each a single interval, or a mix of them). */
function intervals(seqLocs: readonly XmlNode[], out: Interval[] = []): Interval[] {
  for (const loc of seqLocs) {
    const interval = at(loc, 'Seq-loc_int', 'Seq-interval');
    if (interval) {
      const from = int(one(interval, 'Seq-interval_from'));
      const to = int(one(interval, 'Seq-interval_to'));
      if (from !== undefined && to !== undefined) {
        const strand = attr(at(interval, 'Seq-interval_strand', 'Na-strand'), 'value');
        out.push(strand === undefined ? { from, to } : { from, to, strand });
      }
      continue;
    }
    intervals(allAt(loc, 'Seq-loc_mix', 'Seq-loc-mix', 'Seq-loc'), out);
  }
  return out;
}

// ------------------------------------------------------------------ sections

function nomenclatureOf(geneRef: XmlNode | undefined, properties: readonly XmlNode[]): GeneNomenclature {
  const nomenclature: GeneNomenclature = {
    symbol: childText(geneRef, 'Gene-ref_locus') ?? '',
    synonyms: texts(one(geneRef, 'Gene-ref_syn'), 'Gene-ref_syn_E'),
  };
  const locusTag = childText(geneRef, 'Gene-ref_locus-tag');
  if (locusTag !== undefined) nomenclature.locusTag = locusTag;

  // Current records: Gene-ref_formal-name. Older ones: a "Nomenclature" property block.
  const formal = at(geneRef, 'Gene-ref_formal-name', 'Gene-nomenclature');
  if (formal) {
    const status = enumValue(formal, 'Gene-nomenclature_status');
    if (status !== undefined) nomenclature.status = status;
    const symbol = childText(formal, 'Gene-nomenclature_symbol');
    if (symbol !== undefined) nomenclature.symbol = symbol;
    const name = childText(formal, 'Gene-nomenclature_name');
    if (name !== undefined) nomenclature.name = name;
    const source = dbtag(at(formal, 'Gene-nomenclature_source', 'Dbtag'));
    if (source) {
      nomenclature.authority = source.db;
      nomenclature.authorityId = source.id;
    }
  } else {
    for (const block of properties) {
      if (label(block) !== 'Nomenclature') continue;
      const authority = sourcesOf(block)[0]?.anchor;
      if (authority !== undefined) nomenclature.authority = authority;
      nomenclature.status = 'official';
      for (const prop of children(block, 'Gene-commentary_properties')) {
        const value = childText(prop, 'Gene-commentary_text');
        if (value === undefined) continue;
        const name = label(prop);
        if (name === 'Official Symbol') nomenclature.symbol = value;
        else if (name === 'Official Full Name') nomenclature.name = value;
        else if (name === 'Interim Symbol') {
          nomenclature.symbol = value;
          nomenclature.status = 'interim';
        } else if (name === 'Interim Full Name') nomenclature.name = value;
      }
    }
  }
  if (nomenclature.name === undefined) {
    const description = childText(geneRef, 'Gene-ref_desc');
    if (description !== undefined) nomenclature.name = description;
  }
  if (nomenclature.authorityId === undefined && nomenclature.authority !== undefined) {
    const hgnc = allAt(geneRef, 'Gene-ref_db', 'Dbtag')
      .map(dbtag)
      .find((tag) => tag?.db === 'HGNC');
    if (hgnc) nomenclature.authorityId = hgnc.id.startsWith('HGNC:') ? hgnc.id : `HGNC:${hgnc.id}`;
  }
  return nomenclature;
}

function ontologyOf(properties: readonly XmlNode[], publications: Set<string>): GoAnnotation[] {
  const out: GoAnnotation[] = [];
  for (const block of properties) {
    if (heading(block) !== 'GeneOntology') continue;
    for (const categoryNode of children(block, 'Gene-commentary_comment')) {
      const category = GO_CATEGORIES[label(categoryNode) ?? ''];
      if (!category) continue;
      for (const termNode of children(categoryNode, 'Gene-commentary_comment')) {
        const source = sourcesOf(termNode)[0];
        if (!source?.src || source.anchor === undefined) continue;
        const annotation: GoAnnotation = {
          category,
          goId: `GO:${source.src.id.replace(/^GO:/, '').padStart(7, '0')}`,
          term: source.anchor,
          pmids: pmidsOf(termNode),
        };
        const evidence = source.postText?.replace(/^evidence:\s*/, '');
        if (evidence) annotation.evidence = evidence;
        if (source.preText) annotation.qualifier = source.preText;
        for (const pmid of annotation.pmids) publications.add(pmid);
        out.push(annotation);
      }
    }
  }
  return out;
}

/** RefSeq transcripts and proteins, merged across the locus and the RefSeq comment. */
class Products {
  readonly transcripts = new Map<string, GeneTranscript>();
  readonly proteins = new Map<string, GeneProtein>();

  /** Walks a commentary's products (and, in the RefSeq comment, its sub-comments). */
  walk(c: XmlNode, intoComments: boolean): void {
    const nested = intoComments
      ? [...children(c, 'Gene-commentary_products'), ...children(c, 'Gene-commentary_comment')]
      : children(c, 'Gene-commentary_products');
    for (const product of nested) {
      const type = kind(product);
      if (type !== undefined && RNA_TYPES.has(type)) this.addTranscript(product, type);
      else if (type !== undefined && PROTEIN_TYPES.has(type)) this.addProtein(product, undefined);
      else this.walk(product, intoComments);
    }
  }

  private addTranscript(c: XmlNode, type: string): void {
    const acc = accessionOf(c);
    if (!acc || !REFSEQ.test(acc.accession)) return;
    let transcript = this.transcripts.get(acc.accessionVersion);
    if (!transcript) {
      transcript = { ...acc, type };
      this.transcripts.set(acc.accessionVersion, transcript);
    }
    const name = label(c);
    if (name !== undefined && transcript.name === undefined) transcript.name = name;
    if (transcript.exonCount === undefined) {
      const exons = intervals(allAt(c, 'Gene-commentary_genomic-coords', 'Seq-loc')).length;
      if (exons > 0) transcript.exonCount = exons;
    }
    for (const product of children(c, 'Gene-commentary_products')) {
      const type = kind(product);
      if (type !== undefined && PROTEIN_TYPES.has(type)) {
        const protein = this.addProtein(product, transcript.accessionVersion);
        if (protein && transcript.proteinAccessionVersion === undefined) {
          transcript.proteinAccessionVersion = protein.accessionVersion;
        }
      }
    }
  }

  private addProtein(c: XmlNode, transcript: string | undefined): GeneProtein | undefined {
    const acc = accessionOf(c);
    if (!acc || !REFSEQ.test(acc.accession)) return undefined;
    let protein = this.proteins.get(acc.accessionVersion);
    if (!protein) {
      protein = { ...acc };
      this.proteins.set(acc.accessionVersion, protein);
    }
    if (protein.name === undefined) {
      const name = sourcesOf(c).find((s) => s.postText !== undefined)?.postText;
      if (name !== undefined) protein.name = name;
    }
    if (transcript !== undefined && protein.transcriptAccessionVersion === undefined) {
      protein.transcriptAccessionVersion = transcript;
    }
    return protein;
  }
}

function locationsOf(locus: readonly XmlNode[], products: Products): GeneLocation[] {
  const out: GeneLocation[] = [];
  for (const c of locus) {
    products.walk(c, false);
    const acc = accessionOf(c);
    const spans = intervals(allAt(c, 'Gene-commentary_seqs', 'Seq-loc'));
    if (!acc || spans.length === 0) continue;
    const location: GeneLocation = {
      ...acc,
      from: Math.min(...spans.map((s) => s.from)),
      to: Math.max(...spans.map((s) => s.to)),
    };
    const assembly = heading(c);
    if (assembly !== undefined) location.assembly = assembly;
    const where = label(c);
    if (where !== undefined) location.label = where;
    const strand = spans[0]?.strand;
    if (strand !== undefined) location.strand = strand;
    out.push(location);
  }
  return out;
}

function phenotypesOf(block: XmlNode): GenePhenotype[] {
  const out: GenePhenotype[] = [];
  for (const c of children(block, 'Gene-commentary_comment')) {
    const name = heading(c);
    if (name === undefined) continue;
    const phenotype: GenePhenotype = { name, pmids: [...deepPmidsOf(c)] };
    for (const link of children(c, 'Gene-commentary_comment')) {
      const mim = sourcesOf(link).find((s) => s.src?.db === 'MIM')?.src;
      if (mim) {
        phenotype.mimId = mim.id;
        break;
      }
    }
    out.push(phenotype);
  }
  return out;
}

/**
 * The "Interactions" comment: one generif-typed commentary per interaction, its source the
 * reporting database, its text (BioGRID only) the experimental system, and among its
 * sub-commentaries the other gene (a `GeneID` source other than the record's own, or the
 * record's own for a self-interaction).
 */
function interactionsOf(block: XmlNode, geneId: string): GeneInteraction[] {
  const out: GeneInteraction[] = [];
  for (const c of children(block, 'Gene-commentary_comment')) {
    const interaction: GeneInteraction = { pmids: [...deepPmidsOf(c)] };
    const description = childText(c, 'Gene-commentary_text');
    if (description !== undefined) interaction.description = description;
    const src = sourcesOf(c)[0]?.src;
    if (src) interaction.source = src;
    const genes = children(c, 'Gene-commentary_comment')
      .flatMap(sourcesOf)
      .filter((s) => s.src?.db === 'GeneID');
    // Another gene's product; the record's own gene only when it interacts with itself.
    const gene = genes.find((s) => s.src?.id !== geneId) ?? genes[0];
    if (gene?.src) {
      interaction.partner =
        gene.anchor === undefined ? { geneId: gene.src.id } : { geneId: gene.src.id, symbol: gene.anchor };
    }
    out.push(interaction);
  }
  return out;
}

function pathwaysOf(block: XmlNode): GenePathway[] {
  const out: GenePathway[] = [];
  for (const c of children(block, 'Gene-commentary_comment')) {
    const name = childText(c, 'Gene-commentary_text');
    if (name === undefined) continue;
    const pathway: GenePathway = { name };
    const source = sourcesOf(c)[0];
    if (source?.src) {
      pathway.db = source.src.db;
      pathway.id = source.src.id;
    }
    if (source?.url !== undefined) pathway.url = source.url;
    out.push(pathway);
  }
  return out;
}

function crossReferencesOf(...lists: readonly XmlNode[][]): CrossReference[] {
  const seen = new Set<string>();
  const out: CrossReference[] = [];
  for (const list of lists) {
    for (const raw of list) {
      const tag = dbtag(raw);
      if (!tag) continue;
      const key = `${tag.db}\u0000${tag.id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(tag);
    }
  }
  return out;
}

// ------------------------------------------------------------------ the record

/** Maps one parsed `<Entrezgene>` element to a `GeneRecord`. */
export function toGeneRecord(entrezgene: XmlNode): GeneRecord {
  const track = at(entrezgene, 'Entrezgene_track-info', 'Gene-track');
  const orgRef = at(entrezgene, 'Entrezgene_source', 'BioSource', 'BioSource_org', 'Org-ref');
  const geneRef = at(entrezgene, 'Entrezgene_gene', 'Gene-ref');
  const properties = children(entrezgene, 'Entrezgene_properties');
  const comments = children(entrezgene, 'Entrezgene_comments');
  const publications = new Set<string>();
  const products = new Products();

  const record: GeneRecord = {
    geneId: childText(track, 'Gene-track_geneid') ?? '',
    status: enumValue(track, 'Gene-track_status') ?? 'live',
    currentIds: allAt(track, 'Gene-track_current-id', 'Dbtag')
      .map(dbtag)
      .flatMap((tag) => (tag && tag.db === 'GeneID' ? [tag.id] : [])),
    type: enumValue(entrezgene, 'Entrezgene_type') ?? 'unknown',
    organism: { scientificName: childText(orgRef, 'Org-ref_taxname') ?? '' },
    nomenclature: nomenclatureOf(geneRef, properties),
    otherDesignations: texts(
      at(entrezgene, 'Entrezgene_prot', 'Prot-ref', 'Prot-ref_name'),
      'Prot-ref_name_E',
    ),
    locations: [],
    transcripts: [],
    proteins: [],
    ontology: [],
    crossReferences: crossReferencesOf(
      allAt(geneRef, 'Gene-ref_db', 'Dbtag'),
      allAt(entrezgene, 'Entrezgene_unique-keys', 'Dbtag'),
    ),
    pathways: [],
    phenotypes: [],
    interactions: [],
    publications: [],
    geneRifs: [],
  };

  const created = date(one(track, 'Gene-track_create-date'));
  if (created !== undefined) record.created = created;
  const updated = date(one(track, 'Gene-track_update-date'));
  if (updated !== undefined) record.updated = updated;

  const commonName = childText(orgRef, 'Org-ref_common');
  if (commonName !== undefined) record.organism.commonName = commonName;
  const taxon = allAt(orgRef, 'Org-ref_db', 'Dbtag')
    .map(dbtag)
    .find((tag) => tag?.db === 'taxon');
  if (taxon && /^\d+$/.test(taxon.id)) record.organism.taxId = Number(taxon.id);
  const lineage = text(at(orgRef, 'Org-ref_orgname', 'OrgName', 'OrgName_lineage'));
  if (lineage !== undefined) record.organism.lineage = lineage;

  for (const sub of allAt(entrezgene, 'Entrezgene_source', 'BioSource', 'BioSource_subtype', 'SubSource')) {
    if (enumValue(sub, 'SubSource_subtype') === 'chromosome') {
      const name = childText(sub, 'SubSource_name');
      if (name !== undefined) record.chromosome = name;
      break;
    }
  }
  const mapLocation =
    childText(geneRef, 'Gene-ref_maploc') ??
    text(at(entrezgene, 'Entrezgene_location', 'Maps', 'Maps_display-str'));
  if (mapLocation !== undefined) record.mapLocation = mapLocation;
  const summary = childText(entrezgene, 'Entrezgene_summary');
  if (summary !== undefined) record.summary = summary;

  record.locations = locationsOf(children(entrezgene, 'Entrezgene_locus'), products);

  const geneRifs: GeneRif[] = [];
  for (const c of comments) {
    const title = heading(c);
    if (title === undefined) {
      if (kind(c) === 'generif') {
        const rifText = childText(c, 'Gene-commentary_text');
        if (rifText !== undefined) geneRifs.push({ text: rifText, pmids: pmidsOf(c) });
      } else {
        // The untitled comment holding only references is the record's bibliography.
        for (const pmid of pmidsOf(c)) publications.add(pmid);
      }
      continue;
    }
    if (title === 'RefSeq Status') {
      const status = label(c);
      if (status !== undefined) record.refSeqStatus = status;
    } else if (title === 'NCBI Reference Sequences (RefSeq)') products.walk(c, true);
    else if (title === 'Phenotypes') record.phenotypes = phenotypesOf(c);
    else if (title === 'Pathways') record.pathways = pathwaysOf(c);
    else if (title === 'Interactions') record.interactions = interactionsOf(c, record.geneId);
  }
  for (const rif of geneRifs) for (const pmid of rif.pmids) publications.add(pmid);
  record.geneRifs = geneRifs;
  record.ontology = ontologyOf(properties, publications);
  // After the bibliography, GeneRIFs and GO, so the ids of those keep their order.
  for (const phenotype of record.phenotypes) for (const pmid of phenotype.pmids) publications.add(pmid);
  for (const interaction of record.interactions) for (const pmid of interaction.pmids) publications.add(pmid);
  record.transcripts = [...products.transcripts.values()];
  record.proteins = [...products.proteins.values()];
  record.publications = [...publications];
  return record;
}
