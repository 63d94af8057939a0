/**
 * Learning a method's input schemas by running it, with nothing sent: the method is called on
 * clients whose `fetch` only notes that it was reached, under core's `traceInputs`, which tells us
 * each schema the method checks a value against (and stops it at its params object, before that
 * is checked). An identifier the method checks without a schema is learnt from its InputError's
 * rule, and tried again with the rule's own example (`e.g. NCT02576665`).
 */
import { InputError, traceInputs } from '@lifesci/core';
import { createLifesci, type LifesciOptions } from '../create.js';
import { SERVICE_NAMES, type ServiceName } from '../services.js';
import { allowed, isSchema, type Schema, unwrap } from './schema.js';
import type { Method, Signature } from './signature.js';

export interface Found {
  /** The schema each identifier is checked with, by position, where the method uses one. */
  positionals: (Schema | undefined)[];
  /** What each identifier must be, in the method's own words (from its schema or its InputError). */
  rules: (string | undefined)[];
  /** An identifier value the method accepted, by position (a one-element list for a list). */
  accepted: unknown[];
  /** The params object's schema. */
  params?: Schema;
}

class Stop extends Error {}

/** Clients that never send: their `fetch` fails at once (a method that got that far accepted its input). */
function probeClients() {
  const nowhere = Object.fromEntries(SERVICE_NAMES.map((name) => [name, { baseUrl: 'http://127.0.0.1:9/' }]));
  const fetch = async () => {
    throw new Stop('probe: nothing is sent');
  };
  return createLifesci({
    ...nowhere,
    rateLimit: false,
    maxRetries: 0,
    fetch,
  } as LifesciOptions);
}

/** The first example a rule gives: `NCT followed by 8 digits, e.g. NCT02576665` → `NCT02576665`. */
export function exampleIn(text: string | undefined): string | undefined {
  const match = /(?:e\.g\.|such as|for example)\s+([^\s,;)]+)/i.exec(text ?? '');
  return match?.[1]?.replace(/[.'"]+$/, '').replace(/^['"]+/, '');
}

/** A value a schema probably accepts, for trying a method out in help. */
export function exampleOf(schema: Schema | undefined): unknown {
  if (!schema) return undefined;
  const u = unwrap(schema);
  if (u.default !== undefined) return u.default;
  const inner = u.schema;
  const choices = allowed(inner);
  if (choices?.length) return choices[0];
  switch (inner.type) {
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'array':
      return isSchema(inner.item) ? [exampleOf(inner.item) ?? '1'] : undefined;
    case 'union':
    case 'variant':
      return Array.isArray(inner.options) ? exampleOf(inner.options.find(isSchema)) : undefined;
    case 'custom':
      return typeof inner.message === 'string' ? exampleIn(inner.message) : undefined;
    default:
      return undefined;
  }
}

/** Runs whatever the method returned as far as its first step (a page, a row, a result). */
async function drive(result: unknown): Promise<void> {
  if (
    result !== null &&
    typeof result === 'object' &&
    typeof (result as PromiseLike<unknown>).then === 'function'
  ) {
    await result;
    return;
  }
  if (result !== null && typeof result === 'object' && Symbol.asyncIterator in result) {
    const iterator = (result as AsyncIterable<unknown>)[Symbol.asyncIterator]();
    try {
      await iterator.next();
    } finally {
      await iterator.return?.();
    }
  }
}

function refersTo(param: string, name: string): boolean {
  return param === name || param.startsWith(`${name}.`) || param.startsWith(`${name}[`);
}

/**
 * The schemas of `service`'s method at `path`. `given` are the identifiers the user typed (read
 * without a schema); without them (help), examples are tried.
 */
export async function probe(
  service: ServiceName,
  path: readonly string[],
  signature: Signature,
  given?: readonly unknown[],
): Promise<Found> {
  const client = probeClients()[service] as unknown as Record<string, unknown>;
  const owner = (path.length === 2 ? client[path[0] as string] : client) as Record<string, unknown>;
  const method = owner[path[path.length - 1] as string] as Method;
  const slots = signature.positionals;
  const found: Found = {
    positionals: slots.map(() => undefined),
    rules: slots.map(() => undefined),
    accepted: [],
  };
  const tried: unknown[][] = slots.map(() => []);
  const current: unknown[] = slots.map((_n, i) => given?.[i]);

  const nextCandidate = (i: number): unknown => {
    const user = given?.[i];
    const candidates =
      user !== undefined
        ? [user, Array.isArray(user) ? undefined : [user]]
        : [exampleOf(found.positionals[i]), exampleIn(found.rules[i]), '1', ['1'], 'x'];
    return candidates.find(
      (c) => c !== undefined && !tried[i]?.some((t) => JSON.stringify(t) === JSON.stringify(c)),
    );
  };
  for (let i = 0; i < slots.length; i++) if (current[i] === undefined) current[i] = nextCandidate(i);

  for (let attempt = 0; attempt < 4 * Math.max(1, slots.length) + 2; attempt++) {
    const args: unknown[] = [...current];
    if (signature.params) args[signature.params.index] = {};
    for (let i = 0; i < slots.length; i++) tried[i]?.push(current[i]);
    const tracer = (schema: unknown, value: unknown, param: string) => {
      if (!isSchema(schema)) return;
      if (signature.params && param === signature.params.name && value === args[signature.params.index]) {
        found.params ??= schema;
        throw new Stop('probe: params found');
      }
      const i = slots.findIndex(
        (name, k) => param === name || (value === args[k] && !refersTo(param, 'params')),
      );
      if (i !== -1) {
        found.positionals[i] ??= schema;
        if (typeof schema.message === 'string') found.rules[i] ??= schema.message.replace(/^must be /, '');
      }
    };
    let failure: unknown;
    try {
      await traceInputs(tracer, async () => drive(method.apply(owner, args)));
    } catch (error) {
      failure = error;
    }
    if (!(failure instanceof InputError)) {
      slots.forEach((_n, i) => {
        found.accepted[i] = current[i];
      });
      return found;
    }
    // An identifier was refused: note its rule and try the next candidate for it.
    // (A check may name an identifier its own way: `pubmedId` for `id`; then it is the first.)
    let i = slots.findIndex((name) => refersTo(failure.param, name));
    if (i === -1) i = slots.length > 0 ? 0 : -1;
    if (i === -1) return found;
    found.rules[i] ??= failure.rule;
    const next = nextCandidate(i);
    if (next === undefined) return found;
    current[i] = next;
  }
  return found;
}
