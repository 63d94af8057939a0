import { Readable } from 'node:stream';
import { NetworkError } from '@lifesci/core';
import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { HOST, PREFIX, testClient } from './helpers.js';

// efetchText: a body broken mid-read is fetched again and read on after the lines already handed
// out, so no line is lost or repeated (lines that repeat in the text, blank ones included, stay).

/** 600 lines of about 40 bytes (24 KiB: past the 8 KiB core reads before handing a body out), some repeated. */
const TEXT = Array.from({ length: 600 }, (_, i) =>
  i % 50 === 0 ? '' : `line ${i % 7} ${'x'.repeat(30)}`,
).join('\n');
const LINES = TEXT.split('\n');

/** A 200 that sends the first `bytes` of `text`, then breaks the connection (on the reader's second pull). */
function broken(text: string, bytes: number) {
  return () => {
    let pulls = 0;
    return new Readable({
      read() {
        pulls += 1;
        if (pulls === 1) this.push(text.slice(0, bytes));
        else this.destroy(new Error('socket hang up'));
      },
    });
  };
}

async function collect(maxRetries: number): Promise<{ lines: string[]; error?: unknown }> {
  const lines: string[] = [];
  try {
    for await (const line of testClient({ maxRetries }).efetchText({ db: 'x', ids: ['1', '2'] }))
      lines.push(line);
    return { lines };
  } catch (error) {
    return { lines, error };
  }
}

describe('efetchText after a body broken mid-read', () => {
  it('fetches it again and hands out each line once, in order', async () => {
    nock(HOST).get(`${PREFIX}/efetch.fcgi`).query(true).reply(200, broken(TEXT, 16_000));
    nock(HOST).get(`${PREFIX}/efetch.fcgi`).query(true).reply(200, broken(TEXT, 20_000));
    nock(HOST).get(`${PREFIX}/efetch.fcgi`).query(true).reply(200, TEXT);
    const { lines, error } = await collect(2);
    expect(error).toBeUndefined();
    expect(lines).toEqual(LINES);
    expect(nock.pendingMocks()).toEqual([]);
  });

  it('once its retries are spent: a NetworkError, after the lines that arrived whole', async () => {
    nock(HOST).get(`${PREFIX}/efetch.fcgi`).query(true).times(2).reply(200, broken(TEXT, 16_000));
    const { lines, error } = await collect(1);
    expect(error).toBeInstanceOf(NetworkError);
    // The lines before the cut, none twice; the cut line itself is never handed out half.
    expect(lines).toEqual(LINES.slice(0, lines.length));
    expect(lines.length).toBeGreaterThan(100);
    expect(lines.length).toBeLessThan(LINES.length);
  });
});
