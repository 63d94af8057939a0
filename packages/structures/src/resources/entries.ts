import { type CallOptions, parseInput, Resource } from '@lifesci/core';
import type { StructuresClient } from '../client.js';
import { EntryIdSchema } from '../ids.js';
import { type Entry, EntrySchema } from '../schemas/entry.js';
import { getCoreObject } from './core-object.js';

/** `entries.*`: archive entries and computed structure models (core_entry). */
export class Entries extends Resource<StructuresClient> {
  /** One entry by PDB id (`4HHB`), extended id (`pdb_00004hhb`) or computed model id (`AF_AFP68871F1`). */
  async get(entryId: string, call?: CallOptions): Promise<Entry> {
    const id = parseInput(EntryIdSchema, entryId, 'entryId');
    return getCoreObject(this.client, 'entry', [id], EntrySchema, call);
  }
}
