import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { csvRows } from '@lifesci/core';
import { type Emulator, startEmulator } from '@lifesci/emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crawlToCsv, csvCell } from '../src/crawl.js';

let emulator: Emulator;
const dir = mkdtempSync(join(tmpdir(), 'trials-to-csv-'));
beforeAll(async () => {
  emulator = await startEmulator({ services: ['trials'] });
});
afterAll(async () => {
  await emulator.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('trials-to-csv', () => {
  it('writes every study of a multi-page search, one header, with progress per page', async () => {
    const out = join(dir, 'studies.csv');
    const progress: [number, number | undefined][] = [];
    const { rows, total } = await crawlToCsv({
      out,
      params: { pageSize: 50, query: { cond: 'cancer' } },
      client: { baseUrls: emulator.baseUrls },
      onProgress: (written, all) => progress.push([written, all]),
    });
    expect(total).toBeGreaterThan(50);
    expect(rows).toBe(total);
    expect(progress.length).toBeGreaterThan(1);
    expect(progress.at(-1)).toEqual([rows, total]);
    const parsed: string[][] = [];
    for await (const cells of csvRows([readFileSync(out)], { header: false })) parsed.push(cells);
    expect(parsed[0]?.[0]).toBe('NCT Number');
    expect(parsed).toHaveLength(rows + 1);
    const ids = parsed.slice(1).map((cells) => cells[0]);
    expect(new Set(ids).size).toBe(rows);
    expect(ids.every((id) => /^NCT\d{8}$/.test(id ?? ''))).toBe(true);
  });

  it('stops at --limit without fetching further pages', async () => {
    const csvPages = () =>
      emulator.requests.filter((r) => new URLSearchParams(r.query).get('format') === 'csv').length;
    for (const [limit, pages] of [
      [15, 2],
      // A limit on a page boundary: the page after it is never asked for.
      [20, 2],
    ] as const) {
      const out = join(dir, `limited-${limit}.csv`);
      const before = csvPages();
      const { rows } = await crawlToCsv({
        out,
        params: { pageSize: 10 },
        client: { baseUrls: emulator.baseUrls },
        limit,
      });
      expect(rows).toBe(limit);
      expect(csvPages() - before).toBe(pages);
      expect(readFileSync(out, 'utf8').trimEnd().split('\r\n')).toHaveLength(limit + 1);
    }
  });

  it('quotes cells as RFC 4180 asks', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
  });
});
