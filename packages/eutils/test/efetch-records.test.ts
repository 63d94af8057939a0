import { Readable } from 'node:stream';
import { NetworkError, ServerError, xmlElements } from '@lifesci/core';
import nock from 'nock';
import { describe, expect, it } from 'vitest';
import type { RecordReader } from '../src/index.js';
import { HOST, PREFIX, testClient } from './helpers.js';

// efetchRecords (issue 15 item 3): a body broken mid-way is fetched again and read on after the
// records already handed out; a request that spends its retries ends its window with an error.

const doc = (ids: string[]) =>
  `<?xml version="1.0"?>\n<Set>${ids.map((id) => `<Rec><Id>${id}</Id><Pad>${'x'.repeat(10_000)}</Pad></Rec>`).join('')}</Set>`;

const reader: RecordReader<string> = {
  read: async function* (body) {
    for await (const element of xmlElements(body, 'Set.Rec', { root: 'Set' }))
      yield String((element as { Id: string }).Id);
  },
  key: (id) => id,
};

/** A 200 that sends the first `bytes` of `text`, then breaks the connection. */
function broken(text: string, bytes: number) {
  return () => {
    // Broken on the reader's second pull, not on a timer: under load a timer could fire before
    // nock listens and the error would be lost (the body then never ended).
    let pulls = 0;
    const stream = new Readable({
      read() {
        pulls += 1;
        if (pulls === 1) this.push(text.slice(0, bytes));
        else this.destroy(new Error('socket hang up'));
      },
    });
    return stream;
  };
}

async function drain(ids: string[], maxRetries: number) {
  const events = [];
  for await (const event of testClient({ maxRetries }).efetchRecords({
    db: 'x',
    ids,
    retmode: 'xml',
    reader,
  }))
    events.push(event);
  return events;
}

describe('efetchRecords', () => {
  it('resumes a body broken after two records: each record handed out once, in order', async () => {
    const ids = ['1', '2', '3', '4'];
    const full = doc(ids);
    const cut = full.indexOf('<Rec><Id>3</Id>') + 20;
    nock(HOST).get(`${PREFIX}/efetch.fcgi`).query(true).reply(200, broken(full, cut));
    nock(HOST).get(`${PREFIX}/efetch.fcgi`).query(true).reply(200, full);
    const events = await drain(ids, 2);
    expect(events.filter((e) => e.record).map((e) => e.record)).toEqual(ids);
    expect(events.at(-1)).toEqual({ done: { ids } });
    expect(nock.pendingMocks()).toEqual([]);
  });

  it('a body that keeps breaking spends its retries: the window ends with the error, records kept', async () => {
    const ids = ['1', '2', '3'];
    const full = doc(ids);
    const cut = full.indexOf('<Rec><Id>2</Id>') + 20;
    nock(HOST).get(`${PREFIX}/efetch.fcgi`).query(true).times(2).reply(200, broken(full, cut));
    const events = await drain(ids, 1);
    expect(events.filter((e) => e.record).map((e) => e.record)).toEqual(['1']);
    const done = events.at(-1)?.done;
    expect(done).toMatchObject({ ids });
    expect(done?.error).toBeInstanceOf(NetworkError);
  });

  it('a 5xx that spent its retries ends its window with the error; the next window is still read', async () => {
    nock(HOST)
      .get(`${PREFIX}/efetch.fcgi`)
      .query((q) => q.id === '1')
      .reply(503, 'busy');
    nock(HOST)
      .get(`${PREFIX}/efetch.fcgi`)
      .query((q) => q.id === '2')
      .reply(200, doc(['2']));
    const events = [];
    for await (const event of testClient().efetchRecords({
      db: 'x',
      ids: ['1', '2'],
      retmode: 'xml',
      batchSize: 1,
      reader,
    }))
      events.push(event);
    expect(events[0]?.done?.error).toBeInstanceOf(ServerError);
    expect(events.slice(1)).toEqual([{ record: '2' }, { done: { ids: ['2'] } }]);
  });
});

describe('efetch windows are built lazily (issue 15 item 8)', () => {
  it('history + retmax 1e9: the first batch arrives after one request, nothing built up front', async () => {
    nock(HOST).get(`${PREFIX}/efetch.fcgi`).query(true).reply(200, '<Set/>');
    const batches = testClient().efetch({
      db: 'gene',
      history: { webEnv: 'MCID_1', queryKey: 1 },
      retmax: 1_000_000_000,
    });
    for await (const batch of batches) {
      expect(batch).toMatchObject({ retstart: 0, retmax: 500 });
      break;
    }
    expect(nock.pendingMocks()).toEqual([]);
  });
});
