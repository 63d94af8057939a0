import { type CallOptions, parseInput, Resource } from '@lifesci/core';
import type { StructuresClient } from '../client.js';
import type { InstanceRef } from '../ids.js';
import {
  type BranchedEntityInstance,
  BranchedEntityInstanceSchema,
  type NonpolymerEntityInstance,
  NonpolymerEntityInstanceSchema,
  type PolymerEntityInstance,
  PolymerEntityInstanceSchema,
} from '../schemas/instances.js';
import { type EntityKind, type KindParams, KindParamsSchema } from '../schemas/params.js';
import { getCoreObject, instanceKey } from './core-object.js';

/** The record an instance id names, by kind. */
export interface InstanceByKind {
  polymer: PolymerEntityInstance;
  nonpolymer: NonpolymerEntityInstance;
  branched: BranchedEntityInstance;
}

const INSTANCE_OBJECTS = {
  polymer: { kind: 'polymer_entity_instance', schema: PolymerEntityInstanceSchema },
  nonpolymer: { kind: 'nonpolymer_entity_instance', schema: NonpolymerEntityInstanceSchema },
  branched: { kind: 'branched_entity_instance', schema: BranchedEntityInstanceSchema },
} as const;

/**
 * `instances.*`: the placed copies of an entry's entities (core_*_entity_instance), by instance
 * id, the entry and its label_asym_id: `'4HHB.A'` or `{ entryId: '4HHB', asymId: 'A' }`.
 */
export class Instances extends Resource<StructuresClient> {
  /**
   * One instance. `kind` says which: `polymer` (a chain; the default), `nonpolymer` (a placed
   * ligand) or `branched` (a placed oligosaccharide):
   * `get('4HHB.A')`, `get('2FBW.J', { kind: 'nonpolymer' })`, `get('1US2.C', { kind: 'branched' })`.
   */
  get(
    instance: InstanceRef,
    params?: KindParams<'polymer'>,
    call?: CallOptions,
  ): Promise<PolymerEntityInstance>;
  /** A placed ligand: `get('2FBW.J', { kind: 'nonpolymer' })`. */
  get(
    instance: InstanceRef,
    params: { kind: 'nonpolymer' },
    call?: CallOptions,
  ): Promise<NonpolymerEntityInstance>;
  /** A placed oligosaccharide: `get('1US2.C', { kind: 'branched' })`. */
  get(
    instance: InstanceRef,
    params: { kind: 'branched' },
    call?: CallOptions,
  ): Promise<BranchedEntityInstance>;
  /** An instance of a kind known only at run time: one of the three records. */
  get(instance: InstanceRef, params?: KindParams, call?: CallOptions): Promise<InstanceByKind[EntityKind]>;
  async get(
    instance: InstanceRef,
    params: KindParams = {},
    call?: CallOptions,
  ): Promise<InstanceByKind[EntityKind]> {
    const key = instanceKey(instance);
    const { kind = 'polymer' } = parseInput(KindParamsSchema, params, 'params');
    const object = INSTANCE_OBJECTS[kind];
    return getCoreObject(this.client, object.kind, key, object.schema, call);
  }
}
