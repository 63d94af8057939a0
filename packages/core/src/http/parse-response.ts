import * as v from 'valibot';
import { ResponseValidationError } from '../errors/classes.js';
import type { Redactor } from '../errors/redact.js';

export interface ParseResponseOptions {
  /** Where `value` sits in the response (`'Entrezgene-Set.Entrezgene.3'`), put before each issue's path. */
  pathPrefix?: string;
  /** Redacts the endpoint and messages (default: core's default redactor). */
  redactor?: Redactor;
}

/**
 * Checks a response value (a body, or one record of it) against a valibot schema and returns the
 * parsed output; the response-side twin of `parseInput`. A mismatch is a
 * `ResponseValidationError` for `endpoint` listing every issue with its dotted path.
 */
export function parseResponse<S extends v.GenericSchema>(
  schema: S,
  value: unknown,
  endpoint: string,
  options: ParseResponseOptions = {},
): v.InferOutput<S> {
  const result = v.safeParse(schema, value);
  if (result.success) return result.output;
  const prefix = options.pathPrefix ?? '';
  const issues = result.issues.map((issue) => {
    const inner = v.getDotPath(issue) ?? '';
    return { path: prefix && inner ? `${prefix}.${inner}` : prefix || inner, message: issue.message };
  });
  throw new ResponseValidationError(
    endpoint,
    issues,
    options.redactor === undefined ? undefined : { redactor: options.redactor },
  );
}
