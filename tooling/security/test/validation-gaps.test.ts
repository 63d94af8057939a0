import { InputError } from '@lifesci/core';
import { q } from '@lifesci/structures';
import nock from 'nock';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clients, settle } from './clients.js';

// Inputs the probe found reaching the network: each must be an InputError before any request
// (nock's "no match" event counts every request that reached the interceptor layer).

const c = clients();
let attempted: string[] = [];
const onAttempt = (req: { href?: string; path?: string }) => attempted.push(String(req.href ?? req.path));
beforeEach(() => {
  attempted = [];
  nock.emitter.on('no match', onAttempt);
});
afterEach(() => {
  nock.emitter.removeListener('no match', onAttempt);
});

const DOI = '10.1101/2020.01.01.000001';
const BIG = [1e21, 2 ** 53 + 2, Number.POSITIVE_INFINITY, -1, 1.5];
const cases: [string, () => unknown][] = [
  ['genes.datasets.get ../x\\r\\n', () => c.genes.datasets.get({ symbol: '../x\r\n', taxon: 9606 })],
  ['genes.datasets.get taxon ..', () => c.genes.datasets.get({ symbol: 'BRCA1', taxon: '..' })],
  ...BIG.map((n): [string, () => unknown] => [
    `structures.entries.get(${n})`,
    () => c.structures.entries.get(n as never),
  ]),
  ...[Number.POSITIVE_INFINITY, 1e21, 0].flatMap((version): [string, () => unknown][] => [
    [
      `preprints.fullText.downloadPdf version ${version}`,
      () => c.preprints.fullText.downloadPdf({ doi: DOI, version }),
    ],
    [
      `preprints.fullText.pdfUrl version ${version}`,
      () => c.preprints.fullText.pdfUrl({ doi: DOI, version }),
    ],
  ]),
  ...['..', '__proto__', 'x'.repeat(100_000)].map((id): [string, () => unknown] => [
    `eutils.esummary id ${id.slice(0, 12)}`,
    () => c.eutils.esummary({ db: 'gene', ids: [id] }),
  ]),
  ['gwas.sumstats.streamFile("/")', () => c.gwas.sumstats.streamFile('/')],
  ['gwas.sumstats.streamFile("")', () => c.gwas.sumstats.streamFile('')],
  ['gwas.sumstats.streamFile("/GCST1/")', () => c.gwas.sumstats.streamFile('/GCST1/')],
  ...[1e21, 2 ** 53 + 2].map((id): [string, () => unknown] => [
    `eutils.esummary id ${id}`,
    () => c.eutils.esummary({ db: 'gene', ids: [id] }),
  ]),
  ...[1e21, 2 ** 53 + 2].flatMap((n): [string, () => unknown][] => [
    [
      `structures.search paginate.start ${n}`,
      () => c.structures.search(q.fullText('haemoglobin'), { paginate: { start: n, rows: 10 } }).toArray(),
    ],
    [`predictedStructures.bulk.proteomes(${n})`, () => c.predicted.bulk.proteomes(n).toArray()],
    [
      `predictedStructures.files.streamAlphaMissense version ${n}`,
      () => first(c.predicted.files.streamAlphaMissense({ entryId: 'AF-P69905-F1', version: n })),
    ],
  ]),
  [
    'structures.search range to Infinity',
    () =>
      c.structures
        .search(q.fullText('haemoglobin'), {
          facets: [
            {
              name: 'r',
              aggregationType: 'range',
              attribute: 'rcsb_entry_info.resolution_combined',
              ranges: [{ from: 0, to: Number.POSITIVE_INFINITY }],
            },
          ],
        })
        .toArray(),
  ],
  [
    'PagePromise.toArray({ limt: 5 })',
    () => c.eutils.esearch({ db: 'gene', term: 'BRCA1' }).toArray({ limt: 5 } as never),
  ],
];

async function first(iterable: AsyncIterable<unknown>): Promise<unknown> {
  for await (const item of iterable) return item;
  return undefined;
}

describe('validation gaps that reached the network', () => {
  it.each(cases)('%s is an InputError before any request', async (_name, run) => {
    const error = await settle(run).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(InputError);
    expect(attempted).toEqual([]);
  });
});
