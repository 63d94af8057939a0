import * as v from 'valibot';
import { ResponseValidationError } from '../errors/classes.js';
import type { Redactor } from '../errors/redact.js';
import { checkForeign } from '../input/foreign-schema.js';

export interface ParseResponseOptions {
  /** Where `value` sits in the response (`'Entrezgene-Set.Entrezgene.3'`), put before each issue's path. */
  pathPrefix?: string;
  /** Redacts the endpoint and messages (default: core's default redactor). */
  redactor?: Redactor;
}

/**
 * Checks a response value (a body, or one record of it) against a schema and returns the parsed
 * output; the response-side twin of `parseInput`. A mismatch is a `ResponseValidationError` for
 * `endpoint` listing every issue with its dotted path. The published types accept any Standard
 * Schema (zod, arktype, ...): one valibot did not build is checked through `~standard.validate`.
 */
export function parseResponse<S extends v.GenericSchema>(
  schema: S,
  value: unknown,
  endpoint: string,
  options: ParseResponseOptions = {},
): v.InferOutput<S> {
  let issues: { path: string; message: string }[];
  const foreign = checkForeign(schema, value, endpoint);
  if (foreign?.ok) return foreign.value as v.InferOutput<S>;
  if (foreign) {
    issues = foreign.issues.map(({ keys, message }) => ({ path: keys.map(String).join('.'), message }));
  } else {
    const result = v.safeParse(schema, value);
    if (result.success) return result.output;
    issues = result.issues.map((issue) => ({ path: v.getDotPath(issue) ?? '', message: issue.message }));
  }
  const prefix = options.pathPrefix ?? '';
  throw new ResponseValidationError(
    endpoint,
    issues.map(({ path, message }) => ({
      path: prefix && path ? `${prefix}.${path}` : prefix || path,
      message,
    })),
    options.redactor === undefined ? undefined : { redactor: options.redactor },
  );
}
