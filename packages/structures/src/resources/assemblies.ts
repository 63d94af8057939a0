import { type CallOptions, Resource } from '@lifesci/core';
import type { StructuresClient } from '../client.js';
import type { AssemblyRef } from '../ids.js';
import { type Assembly, AssemblySchema } from '../schemas/assembly.js';
import { assemblyKey, getCoreObject } from './core-object.js';

/** `assemblies.*`: biological assemblies (core_assembly). */
export class Assemblies extends Resource<StructuresClient> {
  /** One assembly: `get('4HHB-1')` or `get({ entryId: '4HHB', assemblyId: 1 })`. */
  async get(assembly: AssemblyRef, call?: CallOptions): Promise<Assembly> {
    return getCoreObject(this.client, 'assembly', assemblyKey(assembly), AssemblySchema, call);
  }
}
