import { ResponseValidationError, ServerError } from '@lifesci/core';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { EutilsIdError } from '../src/index.js';
import { esummaryJson, range, serve, testClient } from './helpers.js';

describe('esummary batching', () => {
  it('splits any number of ids at 500, POSTs long lists, keeps input order and duplicates', async () => {
    const { seen } = serve('esummary', (q) => esummaryJson((q.id ?? '').split(',')), 3);
    const ids = [...range(100_000, 1_234), '100007', '100003'];
    const result = await testClient().esummary({ db: 'gene', ids });
    // Chunks run a few at a time, so they may arrive in any order.
    const requests = [...seen].sort((a, b) => (a.params.id ?? '').localeCompare(b.params.id ?? ''));
    expect(requests.map((s) => (s.params.id ?? '').split(',').length)).toEqual([500, 500, 234]);
    // 500 ids overflow a 2,000-character URL; the last 234 fit in a GET.
    expect(requests.map((s) => s.method)).toEqual(['POST', 'POST', 'GET']);
    expect(seen.every((s) => s.params.version === '2.0' && s.params.retmode === 'json')).toBe(true);
    expect(result.failures).toEqual([]);
    expect(result.items.map((i) => i.id)).toEqual(ids);
    expect(result.values.map((s) => s.uid)).toEqual(ids);
    expect(result.values.at(-2)).toEqual({ uid: '100007', name: 'G100007' });
  });

  it('a short id list is a GET', async () => {
    const { seen } = serve('esummary', (q) => esummaryJson((q.id ?? '').split(',')));
    await testClient().esummary({ db: 'gene', ids: [672, '7157'] });
    expect(seen[0]?.method).toBe('GET');
    expect(seen[0]?.url).toContain('id=672,7157');
  });

  it('reports unknown, erroring and missing ids per id', async () => {
    serve('esummary', () => ({
      ...esummaryJson(['1', '2'], ['2']),
      esummaryresult: ['Invalid uid 999999999 at position=2'],
    }));
    const result = await testClient().esummary({ db: 'gene', ids: ['1', '2', '999999999', '4'] });
    expect(result.items.map((i) => i.ok)).toEqual([true, false, false, false]);
    const messages = result.failures.map((f) => [f.id, (f.error as EutilsIdError).eutilsMessage]);
    expect(messages).toEqual([
      ['2', 'cannot get document summary'],
      ['999999999', 'Invalid uid 999999999 at position=2'],
      ['4', 'no summary in the response'],
    ]);
    expect(result.failures.every((f) => f.error instanceof EutilsIdError)).toBe(true);
  });

  it('an XML answer of nothing but per-id ERRORs fails only those ids', async () => {
    serve('esummary', () => [
      200,
      '<?xml version="1.0"?><eSummaryResult><ERROR>Invalid uid 123456789 at position=0</ERROR></eSummaryResult>',
    ]);
    const result = await testClient().esummary({ db: 'gene', ids: ['123456789'], retmode: 'xml' });
    expect(result.values).toEqual([]);
    expect((result.failures[0]?.error as EutilsIdError | undefined)?.id).toBe('123456789');
  });

  it('a chunk that fails for good (5xx after retries) fails only its ids', async () => {
    serve(
      'esummary',
      (q) => (q.id?.startsWith('501,') ? [503, 'busy'] : esummaryJson((q.id ?? '').split(','))),
      3,
    );
    const result = await testClient().esummary({ db: 'gene', ids: range(1, 1_200) });
    expect(result.values).toHaveLength(700);
    expect(result.failures).toHaveLength(500);
    expect(result.failures[0]?.id).toBe('501');
    expect(result.failures[0]?.error).toBeInstanceOf(ServerError);
  });

  it('a schema types each summary; one that does not match is a per-id ResponseValidationError', async () => {
    serve('esummary', () => {
      const body = esummaryJson(['1', '2']);
      (body.result as Record<string, unknown>)['2'] = { uid: '2', name: 42 };
      return body;
    });
    const Gene = v.looseObject({ uid: v.string(), name: v.string() });
    const result = await testClient().esummary({ db: 'gene', ids: ['1', '2'], schema: Gene });
    const first: { uid: string; name: string } | undefined = result.values[0];
    expect(first).toEqual({ uid: '1', name: 'G1' });
    expect(result.failures[0]?.error).toBeInstanceOf(ResponseValidationError);
  });

  it('accessions come back under numeric uids and still match', async () => {
    serve('esummary', () => ({
      result: { uids: ['1386'], '1386': { uid: '1386', accession: 'VCV000012397', title: 'TSC2' } },
    }));
    const result = await testClient().esummary({ db: 'clinvar', ids: ['VCV000012397'] });
    expect(result.failures).toEqual([]);
    expect(result.values[0]?.uid).toBe('1386');
  });
});

describe('esummary from the history server', () => {
  it('reads the window 500 at a time and stops at the end of the set', async () => {
    const stored = range(100, 1_100);
    const { seen } = serve(
      'esummary',
      (q) => {
        const start = Number(q.retstart);
        return esummaryJson(stored.slice(start, start + Number(q.retmax)));
      },
      4,
    );
    const result = await testClient().esummary({
      db: 'gene',
      history: { webEnv: 'W', queryKey: 4 },
      retmax: 5_000,
    });
    expect(
      seen.map((s) => [s.params.WebEnv, s.params.query_key, s.params.retstart, s.params.retmax]),
    ).toEqual([
      ['W', '4', '0', '500'],
      ['W', '4', '500', '500'],
      ['W', '4', '1000', '500'],
    ]);
    expect(result.values.map((s) => s.uid)).toEqual(stored);
    expect(result.items[1_099]).toMatchObject({ id: '1199', index: 1_099, ok: true });
  });
});

describe('esummary options', () => {
  it('a schema is skipped with validate: false; a map always runs, a throw failing that id', async () => {
    serve('esummary', (q) => esummaryJson((q.id ?? '').split(',')), 3);
    const Strict = v.looseObject({ uid: v.string(), name: v.literal('nobody') });
    const unchecked = await testClient({ validate: false }).esummary({
      db: 'gene',
      ids: ['1'],
      schema: Strict,
    });
    expect(unchecked.values).toEqual([{ uid: '1', name: 'G1' }]);
    const checked = await testClient().esummary({ db: 'gene', ids: ['1'], schema: Strict });
    expect(checked.failures[0]?.error).toBeInstanceOf(ResponseValidationError);
    const mapped = await testClient({ validate: false }).esummary({
      db: 'gene',
      ids: ['1', '2'],
      map: (s) => {
        if (s.uid === '2') throw new Error('unwanted');
        return `${s.uid}:${String(s.name)}`;
      },
    });
    expect(mapped.items.map((i) => (i.ok ? i.value : i.error.message))).toEqual(['1:G1', 'unwanted']);
  });
});
