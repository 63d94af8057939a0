import { describe, expect, it } from 'vitest';
import { lifesci, ndjson } from './cli-process.js';

/** One argument convention for every service, values read by each parameter's schema. */
describe('lifesci arguments (the built command, as a child process)', () => {
  it('a digit string stays text where the schema wants text, and is a number where it wants one', async () => {
    const chromosome = await lifesci([
      '--emulator',
      '--ndjson',
      'pgx',
      'variants',
      'list',
      '--chromosome',
      '10',
    ]);
    expect(chromosome.err).toBe('');
    expect(chromosome.code).toBe(0);
    const rows = ndjson(chromosome.out) as { chromosome: string }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.chromosome === '10')).toBe(true);
    // A list key is text of digits: refused before as a number, now sent (the emulator has no such key).
    const key = await lifesci(['--emulator', 'compounds', 'list-keys', 'get', '3000000000007919']);
    expect(key.code).toBe(1);
    expect(key.err).toMatch(/^lifesci: NotFoundError: .*listkey\/3000000000007919\//);
    const size = await lifesci(['--emulator', '--ndjson', 'trials', 'studies', 'list', '--page-size', '2']);
    expect(size.code).toBe(0);
    expect(ndjson(size.out)).toHaveLength(2);
  }, 60_000);

  it('one value for a list parameter is a one-element list; repeated flags build a list; dotted flags nest', async () => {
    const run = await lifesci([
      '--emulator',
      '--ndjson',
      'trials',
      'studies',
      'list',
      '--filter.overall-status',
      'RECRUITING',
      '--page-size',
      '3',
      '--fields',
      'NCTId',
      '--fields',
      'OverallStatus',
    ]);
    expect(run.err).toBe('');
    expect(run.code).toBe(0);
    const studies = ndjson(run.out) as {
      protocolSection: { identificationModule: { nctId: string }; statusModule: { overallStatus: string } };
    }[];
    expect(studies).toHaveLength(3);
    for (const s of studies) {
      expect(s.protocolSection.statusModule.overallStatus).toBe('RECRUITING');
      expect(Object.keys(s.protocolSection).sort()).toEqual(['identificationModule', 'statusModule']);
    }
    const one = await lifesci(['--emulator', 'genes', 'summaries', '1565']);
    expect(one.code).toBe(0);
    expect((JSON.parse(one.out) as { values: { name: string }[] }).values.map((v) => v.name)).toEqual([
      'CYP2D6',
    ]);
  }, 60_000);

  it('an identifier that is an object is given by its fields as flags', async () => {
    const run = await lifesci([
      '--emulator',
      'pgx',
      'gene-drug-pairs',
      'briefing',
      '--gene',
      'CYP2C19',
      '--drug',
      'clopidogrel',
    ]);
    expect(run.err).toBe('');
    expect(run.code).toBe(0);
    expect(JSON.parse(run.out)).toMatchObject({ gene: 'CYP2C19', drug: 'clopidogrel' });
  }, 60_000);

  it('--api-version v1 reaches the GWAS Catalog v1 paths (before or after the verb)', async () => {
    const v2 = await lifesci(['--emulator', 'gwas', 'studies', 'get', 'GCST000854']);
    expect(v2.code).toBe(0);
    expect(JSON.parse(v2.out)).toHaveProperty('accession_id', 'GCST000854');
    for (const argv of [
      ['--emulator', 'gwas', '--api-version', 'v1', 'studies', 'get', 'GCST000854'],
      ['--emulator', 'gwas', 'studies', 'get', 'GCST000854', '--api-version', 'v1'],
    ]) {
      const v1 = await lifesci(argv);
      expect(v1.err).toBe('');
      expect(v1.code).toBe(0);
      expect(JSON.parse(v1.out)).toHaveProperty('accessionId', 'GCST000854');
    }
    const bad = await lifesci(['gwas', '--api-version', 'v3', 'studies', 'get', 'GCST000854']);
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/^lifesci: InputError: Invalid options\.apiVersion/);
  }, 60_000);

  it('offers as service flags only the client options a command line can give', async () => {
    const help = await lifesci(['protocols', '--help']);
    expect(help.code).toBe(0);
    const flags = [...help.out.matchAll(/^ {2}(--[\w-]+)/gm)].map((m) => m[1]);
    expect(flags).toEqual(expect.arrayContaining(['--access-token', '--client-id', '--client-secret']));
    // A token store is an object with methods, and protocols refuses an API key or an auth option.
    for (const codeOnly of ['--token-store', '--api-key', '--auth']) expect(flags).not.toContain(codeOnly);
  }, 60_000);

  it('prints the whole PAE matrix, every row', async () => {
    const predictions = await lifesci(['--emulator', 'predicted-structures', 'predictions', 'get', 'P07550']);
    expect(predictions.code).toBe(0);
    const model = (JSON.parse(predictions.out) as object[])[0];
    const run = await lifesci(['--emulator', 'predicted-structures', 'pae', 'get', JSON.stringify(model)]);
    expect(run.err).toBe('');
    expect(run.code).toBe(0);
    const pae = JSON.parse(run.out) as { size: number; maxPredictedAlignedError: number; matrix: number[][] };
    expect(pae.size).toBeGreaterThan(1);
    expect(pae.matrix).toHaveLength(pae.size);
    for (const row of pae.matrix) expect(row).toHaveLength(pae.size);
    expect(pae.matrix.map((row, i) => row[i])).toEqual(Array(pae.size).fill(0));
    const largest = pae.matrix.flat().reduce((a, b) => Math.max(a, b), 0);
    expect(largest).toBeGreaterThan(0);
    expect(largest).toBeLessThanOrEqual(pae.maxPredictedAlignedError);
  }, 60_000);
});
