import { csvRows } from '@lifesci/core';
import { type Emulator, startEmulator } from '@lifesci/emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StudyCsvRow, TrialsClient } from '../src/index.js';
import { trialsBaseUrl } from './helpers.js';

// streamCsv against the emulator over real HTTP: the same studies as the JSON list, in the same
// order, and one study's row (the id filter) equal to what the single-study CSV address answers.

let emulator: Emulator;
let client: TrialsClient;

beforeAll(async () => {
  // Limits off on both sides: this file checks rows, not pacing (emulator.test.ts does that).
  emulator = await startEmulator({ services: ['trials'], seed: 1, limits: 'off' });
  client = new TrialsClient({ baseUrl: trialsBaseUrl(emulator), rateLimit: false });
});

afterAll(async () => {
  await emulator?.close();
});

async function collect(rows: AsyncIterable<StudyCsvRow>): Promise<StudyCsvRow[]> {
  const out: StudyCsvRow[] = [];
  for await (const row of rows) out.push(row);
  return out;
}

describe('studies.streamCsv against the emulator', () => {
  it('streams the rows of the JSON list’s studies, in order, across pages', async () => {
    const search = { query: { cond: 'asthma' } };
    const studies = await client.studies.list({ ...search, pageSize: 1000, fields: ['NCTId'] }).toArray();
    expect(studies.length).toBeGreaterThan(5);
    const before = emulator.requests.length;
    const rows = await collect(client.studies.streamCsv({ ...search, pageSize: 5 }));
    expect(rows.map((r) => r['NCT Number'])).toEqual(
      studies.map((s) => s.protocolSection?.identificationModule?.nctId),
    );
    expect(rows.every((r) => r['Study Title'] !== undefined && r['Study Status'] !== undefined)).toBe(true);
    // Several CSV pages, each asked for once.
    const pages = emulator.requests.slice(before).map((r) => new URLSearchParams(r.query));
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.every((q) => q.get('format') === 'csv')).toBe(true);
  });

  it('one study’s row is the id filter: the same cells as the single-study CSV address', async () => {
    const [first] = await client.studies.list({ pageSize: 1, fields: ['NCTId'] }).toArray({ limit: 1 });
    const nctId = first?.protocolSection?.identificationModule?.nctId ?? '';
    expect(nctId).toMatch(/^NCT\d{8}$/);
    const rows = await collect(client.studies.streamCsv({ filter: { ids: [nctId] } }));
    const direct = await fetch(`${trialsBaseUrl(emulator)}/api/v2/studies/${nctId}?format=csv`);
    const cells: string[][] = [];
    for await (const row of csvRows([new Uint8Array(await direct.arrayBuffer())], { header: false }))
      cells.push(row);
    const [header = [], values = []] = cells;
    expect(rows).toEqual([Object.fromEntries(header.map((name, i) => [name, values[i] ?? '']))]);
  });
});
