import { InputError, MissingItemError, NotFoundError, ServerError } from '@lifesci/core';
import { describe, expect, it } from 'vitest';
import { readReal, serveDatasets, testClient } from './helpers.js';

const ifng = () => JSON.parse(readReal('ncbi-datasets/gene-report-human-ifng.json'));

/** A v2alpha page with one minimal report per id. */
function reportsFor(ids: readonly (string | number)[], extra: Record<string, unknown> = {}) {
  return {
    reports: ids.map((id) => ({
      gene: { gene_id: String(id), symbol: `G${id}`, tax_id: '9606' },
      query: [String(id)],
    })),
    total_count: ids.length,
    ...extra,
  };
}

describe('datasets.reports', () => {
  it('GETs /gene/id/{id} for one id and reads the real report', async () => {
    const seen = serveDatasets('/gene/id/', () => ifng());
    const result = await testClient().datasets.reports(3458);
    expect(seen[0]).toMatchObject({ method: 'GET', path: '/datasets/v2alpha/gene/id/3458' });
    expect(result.values[0]).toMatchObject({ gene_id: '3458', symbol: 'IFNG', tax_id: 9606 });
  });

  it('POSTs the ids as integers to /gene, 1,000 per request, results in input order', async () => {
    const seen = serveDatasets(
      '/gene',
      (s) => reportsFor((s.json as { gene_ids: number[] }).gene_ids.slice().reverse()),
      2,
    );
    const ids = Array.from({ length: 1500 }, (_, i) => String(i + 1));
    const result = await testClient().datasets.reports(ids);
    expect(result.values.map((g) => g.gene_id)).toEqual(ids);
    expect(seen.map((s) => [s.method, s.path])).toEqual([
      ['POST', '/datasets/v2alpha/gene'],
      ['POST', '/datasets/v2alpha/gene'],
    ]);
    const bodies = seen.map((s) => s.json as { gene_ids: number[]; page_size: number });
    expect(bodies.map((b) => b.gene_ids.length)).toEqual([1000, 500]);
    expect(bodies[0]?.gene_ids[0]).toBe(1);
    expect(bodies[0]?.page_size).toBe(1000);
    expect(seen[0]?.headers['content-type']).toMatch(/^application\/json/);
  });

  it('follows next_page_token and stops on a repeated one', async () => {
    const seen = serveDatasets(
      '/gene',
      (s) => {
        const token = (s.json as { page_token?: string }).page_token;
        if (token === undefined) return reportsFor([1], { next_page_token: 'p2' });
        return reportsFor([2], { next_page_token: 'p2' });
      },
      3,
    );
    const result = await testClient().datasets.reports([1, 2]);
    expect(result.values.map((g) => g.gene_id)).toEqual(['1', '2']);
    expect(seen.map((s) => (s.json as { page_token?: string }).page_token)).toEqual([undefined, 'p2']);
  });

  it('reports ids the service leaves out as per-id MissingItemErrors with its explanation', async () => {
    serveDatasets('/gene', () =>
      reportsFor([1], {
        messages: [
          {
            error: {
              reason: 'invalid',
              message: 'The following ids were not found: 999',
              invalid_identifiers: ['999'],
            },
          },
        ],
      }),
    );
    const result = await testClient().datasets.reports([1, 999]);
    expect(result.items.map((i) => [i.id, i.ok])).toEqual([
      ['1', true],
      ['999', false],
    ]);
    const error = result.failures[0]?.error as MissingItemError;
    // Not an invented 404 with a URL: the answer left the id out (issue 18).
    expect(error).toBeInstanceOf(MissingItemError);
    expect(error).toMatchObject({ id: '999', service: 'genes' });
    expect(error.message).toMatch(/not found: 999/);
  });

  it("keeps the service's 404 for a single id as that id's NotFoundError", async () => {
    serveDatasets('/gene/id/', () => [404, { code: 5, message: 'Gene ID not found' }]);
    const single = await testClient().datasets.reports('424242');
    expect(single.failures[0]?.error).toBeInstanceOf(NotFoundError);
    expect(single.failures[0]?.error.message).toMatch(/Gene ID not found/);
  });

  it('fails only the ids of a request that failed', async () => {
    serveDatasets('/gene', () => [503, { code: 14, message: 'unavailable' }], 1, 'POST');
    serveDatasets('/gene/id/', (s) => reportsFor([s.path.split('/').pop() as string]), 1, 'GET');
    const ids = Array.from({ length: 1001 }, (_, i) => i + 1);
    const result = await testClient().datasets.reports(ids);
    expect(result.failures).toHaveLength(1000);
    expect(result.failures[0]?.error).toBeInstanceOf(ServerError);
    expect(result.values.map((g) => g.gene_id)).toEqual(['1001']);
  });

  it.each([[[]], [['IFNG']], [[-1]], [[1.5]]])('rejects %j before any request', async (ids) => {
    await expect(testClient().datasets.reports(ids as never)).rejects.toThrow(InputError);
  });
});

describe('datasets.get({ symbol, taxon })', () => {
  it('follows next_page_token on a GET in the query, and an empty page ends the walk', async () => {
    const seen = serveDatasets(
      '/gene/symbol/',
      (s) => {
        const token = s.params.page_token;
        if (token === undefined) return reportsFor([7], { next_page_token: 't1', total_count: 9 });
        if (token === 't1') return reportsFor([8], { next_page_token: 't2', total_count: 9 });
        return { reports: [], total_count: 9, next_page_token: 't3' };
      },
      4,
      'GET',
    );
    const genes = await testClient().datasets.get({ symbol: 'G7', taxon: 9606 });
    expect(genes.map((g) => g.gene_id)).toEqual(['7', '8']);
    expect(seen.map((s) => [s.params.page_size, s.params.page_token])).toEqual([
      ['1000', undefined],
      ['1000', 't1'],
      ['1000', 't2'],
    ]);
  });

  it('GETs /gene/symbol/{symbol}/taxon/{taxon} with segments encoded', async () => {
    const seen = serveDatasets('/gene/symbol/', () => ifng());
    const genes = await testClient().datasets.get({ symbol: 'IFNG', taxon: 9606 });
    expect(genes.map((g) => [g.gene_id, g.symbol, g.taxname])).toEqual([['3458', 'IFNG', 'Homo sapiens']]);
    expect(seen[0]?.path).toBe('/datasets/v2alpha/gene/symbol/IFNG/taxon/9606');

    const named = serveDatasets('/gene/symbol/', () => ifng());
    await testClient().datasets.get({ symbol: 'HLA-A/B', taxon: 'Homo sapiens' });
    expect(named[0]?.path).toBe('/datasets/v2alpha/gene/symbol/HLA-A%2FB/taxon/Homo%20sapiens');
  });

  it('is a NotFoundError on a 404 and on an empty answer', async () => {
    serveDatasets('/gene/symbol/', () => [404, { code: 5, message: 'symbol not found' }]);
    await expect(testClient().datasets.get({ symbol: 'NOPE', taxon: 9606 })).rejects.toBeInstanceOf(
      NotFoundError,
    );
    serveDatasets('/gene/symbol/', () => ({ total_count: 0 }));
    await expect(testClient().datasets.get({ symbol: 'NOPE', taxon: 9606 })).rejects.toThrow(
      /no gene symbol NOPE in taxon 9606/,
    );
  });

  it.each([
    ['', 9606, 'gene.symbol'],
    ['IFNG', 0, 'gene.taxon'],
    ['IFNG', ' ', 'gene.taxon'],
    ['IFNG', 96.5, 'gene.taxon'],
    // Path segments: no traversal, separators, line breaks or huge strings reach the URL.
    ['../x\r\n', 9606, 'gene.symbol'],
    ['..', 9606, 'gene.symbol'],
    ['HLA/../x', 9606, 'gene.symbol'],
    ['X'.repeat(100_000), 9606, 'gene.symbol'],
    ['IFNG', '../../gene', 'gene.taxon'],
    ['IFNG', 'human\r\nX: y', 'gene.taxon'],
  ])('rejects (%j, %j) before any request', async (symbol, taxon, param) => {
    await expect(testClient().datasets.get({ symbol, taxon })).rejects.toMatchObject({
      name: 'InputError',
      param,
    });
  });

  it('rejects a symbol given without its taxon', async () => {
    await expect(testClient().datasets.get('IFNG' as never)).rejects.toMatchObject({ param: 'gene' });
  });
});

describe('datasets not-found messages', () => {
  it("keep, out of a batch's messages, the ones about each id", async () => {
    serveDatasets('/gene', () => ({
      reports: [{ gene: { gene_id: '1' }, query: ['1'] }],
      messages: [
        { warning: { reason: 'The following gene ids were not recognized: 7' } },
        { warning: { reason: 'The following gene ids were not recognized: 77' } },
      ],
    }));
    const result = await testClient().datasets.reports([1, 7, 77]);
    expect(result.failures.map((f) => f.error.message.replace(/^.*in NCBI Datasets: /, ''))).toEqual([
      'The following gene ids were not recognized: 7',
      'The following gene ids were not recognized: 77',
    ]);
  });
});
