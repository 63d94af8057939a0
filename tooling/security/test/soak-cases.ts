import { type XmlElement, xmlElements } from '@lifesci/core';
import type { RecordReader } from '@lifesci/eutils';
import type { SumstatsColumns } from '@lifesci/gwas';
import type { LifesciClients } from '@lifesci/sdk';
import { q } from '@lifesci/structures';

/**
 * How one method is walked to its end: every record it hands out, in order. Bodies handed out as
 * streams are read to text; a reader that reports a failed window instead of throwing (eutils'
 * `done.error`, a RecordStream's `failures`) throws it, so a loss is never a shorter list.
 */
export type Walk = (l: LifesciClients) => Promise<unknown[]>;

const PAGES = { limit: 200 } as const;

/** Every item `records` hands out, up to `limit`. */
async function all(records: AsyncIterable<unknown>, limit = Number.POSITIVE_INFINITY): Promise<unknown[]> {
  const out: unknown[] = [];
  for await (const item of records) {
    const failed = (item as { done?: { error?: unknown } } | null)?.done?.error;
    if (failed) throw failed;
    out.push(item);
    if (out.length >= limit) break;
  }
  const failures = (records as { failures?: readonly { error?: unknown }[] }).failures;
  if (failures?.[0]) throw failures[0].error;
  return out;
}

/**
 * The rows of column batches, one object each: a batch ends where enough bytes have arrived, so a
 * resumed download may split the same rows into other batches; the rows are what must not change.
 */
function rowsOf(batches: unknown[]): unknown[] {
  return (batches as SumstatsColumns[]).flatMap((batch) => {
    const cells = { ...batch.numbers, ...(batch.pLog10 ? { pLog10: batch.pLog10 } : {}) };
    const texts = { ...batch.text, ...batch.other };
    return Array.from({ length: batch.length }, (_, i) => ({
      ...Object.fromEntries(Object.entries(cells).map(([name, column]) => [name, column?.[i]])),
      ...Object.fromEntries(Object.entries(texts).map(([name, column]) => [name, column?.get(i)])),
    }));
  });
}

/** Gene ids of real genes in the emulator's data (BRCA1, BRCA2, TP53, CFTR, CYP2C19, IFNG). */
const GENE_IDS = ['672', '675', '7157', '1080', '1557', '3458'];
const CIDS = [2244, 2519, 60606, 3672, 1983, 5793, 54678486];
const MODEL = { entryId: 'AF-P69905-F1', version: 4 };

/**
 * EFetch of 40 ClinVar VCV records in requests of 10: bodies of about 100 KiB, so a body cut at
 * half its length (the emulator's truncation) breaks after core's 8 KiB peek, mid-read.
 */
async function vcvFetch(l: LifesciClients) {
  const ids = await l.clinicalVariants.search('human[organism]', { retmax: 100 }).toArray({ limit: 40 });
  return { db: 'clinvar', ids, rettype: 'vcv', retmode: 'xml', batchSize: 10 };
}

/** VariationArchive records, keyed by their accession. */
const vcvReader: RecordReader<XmlElement> = {
  read: (body) => xmlElements(body, 'VariationArchive'),
  key: (record) => {
    const attributes = record as { '@_Accession'?: string; '@_VariationID'?: string };
    return String(attributes['@_Accession'] ?? attributes['@_VariationID']);
  },
};

/** A gwas association with its links, to walk what it links to. */
async function association(l: LifesciClients) {
  const [first] = await l.gwas.associations.list({ size: 5 }).toArray({ limit: 1 });
  if (!first) throw new Error('the emulator lists no gwas association');
  return first;
}

/** The second summary-statistics study: a 5,000-row file (the emulator's first has a million rows). */
async function sumstatsStudy(l: LifesciClients): Promise<string> {
  const studies = await l.gwas.sumstats.listStudies({ size: 2 }).toArray({ limit: 2 });
  return studies[1]?.study_accession as string;
}

/** A summary-statistics association row: its variant and its study, for the relations of each. */
async function sumstatsRow(l: LifesciClients) {
  const [row] = await l.gwas.sumstats.chromosomeAssociations(10, { size: 5 }).toArray({ limit: 1 });
  if (!row) throw new Error('the emulator has no summary-statistics association on chromosome 10');
  return row;
}

/** The plain GWAS-SSF file of a 5,000-row study. */
async function plainFile(l: LifesciClients): Promise<string> {
  const accession = await sumstatsStudy(l);
  return `/${accession}/${accession}.tsv`;
}

/**
 * A soak case for every paged or streamed method of the umbrella, by its path there (checked
 * against the methods found by what they return, see soak.long.test.ts). Pages are kept small so
 * a walk takes many requests; a long walk is cut at a few hundred records.
 */
export const PAGED_AND_STREAMED: Readonly<Record<string, Walk>> = {
  // ClinicalTrials.gov: token pages, CSV pages read whole.
  'trials.studies.list': (l) => l.trials.studies.list({ pageSize: 40 }).toArray(PAGES),
  'trials.studies.streamCsv': (l) => all(l.trials.studies.streamCsv({ pageSize: 40 }), 160),

  // E-utilities: ESearch pages, summaries pages, EFetch batches (text, bytes, XML, records).
  'eutils.esearch': (l) =>
    l.eutils.esearch({ db: 'gene', term: 'human[orgn]', retmax: 50 }).toArray({ limit: 200 }),
  'eutils.searchSummaries': (l) =>
    l.eutils.searchSummaries({ db: 'gene', term: 'human[orgn]', maxItems: 60 }).toArray(),
  'eutils.efetch': async (l) => all(l.eutils.efetch(await vcvFetch(l))),
  'eutils.efetchText': async (l) => all(l.eutils.efetchText(await vcvFetch(l))),
  'eutils.efetchXml': async (l) => all(l.eutils.efetchXml(await vcvFetch(l))),
  'eutils.efetchRecords': async (l) =>
    all(l.eutils.efetchRecords({ ...(await vcvFetch(l)), reader: vcvReader })),

  // genes and clinicalVariants: ESearch pages, summaries pages, streamed EFetch batches.
  'genes.search': (l) => l.genes.search({ organism: 'Homo sapiens' }, { retmax: 50 }).toArray(PAGES),
  'genes.searchSummaries': (l) =>
    l.genes.searchSummaries({ organism: 'Homo sapiens' }, { maxItems: 60 }).toArray(),
  'genes.streamRecords': async (l) =>
    (await all(l.genes.streamRecords(GENE_IDS, { batchSize: 2 }))).map(
      (r) => (r as { geneId: string }).geneId,
    ),
  'clinicalVariants.search': (l) =>
    l.clinicalVariants.search('human[organism]', { retmax: 100 }).toArray({ limit: 400 }),
  'clinicalVariants.searchSummaries': (l) =>
    l.clinicalVariants.searchSummaries('human[organism]', { maxItems: 60 }).toArray(),
  'clinicalVariants.streamRecords': async (l) => {
    const ids = await l.clinicalVariants.search('human[organism]', { retmax: 500 }).toArray({ limit: 60 });
    return (await all(l.clinicalVariants.streamRecords(ids, { rettype: 'vcv' }))).map(
      (r) => (r as { accession: string }).accession,
    );
  },

  // GWAS Catalog: HAL pages, relations, summary statistics pages and streamed files.
  'gwas.studies.list': (l) => l.gwas.studies.list({ size: 40 }).toArray(PAGES),
  'gwas.studies.associations': async (l) => {
    const [study] = await l.gwas.studies.list({ size: 5 }).toArray({ limit: 1 });
    if (!study) throw new Error('the emulator lists no gwas study');
    return l.gwas.studies.associations(study, { size: 5 }).toArray(PAGES);
  },
  'gwas.associations.list': (l) => l.gwas.associations.list({ size: 100 }).toArray({ limit: 400 }),
  'gwas.associations.traits': async (l) => l.gwas.associations.traits(await association(l)).toArray(PAGES),
  'gwas.associations.variants': async (l) =>
    l.gwas.associations.variants(await association(l)).toArray(PAGES),
  'gwas.variants.list': (l) => l.gwas.variants.list({ size: 40 }).toArray(PAGES),
  'gwas.traits.list': (l) => l.gwas.traits.list({ size: 5 }).toArray(PAGES),
  'gwas.traits.associations': (l) => l.gwas.traits.associations('EFO_0001360', { size: 20 }).toArray(PAGES),
  'gwas.publications.list': (l) => l.gwas.publications.list({ size: 40 }).toArray(PAGES),
  'gwas.genes.list': (l) => l.gwas.genes.list({ size: 10 }).toArray(PAGES),
  'gwas.sumstats.listStudies': (l) => l.gwas.sumstats.listStudies({ size: 20 }).toArray(PAGES),
  'gwas.sumstats.traitAssociations': (l) =>
    l.gwas.sumstats.traitAssociations('EFO_0001360', { size: 20 }).toArray(PAGES),
  'gwas.sumstats.chromosomeAssociations': (l) =>
    l.gwas.sumstats.chromosomeAssociations(10, { size: 20 }).toArray(PAGES),
  'gwas.sumstats.variantAssociations': async (l) =>
    l.gwas.sumstats
      .variantAssociations((await sumstatsRow(l)).variant_id as string, { size: 5 })
      .toArray(PAGES),
  'gwas.sumstats.studyAssociations': async (l) =>
    l.gwas.sumstats
      .studyAssociations((await sumstatsRow(l)).study_accession as string, { size: 20 })
      .toArray(PAGES),
  'gwas.sumstats.stream': async (l) => all(l.gwas.sumstats.stream(await sumstatsStudy(l))),
  'gwas.sumstats.streamColumns': async (l) =>
    rowsOf(await all(l.gwas.sumstats.streamColumns(await sumstatsStudy(l)))),
  'gwas.sumstats.streamFile': async (l) => all(l.gwas.sumstats.streamFile(await plainFile(l))),
  'gwas.sumstats.streamFileColumns': async (l) =>
    rowsOf(await all(l.gwas.sumstats.streamFileColumns(await plainFile(l)))),

  // PharmGKB: whole lists (one page each).
  'pgx.genes.search': (l) => l.pgx.genes.search('CYP').toArray(),
  'pgx.drugs.search': (l) => l.pgx.drugs.search().toArray(),
  'pgx.alleles.list': (l) => l.pgx.alleles.list({ gene: 'CYP2C19' }).toArray(),
  'pgx.variants.list': (l) => l.pgx.variants.list().toArray(),
  'pgx.clinicalAnnotations.list': (l) => l.pgx.clinicalAnnotations.list({ gene: 'CYP2C19' }).toArray(),
  'pgx.drugLabels.list': (l) => l.pgx.drugLabels.list({ drug: 'clopidogrel' }).toArray(),
  'pgx.guidelines.list': (l) => l.pgx.guidelines.list().toArray(),
  'pgx.pathways.list': (l) => l.pgx.pathways.list().toArray(),
  'pgx.geneDrugPairs.list': (l) => l.pgx.geneDrugPairs.list({ pgxLevel: 'A' }).toArray(),

  // bioRxiv/medRxiv: cursor pages.
  'preprints.details.list': (l) =>
    l.preprints.details.list({ from: '2025-01-01', to: '2025-03-31' }).toArray(),
  'preprints.publications.list': (l) => l.preprints.publications.list({ days: 365 }).toArray(PAGES),

  // RCSB: start/rows pages.
  'structures.search': (l) =>
    l.structures
      .search(q.attribute('rcsb_entity_source_organism.ncbi_scientific_name').exactMatch('Homo sapiens'), {
        paginate: { start: 0, rows: 7 },
      })
      .toArray(),

  // PubChem: streamed CSV (resumed after a break) and SDF.
  'compounds.compounds.streamProperties': (l) =>
    all(
      l.compounds.compounds.streamProperties(CIDS, {
        properties: ['MolecularFormula', 'MolecularWeight', 'XLogP'],
      }),
    ),
  'compounds.files.streamMolecules': (l) => all(l.compounds.files.streamMolecules(CIDS.slice(0, 5))),

  // AlphaFold: bucket pages, streamed AlphaMissense rows.
  'predictedStructures.bulk.list': (l) =>
    l.predictedStructures.bulk.list({ prefix: 'proteomes/', pageSize: 3 }).toArray({ limit: 30 }),
  'predictedStructures.bulk.proteomes': (l) => l.predictedStructures.bulk.proteomes(9606).toArray(PAGES),
  'predictedStructures.files.streamAlphaMissense': (l) =>
    all(l.predictedStructures.files.streamAlphaMissense(MODEL), 2000),

  // protocols.io: numbered pages; the gateway: one list.
  'protocols.protocols.list': (l) =>
    l.protocols.protocols.list({ pageSize: 10, orderField: 'id' }).toArray({ limit: 60 }),
  'gateway.skills.list': (l) => l.gateway.skills.list().toArray(),
};

/**
 * Methods that hand out bodies for the caller to read (EFetch's byte streams): the bytes already
 * read cannot be taken back, so a body that breaks mid-read is the caller's error. Soaked for
 * that: every walk is the fault-free one, or ends in a typed lifesci error; never other records.
 */
export const CALLER_READ_BODIES: Readonly<Record<string, Walk>> = {
  'eutils.efetchBytes': async (l) => {
    const out: unknown[] = [];
    for await (const batch of l.eutils.efetchBytes(await vcvFetch(l)))
      out.push({ ...batch, body: await new Response(batch.body).text() });
    return out;
  },
};

/**
 * Paged methods the emulator does not serve, each with the walk that would soak it: the suite
 * checks that the emulator still answers it with a 404, so the day it is served the case must
 * move into PAGED_AND_STREAMED.
 */
export const NOT_EMULATED: Readonly<Record<string, { reason: string; walk: Walk }>> = {};

const batchValues = (r: { values: unknown[]; failures: unknown[] }) => {
  if (r.failures.length > 0) throw new Error(`${r.failures.length} failures in a batch`);
  return r.values;
};

/**
 * Batch lookups (many ids split into requests): not paged, but a walk over several requests all
 * the same, so they are soaked too.
 */
export const BATCHES: Readonly<Record<string, Walk>> = {
  'genes.summaries': async (l) => {
    const ids = await l.genes.search({ organism: 'Homo sapiens' }, { retmax: 200 }).toArray({ limit: 120 });
    return batchValues(await l.genes.summaries(ids));
  },
  'genes.records': async (l) =>
    batchValues(await l.genes.records(GENE_IDS, { batchSize: 2 })).map(
      (r) => (r as { geneId: string }).geneId,
    ),
  'structures.entries.summaries': async (l) =>
    batchValues(await l.structures.entries.summaries(['1A8O', '4HHB'])),
  'compounds.compounds.properties + synonyms': async (l) => {
    const cids = [2244, 2519, 60606, 54678486, 3672, 1983];
    const props = batchValues(
      await l.compounds.compounds.properties(cids, { properties: ['MolecularFormula'] }),
    );
    return [...props, ...batchValues(await l.compounds.compounds.synonyms(cids))];
  },
};
