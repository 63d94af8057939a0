import { type CallOptions, Resource } from '@lifesci/core';
import type { StructuresClient } from '../client.js';
import {
  type BranchedEntity,
  BranchedEntitySchema,
  type NonpolymerEntity,
  NonpolymerEntitySchema,
  type PolymerEntity,
  PolymerEntitySchema,
} from '../schemas/entities.js';
import { entityKey, getCoreObject } from './core-object.js';

/** `polymerEntities.*`: proteins, DNA and RNA of an entry (core_polymer_entity). */
export class PolymerEntities extends Resource<StructuresClient> {
  /** One polymer entity: `get('4HHB', 1)`. */
  async get(entryId: string, entityId: string | number, call?: CallOptions): Promise<PolymerEntity> {
    return getCoreObject(
      this.client,
      'polymer_entity',
      entityKey(entryId, entityId),
      PolymerEntitySchema,
      call,
    );
  }
}

/** `nonpolymerEntities.*`: ligands, cofactors and ions (core_nonpolymer_entity). */
export class NonpolymerEntities extends Resource<StructuresClient> {
  /** One non-polymer entity: `get('4G22', 2)`. */
  async get(entryId: string, entityId: string | number, call?: CallOptions): Promise<NonpolymerEntity> {
    return getCoreObject(
      this.client,
      'nonpolymer_entity',
      entityKey(entryId, entityId),
      NonpolymerEntitySchema,
      call,
    );
  }
}

/** `branchedEntities.*`: oligosaccharides (core_branched_entity). */
export class BranchedEntities extends Resource<StructuresClient> {
  /** One branched entity: `get('4CYG', 2)`. */
  async get(entryId: string, entityId: string | number, call?: CallOptions): Promise<BranchedEntity> {
    return getCoreObject(
      this.client,
      'branched_entity',
      entityKey(entryId, entityId),
      BranchedEntitySchema,
      call,
    );
  }
}
