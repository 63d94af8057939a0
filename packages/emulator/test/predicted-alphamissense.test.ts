import { readRealFixture } from '@lifesci/vitest-config/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Emulator, startEmulator } from '../src/index.js';
import data from '../src/services/predicted/alphamissense.json' with { type: 'json' };

// The emulated AlphaMissense files against AFDB's recorded protein file for P60174
// (fixtures/real/alphafold, first 95 rows): the same header, the same order of substitutions,
// and class cut-offs that class every recorded row as recorded.

const RECORDED = readRealFixture('alphafold/AF-P60174-F1-aa-substitutions.head.csv') as string;
const [recordedHeader = '', ...recordedRows] = RECORDED.trim().split('\r\n');

let emulator: Emulator;
let files: string;

beforeAll(async () => {
  emulator = await startEmulator({ services: ['predicted-structures'] });
  files = emulator.baseUrls.predictedFiles ?? '';
});

afterAll(async () => {
  await emulator?.close();
});

const classOf = (score: number) =>
  score < data.likelyBenignBelow
    ? data.classes.benign
    : score > data.likelyPathogenicAbove
      ? data.classes.pathogenic
      : data.classes.ambiguous;

describe('S9 emulator: AlphaMissense files', () => {
  it('the cut-offs class every recorded row as AFDB did', () => {
    expect(recordedRows.length).toBeGreaterThan(90);
    const wrong = recordedRows
      .map((line) => line.split(','))
      .filter(([, score, recordedClass]) => classOf(Number(score)) !== recordedClass);
    expect(wrong).toEqual([]);
  });

  it('serves the protein file with the recorded header and substitution order', async () => {
    const res = await fetch(`${files}/AF-P50613-F1-aa-substitutions.csv`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    const body = await res.text();
    // Line ends as recorded: CRLF.
    expect(body.split('\n').every((line) => line === '' || line.endsWith('\r'))).toBe(true);
    const [header, ...rows] = body.trim().split('\r\n');
    expect(header).toBe(recordedHeader);
    // Residue 1, then its 19 alternates in the recorded order (the recorded file's first residue is also M).
    const alternates = (lines: string[]) => lines.slice(0, 19).map((l) => l.split(',')[0]?.slice(2));
    expect(alternates(rows)).toEqual(alternates(recordedRows));
  });

  it('serves byte ranges of a file, as for the model files', async () => {
    const whole = await (await fetch(`${files}/AF-P50613-F1-hg38.csv`)).text();
    const res = await fetch(`${files}/AF-P50613-F1-hg38.csv`, { headers: { range: 'bytes=10-29' } });
    expect(res.status).toBe(206);
    expect(await res.text()).toBe(whole.slice(10, 30));
    expect(whole.split('\r\n')[0]).toBe(data.genomicHeader.join(','));
  });

  it('models without AlphaMissense files (not canonical human) answer 404', async () => {
    const records = (await (await fetch(`${emulator.baseUrls.predictedApi}/prediction/P07550`)).json()) as {
      entryId: string;
      amAnnotationsUrl?: string;
    }[];
    const without = records.filter((r) => r.amAnnotationsUrl === undefined).map((r) => r.entryId);
    expect(without.length).toBeGreaterThan(0);
    for (const entryId of without) expect((await fetch(`${files}/${entryId}-hg19.csv`)).status).toBe(404);
  });
});
