import type { ServerResponse } from 'node:http';
import { NetworkError } from '@lifesci/core';
import { type LocalServer, startServer } from '@lifesci/vitest-config/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { steppingClock, testClient } from './helpers.js';

// streamProperties reads each request's CSV as it arrives; a body that breaks mid-read is asked
// for again and read on after the rows already handed out, as the record readers do.

const CIDS = [2244, 2519, 3672, 1983, 5793, 60606, 64689, 79025];
// Rows of 4 kB: a break comes after core's 8 KiB peek (a break inside it is core's retry, not this
// resumption).
const HEADER = '"CID","MolecularFormula","Note"\n';
const row = (cid: number) => `${cid},"C${cid % 97}H8O4","${'x'.repeat(4000)}"\n`;
const TABLE = HEADER + CIDS.map(row).join('');

type Answer = (res: ServerResponse) => void;
/** Sends `text`, then drops the connection (with `length` as Content-Length: a truncated body). */
const broken =
  (text: string, length?: number): Answer =>
  (res) => {
    res.writeHead(200, {
      'content-type': 'text/csv',
      ...(length === undefined ? {} : { 'content-length': String(length) }),
    });
    res.write(text, () => setImmediate(() => res.destroy()));
  };
const whole =
  (text: string): Answer =>
  (res) =>
    res.writeHead(200, { 'content-type': 'text/csv' }).end(text);
const tooMany: Answer = (res) => res.writeHead(429, { 'retry-after': '1' }).end('Too many requests');

let answers: Answer[] = [];
let server: LocalServer;
beforeAll(async () => {
  server = await startServer((_req, res) => (answers.shift() ?? whole(''))(res));
});
afterAll(() => server.close());

const client = (maxRetries: number) =>
  testClient({ maxRetries, clock: steppingClock(), baseUrls: { compounds: server.url } });

async function collect(iterable: AsyncIterable<Record<string, string>>) {
  const rows: string[] = [];
  try {
    for await (const r of iterable) rows.push(r.CID as string);
    return { rows };
  } catch (error) {
    return { rows, error };
  }
}

describe('compounds.streamProperties resumes where its body broke', () => {
  it('reset, 429, truncation, then a whole body: every row exactly once, in order', async () => {
    answers = [
      broken(HEADER + CIDS.slice(0, 3).map(row).join('')),
      tooMany,
      // Content-Length of the whole table, five rows sent: a truncated body.
      broken(HEADER + CIDS.slice(0, 5).map(row).join(''), TABLE.length),
      whole(TABLE),
    ];
    const result = await collect(
      client(4).compounds.streamProperties(CIDS, { properties: ['MolecularFormula'] }),
    );
    expect(result.error).toBeUndefined();
    expect(result.rows).toEqual(CIDS.map(String));
    expect(answers).toEqual([]);
  });

  it('a CID asked for twice keeps both rows across a break', async () => {
    const ids = [2244, 2519, 3672, 2244];
    answers = [broken(HEADER + CIDS.slice(0, 3).map(row).join('')), whole(HEADER + ids.map(row).join(''))];
    const result = await collect(
      client(1).compounds.streamProperties(ids, { properties: ['MolecularFormula'] }),
    );
    expect(result).toEqual({ rows: ['2244', '2519', '3672', '2244'] });
  });

  it('once its reopens are spent, the break is a NetworkError after the rows that arrived', async () => {
    const threeRows = HEADER + CIDS.slice(0, 3).map(row).join('');
    answers = [broken(threeRows), broken(threeRows)];
    const result = await collect(
      client(1).compounds.streamProperties(CIDS, { properties: ['MolecularFormula'] }),
    );
    expect(result.rows).toEqual(['2244', '2519', '3672']);
    expect(result.error).toBeInstanceOf(NetworkError);
  });
});
