import { InputError } from '@lifesci/core';
import nock from 'nock';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Clients, clients, settle } from './clients.js';

// Issue 14: malformed input across all eleven clients (and E-utilities under them). Each case must
// end in an InputError naming the parameter, before any request: nock's "no match" event counts
// every request that reached the interceptor layer (there are no interceptors, so all would).

const c: Clients = clients();
let attempted: string[] = [];
const onAttempt = (req: { href?: string; path?: string }) => attempted.push(String(req.href ?? req.path));
beforeEach(() => {
  attempted = [];
  nock.emitter.on('no match', onAttempt);
});
afterEach(() => {
  nock.emitter.removeListener('no match', onAttempt);
});

/** Malformed identifiers every id-taking method must refuse. */
const BAD_IDS: [string, unknown][] = [
  ['empty', ''],
  ['dot-dot path', '../etc/passwd'],
  ['encoded dot-dot', '%2e%2e%2fadmin'],
  ['CRLF', 'A1\r\nX-Injected: 1'],
  ['NUL', 'A1\u0000'],
  ['overlong', 'A'.repeat(10_000)],
  ['object', { toString: () => 'A1' }],
  ['NaN', Number.NaN],
];

type Case = [name: string, run: () => unknown, param: RegExp];

const idMethods: [string, (id: never) => unknown, RegExp][] = [
  ['trials.studies.get', (id) => c.trials.studies.get(id), /^nctId|^id/],
  ['pgx.genes.get', (id) => c.pgx.genes.get(id), /symbol|gene|id/i],
  ['pgx.drugs.get', (id) => c.pgx.drugs.get(id), /drug|id/i],
  ['pgx.alleles.get', (id) => c.pgx.alleles.get(id), /name|allele/i],
  ['pgx.variants.get', (id) => c.pgx.variants.get(id), /rsid|variant/i],
  ['pgx.guidelines.get', (id) => c.pgx.guidelines.get(id), /guideline|id/i],
  ['gwas.studies.get', (id) => c.gwas.studies.get(id), /accession|study/i],
  ['gwas.associations.list({ rsId })', (id) => c.gwas.associations.list({ rsId: id }), /rs/i],
  ['gwas.sumstats.getTrait', (id) => c.gwas.sumstats.getTrait(id), /efo|trait/i],
  ['preprints.details.get', (id) => c.preprints.details.get(id), /doi/i],
  ['gateway.skills.get', (id) => c.gateway.skills.get(id), /skill/i],
  ['structures.entries.get', (id) => c.structures.entries.get(id), /entry/i],
  ['structures.chemComps.get', (id) => c.structures.chemComps.get(id), /comp/i],
  ['predicted.predictions.get', (id) => c.predicted.predictions.get(id), /accession/i],
  ['predicted.beacons.get', (id) => c.predicted.beacons.get(id), /accession/i],
  ['compounds.assays.get', (id) => c.compounds.assays.get(id), /aid/i],
  ['compounds.compounds.assaySummary', (id) => c.compounds.compounds.assaySummary(id), /cid/i],
  ['protocols.protocols.get', (id) => c.protocols.protocols.get(id), /ref|protocol|id/i],
  ['genes.summaries', (id) => c.genes.summaries([id] as never), /ids|id/i],
  ['clinicalVariants.summaries', (id) => c.clinicalVariants.summaries([id] as never), /ids|id/i],
];

const idCases: Case[] = idMethods.flatMap(([method, call, param]) =>
  BAD_IDS.map(([what, value]): Case => [`${method}: ${what}`, () => call(value as never), param]),
);

const paramCases: Case[] = [
  ['trials.studies.list: pageSize NaN', () => c.trials.studies.list({ pageSize: Number.NaN }), /pageSize/],
  ['trials.studies.list: pageSize -1', () => c.trials.studies.list({ pageSize: -1 }), /pageSize/],
  ['trials.studies.list: pageSize 1e9', () => c.trials.studies.list({ pageSize: 1e9 }), /pageSize/],
  [
    'trials.studies.list: unknown status',
    () => c.trials.studies.list({ filter: { overallStatus: ['NOPE'] } } as never),
    /overallStatus/,
  ],
  ['trials.studies.list: unknown key', () => c.trials.studies.list({ pagesize: 10 } as never), /pagesize/],
  [
    'trials.studies.list: __proto__ key',
    () => c.trials.studies.list(JSON.parse('{"__proto__":{"x":1}}')),
    /__proto__|params/,
  ],
  ['trials.studies.list: limit NaN', () => c.trials.studies.list().toArray({ limit: Number.NaN }), /limit/],
  [
    'trials: unknown call option',
    () => c.trials.studies.get('NCT04280705', { maxitems: 3 } as never),
    /maxitems/,
  ],
  ['pgx.genes.search: wrong type', () => c.pgx.genes.search(42 as never), /query/],
  ['pgx.alleles.list: missing gene', () => c.pgx.alleles.list({} as never), /gene|params/],
  ['pgx.drugLabels.list: unknown key', () => c.pgx.drugLabels.list({ drugs: 'x' } as never), /drugs|params/],
  ['gwas.studies.list: size 0', () => c.gwas.studies.list({ size: 0 } as never), /size/],
  ['gwas.studies.list: page -1', () => c.gwas.studies.list({ page: -1 } as never), /page/],
  ['gwas.studies.list: unknown sort', () => c.gwas.studies.list({ sort: 'evil' } as never), /sort/],
  [
    'gwas.sumstats.chromosomeAssociations: bad chromosome',
    () => c.gwas.sumstats.chromosomeAssociations('chrZZ' as never),
    /chrom/i,
  ],
  [
    'gwas.sumstats.traitAssociations: p_lower NaN',
    () => c.gwas.sumstats.traitAssociations('EFO_0001360', { pLower: Number.NaN } as never),
    /p_?lower/i,
  ],
  [
    'gwas: unknown apiVersion',
    () => new (c.gwas.constructor as new (o: unknown) => unknown)({ apiVersion: 'v9' }),
    /apiVersion/,
  ],
  [
    'preprints.details.list: impossible date',
    () => c.preprints.details.list({ from: '2024-13-45', to: '2024-12-01' }),
    /from/,
  ],
  [
    'preprints.details.list: from after to',
    () => c.preprints.details.list({ from: '2024-02-01', to: '2024-01-01' }),
    /to/,
  ],
  [
    'preprints.details.list: unknown category',
    () => c.preprints.details.list({ from: '2024-01-01', to: '2024-01-02', category: 'astrology' } as never),
    /category/,
  ],
  [
    'preprints.details.list: unknown key',
    () => c.preprints.details.list({ from: '2024-01-01', to: '2024-01-02', cursor: -5 } as never),
    /cursor/,
  ],
  ['preprints.publications.list: days 0', () => c.preprints.publications.list({ days: 0 }), /days/],
  [
    'structures.assemblies.get: assembly NaN',
    () => c.structures.assemblies.get({ entryId: '4HHB', assemblyId: Number.NaN }),
    /assembly/i,
  ],
  [
    'structures.entities.get: entity -1',
    () => c.structures.entities.get({ entryId: '4HHB', entityId: -1 }),
    /entity/i,
  ],
  ['structures.entries.summaries: empty list', () => c.structures.entries.summaries([]), /ids|entr/i],
  ['predicted.bulk.proteomes: taxId NaN', () => c.predicted.bulk.proteomes(Number.NaN), /tax/i],
  [
    'predicted.confidence.get: version 0',
    () => c.predicted.confidence.get({ entryId: 'AF-P00533-F1', version: 0 }),
    /version/,
  ],
  [
    'predicted.confidence.get: entry ../',
    () => c.predicted.confidence.get({ entryId: '../AF-P00533-F1', version: 4 }),
    /entry/i,
  ],
  [
    'compounds.properties: unknown property',
    () => c.compounds.compounds.properties([2244], { properties: ['NotAProperty'] } as never),
    /propert/i,
  ],
  [
    'compounds.properties: empty property list',
    () => c.compounds.compounds.properties([2244], { properties: [] }),
    /propert/i,
  ],
  ['compounds.properties: cid 0', () => c.compounds.compounds.properties([0]), /cid/i],
  ['compounds.properties: cid -7', () => c.compounds.compounds.properties([-7]), /cid/i],
  ['compounds.properties: cid 1.5', () => c.compounds.compounds.properties([1.5]), /cid/i],
  ['compounds.properties: no cids', () => c.compounds.compounds.properties([]), /cid/i],
  [
    'compounds.search: similarity threshold 101',
    () => c.compounds.compounds.search('CCO', { type: 'similarity', threshold: 101 }),
    /threshold/,
  ],
  [
    'compounds.search: similarity threshold NaN',
    () => c.compounds.compounds.search('CCO', { type: 'similarity', threshold: Number.NaN }),
    /threshold/,
  ],
  [
    'compounds.search: empty smiles',
    () => c.compounds.compounds.search('', { type: 'similarity' }),
    /smiles/i,
  ],
  [
    'compounds.search: substructure maxRecords 0',
    () => c.compounds.compounds.search('c1ccccc1', { type: 'substructure', maxRecords: 0 }),
    /maxRecords/,
  ],
  [
    'compounds.images.get: unknown size',
    () => c.compounds.images.get(2244, { size: 'huge' } as never),
    /size/,
  ],
  ['compounds.listKeys.get: CRLF', () => c.compounds.listKeys.get('123\r\n'), /listKey/],
  ['compounds.synonyms: NaN cid', () => c.compounds.compounds.synonyms([Number.NaN]), /cid/i],
  [
    'protocols.protocols.list: page_size 0',
    () => c.protocols.protocols.list({ pageSize: 0 } as never),
    /page/i,
  ],
  [
    'protocols.protocols.list: unknown order',
    () => c.protocols.protocols.list({ orderField: 'evil' } as never),
    /order|params/i,
  ],
  [
    'protocols.oauth.exchangeCode: CRLF code',
    () =>
      c.protocols.oauth.exchangeCode({
        code: 'a\r\nb',
        state: 'xyz',
        expectedState: 'xyz',
        redirectUri: 'https://app.example/cb',
      } as never),
    /code/,
  ],
  ['genes.summaries: empty id list', () => c.genes.summaries([]), /ids/],
  ['genes.summaries: negative id', () => c.genes.summaries([-1] as never), /ids/],
  ['genes.datasets.reports: empty', () => c.genes.datasets.reports([]), /ids|gene/i],
  ['genes.datasets.get: bad taxon', () => c.genes.datasets.get({ symbol: 'BRCA1', taxon: -9606 }), /taxon/i],
  ['clinicalVariants.summaries: empty', () => c.clinicalVariants.summaries([]), /ids/],
  ['eutils.esearch: no db', () => c.eutils.esearch({ term: 'x' } as never), /db/],
  [
    'eutils.esearch: retmax -1',
    () => c.eutils.esearch({ db: 'gene', term: 'x', retmax: -1 } as never),
    /retmax/,
  ],
  ['eutils.esearch: CRLF db', () => c.eutils.esearch({ db: 'gene\r\n', term: 'x' }), /db/],
  ['eutils.epost: no ids', () => c.eutils.epost({ db: 'gene', ids: [] }), /ids/],
  [
    'eutils.elink: unknown key',
    () => c.eutils.elink({ db: 'gene', dbfrom: 'gene', ids: ['1'], batchsize: 9 } as never),
    /batchsize/,
  ],
  [
    'eutils.efetch: retmax NaN',
    () => c.eutils.efetch({ db: 'gene', ids: ['1'], retmax: Number.NaN } as never),
    /retmax/,
  ],
];

const constructionCases: Case[] = [
  [
    'TrialsClient: CRLF user agent',
    () => new (c.trials.constructor as new (o: unknown) => unknown)({ userAgent: 'x\r\nEvil: 1' }),
    /userAgent/,
  ],
  [
    'TrialsClient: unknown option',
    () => new (c.trials.constructor as new (o: unknown) => unknown)({ batchsize: 5 }),
    /batchsize/,
  ],
  [
    'TrialsClient: header with NUL',
    () => new (c.trials.constructor as new (o: unknown) => unknown)({ headers: { 'x-a': 'a\u0000b' } }),
    /headers/,
  ],
  [
    'TrialsClient: baseUrl javascript:',
    () => new (c.trials.constructor as new (o: unknown) => unknown)({ baseUrl: 'javascript:alert(1)' }),
    /baseUrl/,
  ],
  [
    'TrialsClient: timeout NaN',
    () => new (c.trials.constructor as new (o: unknown) => unknown)({ timeout: Number.NaN }),
    /timeout/,
  ],
  [
    'TrialsClient: maxRetries -1',
    () => new (c.trials.constructor as new (o: unknown) => unknown)({ maxRetries: -1 }),
    /maxRetries/,
  ],
  [
    'EutilsClient: apiKey with CRLF',
    () => new (c.eutils.constructor as new (o: unknown) => unknown)({ apiKey: 'k\r\nX: 1' }),
    /apiKey/,
  ],
  [
    'EutilsClient: unknown baseUrls key',
    () =>
      new (c.eutils.constructor as new (o: unknown) => unknown)({
        baseUrls: { eutil: 'http://127.0.0.1:1' },
      }),
    /baseUrls/,
  ],
  [
    'PgxClient: maxBodyBytes -1',
    () =>
      new (c.pgx.constructor as new (o: unknown) => unknown)({
        baseUrl: 'https://x.invalid',
        maxBodyBytes: -1,
      }),
    /maxBodyBytes/,
  ],
  [
    'ProtocolsClient: token with CRLF',
    () => new (c.protocols.constructor as new (o: unknown) => unknown)({ accessToken: 't\r\n' }),
    /accessToken|token/i,
  ],
];

const all = [...idCases, ...paramCases, ...constructionCases];

describe(`bad input: ${all.length} cases, each an InputError naming the parameter, nothing sent`, () => {
  it('has at least 150 cases', () => {
    expect(all.length).toBeGreaterThanOrEqual(150);
  });

  it.each(all)('%s', async (_name, run, param) => {
    const error = await settle(run).then(
      (value) => ({ resolved: value }),
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(InputError);
    expect((error as InputError).param).toMatch(param);
    expect(attempted).toEqual([]);
  });
});
