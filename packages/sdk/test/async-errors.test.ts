import { readFileSync } from 'node:fs';
import { BaseClient, isLifesciError } from '@lifesci/core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type Checked,
  everyMethodOffline,
  isAsyncIterable,
  isThenable,
  methodOf,
  TRANSPORT,
} from './walk-clients.js';

/**
 * Methods that need no arguments and so have no bad input to report: what they do instead, and
 * why. Only a method that declares no parameter may be listed.
 */
const ALLOWED: Readonly<Record<string, { outcome: 'resolved' | 'NetworkError'; reason: string }>> = {
  'protocols.tokens': {
    outcome: 'resolved',
    reason: 'no parameters: reads the local token store (undefined for an unsigned client)',
  },
};

/**
 * Synchronous builders: they return a string or a path, never a promise, so they cannot reject.
 * Documented in docs/api.md ("Errors are asynchronous"); bad input must throw an InputError
 * from them (never a TypeError, never a returned promise).
 */
const SYNC_BUILDERS: Readonly<Record<string, string>> = {
  'preprints.fullText.pdfUrl': 'returns the PDF address',
  'preprints.fullText.htmlUrl': 'returns the HTML page address',
  'predictedStructures.bulk.url': 'returns the public address of a bucket object',
  'predictedStructures.bulk.proteomeArchive': 'returns the object name of a proteome archive',
  'protocols.oauth.authorizeUrl': 'returns the authorize address and its state',
};

/** How many methods the walk must find at least (an enumeration bug must not pass vacuously). */
const FLOOR = 140;

type Outcome = { kind: 'threw' | 'not-async' | 'resolved' | 'rejected'; error?: unknown };

async function settle(run: () => unknown): Promise<Outcome> {
  try {
    await run();
    return { kind: 'resolved' };
  } catch (error) {
    return { kind: 'rejected', error };
  }
}

/**
 * Every way the result can be consumed: awaited, iterated (`for await`'s first step), and for a
 * PagePromise-like result its `pages()` and `toArray()`. Each must reject.
 */
async function outcomes(call: () => unknown): Promise<Outcome[]> {
  let result: unknown;
  try {
    result = call();
  } catch (error) {
    return [{ kind: 'threw', error }];
  }
  const thenable = isThenable(result);
  const iterable = isAsyncIterable(result);
  if (!thenable && !iterable) return [{ kind: 'not-async' }];
  const out: Outcome[] = [];
  if (thenable) out.push(await settle(() => result as PromiseLike<unknown>));
  if (iterable)
    out.push(await settle(() => (result as AsyncIterable<unknown>)[Symbol.asyncIterator]().next()));
  const list = result as { pages?: unknown; toArray?: unknown };
  if (typeof list.pages === 'function')
    out.push(await settle(() => (list.pages as () => AsyncIterator<unknown>)().next()));
  if (typeof list.toArray === 'function')
    out.push(await settle(() => (list.toArray as () => Promise<unknown>)()));
  return out;
}

function isInputError(error: unknown): boolean {
  return isLifesciError(error) && error.name === 'InputError';
}

function describeOutcome(outcome: Outcome): string {
  if (outcome.kind !== 'rejected' && outcome.kind !== 'threw') return outcome.kind;
  const error = outcome.error as { name?: string; message?: string };
  return `${outcome.kind} ${error?.name}: ${error?.message}`;
}

/** The bad arguments tried, one value for every declared parameter. */
const BAD_ARGUMENTS: ReadonlyArray<readonly [string, () => unknown]> = [
  ['Symbol()', () => Symbol('bad')],
  ['{ bogus: Symbol() }', () => ({ bogus: Symbol('bad') })],
];

describe('bad input is always reported asynchronously', () => {
  let methods: Checked[];

  beforeAll(async () => {
    methods = await everyMethodOffline();
  });

  it('the skipped transport methods are BaseClient methods, and the walk finds the known ones', () => {
    for (const name of TRANSPORT)
      expect(typeof Object.getOwnPropertyDescriptor(BaseClient.prototype, name)?.value).toBe('function');
    const paths = methods.map((m) => m.path);
    expect(paths.length).toBeGreaterThan(FLOOR);
    expect(new Set(paths.map((p) => p.split('.')[0])).size).toBe(12);
    for (const known of [
      'trials.studies.list',
      'structures.entries.get',
      'genes.eutils.esearch',
      'genes.datasets.reports',
      'clinicalVariants.eutils.efetch',
      'preprints.fullText.pdfUrl',
      'gateway.health',
      'structures.files.download',
      'gwas.sumstats.stream',
    ])
      expect(paths).toContain(known);
    for (const path of [...Object.keys(ALLOWED), ...Object.keys(SYNC_BUILDERS)])
      expect(paths).toContain(path);
    for (const method of methods.filter((m) => m.path in ALLOWED)) expect(method.params.length).toBe(0);
  });

  it('the synchronous builders are documented, and throw an InputError for bad input', () => {
    const docs = readFileSync(new URL('../../../docs/api.md', import.meta.url), 'utf8');
    const wrong: string[] = [];
    for (const method of methods.filter((m) => m.path in SYNC_BUILDERS)) {
      if (!docs.includes(`\`${method.path}`)) wrong.push(`${method.path}: not in docs/api.md`);
      const fn = methodOf(method);
      for (const [label, bad] of BAD_ARGUMENTS) {
        const args = Array.from({ length: method.params.length }, bad);
        try {
          const result = fn.apply(method.target, args);
          wrong.push(`${method.path}(${label}): returned ${typeof result} instead of throwing`);
        } catch (error) {
          if (!isInputError(error)) wrong.push(`${method.path}(${label}): threw ${String(error)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('every method rejects with an InputError, never throws synchronously', async () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const method of methods) {
      if (method.path in SYNC_BUILDERS) continue;
      checked += 1;
      const fn = methodOf(method);
      for (const [label, bad] of BAD_ARGUMENTS) {
        const args = Array.from({ length: method.params.length }, bad);
        for (const outcome of await outcomes(() => fn.apply(method.target, args))) {
          if (outcome.kind === 'rejected' && isInputError(outcome.error)) continue;
          const allowed = ALLOWED[method.path];
          const as =
            outcome.kind === 'rejected'
              ? (outcome.error as { name?: string } | undefined)?.name
              : outcome.kind;
          if (allowed && method.params.length === 0 && as === allowed.outcome) continue;
          wrong.push(`${method.path}(${method.params.length} × ${label}): ${describeOutcome(outcome)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(FLOOR);
  });
});
