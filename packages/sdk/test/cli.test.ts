import { describe, expect, it } from 'vitest';
import { EXIT } from '../src/cli/program.js';
import { cli } from './run-cli.js';

describe('lifesci CLI', () => {
  it('prints help at every level and lists services, resources and verbs', async () => {
    const top = await cli(['--help']);
    expect(top.code).toBe(EXIT.ok);
    for (const service of [
      'protocols',
      'pgx',
      'genes',
      'preprints',
      'trials',
      'structures',
      'predicted-structures',
      'clinical-variants',
      'gateway',
      'eutils',
    ])
      expect(top.out).toContain(service);
    const service = await cli(['trials', '--help']);
    expect(service.out).toContain('studies');
    const resource = await cli(['trials', 'studies', '--help']);
    for (const verb of ['get', 'list', 'stream-csv']) expect(resource.out).toContain(verb);
    expect((await cli(['genes', '--help'])).out).toMatch(/summaries/);
    const datasets = (await cli(['genes', 'datasets', '--help'])).out;
    for (const verb of ['get', 'reports']) expect(datasets).toMatch(new RegExp(`^\\s+${verb}\\b`, 'm'));
    expect((await cli(['pgx', 'alleles', '--help'])).out).toMatch(/list/);
    expect((await cli(['gateway', '--help'])).out).toMatch(/execute/);
    // E-utilities' methods stay on the client (its resource objects are private) and all reach the CLI.
    const eutils = (await cli(['eutils', '--help'])).out;
    for (const method of ['einfo', 'esearch', 'esummary', 'efetch', 'efetch-bytes', 'elink', 'epost'])
      expect(eutils).toMatch(new RegExp(`^\\s+${method}\\b`, 'm'));
    const clinvar = (await cli(['clinical-variants', '--help'])).out;
    for (const method of ['eutils', 'links', 'search', 'search-summaries', 'stream-records', 'summaries'])
      expect(clinvar).toMatch(new RegExp(`^\\s+${method}\\b`, 'm'));
  });

  it('walks a list against the embedded emulator, as NDJSON, up to --limit', async () => {
    const run = await cli([
      'trials',
      'studies',
      'list',
      '--emulator',
      '--ndjson',
      '--limit',
      '7',
      '--pageSize',
      '3',
      '--fields',
      '["NCTId"]',
    ]);
    expect(run.err).toBe('');
    expect(run.code).toBe(EXIT.ok);
    const lines = run.out.trim().split('\n');
    expect(lines).toHaveLength(7);
    const ids = lines.map(
      (l) =>
        (JSON.parse(l) as { protocolSection: { identificationModule: { nctId: string } } }).protocolSection
          .identificationModule.nctId,
    );
    expect(new Set(ids).size).toBe(7);
    expect(ids.every((id) => /^NCT\d{8}$/.test(id))).toBe(true);
  }, 120_000);

  it('prints a batch with its per-id failures, and flat rows as CSV', async () => {
    const batch = await cli(['genes', 'summaries', '[1565,"1557"]', '--emulator']);
    expect(batch.code).toBe(EXIT.ok);
    const shown = JSON.parse(batch.out) as { values: { uid?: string; name?: string }[]; failures: unknown[] };
    expect(shown.values.map((v) => v.name)).toEqual(['CYP2D6', 'CYP2C19']);
    const csv = await cli([
      'trials',
      'studies',
      'streamCsv',
      '--emulator',
      '--csv',
      '--limit',
      '3',
      '--pageSize',
      '3',
    ]);
    expect(csv.code).toBe(EXIT.ok);
    const rows = csv.out.trim().split('\n');
    expect(rows).toHaveLength(4);
    expect(rows[0]).toContain('NCT Number');
  }, 120_000);

  it('exits 2 with one line on stderr for bad input, sending nothing', async () => {
    const bad = await cli(['trials', 'studies', 'get', 'NCT123', '--emulator']);
    expect(bad.code).toBe(EXIT.input);
    expect(bad.err.trim().split('\n')).toHaveLength(1);
    expect(bad.err).toMatch(/^lifesci: InputError: Invalid nctId/);
    const unknown = await cli(['trials', 'nothing']);
    expect(unknown.code).toBe(EXIT.input);
    const proto = await cli(['trials', 'studies', 'list', '--__proto__.polluted', '1', '--emulator']);
    expect(proto.code).toBe(EXIT.input);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  }, 60_000);

  it('exits 1 for a service error (a study the registry does not have)', async () => {
    const missing = await cli(['trials', 'studies', 'get', 'NCT99999999', '--emulator']);
    expect(missing.code).toBe(EXIT.service);
    expect(missing.err).toMatch(/^lifesci: NotFoundError: /);
    expect(missing.err.trim().split('\n')).toHaveLength(1);
    expect(missing.out).toBe('');
  }, 60_000);

  it('streams the rows of a file (gwas.sumstats.stream) as NDJSON, up to --limit', async () => {
    const run = await cli([
      'gwas',
      'sumstats',
      'stream',
      'GCST990000073',
      '--emulator',
      '--ndjson',
      '--limit',
      '3',
    ]);
    expect(run.err).toBe('');
    expect(run.code).toBe(EXIT.ok);
    const rows = run.out
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { hm_variant_id: string; pValue: { text: string } });
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row.hm_variant_id).toMatch(/^\w+_\d+_[ACGT]_[ACGT]$/);
      expect(row.pValue.text).toMatch(/e-?\d+$/);
    }
  }, 60_000);

  it('writes a binary download as its exact bytes, with a byte count on a terminal stderr only', async () => {
    const argv = ['compounds', 'images', 'download', '2244', '--emulator'];
    const piped = await cli(argv);
    expect(piped.code).toBe(EXIT.ok);
    expect(piped.err).toBe('');
    // A PNG's signature holds bytes (0x89, 0x0d 0x0a, 0x1a) that a UTF-8 round trip would mangle.
    expect([...piped.bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const onTerminal = await cli(argv, {}, { ttyStderr: true });
    expect(onTerminal.code).toBe(EXIT.ok);
    expect(onTerminal.bytes.equals(piped.bytes)).toBe(true);
    expect(onTerminal.err).toContain(`lifesci ${piped.bytes.length} bytes`);
  }, 60_000);

  it('counts streamed rows on a terminal stderr', async () => {
    const argv = ['gwas', 'sumstats', 'stream', 'GCST990000073', '--emulator', '--ndjson', '--limit', '3'];
    const run = await cli(argv, {}, { ttyStderr: true });
    expect(run.code).toBe(EXIT.ok);
    expect(run.out.trim().split('\n')).toHaveLength(3);
    expect(run.err).toMatch(/lifesci .* 3\/3 rows/);
  }, 60_000);

  it('never echoes the NCBI key it reads from the environment', async () => {
    const key = 'cli-secret-ncbi-key-0123456789';
    const run = await cli(['genes', 'summaries', '["1565"]', '--emulator'], { NCBI_API_KEY: key });
    expect(run.out + run.err).not.toContain(key);
    const failing = await cli(['genes', 'summaries', '["x"]', '--emulator'], { NCBI_API_KEY: key });
    expect(failing.code).toBe(EXIT.input);
    expect(failing.out + failing.err).not.toContain(key);
  }, 60_000);
});
