import { RateLimitError } from '@lifesci/core';
import { describe, expect, it } from 'vitest';
import { EutilsError } from '../src/index.js';
import { range, readReal, serve, testClient } from './helpers.js';

describe('efetch', () => {
  it('is lazy: one request per batch of 500, sent only as the consumer asks', async () => {
    const { seen } = serve('efetch', (q) => [200, `<Set n="${(q.id ?? '').split(',').length}"/>`], 3);
    const iterator = testClient()
      .efetch({ db: 'gene', ids: range(1, 1_100), retmode: 'xml' })
      [Symbol.asyncIterator]();
    const first = await iterator.next();
    expect(seen).toHaveLength(1);
    expect(first.value?.ids).toHaveLength(500);
    expect(first.value?.body).toBe('<Set n="500"/>');
    const rest = [];
    for (let r = await iterator.next(); !r.done; r = await iterator.next()) rest.push(r.value.body);
    expect(rest).toEqual(['<Set n="500"/>', '<Set n="100"/>']);
    expect(seen.map((s) => s.params.retmode)).toEqual(['xml', 'xml', 'xml']);
  });

  it('reads a stored set in windows with rettype, batchSize and database-specific extras', async () => {
    const { seen } = serve('efetch', (q) => [200, `>${q.retstart}`], 3);
    const bodies = [];
    for await (const batch of testClient().efetch({
      db: 'nuccore',
      history: { webEnv: 'W', queryKey: 2 },
      retstart: 10,
      retmax: 250,
      batchSize: 100,
      rettype: 'fasta',
      retmode: 'text',
      extra: { strand: 1, seq_start: 5 },
    })) {
      bodies.push([batch.retstart, batch.retmax, batch.body]);
    }
    expect(bodies).toEqual([
      [10, 100, '>10'],
      [110, 100, '>110'],
      [210, 50, '>210'],
    ]);
    expect(seen[0]?.params).toMatchObject({
      WebEnv: 'W',
      query_key: '2',
      rettype: 'fasta',
      retmode: 'text',
      strand: '1',
      seq_start: '5',
    });
  });

  it('efetchXml parses with the caller isArray option', async () => {
    serve('efetch', () => [
      200,
      '<?xml version="1.0"?><Entrezgene-Set><Entrezgene><id>1</id></Entrezgene></Entrezgene-Set>',
    ]);
    for await (const batch of testClient().efetchXml({
      db: 'gene',
      ids: [1],
      xml: { isArray: ['Entrezgene'] },
    })) {
      expect(batch.document).toEqual({ 'Entrezgene-Set': { Entrezgene: [{ id: '1' }] } });
    }
  });
});

describe('elink', () => {
  it('sends ids as one set by default (one merged LinkSet)', async () => {
    const { seen } = serve('elink', () => ({
      linksets: [
        {
          dbfrom: 'gene',
          ids: ['672', '7157'],
          linksetdbs: [{ dbto: 'pubmed', linkname: 'gene_pubmed', links: ['1', '2'] }],
        },
      ],
    }));
    const sets = await testClient().elink({
      dbfrom: 'gene',
      db: 'pubmed',
      ids: [672, 7157],
      linkname: 'gene_pubmed',
    });
    expect(seen[0]?.params).toMatchObject({
      dbfrom: 'gene',
      db: 'pubmed',
      id: '672,7157',
      linkname: 'gene_pubmed',
      retmode: 'json',
    });
    expect(sets[0]?.linkSetDbs[0]?.links).toEqual(['1', '2']);
  });

  it('oneToOne repeats id in a POST form', async () => {
    const { seen } = serve('elink', () => ({ linksets: [] }));
    await testClient().elink({ dbfrom: 'gene', db: 'pubmed', ids: [672, 7157], oneToOne: true });
    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.params.id).toBe('672,7157');
  });

  it('neighbor_score gives scores parallel to links; neighbor_history the stored sets', async () => {
    serve('elink', () => ({
      linksets: [
        {
          dbfrom: 'pubmed',
          ids: ['1'],
          linksetdbs: [
            {
              dbto: 'pubmed',
              linkname: 'pubmed_pubmed',
              links: [
                { id: '5', score: '900' },
                { id: '6', score: '800' },
              ],
            },
          ],
        },
      ],
    }));
    serve('elink', () => ({
      linksets: [
        {
          dbfrom: 'gene',
          ids: ['672'],
          webenv: 'MCID_x',
          linksetdbhistories: [{ dbto: 'pubmed', linkname: 'gene_pubmed', querykey: '7' }],
        },
      ],
    }));
    const client = testClient();
    const [scored] = await client.elink({ dbfrom: 'pubmed', ids: [1], cmd: 'neighbor_score' });
    expect(scored?.linkSetDbs[0]).toEqual({
      dbTo: 'pubmed',
      linkName: 'pubmed_pubmed',
      links: ['5', '6'],
      scores: [900, 800],
    });
    const [stored] = await client.elink({
      dbfrom: 'gene',
      db: 'pubmed',
      ids: [672],
      cmd: 'neighbor_history',
    });
    expect(stored).toMatchObject({
      webEnv: 'MCID_x',
      linkSetDbHistories: [{ dbTo: 'pubmed', linkName: 'gene_pubmed', queryKey: 7 }],
    });
  });

  it('LinkOut commands are asked for in XML and pass IdUrlList through; a LinkSet ERROR is reported', async () => {
    const { seen } = serve('elink', () => [
      200,
      '<eLinkResult><LinkSet><DbFrom>pubmed</DbFrom><IdUrlList><IdUrlSet><Id>1</Id><ObjUrl><Url>https://x.example/1</Url></ObjUrl></IdUrlSet></IdUrlList><ERROR>some ids have no links</ERROR></LinkSet></eLinkResult>',
    ]);
    const [set] = await testClient().elink({ dbfrom: 'pubmed', ids: [1], cmd: 'prlinks' });
    expect(seen[0]?.params).toMatchObject({ cmd: 'prlinks', retmode: 'xml' });
    expect(set?.idUrlList).toEqual({ IdUrlSet: { Id: '1', ObjUrl: { Url: 'https://x.example/1' } } });
    expect(set?.errors).toEqual(['some ids have no links']);
  });
});

describe('epost', () => {
  it('POSTs the ids as a form and returns the stored set with any invalid ids', async () => {
    const { seen } = serve('epost', () => [
      200,
      '<?xml version="1.0"?><ePostResult><InvalidIdList><Id>abc</Id></InvalidIdList><QueryKey>1</QueryKey><WebEnv>MCID_p</WebEnv></ePostResult>',
    ]);
    const stored = await testClient().epost({ db: 'gene', ids: [672, 'abc'], webEnv: 'MCID_old' });
    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.params).toMatchObject({ db: 'gene', id: '672,abc', WebEnv: 'MCID_old', tool: 'lifesci' });
    expect(stored).toEqual({ webEnv: 'MCID_p', queryKey: 1, invalidIds: ['abc'] });
  });
});

describe('efetchBytes', () => {
  const read = async (body: ReadableStream<Uint8Array>) => {
    let text = '';
    const decoder = new TextDecoder();
    const reader = body.getReader();
    for (let r = await reader.read(); !r.done; r = await reader.read())
      text += decoder.decode(r.value, { stream: true });
    return text;
  };

  it('hands each body out unread, one request per batch as the consumer asks', async () => {
    const { seen } = serve('efetch', (q) => [200, `<Set n="${(q.id ?? '').split(',').length}"/>`], 2);
    const bodies: string[] = [];
    for await (const batch of testClient().efetchBytes({ db: 'gene', ids: range(1, 600), retmode: 'xml' })) {
      expect(seen).toHaveLength(bodies.length + 1);
      expect(batch.body).toBeInstanceOf(ReadableStream);
      bodies.push(`${batch.ids?.length}:${await read(batch.body)}`);
    }
    expect(bodies).toEqual(['500:<Set n="500"/>', '100:<Set n="100"/>']);
  });

  it('errors/fetcherror1.xml in a 200 body is an EutilsError before the batch, not a document to read', async () => {
    serve('efetch', () => [200, readReal('errors/fetcherror1.xml')]);
    const batches = testClient().efetchBytes({ db: 'pubmed', ids: ['1'], retmode: 'xml' });
    const error = await (async () => {
      for await (const _ of batches) return 'yielded';
    })().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EutilsError);
    expect((error as EutilsError).eutilsMessage).toBe('Empty id list - nothing todo');
    expect((error as EutilsError).status).toBe(200);
  });

  it('errors/rate-limit-error.json in a 200 body is retried (then a RateLimitError once retries are spent)', async () => {
    const limited = readReal('errors/rate-limit-error.json');
    const { seen } = serve('efetch', () => [200, limited]);
    serve('efetch', () => [200, '<Entrezgene-Set><Entrezgene/></Entrezgene-Set>']);
    const sleeps: number[] = [];
    const clock = { now: () => 0, random: () => 0.5, sleep: async (ms: number) => void sleeps.push(ms) };
    const bodies: string[] = [];
    for await (const batch of testClient({ maxRetries: 1, clock }).efetchBytes({ db: 'gene', ids: ['1'] }))
      bodies.push(await read(batch.body));
    expect(bodies).toEqual(['<Entrezgene-Set><Entrezgene/></Entrezgene-Set>']);
    expect(seen).toHaveLength(1);
    expect(sleeps).toHaveLength(1);

    serve('efetch', () => [200, limited]);
    const spent = testClient()
      .efetchBytes({ db: 'gene', ids: ['1'] })
      [Symbol.asyncIterator]()
      .next();
    await expect(spent).rejects.toThrow(RateLimitError);
  });

  it('cancels a body left unread when the next batch is asked for', async () => {
    serve('efetch', () => [200, '<Set/>'], 2);
    const unread: ReadableStream<Uint8Array>[] = [];
    for await (const batch of testClient().efetchBytes({ db: 'gene', ids: range(1, 2), batchSize: 1 })) {
      unread.push(batch.body);
    }
    // A cancelled stream reads as empty; one never cancelled would still hold '<Set/>'.
    expect(await Promise.all(unread.map(read))).toEqual(['', '']);
  });
});
