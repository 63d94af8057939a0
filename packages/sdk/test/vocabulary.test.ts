import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Checked, everyMethodOffline, isAsyncIterable, isThenable, methodOf } from './walk-clients.js';

/**
 * The vocabulary of docs/api.md ("One vocabulary"), checked on every public method of every
 * client. A method is named by a verb of the table (optionally followed by the thing it acts
 * on), by one of the services' own verbs, or by a noun listed below with what it returns.
 */
const VERB = /^(get|list|search|stream|download)([A-Z][A-Za-z0-9]*)?$/;

/** What a verb returns, as seen before anything is awaited. */
type Kind = 'promise' | 'page' | 'iterable' | 'builder';

const VERB_KIND: Readonly<Record<string, readonly Kind[]>> = {
  get: ['promise'],
  list: ['page'],
  search: ['page', 'promise'],
  stream: ['iterable'],
  download: ['promise'],
};

/** The services' own operations (docs/api.md, "Service verbs"), by method name. */
const SERVICE_VERBS: Readonly<Record<string, readonly Kind[]>> = {
  esearch: ['page', 'promise'],
  esummary: ['promise', 'iterable'],
  efetch: ['iterable'],
  efetchXml: ['iterable'],
  efetchRecords: ['iterable'],
  efetchBytes: ['iterable'],
  efetchText: ['iterable'],
  elink: ['promise'],
  epost: ['promise'],
  einfo: ['promise'],
  execute: ['promise'],
  health: ['promise'],
  authorizeUrl: ['builder'],
  exchangeCode: ['promise'],
  refresh: ['promise'],
  tokens: ['promise'],
  graphql: ['promise'],
};

/**
 * Nouns: a batch lookup (many identifiers → BatchResult) or a relation (what one record links
 * to). Each is listed by path, so a new noun is a decision someone wrote down.
 */
const NOUNS: Readonly<Record<string, { kind: readonly Kind[]; is: 'batch' | 'relation' }>> = {
  // gwas: what a study, a trait or an association links to; sumstats: the associations of a
  // trait, a chromosome region, a variant.
  'gwas.studies.associations': { kind: ['page'], is: 'relation' },
  'gwas.traits.associations': { kind: ['page'], is: 'relation' },
  'gwas.associations.study': { kind: ['promise'], is: 'relation' },
  'gwas.associations.traits': { kind: ['page'], is: 'relation' },
  'gwas.associations.variants': { kind: ['page'], is: 'relation' },
  'gwas.sumstats.traitAssociations': { kind: ['page'], is: 'relation' },
  'gwas.sumstats.chromosomeAssociations': { kind: ['page'], is: 'relation' },
  'gwas.sumstats.variantAssociations': { kind: ['page'], is: 'relation' },
  // the associations of one summary-statistics study (/studies/{gcstId}/associations)
  'gwas.sumstats.studyAssociations': { kind: ['page'], is: 'relation' },
  // pgx: everything one gene-drug pair links to, in one call.
  'pgx.geneDrugPairs.briefing': { kind: ['promise'], is: 'relation' },
  // structures: what an entry or an entity links to, and summaries of many entries.
  'structures.entries.pubmed': { kind: ['promise'], is: 'relation' },
  'structures.entries.summary': { kind: ['promise'], is: 'relation' },
  'structures.entries.summaries': { kind: ['promise'], is: 'batch' },
  'structures.entities.summaries': { kind: ['promise'], is: 'batch' },
  'structures.entities.uniprot': { kind: ['promise'], is: 'relation' },
  'structures.files.sequences': { kind: ['promise'], is: 'relation' },
  'compounds.compounds.properties': { kind: ['promise'], is: 'batch' },
  'compounds.compounds.synonyms': { kind: ['promise'], is: 'batch' },
  'compounds.compounds.cids': { kind: ['promise'], is: 'relation' },
  'compounds.compounds.assaySummary': { kind: ['promise'], is: 'relation' },
  'compounds.substances.cids': { kind: ['promise'], is: 'batch' },
  // genes, clinicalVariants: many ids, answered per id.
  'genes.summaries': { kind: ['promise'], is: 'batch' },
  'genes.records': { kind: ['promise'], is: 'batch' },
  'genes.links': { kind: ['promise'], is: 'batch' },
  'genes.datasets.reports': { kind: ['promise'], is: 'batch' },
  'clinicalVariants.summaries': { kind: ['promise'], is: 'batch' },
  'clinicalVariants.links': { kind: ['promise'], is: 'batch' },
  // A protocol's steps and materials (one request each).
  'protocols.protocols.steps': { kind: ['promise'], is: 'relation' },
  'protocols.protocols.materials': { kind: ['promise'], is: 'relation' },
  // A species' proteome archives in the bulk bucket (a listing with their prefix).
  'predictedStructures.bulk.proteomes': { kind: ['page'], is: 'relation' },
};

/** Synchronous builders (docs/api.md, "Errors are asynchronous"): they return a value. */
const BUILDERS = new Set([
  'preprints.fullText.pdfUrl',
  'preprints.fullText.htmlUrl',
  'predictedStructures.bulk.url',
  'predictedStructures.bulk.proteomeArchive',
  'protocols.oauth.authorizeUrl',
]);

/** Whether a returned value is of a kind: a PagePromise is also iterable, a RecordStream also thenable. */
function isKind(value: unknown, kind: Kind): boolean {
  const page = isThenable(value) && typeof (value as { pages?: unknown }).pages === 'function';
  switch (kind) {
    case 'page':
      return page;
    case 'promise':
      return isThenable(value) && !page && !isAsyncIterable(value);
    case 'iterable':
      return isAsyncIterable(value);
    case 'builder':
      return !isThenable(value) && !isAsyncIterable(value);
  }
}

function describeValue(value: unknown): string {
  const traits = [
    isThenable(value) && 'thenable',
    typeof (value as { pages?: unknown } | undefined)?.pages === 'function' && 'pages()',
    isAsyncIterable(value) && 'async iterable',
  ].filter(Boolean);
  return traits.length > 0 ? traits.join(' + ') : typeof value;
}

/** The method's result when called with no arguments, its rejection (bad input) awaited. */
async function resultOf(method: Checked): Promise<{ value?: unknown; threw?: unknown }> {
  let value: unknown;
  try {
    value = methodOf(method).apply(method.target, []);
  } catch (threw) {
    return { threw };
  }
  if (isThenable(value)) await Promise.resolve(value).catch(() => undefined);
  else if (isAsyncIterable(value))
    await value[Symbol.asyncIterator]()
      .next()
      .catch(() => undefined);
  return { value };
}

function expected(method: Checked): readonly Kind[] | undefined {
  if (BUILDERS.has(method.path)) return ['builder'];
  const noun = NOUNS[method.path];
  if (noun) return noun.kind;
  if (method.name in SERVICE_VERBS) return SERVICE_VERBS[method.name];
  const verb = VERB.exec(method.name)?.[1];
  return verb ? VERB_KIND[verb] : undefined;
}

describe('every public method follows the vocabulary of docs/api.md', () => {
  let methods: Checked[];

  beforeAll(async () => {
    methods = await everyMethodOffline();
  });

  it('is named by a verb of the table, a service verb, or a listed noun', () => {
    const unnamed = methods.filter((m) => expected(m) === undefined).map((m) => m.path);
    expect(unnamed).toEqual([]);
    for (const path of [...Object.keys(NOUNS), ...BUILDERS])
      expect(methods.map((m) => m.path)).toContain(path);
  });

  it('takes at most an identifier, a params object and the per-call options, named call', () => {
    const wrong: string[] = [];
    for (const method of methods) {
      const { params } = method;
      if (BUILDERS.has(method.path) || params.length === 0) continue;
      if (params.length > 3) wrong.push(`${method.path}(${params.join(', ')}): more than three parameters`);
      if (params.at(-1) !== 'call') wrong.push(`${method.path}(${params.join(', ')}): the last is not call`);
    }
    expect(wrong).toEqual([]);
  });

  it('returns what its verb promises', async () => {
    const wrong: string[] = [];
    for (const method of methods) {
      const kinds = expected(method);
      if (!kinds || BUILDERS.has(method.path)) continue;
      const { value, threw } = await resultOf(method);
      if (threw !== undefined) wrong.push(`${method.path}: threw ${String(threw)}`);
      else if (!kinds.some((kind) => isKind(value, kind)))
        wrong.push(`${method.path}: returns ${describeValue(value)}, expected ${kinds.join(' or ')}`);
    }
    expect(wrong).toEqual([]);
  });

  it('docs/api.md lists every verb and service verb the test accepts', () => {
    const docs = readFileSync(new URL('../../../docs/api.md', import.meta.url), 'utf8');
    for (const verb of [...Object.keys(VERB_KIND), ...Object.keys(SERVICE_VERBS)])
      expect(docs, verb).toContain(`\`${verb}\``);
  });
});
