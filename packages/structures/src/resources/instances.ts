import { type CallOptions, Resource } from '@lifesci/core';
import type { StructuresClient } from '../client.js';
import {
  type BranchedEntityInstance,
  BranchedEntityInstanceSchema,
  type NonpolymerEntityInstance,
  NonpolymerEntityInstanceSchema,
  type PolymerEntityInstance,
  PolymerEntityInstanceSchema,
} from '../schemas/instances.js';
import { getCoreObject, instanceKey } from './core-object.js';

/** `polymerEntityInstances.*`: chains (core_polymer_entity_instance), by label_asym_id. */
export class PolymerEntityInstances extends Resource<StructuresClient> {
  /** One chain: `get('4HHB', 'A')`. */
  async get(entryId: string, asymId: string, call?: CallOptions): Promise<PolymerEntityInstance> {
    return getCoreObject(
      this.client,
      'polymer_entity_instance',
      instanceKey(entryId, asymId),
      PolymerEntityInstanceSchema,
      call,
    );
  }
}

/** `nonpolymerEntityInstances.*`: one placed ligand (core_nonpolymer_entity_instance). */
export class NonpolymerEntityInstances extends Resource<StructuresClient> {
  /** One ligand instance: `get('2FBW', 'J')`. */
  async get(entryId: string, asymId: string, call?: CallOptions): Promise<NonpolymerEntityInstance> {
    return getCoreObject(
      this.client,
      'nonpolymer_entity_instance',
      instanceKey(entryId, asymId),
      NonpolymerEntityInstanceSchema,
      call,
    );
  }
}

/** `branchedEntityInstances.*`: one placed oligosaccharide (core_branched_entity_instance). */
export class BranchedEntityInstances extends Resource<StructuresClient> {
  /** One branched instance: `get('1US2', 'C')`. */
  async get(entryId: string, asymId: string, call?: CallOptions): Promise<BranchedEntityInstance> {
    return getCoreObject(
      this.client,
      'branched_entity_instance',
      instanceKey(entryId, asymId),
      BranchedEntityInstanceSchema,
      call,
    );
  }
}
