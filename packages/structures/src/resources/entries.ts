import {
  type BatchResult,
  batch,
  type CallOptions,
  InputError,
  NotFoundError,
  parseInput,
  parseResponse,
  Resource,
} from '@lifesci/core';
import * as v from 'valibot';
import type { StructuresClient } from '../client.js';
import { EntryIdSchema } from '../ids.js';
import { type Entry, EntrySchema } from '../schemas/entry.js';
import { type EntrySummary, EntrySummarySchema } from '../schemas/entry-summary.js';
import { type PubmedRecord, PubmedRecordSchema } from '../schemas/references.js';
import { getCoreObject } from './core-object.js';

/** Entries per GraphQL request in `summaries` (RCSB's own tools send ids in batches of this size). */
export const ENTRY_SUMMARY_BATCH = 100;

const SELECTION = `
    rcsb_id
    struct { title }
    exptl { method }
    rcsb_entry_info { resolution_combined deposited_atom_count polymer_entity_count }
    rcsb_accession_info { deposit_date initial_release_date }
    polymer_entities {
      rcsb_id
      entity_poly { pdbx_seq_one_letter_code_can pdbx_strand_id rcsb_entity_polymer_type }
      rcsb_polymer_entity { pdbx_description formula_weight }
      rcsb_entity_source_organism { scientific_name ncbi_scientific_name ncbi_taxonomy_id }
    }`;

/** The GraphQL documents `summary` and `summaries` send (exported so users can extend them). */
export const ENTRY_SUMMARY_QUERY = `query EntrySummary($id: String!) {\n  entry(entry_id: $id) {${SELECTION}\n  }\n}`;
export const ENTRY_SUMMARIES_QUERY = `query EntrySummaries($ids: [String!]!) {\n  entries(entry_ids: $ids) {${SELECTION}\n  }\n}`;

const IdsSchema = v.pipe(v.array(EntryIdSchema), v.minLength(1, 'at least one entry id'));

/**
 * `entries.*`: archive entries and computed structure models (core_entry), by PDB id (`4HHB`),
 * extended id (`pdb_00004hhb`) or computed model id (`AF_AFP68871F1`); their summaries over
 * GraphQL and their primary citation.
 */
export class Entries extends Resource<StructuresClient> {
  /** One entry: `get('4HHB')`. */
  async get(entryId: string, call?: CallOptions): Promise<Entry> {
    const id = parseInput(EntryIdSchema, entryId, 'entryId');
    return getCoreObject(this.client, 'entry', [id], EntrySchema, call);
  }

  /** The PubMed record of the entry's primary citation (core_pubmed): `pubmed('4HHB')`. */
  async pubmed(entryId: string, call?: CallOptions): Promise<PubmedRecord> {
    const id = parseInput(EntryIdSchema, entryId, 'entryId');
    return getCoreObject(this.client, 'pubmed', [id], PubmedRecordSchema, call);
  }

  /**
   * The entry with its polymer entities and their source organisms, in one GraphQL request
   * (`ENTRY_SUMMARY_QUERY`); an unknown id is a NotFoundError.
   */
  async summary(entryId: string, call?: CallOptions): Promise<EntrySummary> {
    const id = parseInput(EntryIdSchema, entryId, 'entryId');
    const data = await this.client.graphql<{ entry: unknown }>(
      ENTRY_SUMMARY_QUERY,
      { variables: { id } },
      call,
    );
    if (data?.entry === null || data?.entry === undefined) throw notFound(id);
    return parseResponse(EntrySummarySchema, data.entry, 'structures POST graphql entry');
  }

  /**
   * The summaries of many entries, `ENTRY_SUMMARY_BATCH` per request, in input order: ids the
   * archive does not know are `MissingItemError` failures, the rest are values (core's BatchResult).
   */
  async summaries(
    entryIds: readonly string[],
    call: CallOptions = {},
  ): Promise<BatchResult<string, EntrySummary>> {
    if (!Array.isArray(entryIds)) throw new InputError('entryIds', 'a list of entry ids');
    const checked = parseInput(IdsSchema, [...entryIds], 'entryIds');
    return batch<string, EntrySummary>(checked, {
      size: ENTRY_SUMMARY_BATCH,
      signal: call.signal,
      key: (id) => id.toUpperCase(),
      // An id the answer leaves out is core's MissingItemError (the archive has no such entry).
      service: 'structures',
      run: async (chunk, { signal }) => {
        const data = await this.client.graphql<{ entries: unknown[] | null }>(
          ENTRY_SUMMARIES_QUERY,
          { variables: { ids: chunk } },
          { ...call, signal },
        );
        const found = new Map<string, EntrySummary | Error>();
        for (const raw of data?.entries ?? []) {
          if (raw === null) continue;
          const entry = parseResponse(EntrySummarySchema, raw, 'structures POST graphql entries');
          found.set(entry.rcsb_id.toUpperCase(), entry);
        }
        return found;
      },
    });
  }
}

function notFound(id: string): NotFoundError {
  return new NotFoundError({
    status: 404,
    service: 'structures',
    method: 'POST',
    url: 'graphql',
    message: `no entry ${id} in the archive`,
  });
}
