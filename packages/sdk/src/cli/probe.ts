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

/** A word that reads as a number. */
export const NUMBER = /^-?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/;

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

/**
 * Whether a checked value is the params object the method was given, or made from it: the same
 * object, or a copy with some of its keys taken out (`const { schema, ...rest } = params`). A
 * value with keys of its own (`{ ...params, db: 'gene' }`, handed to another client) is not.
 */
function madeFrom(value: unknown, given: unknown): boolean {
  if (value === given) return true;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  if (typeof given !== 'object' || given === null) return false;
  return Object.keys(value).every((key) => Object.hasOwn(given, key));
}

function refersTo(param: string, name: string): boolean {
  return param === name || param.startsWith(`${name}.`) || param.startsWith(`${name}[`);
}

const KINDS: Readonly<Record<string, string>> = {
  number: 'a number',
  string: 'text',
  Array: 'a list',
  Object: 'an object (JSON)',
  boolean: 'true or false',
};

/**
 * A rule as help shows it: valibot's own wording for a wrong type (`Invalid type: Expected
 * number but received "9606"`) names the value the probe tried, so only the kind is kept.
 */
export function ruleText(rule: string): string {
  const kind = /^Invalid type: Expected (\w+)/.exec(rule)?.[1];
  return kind ? (KINDS[kind] ?? kind) : rule.replace(/^must be /, '');
}

/** What kind of value an accepted identifier was, for help when its method states no rule. */
export function kindOf(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (Array.isArray(value)) return 'a list';
  if (value === null) return undefined;
  return KINDS[typeof value === 'object' ? 'Object' : typeof value];
}

/** Runs the method on `args` until it sends (or refuses them); resolves with what it threw. */
async function attempt(method: Method, owner: object, args: unknown[]): Promise<unknown> {
  try {
    await drive(method.apply(owner, args));
  } catch (error) {
    return error;
  }
  return undefined;
}

/**
 * An identifier the method checks by hand (or whose schema states no rule) has its rule only in
 * the InputError it raises: once accepted values are known, each such identifier is given a
 * value it cannot want (`null`, `{}`, `-`), and the rule it answers with is kept.
 */
async function askRules(method: Method, owner: object, signature: Signature, found: Found): Promise<void> {
  for (const [i, name] of signature.positionals.entries()) {
    if (found.rules[i] !== undefined) continue;
    for (const wrong of [null, {}, '-']) {
      const args: unknown[] = [...found.accepted];
      args[i] = wrong;
      if (signature.params) args[signature.params.index] = {};
      const failure = await attempt(method, owner, args);
      if (!(failure instanceof InputError)) continue;
      // A check may name an identifier its own way (`pubmedId` for `id`), but never as params.
      const own =
        refersTo(failure.param, name) ||
        (signature.positionals.length === 1 && !refersTo(failure.param, signature.params?.name ?? 'params'));
      // With a schema, valibot's own words for a wrong type say less than the schema's kind.
      if (own && found.positionals[i] !== undefined && /^Invalid \w+:/.test(failure.rule)) continue;
      if (own) {
        found.rules[i] = ruleText(failure.rule);
        break;
      }
    }
  }
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
  /**
   * The params object to call with (default `{}`). Given, the method is run through (not stopped
   * at its params), so identifiers it checks after its params are checked too.
   */
  givenParams?: object,
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
        ? [
            user,
            Array.isArray(user) ? undefined : [user],
            // A method that checks by hand (no schema) may want a number where a word was typed.
            typeof user === 'string' && NUMBER.test(user) ? Number(user) : undefined,
          ]
        : [exampleOf(found.positionals[i]), exampleIn(found.rules[i]), '1', ['1'], 'x'];
    return candidates.find(
      (c) => c !== undefined && !tried[i]?.some((t) => JSON.stringify(t) === JSON.stringify(c)),
    );
  };
  for (let i = 0; i < slots.length; i++) if (current[i] === undefined) current[i] = nextCandidate(i);

  const keep = (i: number, schema: Schema) => {
    found.positionals[i] ??= schema;
    if (typeof schema.message === 'string') found.rules[i] ??= schema.message.replace(/^must be /, '');
  };
  for (let attempt = 0; attempt < 4 * Math.max(1, slots.length) + 2; attempt++) {
    const args: unknown[] = [...current];
    if (signature.params) args[signature.params.index] = givenParams ?? {};
    for (let i = 0; i < slots.length; i++) tried[i]?.push(current[i]);
    const tracer = (schema: unknown, value: unknown, param: string) => {
      if (!isSchema(schema)) return;
      if (
        signature.params &&
        param === signature.params.name &&
        madeFrom(value, args[signature.params.index])
      ) {
        found.params ??= schema;
        if (!givenParams) throw new Stop('probe: params found');
        return;
      }
      // A schema checked under the identifier's own name is its schema; one checked on the same
      // value under another name (`history` for `input`) may be one shape of several, so it is
      // kept only when the value passed (the attempt succeeds).
      const own = slots.indexOf(param);
      if (own !== -1) keep(own, schema);
      else {
        const i = slots.findIndex((_name, k) => value === args[k] && !refersTo(param, 'params'));
        if (i !== -1) seen[i] ??= schema;
      }
    };
    const seen: (Schema | undefined)[] = slots.map(() => undefined);
    let failure: unknown;
    try {
      await traceInputs(tracer, async () => drive(method.apply(owner, args)));
    } catch (error) {
      failure = error;
    }
    if (!(failure instanceof InputError)) {
      slots.forEach((_n, i) => {
        found.accepted[i] = current[i];
        const schema = seen[i];
        if (schema) keep(i, schema);
      });
      await askRules(method, owner, signature, found);
      return found;
    }
    // Refused params (with givenParams): the identifiers got past their checks, or were never
    // checked; the params are what the call will be told about.
    if (signature.params && refersTo(failure.param, signature.params.name)) {
      slots.forEach((_n, i) => {
        found.accepted[i] = current[i];
      });
      return found;
    }
    // An identifier was refused: note its rule and try the next candidate for it.
    // (A check may name an identifier its own way: `pubmedId` for `id`; then it is the first.)
    let i = slots.findIndex((name) => refersTo(failure.param, name));
    if (i !== -1) found.rules[i] ??= ruleText(failure.rule);
    else if (slots.length > 0) i = 0;
    else return found;
    const next = nextCandidate(i);
    if (next === undefined) return found;
    current[i] = next;
  }
  return found;
}
