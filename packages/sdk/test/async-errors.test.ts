import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { BASE_ADDRESS_KEYS, BaseClient, isLifesciError } from '@lifesci/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLifesci, type LifesciOptions } from '../src/create.js';

/**
 * BaseClient's own methods that are transport, not service methods: what a service method is
 * built from (`request`, `paginate`, `download`, `limiter`) and the synchronous utilities
 * (`redact` never fails; `baseUrlOf` names an address and throws for an unknown one, like the
 * URL builders documented in docs/api.md). Every other method, BaseClient's included, is checked.
 */
const TRANSPORT = ['request', 'paginate', 'download', 'limiter', 'redact', 'baseUrlOf'] as const;

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
  'gwas.linkTarget': 'returns the path and query a catalog link points to',
};

/** How many methods the walk must find at least (an enumeration bug must not pass vacuously). */
const FLOOR = 150;

type Method = (...args: unknown[]) => unknown;

interface Checked {
  path: string;
  target: object;
  name: string;
  params: number;
}

/** The method itself, to call with `target` as `this`. */
function methodOf(checked: Checked): Method {
  return (checked.target as Record<string, Method>)[checked.name] as Method;
}

/**
 * Method names on the prototype chain of `target`, without the constructor and, on
 * BaseClient.prototype only, the transport methods (a resource's own `download` is checked).
 */
function methodNames(target: object): string[] {
  const names = new Set<string>();
  for (
    let proto = Object.getPrototypeOf(target);
    proto && proto !== Object.prototype;
    proto = Object.getPrototypeOf(proto)
  ) {
    for (const name of Object.getOwnPropertyNames(proto)) {
      if (name === 'constructor') continue;
      if (proto === BaseClient.prototype && (TRANSPORT as readonly string[]).includes(name)) continue;
      if (typeof Object.getOwnPropertyDescriptor(proto, name)?.value === 'function') names.add(name);
    }
  }
  return [...names];
}

/** The number of parameters a method's source declares (defaults and rest included). */
function declaredParams(fn: Method): number {
  const source = Function.prototype.toString.call(fn);
  const open = source.indexOf('(');
  let depth = 0;
  let count = 0;
  let sawToken = false;
  let quote: string | undefined;
  for (let i = open + 1; i < source.length; i += 1) {
    const c = source[i] as string;
    if (quote) {
      if (c === '\\') i += 1;
      else if (c === quote) quote = undefined;
      continue;
    }
    if (c === '"' || c === "'" || c === '`') quote = c;
    else if (c === '(' || c === '[' || c === '{') depth += 1;
    else if (c === ')' || c === ']' || c === '}') {
      if (depth === 0) return sawToken ? count + 1 : count;
      depth -= 1;
    } else if (c === ',' && depth === 0) {
      count += 1;
      sawToken = false;
      continue;
    }
    if (!/\s/.test(c)) sawToken = true;
  }
  throw new Error(`cannot read the parameters of ${fn.name}`);
}

/**
 * Every public method of every client createLifesci() builds: the client's own (prototype chain,
 * BaseClient's included), and those of each object it holds (resources, and the inner clients of
 * the composite ones: `genes.eutils`, `genes.datasets`, `clinicalVariants.eutils`).
 */
function everyMethod(options: LifesciOptions): Checked[] {
  const clients = createLifesci(options);
  const out: Checked[] = [];
  const add = (path: string, target: object) => {
    for (const name of methodNames(target)) {
      const fn = (target as Record<string, Method>)[name] as Method;
      out.push({ path: `${path}.${name}`, target, name, params: declaredParams(fn) });
    }
  };
  for (const [service, client] of Object.entries(clients) as [string, object][]) {
    add(service, client);
    for (const [name, value] of Object.entries(client)) {
      if (typeof value !== 'object' || value === null || Object.getPrototypeOf(value) === Object.prototype)
        continue;
      if (Array.isArray(value)) continue;
      add(`${service}.${name}`, value);
    }
  }
  return out;
}

/** A closed loopback port: bound, then released, so a request there is refused at once. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (typeof address !== 'object' || address === null) throw new Error('no port');
  return address.port;
}

type Outcome = { kind: 'threw' | 'not-async' | 'resolved' | 'rejected'; error?: unknown };

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (
    (typeof value === 'object' || typeof value === 'function') &&
    value !== null &&
    typeof (value as { then?: unknown }).then === 'function'
  );
}

function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { [Symbol.asyncIterator]?: unknown })[Symbol.asyncIterator] === 'function'
  );
}

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
    const port = await closedPort();
    const nowhere = Object.fromEntries(BASE_ADDRESS_KEYS.map((k) => [k, `http://127.0.0.1:${port}/${k}`]));
    methods = everyMethod({
      emulator: { baseUrls: nowhere },
      rateLimit: false,
      maxRetries: 0,
    } as LifesciOptions);
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
      'genes.datasets.byId',
      'clinicalVariants.eutils.efetch',
      'preprints.fullText.pdfUrl',
      'gateway.health',
      'structures.files.download',
      'gwas.sumstats.download',
    ])
      expect(paths).toContain(known);
    for (const path of [...Object.keys(ALLOWED), ...Object.keys(SYNC_BUILDERS)])
      expect(paths).toContain(path);
    for (const method of methods.filter((m) => m.path in ALLOWED)) expect(method.params).toBe(0);
  });

  it('the synchronous builders are documented, and throw an InputError for bad input', () => {
    const docs = readFileSync(new URL('../../../docs/api.md', import.meta.url), 'utf8');
    const wrong: string[] = [];
    for (const method of methods.filter((m) => m.path in SYNC_BUILDERS)) {
      if (!docs.includes(`\`${method.path}`)) wrong.push(`${method.path}: not in docs/api.md`);
      const fn = methodOf(method);
      for (const [label, bad] of BAD_ARGUMENTS) {
        const args = Array.from({ length: method.params }, bad);
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
        const args = Array.from({ length: method.params }, bad);
        for (const outcome of await outcomes(() => fn.apply(method.target, args))) {
          if (outcome.kind === 'rejected' && isInputError(outcome.error)) continue;
          const allowed = ALLOWED[method.path];
          const as =
            outcome.kind === 'rejected'
              ? (outcome.error as { name?: string } | undefined)?.name
              : outcome.kind;
          if (allowed && method.params === 0 && as === allowed.outcome) continue;
          wrong.push(`${method.path}(${method.params} × ${label}): ${describeOutcome(outcome)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(FLOOR);
  });
});
