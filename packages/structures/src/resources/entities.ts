import {
  type BatchResult,
  batch,
  type CallOptions,
  InputError,
  parseInput,
  parseResponse,
  Resource,
} from '@lifesci/core';
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
import { type PolymerEntitySummary, PolymerEntitySummarySchema } from '../schemas/polymer-entity-summary.js';
import { type UniprotRecord, UniprotRecordsSchema } from '../schemas/references.js';
import { entityKey, getCoreObject } from './core-object.js';

/** The record an entity id names, by kind. */
export interface EntityByKind {
  polymer: PolymerEntity;
  nonpolymer: NonpolymerEntity;
  branched: BranchedEntity;
}

/** Polymer entities per GraphQL request in `summaries` (as `ENTRY_SUMMARY_BATCH` for entries). */
export const POLYMER_ENTITY_SUMMARY_BATCH = 100;

/** The GraphQL document `summaries` sends (exported so users can extend it). */
export const POLYMER_ENTITY_SUMMARIES_QUERY = `query PolymerEntitySummaries($ids: [String!]!) {
  polymer_entities(entity_ids: $ids) {
    rcsb_id
    entity_poly { pdbx_seq_one_letter_code_can pdbx_strand_id rcsb_entity_polymer_type type }
    rcsb_polymer_entity { pdbx_description formula_weight }
    rcsb_polymer_entity_container_identifiers { entry_id entity_id asym_ids auth_asym_ids uniprot_ids }
    rcsb_entity_source_organism { scientific_name ncbi_scientific_name ncbi_taxonomy_id }
  }
}`;

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

  /**
   * The summaries of many polymer entities (`'4HHB_1'` or `{ entryId, entityId }`),
   * `POLYMER_ENTITY_SUMMARY_BATCH` per GraphQL request, checked with `PolymerEntitySummarySchema`,
   * in input order: ids the archive does not know are `MissingItemError` failures.
   */
  async summaries(
    entities: readonly EntityRef[],
    call: CallOptions = {},
  ): Promise<BatchResult<string, PolymerEntitySummary>> {
    if (!Array.isArray(entities) || entities.length === 0)
      throw new InputError('entities', 'a non-empty list of entity ids such as 4HHB_1');
    // RCSB's own form, `ENTRY_ENTITY`, is what GraphQL takes and what it answers as `rcsb_id`.
    const ids = entities.map((entity, i) => entityKey(entity, `entities.${i}`).join('_'));
    return batch<string, PolymerEntitySummary>(ids, {
      size: POLYMER_ENTITY_SUMMARY_BATCH,
      signal: call.signal,
      key: (id) => id.toUpperCase(),
      service: 'structures',
      run: async (chunk, { signal }) => {
        const data = await this.client.graphql<{ polymer_entities: unknown[] | null }>(
          POLYMER_ENTITY_SUMMARIES_QUERY,
          { variables: { ids: chunk } },
          { ...call, signal },
        );
        const found = new Map<string, PolymerEntitySummary | Error>();
        for (const raw of data?.polymer_entities ?? []) {
          if (raw === null) continue;
          const entity = parseResponse(
            PolymerEntitySummarySchema,
            raw,
            'structures POST graphql polymer_entities',
          );
          found.set(entity.rcsb_id.toUpperCase(), entity);
        }
        return found;
      },
    });
  }
}
