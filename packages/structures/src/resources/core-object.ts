import { type CallOptions, parseInput, path } from '@lifesci/core';
import type * as v from 'valibot';
import type { StructuresClient } from '../client.js';
import { AsymIdSchema, EntityIdSchema, EntryIdSchema } from '../ids.js';

/** GET {structureData}/rest/v1/core/{kind}/{...segments}, validated with `schema`. */
export function getCoreObject<S extends v.GenericSchema>(
  client: StructuresClient,
  kind: string,
  segments: readonly string[],
  schema: S,
  call: CallOptions | undefined,
): Promise<v.InferOutput<S>> {
  return client.request({ base: 'structureData', path: corePath(kind, segments), schema }, call);
}

function corePath(kind: string, segments: readonly string[]): string {
  const [first = '', second] = segments;
  // Each id is its own percent-encoded segment: /core/entry/4HHB, /core/polymer_entity/4HHB/1.
  return second === undefined
    ? path`/rest/v1/core/${kind}/${first}`
    : path`/rest/v1/core/${kind}/${first}/${second}`;
}

/** Checks an entry id + entity id pair before any request. */
export function entityKey(entryId: string, entityId: string | number): [string, string] {
  return [parseInput(EntryIdSchema, entryId, 'entryId'), parseInput(EntityIdSchema, entityId, 'entityId')];
}

/** Checks an entry id + chain (asym) id pair before any request. */
export function instanceKey(entryId: string, asymId: string): [string, string] {
  return [parseInput(EntryIdSchema, entryId, 'entryId'), parseInput(AsymIdSchema, asymId, 'asymId')];
}
