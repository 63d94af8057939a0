import * as v from 'valibot';
import { InputError } from '../errors/classes.js';
import { fieldPath } from './field-path.js';
import { checkForeign } from './foreign-schema.js';
import { inputTracer } from './trace.js';

/**
 * What a method accepts for a schema: valibot's input type with every array readonly, so callers
 * may pass `readonly` lists and `as const` tuples (input is parsed into new values, never
 * mutated). Services type their parameters with it instead of writing a twin interface.
 */
export type InputOf<S extends v.GenericSchema> = ReadonlyArrays<v.InferInput<S>>;

// Primitives first: an open vocabulary's `string & {}` extends `object`, and mapped as one it
// would become an object of String's members.
type ReadonlyArrays<T> = T extends string | number | boolean | bigint | symbol | null | undefined
  ? T
  : T extends readonly (infer U)[]
    ? readonly ReadonlyArrays<U>[]
    : T extends (...args: never[]) => unknown
      ? T
      : T extends object
        ? { [K in keyof T]: ReadonlyArrays<T[K]> }
        : T;

/**
 * Checks a user argument against a valibot schema before any request is made and returns the
 * parsed output. The InputError names the parameter with the path inside it (`params.ids[0]`)
 * and the rule.
 */
export function parseInput<S extends v.GenericSchema>(
  schema: S,
  value: unknown,
  param: string,
): v.InferOutput<S> {
  inputTracer()?.(schema, value, param);
  const foreign = checkForeign(schema, value, param);
  if (foreign?.ok) return foreign.value as v.InferOutput<S>;
  if (foreign) {
    const first = foreign.issues[0];
    const path = (first?.keys ?? []).map((key) => ({
      key,
      type: typeof key === 'number' ? 'array' : 'object',
    }));
    return raise(fieldPath(param, { path } as unknown as v.BaseIssue<unknown>), first?.message ?? 'invalid');
  }
  const result = v.safeParse(schema, value);
  if (result.success) return result.output;
  const issue = deepest(result.issues[0]);
  return raise(fieldPath(param, issue), issue.message);
}

/**
 * A union's own issue has no path ("params" for any mistake inside it); the option that got
 * furthest into the value names the field that was wrong (`params.retmax`), so that one is reported.
 */
function deepest(issue: v.BaseIssue<unknown>): v.BaseIssue<unknown> {
  if (issue.type !== 'union' || !issue.issues?.length) return issue;
  let best = issue;
  let depth = issue.path?.length ?? 0;
  for (const sub of issue.issues) {
    const candidate = deepest(sub);
    const d = candidate.path?.length ?? 0;
    if (d > depth) {
      best = candidate;
      depth = d;
    }
  }
  return best;
}

function raise(param: string, rule: string): never {
  throw new InputError(param, rule);
}
