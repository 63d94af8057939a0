import * as v from 'valibot';
import { InputError } from '../errors/classes.js';

/**
 * Checks a user argument against a valibot schema before any request is made and returns the
 * parsed output. The InputError names the parameter (with the path inside it) and the rule.
 */
export function parseInput<S extends v.GenericSchema>(
  schema: S,
  value: unknown,
  param: string,
): v.InferOutput<S> {
  const result = v.safeParse(schema, value);
  if (result.success) return result.output;
  const issue = result.issues[0];
  return raise(param + issuePath(issue), issue.message);
}

/** Where in the value an issue is, as code would write it: `.ids[0]`, `.filter.status`. */
export function issuePath(issue: v.BaseIssue<unknown>): string {
  let out = '';
  for (const item of issue.path ?? []) {
    const key = item.key;
    if (typeof key === 'number') out += `[${key}]`;
    else if (typeof key === 'string')
      out += /^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`;
    else out += `[${String(key)}]`;
  }
  return out;
}

function raise(param: string, rule: string): never {
  throw new InputError(param, rule);
}
