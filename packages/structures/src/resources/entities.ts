import { type CallOptions, parseInput, Resource } from '@lifesci/core';
import type { StructuresClient } from '../client.js';
import type { EntityRef } from '../ids.js';
import {
  type BranchedEntity,
  BranchedEntitySchema,
  type NonpolymerEntity,
  NonpolymerEntitySchema,
  type PolymerEntity,
  PolymerEntitySchema,
} from '../schemas/entities.js';
import { type EntityKind, type KindParams, KindParamsSchema } from '../schemas/params.js';
import { type UniprotRecord, UniprotRecordsSchema } from '../schemas/references.js';
import { entityKey, getCoreObject } from './core-object.js';

/** The record an entity id names, by kind. */
export interface EntityByKind {
  polymer: PolymerEntity;
  nonpolymer: NonpolymerEntity;
  branched: BranchedEntity;
}

const ENTITY_OBJECTS = {
  polymer: { kind: 'polymer_entity', schema: PolymerEntitySchema },
  nonpolymer: { kind: 'nonpolymer_entity', schema: NonpolymerEntitySchema },
  branched: { kind: 'branched_entity', schema: BranchedEntitySchema },
} as const;

/**
 * `entities.*`: the molecules of an entry (core_polymer_entity, core_nonpolymer_entity,
 * core_branched_entity), by entity id: `'4HHB_1'` or `{ entryId: '4HHB', entityId: 1 }`.
 */
export class Entities extends Resource<StructuresClient> {
  /**
   * One entity. `kind` says which: `polymer` (protein, DNA, RNA; the default), `nonpolymer`
   * (ligands, cofactors, ions) or `branched` (oligosaccharides):
   * `get('4HHB_1')`, `get('4G22_2', { kind: 'nonpolymer' })`, `get('4CYG_2', { kind: 'branched' })`.
   */
  get(entity: EntityRef, params?: KindParams<'polymer'>, call?: CallOptions): Promise<PolymerEntity>;
  /** A non-polymer entity (a ligand, cofactor or ion): `get('4G22_2', { kind: 'nonpolymer' })`. */
  get(entity: EntityRef, params: { kind: 'nonpolymer' }, call?: CallOptions): Promise<NonpolymerEntity>;
  /** A branched entity (an oligosaccharide): `get('4CYG_2', { kind: 'branched' })`. */
  get(entity: EntityRef, params: { kind: 'branched' }, call?: CallOptions): Promise<BranchedEntity>;
  /** An entity of a kind known only at run time: one of the three records. */
  get(entity: EntityRef, params?: KindParams, call?: CallOptions): Promise<EntityByKind[EntityKind]>;
  async get(
    entity: EntityRef,
    params: KindParams = {},
    call?: CallOptions,
  ): Promise<EntityByKind[EntityKind]> {
    const key = entityKey(entity);
    const { kind = 'polymer' } = parseInput(KindParamsSchema, params, 'params');
    const object = ENTITY_OBJECTS[kind];
    return getCoreObject(this.client, object.kind, key, object.schema, call);
  }

  /** The UniProt records mapped to a polymer entity (an array): `uniprot('4G22_1')`. */
  async uniprot(entity: EntityRef, call?: CallOptions): Promise<UniprotRecord[]> {
    return getCoreObject(this.client, 'uniprot', entityKey(entity), UniprotRecordsSchema, call);
  }
}
