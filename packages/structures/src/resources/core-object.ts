import { type CallOptions, path } from '@lifesci/core';
import type * as v from 'valibot';
import type { StructuresClient } from '../client.js';
import {
  ASSEMBLY_REF,
  AssemblyIdSchema,
  AsymIdSchema,
  ENTITY_REF,
  EntityIdSchema,
  EntryIdSchema,
  INSTANCE_REF,
  parseRef,
} from '../ids.js';

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

/** An entity id (`4HHB_1` or `{ entryId, entityId }`) as its two path segments, checked before any request. */
export function entityKey(entity: unknown, param = 'entity'): [string, string] {
  return parseRef(entity, param, ENTITY_REF, EntryIdSchema, EntityIdSchema);
}

/** An instance id (`4HHB.A` or `{ entryId, asymId }`) as its two path segments. */
export function instanceKey(instance: unknown, param = 'instance'): [string, string] {
  return parseRef(instance, param, INSTANCE_REF, EntryIdSchema, AsymIdSchema);
}

/** An assembly id (`4HHB-1` or `{ entryId, assemblyId }`) as its two path segments. */
export function assemblyKey(assembly: unknown, param = 'assembly'): [string, string] {
  return parseRef(assembly, param, ASSEMBLY_REF, EntryIdSchema, AssemblyIdSchema);
}
