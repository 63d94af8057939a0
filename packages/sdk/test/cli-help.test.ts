import { describe, expect, it } from 'vitest';
import { lifesci } from './cli-process.js';

/** The example line a verb's help gives, as words. */
function exampleOf(help: string): string[] {
  const line = help.split('\n').find((_l, i, all) => all[i - 1] === 'Example:');
  if (!line) throw new Error(`no example in:\n${help}`);
  return (line.trim().match(/'[^']*'|\S+/g) ?? []).map((w) => w.replace(/^'(.*)'$/, '$1'));
}

describe('lifesci help (the built command, as a child process)', () => {
  it('names services and resources in kebab-case, with no internal labels', async () => {
    const top = await lifesci(['--help']);
    expect(top.code).toBe(0);
    for (const name of ['clinical-variants', 'predicted-structures', 'trials', 'gwas'])
      expect(top.out).toContain(name);
    expect(top.out).not.toMatch(/\(S\d+/);
    expect(top.out).toContain('Exit codes');
    const pgx = await lifesci(['pgx', '--help']);
    expect(pgx.out).toMatch(/^\s+gene-drug-pairs\b/m);
  }, 30_000);

  it('a verb lists its parameters with type, default and allowed values, from the schemas', async () => {
    const list = await lifesci(['trials', 'studies', 'list', '--help']);
    expect(list.code).toBe(0);
    expect(list.out).toMatch(/^Usage: lifesci trials studies list \[--option value \.\.\.\]$/m);
    expect(list.out).toMatch(/^\s+--filter\.overall-status <value>\s+list of one of: [^\n]*RECRUITING/m);
    expect(list.out).toMatch(/^\s+--page-size <value>\s+integer ≥ 1 ≤ 1000$/m);
    expect(list.out).toMatch(/^\s+--count-total\s+boolean$/m);
    const download = await lifesci(['structures', 'files', 'download', '--help']);
    expect(download.out).toMatch(/^Usage: lifesci structures files download <entry-id> /m);
    expect(download.out).toMatch(/^\s+<entry-id>\s+a PDB id such as 4HHB/m);
    expect(download.out).toMatch(/^\s+--format <value>\s+one of: pdb, cif, bcif, sf \(default: "cif"\)$/m);
    const execute = await lifesci(['gateway', 'execute', '--help']);
    expect(execute.out).toMatch(
      /^\s+--args <value>\s+list of text \(default: \[\]\); repeat the flag for more$/m,
    );
  }, 30_000);

  it('accepts the camelCase names as aliases and prints the kebab-case usage', async () => {
    const run = await lifesci(['clinicalVariants', 'streamRecords', '--help']);
    expect(run.code).toBe(0);
    expect(run.out).toMatch(/^Usage: lifesci clinical-variants stream-records /m);
    const csv = await lifesci(['trials', 'studies', 'streamCsv', '--help']);
    expect(csv.out).toMatch(/^Usage: lifesci trials studies stream-csv /m);
  }, 30_000);

  it("each verb's example is accepted as written (against the emulator: never a usage or input error)", async () => {
    for (const verb of [
      ['trials', 'studies', 'list'],
      ['gwas', 'studies', 'get'],
      ['pgx', 'variants', 'get'],
      ['structures', 'files', 'download'],
      ['preprints', 'details', 'get'],
    ]) {
      const help = await lifesci([...verb, '--help']);
      const example = exampleOf(help.out);
      expect(example.slice(0, verb.length + 1)).toEqual(['lifesci', ...verb]);
      const run = await lifesci(['--emulator', ...example.slice(1)]);
      expect(run.code, `${example.join(' ')}: ${run.err}`).not.toBe(2);
    }
  }, 120_000);
});
