import * as v from 'valibot';
import { InputError } from '../errors/classes.js';
import { fieldPath } from './field-path.js';

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
  const result = v.safeParse(schema, value);
  if (result.success) return result.output;
  const issue = result.issues[0];
  return raise(fieldPath(param, issue), issue.message);
}

function raise(param: string, rule: string): never {
  throw new InputError(param, rule);
}
