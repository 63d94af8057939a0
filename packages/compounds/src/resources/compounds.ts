import {
  type BatchResult,
  batch,
  type CallOptions,
  coalesce,
  csvRows,
  DEFAULT_MAX_RETRIES,
  InputError,
  mapBatchResult,
  NetworkError,
  NotFoundError,
  ParseError,
  parseInput,
  path,
  Resource,
  resumeByKey,
  TimeoutError,
} from '@lifesci/core';
import { CID_CHUNK, type CompoundsClient } from '../client.js';
import { internalsOf } from '../internal.js';
import { type AssaySummaryRow, AssaySummaryTableSchema, assaySummaryRows } from '../schemas/assay-summary.js';
import { IdentifierListSchema } from '../schemas/identifiers.js';
import {
  CidSchema,
  type CidsInput,
  type CompoundInput,
  CompoundInputSchema,
  type PropertiesParams,
  PropertiesParamsSchema,
  type SearchParams,
  SearchParamsSchema,
  SmilesSchema,
} from '../schemas/params.js';
import { type CompoundProperties, PropertyTableSchema, SPEC_PROPERTY_NAMES } from '../schemas/properties.js';
import { type SynonymInformation, SynonymListSchema } from '../schemas/synonyms.js';
import { withOutput } from '../xml.js';
import { cidRequest, emptyOnNotFound, inputRequest, parseCids, propertyOperation } from './requests.js';
import { structureSearch } from './structure-search.js';

/**
 * `compounds.*`: PUG REST compound records (spec S8): properties and synonyms of many CIDs at
 * once, lookups by name, SMILES or InChI, the structure searches (asynchronous ListKey flow) and
 * a compound's bioassay summary.
 */
export class Compounds extends Resource<CompoundsClient> {
  /**
   * Properties of every compound a `{ name }`, `{ smiles }`, `{ inchi }` or `{ cid }` stands for
   * (a name may match several). No match is an empty list.
   */
  async get(
    input: CompoundInput,
    params: PropertiesParams = {},
    call: CallOptions = {},
  ): Promise<CompoundProperties[]> {
    const parsed = parseInput(CompoundInputSchema, input, 'input');
    const names = parseInput(PropertiesParamsSchema, params, 'params').properties ?? SPEC_PROPERTY_NAMES;
    return this.client
      .request(
        {
          ...withOutput(inputRequest(parsed, propertyOperation(names)), this.client.wireFormat),
          schema: PropertyTableSchema,
        },
        call,
      )
      .then((table) => table.PropertyTable.Properties)
      .catch((error: unknown) => emptyOnNotFound(error, []));
  }

  /**
   * Synonyms of every compound a `{ name }`, `{ smiles }`, `{ inchi }` or `{ cid }` stands for
   * (`/compound/name/<name>/synonyms`), one entry per CID with its synonyms, most common first; a
   * name may match several compounds. No match is an empty list. For many CIDs at once use
   * `synonyms`.
   */
  async getSynonyms(input: CompoundInput, call: CallOptions = {}): Promise<SynonymInformation[]> {
    const parsed = parseInput(CompoundInputSchema, input, 'input');
    return this.client
      .request(
        {
          ...withOutput(inputRequest(parsed, '/synonyms'), this.client.wireFormat),
          schema: SynonymListSchema,
        },
        call,
      )
      .then((list) => list.InformationList.Information)
      .catch((error: unknown) => emptyOnNotFound(error, []));
  }

  /** The CIDs a name, SMILES or InChI stands for. No match (or PubChem's CID 0) is an empty list. */
  async cids(input: CompoundInput, call: CallOptions = {}): Promise<number[]> {
    const parsed = parseInput(CompoundInputSchema, input, 'input');
    return (
      this.client
        .request(
          {
            ...withOutput(inputRequest(parsed, '/cids'), this.client.wireFormat),
            schema: IdentifierListSchema,
          },
          call,
        )
        // PubChem answers a valid structure it does not hold with CID 0.
        .then((list) => list.IdentifierList.CID.filter((cid) => cid !== 0))
        .catch((error: unknown) => emptyOnNotFound(error, []))
    );
  }

  /**
   * CIDs of the compounds that match `smiles` by `type`: `similarity` (2-D Tanimoto at
   * `threshold` percent, default 90), `substructure` (they contain it) or `superstructure` (it
   * contains them). When PubChem answers with a ListKey the search is polled until ready (bounded
   * by `pollTimeout`).
   */
  async search(smiles: string, params: SearchParams, call: CallOptions = {}): Promise<number[]> {
    const structure = parseInput(SmilesSchema, smiles, 'smiles');
    const p = parseInput(SearchParamsSchema, params, 'params');
    if (p.type !== 'similarity' && p.threshold !== undefined)
      throw new InputError('params.threshold', 'only applies to type "similarity"');
    const form =
      p.type === 'similarity'
        ? { Threshold: p.threshold ?? 90, MaxRecords: p.maxRecords }
        : { MaxRecords: p.maxRecords };
    return structureSearch(this.client, p.type, structure, form, p, call);
  }

  /**
   * Properties of any number of CIDs, split into chunks of 200 (POST id lists), in input order,
   * with per-CID failures (a CID left out of the answer is a MissingItemError in `failures`). A
   * property a compound lacks is absent from its record.
   */
  async properties(
    cids: CidsInput,
    params: PropertiesParams = {},
    call: CallOptions = {},
  ): Promise<BatchResult<number, CompoundProperties>> {
    const ids = parseCids(cids);
    const names = parseInput(PropertiesParamsSchema, params, 'params').properties ?? SPEC_PROPERTY_NAMES;
    const operation = propertyOperation(names);
    return batch(ids, {
      size: CID_CHUNK,
      signal: call.signal,
      // Concurrent calls for the same properties share requests (core's coalesce): CIDs waiting
      // for the budget together go out in one POST of up to 200.
      run: (chunk, { signal }) =>
        coalesce(
          this.client,
          `properties ${operation}`,
          {
            maxBatch: CID_CHUNK,
            run: async (merged: number[], shared) => {
              const table = await this.client.request(
                {
                  ...withOutput(cidRequest(merged, operation), this.client.wireFormat),
                  schema: PropertyTableSchema,
                },
                { ...call, signal: shared.signal },
              );
              return new Map<string, CompoundProperties | Error>(
                table.PropertyTable.Properties.map((row) => [String(row.CID), row]),
              );
            },
          },
          call,
        ).load<CompoundProperties>(chunk, signal),
      service: 'compounds',
    });
  }

  /**
   * The same property table as CSV rows (PubChem's `/CSV` output), read as they arrive, 200 CIDs
   * per request: every cell as text, keyed by column (`CID`, then the properties). Returned at once;
   * nothing is sent before iteration. A body that breaks mid-read (reset, truncation, stall) is
   * asked for again, up to `maxRetries` times, and read on after the rows already handed out: no
   * row is lost or repeated.
   */
  async *streamProperties(
    cids: CidsInput,
    params: PropertiesParams = {},
    call: CallOptions = {},
  ): AsyncGenerator<Record<string, string>, void, undefined> {
    const ids = parseCids(cids);
    const names = parseInput(PropertiesParamsSchema, params, 'params').properties ?? SPEC_PROPERTY_NAMES;
    const operation = `${propertyOperation(names)}/CSV`;
    const maxReopens = call.maxRetries ?? internalsOf(this.client).maxRetries ?? DEFAULT_MAX_RETRIES;
    for (let i = 0; i < ids.length; i += CID_CHUNK) {
      const spec = { ...cidRequest(ids.slice(i, i + CID_CHUNK), operation), responseType: 'stream' as const };
      // A row's key is its CID and how many rows of that CID came before it in this body, so an
      // id asked for twice keeps both rows.
      let seen = new Map<string, number>();
      const rows = resumeByKey<Record<string, string>, ReadableStream<Uint8Array>>({
        open: async () => {
          seen = new Map();
          return await this.client.request(spec, call);
        },
        read: (body) => csvRows(body),
        key: (row) => {
          const cid = row.CID ?? '';
          const nth = (seen.get(cid) ?? 0) + 1;
          seen.set(cid, nth);
          return `${cid}#${nth}`;
        },
        discard: (body) => body.cancel(),
        maxReopens,
        isBroken: (error) =>
          error instanceof NetworkError || error instanceof TimeoutError || error instanceof ParseError,
        signal: call.signal,
      });
      const end = yield* rows;
      if (end.error) throw end.error;
    }
  }

  /**
   * Synonyms of any number of CIDs (chunks of 200, POST id lists), in input order, with per-CID
   * failures. A compound without synonyms has an empty list.
   */
  async synonyms(cids: CidsInput, call: CallOptions = {}): Promise<BatchResult<number, string[]>> {
    const ids = parseCids(cids);
    const result = await batch(ids, {
      size: CID_CHUNK,
      signal: call.signal,
      run: (chunk, { signal }) =>
        coalesce(
          this.client,
          'synonyms',
          {
            maxBatch: CID_CHUNK,
            run: async (merged: number[], shared) => {
              const list = await this.client.request(
                {
                  ...withOutput(cidRequest(merged, '/synonyms'), this.client.wireFormat),
                  schema: SynonymListSchema,
                },
                { ...call, signal: shared.signal },
              );
              return new Map<string, SynonymInformation | Error>(
                list.InformationList.Information.map((info) => [String(info.CID), info]),
              );
            },
          },
          call,
        ).load<SynonymInformation>(chunk, signal),
      service: 'compounds',
    });
    return mapBatchResult(result, (info) => info.Synonym);
  }

  /**
   * The compound's bioassay results as typed rows (spec: `/assaysummary/JSON`). A compound
   * tested in no assay has an empty list.
   */
  async assaySummary(cid: number | string, call: CallOptions = {}): Promise<AssaySummaryRow[]> {
    const id = parseInput(CidSchema, cid, 'cid');
    try {
      const table = await this.client.request(
        {
          ...withOutput({ path: path`/rest/pug/compound/cid/${id}/assaysummary` }, this.client.wireFormat),
          schema: AssaySummaryTableSchema,
        },
        call,
      );
      return assaySummaryRows(table);
    } catch (error) {
      // PubChem answers "No data found" (PUGREST.NotFound) for a known compound without assay data.
      if (error instanceof NotFoundError && /no data/i.test(error.message)) return [];
      throw error;
    }
  }
}
