import { BaseClient } from '@lifesci/core';
import { INTERFACE_NAMES } from '@lifesci/emulator';
import { describe, expect, it } from 'vitest';
import { EXIT } from '../src/cli/program.js';
import { createLifesci, type LifesciOptions } from '../src/create.js';
import { cli } from './run-cli.js';

/** `clinicalVariants` → `clinical-variants`: command names as typed. */
const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/** Method names on an object's prototype chain (below `stop` and Object.prototype), found without the CLI's own discovery. */
function methodNames(target: object, stop: object): string[] {
  const names = new Set<string>();
  for (
    let proto = Object.getPrototypeOf(target);
    proto && proto !== stop && proto !== Object.prototype;
    proto = Object.getPrototypeOf(proto)
  ) {
    for (const name of Object.getOwnPropertyNames(proto)) {
      if (name !== 'constructor' && typeof Object.getOwnPropertyDescriptor(proto, name)?.value === 'function')
        names.add(name);
    }
  }
  return [...names];
}

/**
 * Every public method of every client createLifesci() builds, as command words: each resource
 * (an object property with methods: `trials.studies`, a composite's inner client `genes.eutils`)
 * and its verbs, and the client's own methods (`genes.summaries`). Core's BaseClient methods
 * (request, paginate, download, ...) are transport, not service methods.
 */
function everyMethod(): string[][] {
  const nowhere = Object.fromEntries(INTERFACE_NAMES.map((k) => [k, `http://127.0.0.1:9/${k}`]));
  const clients = createLifesci({ emulator: { baseUrls: nowhere }, rateLimit: false } as LifesciOptions);
  const paths: string[][] = [];
  for (const [service, client] of Object.entries(clients) as [string, object][]) {
    for (const [name, value] of Object.entries(client)) {
      if (typeof value !== 'object' || value === null || Object.getPrototypeOf(value) === Object.prototype)
        continue;
      const stop = value instanceof BaseClient ? BaseClient.prototype : Object.prototype;
      for (const verb of methodNames(value, stop)) paths.push([service, name, verb]);
    }
    for (const method of methodNames(client, BaseClient.prototype)) paths.push([service, method]);
  }
  return paths;
}

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
