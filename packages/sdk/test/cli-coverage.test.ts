import { describe, expect, it } from 'vitest';
import { EXIT } from '../src/cli/program.js';
import { everyMethod, kebab } from './cli-paths.js';
import { cli } from './run-cli.js';

describe('lifesci CLI reaches every client method', () => {
  const paths = everyMethod();

  it('finds the methods of all twelve clients (a sanity floor for the reflection)', () => {
    const services = new Set(paths.map((p) => p[0]));
    expect(services.size).toBe(12);
    expect(paths.length).toBeGreaterThan(150);
    for (const known of [
      'trials studies streamCsv',
      'gwas sumstats stream',
      'structures files download',
      'predictedStructures bulk download',
      'genes eutils esearch',
      'genes summaries',
      'gateway execute',
      'pgx geneDrugPairs briefing',
    ])
      expect(paths.map((p) => p.join(' '))).toContain(known);
  });

  it('`lifesci <service> <resource> <verb> --help` prints that command’s own usage and an example for each', async () => {
    const unreachable: string[] = [];
    for (const path of paths) {
      const run = await cli([...path, '--help']);
      // commander answers an unknown subcommand's --help with the parent's help (exit 0), so
      // the usage line is what proves the verb is there.
      // Reached by the camelCase names (aliases), answered with the kebab-case ones.
      if (run.code !== EXIT.ok || !run.out.startsWith(`Usage: lifesci ${path.map(kebab).join(' ')}`))
        unreachable.push(path.join(' '));
      else if (!/\nExample:\n {2}lifesci /.test(run.out)) unreachable.push(`${path.join(' ')} (no example)`);
    }
    expect(unreachable).toEqual([]);
  }, 120_000);
});
