import { type CallOptions, parseInput, Resource } from '@lifesci/core';
import type { StructuresClient } from '../client.js';
import { EntryIdSchema } from '../ids.js';
import {
  type PubmedRecord,
  PubmedRecordSchema,
  type UniprotRecord,
  UniprotRecordsSchema,
} from '../schemas/references.js';
import { entityKey, getCoreObject } from './core-object.js';

/** `uniprot.*`: UniProt records mapped to a polymer entity. */
export class Uniprot extends Resource<StructuresClient> {
  /** The UniProt records of one polymer entity: `get('4G22', 1)` (an array). */
  async get(entryId: string, entityId: string | number, call?: CallOptions): Promise<UniprotRecord[]> {
    return getCoreObject(this.client, 'uniprot', entityKey(entryId, entityId), UniprotRecordsSchema, call);
  }
}

/** `pubmed.*`: the PubMed record of an entry's primary citation. */
export class Pubmed extends Resource<StructuresClient> {
  /** `get('4HHB')`. */
  async get(entryId: string, call?: CallOptions): Promise<PubmedRecord> {
    const id = parseInput(EntryIdSchema, entryId, 'entryId');
    return getCoreObject(this.client, 'pubmed', [id], PubmedRecordSchema, call);
  }
}
