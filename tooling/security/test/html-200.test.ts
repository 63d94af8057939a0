import { LifesciError } from '@lifesci/core';
import type { LifesciClients } from '@lifesci/sdk';
import { type LocalServer, startServer } from '@lifesci/vitest-config/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { umbrellaAt } from './every-client.js';
import { drain, READERS } from './streamed-readers.js';

// Every streamed reader of the umbrella against a portal page with status 200 (a maintenance
// page, labelled text/html or as nothing in particular): it must end in a typed lifesci error,
// never zero records or the page's lines handed out as records. hostile-streams.test.ts holds
// the tabular readers to the same with more kinds of page.

let server: LocalServer;
let contentType = 'text/html; charset=utf-8';
const HTML =
  '<!DOCTYPE html>\n<html><head><title>Maintenance</title></head>\n<body>Back soon</body></html>\n';

beforeAll(async () => {
  server = await startServer((_req, res) => {
    res.writeHead(200, { 'content-type': contentType }).end(HTML);
  });
});
afterAll(() => server.close());

const lifesci = (): LifesciClients => umbrellaAt(server.url);

const outcomes: Record<string, string> = {};

describe.each(Object.entries(READERS))('%s: an HTML page with status 200', (name, { read }) => {
  it.each(['text/html; charset=utf-8', 'application/octet-stream'])('labelled %s', async (type) => {
    contentType = type;
    const result = await drain(read(lifesci(), {}));
    outcomes[`${name} (${type.split(';')[0]})`] =
      result.error === undefined ? `${result.records} items, no error` : (result.error as Error).name;
    expect(result.error).toBeInstanceOf(LifesciError);
  });
});

describe('figures', () => {
  it('are printed for RESULTS.md', () => {
    console.info(`html-200 outcomes: ${JSON.stringify(outcomes, null, 1)}`);
    expect(Object.keys(outcomes).length).toBe(2 * Object.keys(READERS).length);
  });
});
