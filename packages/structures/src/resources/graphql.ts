import { type CallOptions, InputError, parseInput, parseResponse, path } from '@lifesci/core';
import * as v from 'valibot';
import type { StructuresClient } from '../client.js';
import { GraphqlError, type GraphqlErrorItem } from '../errors.js';
import { type GraphqlParams, GraphqlParamsSchema } from '../schemas/params.js';

const GraphqlResponseSchema = v.looseObject({
  data: v.optional(v.nullable(v.unknown())),
  errors: v.optional(
    v.array(
      v.looseObject({
        message: v.string(),
        locations: v.optional(v.array(v.object({ line: v.number(), column: v.number() }))),
        path: v.optional(v.array(v.union([v.string(), v.number()]))),
        extensions: v.optional(v.record(v.string(), v.unknown())),
      }),
    ),
  ),
});

/**
 * POST {structureGraphql} with `{ query, variables }`; `data` on success (checked with `schema`
 * when one is given), GraphqlError on `errors`.
 * Checks run before any request, and throw: the caller is an `async` method, so they reject.
 */
export function runGraphql<T>(
  client: StructuresClient,
  query: string,
  params: GraphqlParams,
  call: CallOptions | undefined,
): Promise<T> {
  if (typeof query !== 'string' || query.trim() === '')
    throw new InputError('query', 'a non-empty GraphQL document');
  const { variables, schema } = parseInput(GraphqlParamsSchema, params, 'params');
  const sent = client.request(
    {
      method: 'POST',
      base: 'structureGraphql',
      path: path``,
      body: variables === undefined ? { query } : { query, variables },
      // A query only reads, so a failed attempt may be sent again.
      readOnly: true,
      schema: GraphqlResponseSchema,
    },
    call,
  );
  return sent.then((answer) => {
    if (answer.errors && answer.errors.length > 0) {
      throw new GraphqlError<T>(answer.errors as GraphqlErrorItem[], answer.data as T | null | undefined);
    }
    // With a schema the data is checked and typed by it; without, it is the caller's to type.
    return schema
      ? (parseResponse(schema, answer.data, 'structures POST graphql data') as T)
      : (answer.data as T);
  });
}
