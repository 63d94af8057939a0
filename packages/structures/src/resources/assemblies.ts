import { type CallOptions, parseInput, Resource } from '@lifesci/core';
import type { StructuresClient } from '../client.js';
import { AssemblyIdSchema, EntryIdSchema } from '../ids.js';
import { type Assembly, AssemblySchema } from '../schemas/assembly.js';
import { getCoreObject } from './core-object.js';

/** `assemblies.*`: biological assemblies (core_assembly). */
export class Assemblies extends Resource<StructuresClient> {
  /** One assembly: `get('4HHB', 1)`. */
  async get(entryId: string, assemblyId: string | number, call?: CallOptions): Promise<Assembly> {
    const entry = parseInput(EntryIdSchema, entryId, 'entryId');
    const assembly = parseInput(AssemblyIdSchema, assemblyId, 'assemblyId');
    return getCoreObject(this.client, 'assembly', [entry, assembly], AssemblySchema, call);
  }
}
