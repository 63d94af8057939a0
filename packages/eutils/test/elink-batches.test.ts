import { InputError, MissingItemError, ServerError } from '@lifesci/core';
import { describe, expect, it } from 'vitest';
import { EutilsError, EutilsIdError } from '../src/index.js';
import { range, serve, testClient } from './helpers.js';

/** A oneToOne JSON answer: one LinkSet per id asked, each id linking to pubmed `id*10`. */
function linkSets(
  ids: readonly string[],
  options: { reverse?: boolean; error?: string; drop?: string } = {},
) {
  const sets = ids
    .filter((id) => id !== options.drop)
    .map((id) => ({
      dbfrom: 'gene',
      ids: [id],
      ...(id === options.error
        ? { ERROR: `Invalid uid ${id}` }
        : { linksetdbs: [{ dbto: 'pubmed', linkname: 'gene_pubmed', links: [String(Number(id) * 10)] }] }),
    }));
  return { linksets: options.reverse ? sets.reverse() : sets };
}

const idsOf = (params: Record<string, string>) => (params.id ?? '').split(',');

describe('elink oneToOne: one LinkSet per id, a BatchResult', () => {
  it('splits 1,200 ids into POSTs of 500, 500 and 200 and answers in input order', async () => {
    const { seen } = serve('elink', (q) => linkSets(idsOf(q), { reverse: true }), 3);
    const ids = range(1, 1200);
    const result = await testClient().elink({ dbfrom: 'gene', db: 'pubmed', ids, oneToOne: true });
    expect(seen.map((s) => [s.method, idsOf(s.params).length])).toEqual([
      ['POST', 500],
      ['POST', 500],
      ['POST', 200],
    ]);
    expect(result.failures).toEqual([]);
    expect(result.items.map((item) => item.id)).toEqual(ids);
    expect(result.values.map((set) => set.linkSetDbs[0]?.links[0])).toEqual(
      ids.map((id) => String(Number(id) * 10)),
    );
  });

  it('reports per-id failures: an id NCBI errs on, an id left out, and the ids of a chunk that failed', async () => {
    let request = 0;
    serve(
      'elink',
      (q) => (++request === 2 ? [500, 'busy'] : linkSets(idsOf(q), { error: '3', drop: '4' })),
      2,
    );
    const ids = range(1, 600);
    const result = await testClient().elink({ dbfrom: 'gene', db: 'pubmed', ids, oneToOne: true });
    const failed = new Map(result.failures.map((f) => [f.id, f.error]));
    expect(failed.get('3')).toBeInstanceOf(EutilsIdError);
    expect((failed.get('3') as EutilsIdError).eutilsMessage).toBe('Invalid uid 3');
    expect(failed.get('4')).toBeInstanceOf(MissingItemError);
    for (const id of range(501, 100)) expect(failed.get(id)).toBeInstanceOf(ServerError);
    expect(result.failures).toHaveLength(102);
    expect(result.values).toHaveLength(498);
    expect(result.items[0]).toMatchObject({ id: '1', ok: true });
  });

  it('an error about the request itself rejects the call', async () => {
    serve('elink', () => ({ ERROR: 'Invalid db name specified: pubmedd' }));
    await expect(
      testClient().elink({ dbfrom: 'gene', db: 'pubmedd', ids: ['1'], oneToOne: true }),
    ).rejects.toBeInstanceOf(EutilsError);
  });

  it('refuses bad input before any request', async () => {
    const { seen } = serve('elink', () => linkSets(['1']));
    const client = testClient();
    await expect(
      client.elink({ dbfrom: 'gene', db: 'pubmed', ids: [], oneToOne: true }),
    ).rejects.toMatchObject({ name: 'InputError', param: 'params.ids' });
    // One LinkSet per id needs ids: a stored set is refused.
    const fromHistory = {
      dbfrom: 'gene',
      history: { webEnv: 'W', queryKey: 1 },
      oneToOne: true,
    } as const;
    await expect(client.elink(fromHistory)).rejects.toBeInstanceOf(InputError);
    expect(seen).toEqual([]);
  });
});

describe('elink without oneToOne', () => {
  it('is one merged request, answered as NCBI answers it', async () => {
    const { seen } = serve('elink', (q) => ({ linksets: [{ dbfrom: 'gene', ids: idsOf(q) }] }));
    const sets = await testClient().elink({ dbfrom: 'gene', db: 'pubmed', ids: range(1, 700) });
    expect(seen).toHaveLength(1);
    expect(idsOf(seen[0]?.params ?? {})).toHaveLength(700);
    expect(sets).toHaveLength(1);
    expect(sets[0]?.ids).toEqual(range(1, 700));
  });
});
