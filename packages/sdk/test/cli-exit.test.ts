import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { closedPort, lifesci, ndjson } from './cli-process.js';

/** Exit codes as documented in the README: 0, 1 service/network, 2 usage/input, 3 batch partly failed. */
describe('lifesci exit codes (the built command, as a child process)', () => {
  it('0 when every item of a batch succeeded', async () => {
    const run = await lifesci(['--emulator', 'genes', 'summaries', '1565', '1557']);
    expect(run.err).toBe('');
    expect(run.code).toBe(0);
    const shown = JSON.parse(run.out) as { values: { name: string }[]; failures: unknown[] };
    expect(shown.values.map((v) => v.name)).toEqual(['CYP2D6', 'CYP2C19']);
    expect(shown.failures).toEqual([]);
  }, 60_000);

  it('3 when a batch partly failed: its failures printed as data, a summary on stderr', async () => {
    const run = await lifesci(['--emulator', 'genes', 'summaries', '1565', '999999999']);
    expect(run.code).toBe(3);
    const shown = JSON.parse(run.out) as { values: { name: string }[]; failures: { id: string }[] };
    expect(shown.values.map((v) => v.name)).toEqual(['CYP2D6']);
    expect(shown.failures.map((f) => f.id)).toEqual(['999999999']);
    expect(run.err).toBe('lifesci: 1 of 2 items failed (their errors are in the output)\n');
    const rows = await lifesci(['--emulator', '--ndjson', 'genes', 'summaries', '1565', '999999999']);
    expect(rows.code).toBe(3);
    expect(ndjson(rows.out)).toHaveLength(2);
  }, 60_000);

  it('1 when every item of a batch failed (the E-utilities address on a closed port), as JSON, NDJSON and CSV', async () => {
    const env = { LIFESCI_EUTILS_URL: `http://127.0.0.1:${await closedPort()}/eutils` };
    const run = await lifesci(['genes', 'summaries', '1557'], env);
    expect(run.code).toBe(1);
    const shown = JSON.parse(run.out) as { values: unknown[]; failures: { error: { message: string } }[] };
    expect(shown.values).toEqual([]);
    expect(shown.failures[0]?.error.message).toMatch(/ECONNREFUSED|fetch failed/);
    expect(run.err).toBe('lifesci: 1 of 1 items failed (their errors are in the output)\n');
    const lines = await lifesci(['--ndjson', 'genes', 'summaries', '1557'], env);
    expect(lines.code).toBe(1);
    expect(ndjson(lines.out)).toEqual([expect.objectContaining({ id: '1557' })]);
    const csv = await lifesci(['--csv', 'genes', 'summaries', '1557'], env);
    expect(csv.code).toBe(1);
    expect(csv.out.split('\n')[0]).toBe('id,error');
  }, 60_000);

  it('1 when every request of a record stream failed: records on stdout, each failure on stderr', async () => {
    const env = { LIFESCI_EUTILS_URL: `http://127.0.0.1:${await closedPort()}/eutils` };
    const run = await lifesci(['genes', 'stream-records', '7157', '672'], env);
    expect(run.code).toBe(1);
    expect(JSON.parse(run.out)).toEqual([]);
    const lines = run.err.trimEnd().split('\n');
    expect(lines.slice(0, 2)).toEqual([
      expect.stringMatching(/^lifesci: not read: id 7157: NetworkError: /),
      expect.stringMatching(/^lifesci: not read: id 672: NetworkError: /),
    ]);
    expect(lines[2]).toBe('lifesci: 2 of 2 records were not read (listed above)');
    const variants = await lifesci(
      ['--ndjson', 'clinical-variants', 'stream-records', '12345', '--rettype', 'vcv'],
      env,
    );
    expect(variants.code).toBe(1);
    expect(variants.out).toBe('');
    expect(variants.err).toMatch(/^lifesci: not read: id 12345: NetworkError: /);
  }, 60_000);

  it('0 for a record stream read whole', async () => {
    const run = await lifesci(['--emulator', '--ndjson', 'genes', 'stream-records', '7157', '672']);
    expect(run.code).toBe(0);
    expect(ndjson(run.out).map((r) => (r as { geneId: string }).geneId)).toEqual(['7157', '672']);
  }, 60_000);

  it('1 when the compounds batch fails on a closed port', async () => {
    const env = { LIFESCI_COMPOUNDS_URL: `http://127.0.0.1:${await closedPort()}/pubchem` };
    const run = await lifesci(['compounds', 'substances', 'cids', '1'], env);
    expect(run.code).toBe(1);
    expect((JSON.parse(run.out) as { failures: unknown[] }).failures).toHaveLength(1);
  }, 60_000);

  it('1 for a service error or a network error outside a batch: one line on stderr, nothing on stdout', async () => {
    const missing = await lifesci(['--emulator', 'trials', 'studies', 'get', 'NCT99999999']);
    expect(missing.code).toBe(1);
    expect(missing.out).toBe('');
    expect(missing.err).toMatch(/^lifesci: NotFoundError: [^\n]*\n$/);
    const env = { LIFESCI_TRIALS_URL: `http://127.0.0.1:${await closedPort()}` };
    const offline = await lifesci(['trials', 'studies', 'get', 'NCT02576665'], env);
    expect(offline.code).toBe(1);
    expect(offline.out).toBe('');
    expect(offline.err).toMatch(/^lifesci: NetworkError: [^\n]*\n$/);
  }, 60_000);

  it('2 for a usage error or bad input: one line with a hint to --help, nothing sent', async () => {
    const unknown = await lifesci(['trials', 'nothing']);
    expect(unknown.code).toBe(2);
    expect(unknown.err).toBe("lifesci: unknown command 'nothing' (see: lifesci trials --help)\n");
    const bare = await lifesci(['trials']);
    expect(bare.code).toBe(2);
    expect(bare.err).toBe('lifesci: trials needs a command (see: lifesci trials --help)\n');
    const extra = await lifesci(['trials', 'studies', 'list', 'NCT02576665']);
    expect(extra.code).toBe(2);
    expect(extra.err.trim().split('\n')).toHaveLength(1);
    expect(extra.err).toContain('(see: lifesci trials studies list --help)');
    const noOptions = await lifesci(['gateway', 'health', '--verbose']);
    expect(noOptions.code).toBe(2);
    expect(noOptions.err).toMatch(/^lifesci: unknown option --verbose[^\n]*--help\)\n$/);
    const bad = await lifesci(['--emulator', 'trials', 'studies', 'get', 'NCT123']);
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/^lifesci: InputError: Invalid nctId[^\n]*\n$/);
    const proto = await lifesci(['trials', 'studies', 'list', '--__proto__.polluted', '1']);
    expect(proto.code).toBe(2);
  }, 60_000);

  it('never prints `undefined`: a method answering nothing prints JSON null', async () => {
    const run = await lifesci([
      '--emulator',
      'preprints',
      'details',
      'get-latest',
      '10.1101/2025.01.02.600001',
    ]);
    expect(run.code).toBe(0);
    expect(run.out).not.toContain('undefined');
    expect(() => JSON.parse(run.out)).not.toThrow();
    const csv = await lifesci(['--emulator', '--csv', 'gwas', 'studies', 'get', 'GCST000854']);
    expect(csv.code).toBe(0);
    expect(csv.out.split('\n')[0]).toContain('accession_id');
    expect(csv.out.trim().split('\n')).toHaveLength(2);
  }, 60_000);

  it('--version prints the package version', async () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
      version: string;
    };
    const run = await lifesci(['--version']);
    expect(run.code).toBe(0);
    expect(run.out).toBe(`${pkg.version}\n`);
  }, 30_000);
});
