import { describe, expect, it } from 'vitest';
import { EutilsError } from '../src/index.js';
import { serve, testClient } from './helpers.js';

// NCBI's answer, with HTTP 200, to an efetch none of whose ids has a record.
const NO_RECORDS = [
  '<?xml version="1.0" encoding="UTF-8" ?>',
  '<!DOCTYPE eEfetchResult PUBLIC "-//NLM//DTD efetch 20131226//EN" "https://eutils.ncbi.nlm.nih.gov/eutils/dtd/20131226/efetch.dtd">',
  '<eFetchResult>',
  '\t<ERROR>ID list is empty! Possibly it has no correct IDs.</ERROR>',
  '</eFetchResult>',
  '',
].join('\n');

const errorDocument = (message: string) => `<eFetchResult>\n\t<ERROR>${message}</ERROR>\n</eFetchResult>\n`;

async function read(body: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(body).text();
}

async function firstError(batches: AsyncIterable<unknown>): Promise<unknown> {
  try {
    for await (const _ of batches) return 'yielded';
  } catch (error) {
    return error;
  }
  return 'no batch';
}

describe('efetch of ids without records ("ID list is empty!")', () => {
  it('efetch: a batch without records (empty: true, empty text), the other batches as sent', async () => {
    const { seen } = serve(
      'efetch',
      (q) => [200, q.id === '1,2' ? '<Entrezgene-Set><Entrezgene/></Entrezgene-Set>' : NO_RECORDS],
      2,
    );
    const batches = [];
    for await (const batch of testClient().efetch({ db: 'gene', ids: [1, 2, 98, 99], batchSize: 2 }))
      batches.push(batch);
    expect(seen).toHaveLength(2);
    expect(batches).toEqual([
      { ids: ['1', '2'], body: '<Entrezgene-Set><Entrezgene/></Entrezgene-Set>' },
      { ids: ['98', '99'], empty: true, body: '' },
    ]);
  });

  it('efetchXml: an empty document; a history window past the records: the same', async () => {
    serve('efetch', () => [200, NO_RECORDS]);
    const batches = [];
    for await (const batch of testClient().efetchXml({
      db: 'gene',
      history: { webEnv: 'W', queryKey: 1 },
      retmax: 5,
    }))
      batches.push(batch);
    expect(batches).toEqual([{ retstart: 0, retmax: 5, empty: true, document: {} }]);
  });

  it('efetchBytes: a closed, empty body; the next batch is still fetched', async () => {
    serve('efetch', (q) => [200, q.id === '7' ? NO_RECORDS : '<Set n="8"/>'], 2);
    const batches: Array<[string[] | undefined, boolean, string]> = [];
    for await (const batch of testClient().efetchBytes({ db: 'gene', ids: [7, 8], batchSize: 1 }))
      batches.push([batch.ids, batch.empty === true, await read(batch.body)]);
    expect(batches).toEqual([
      [['7'], true, ''],
      [['8'], false, '<Set n="8"/>'],
    ]);
  });

  it('recognises the message however it is cased or ended, not when it sits beside another error', async () => {
    for (const message of ['id list is empty!', 'ID list is empty', '  ID LIST IS EMPTY! no correct ids']) {
      serve('efetch', () => [200, errorDocument(message)]);
      const batches = [];
      for await (const batch of testClient().efetch({ db: 'gene', ids: [99] })) batches.push(batch);
      expect(batches, message).toEqual([{ ids: ['99'], empty: true, body: '' }]);
    }
    const beside = [
      '<eFetchResult><ERROR>Invalid db name specified: fleegle</ERROR><ERROR>ID list is empty!</ERROR></eFetchResult>',
      '<eFetchResult><ERROR>ID list is empty!</ERROR><ERROR>Invalid db name specified: fleegle</ERROR></eFetchResult>',
    ];
    for (const body of beside) {
      for (const form of ['efetch', 'efetchXml', 'efetchBytes'] as const) {
        serve('efetch', () => [200, body]);
        const error = await firstError(testClient()[form]({ db: 'gene', ids: [99] }));
        expect(error, `${form}: ${body}`).toBeInstanceOf(EutilsError);
        expect((error as EutilsError).eutilsMessage).toContain('Invalid db name specified: fleegle');
      }
    }
  });

  it('every other in-body error is still an EutilsError, on every form of efetch', async () => {
    const cases = [
      'Empty id list - nothing todo',
      'Invalid db name specified: fleegle',
      'The ID list is empty',
      'IDs list is empty',
    ];
    for (const message of cases) {
      for (const form of ['efetch', 'efetchXml', 'efetchBytes'] as const) {
        serve('efetch', () => [200, errorDocument(message)]);
        const error = await firstError(testClient()[form]({ db: 'gene', ids: [99] }));
        expect(error, `${form}: ${message}`).toBeInstanceOf(EutilsError);
        expect((error as EutilsError).eutilsMessage).toBe(message);
        expect((error as EutilsError).status).toBe(200);
      }
    }
  });

  it('is an efetch reading only: esummary and epost still throw it', async () => {
    serve('epost', () => [
      200,
      errorDocument('ID list is empty! Possibly it has no correct IDs.').replaceAll(
        'eFetchResult',
        'ePostResult',
      ),
    ]);
    await expect(testClient().epost({ db: 'gene', ids: [99] })).rejects.toThrow(EutilsError);
  });
});
