import {
  type BatchResult,
  batch,
  type CallOptions,
  coalesce,
  csvRows,
  InputError,
  mapBatchResult,
  NotFoundError,
  parseInput,
  path,
  type RequestSpec,
  Resource,
} from '@lifesci/core';
import { CID_CHUNK, type CompoundsClient } from '../client.js';
import { type AssaySummaryRow, AssaySummaryTableSchema, assaySummaryRows } from '../schemas/assay-summary.js';
import { IdentifierListSchema } from '../schemas/identifiers.js';
import {
  CidListSchema,
  CidSchema,
  type CidsInput,
  type CompoundInput,
  CompoundInputSchema,
  DOWNLOAD_FORMATS,
  type DownloadOptions,
  DownloadOptionsSchema,
  type ImageOptions,
  ImageOptionsSchema,
  ListKeySchema,
  type ParsedCompoundInput,
  type PollOptions,
  PollOptionsSchema,
  type PropertiesOptions,
  PropertiesOptionsSchema,
  type SimilarityOptions,
  SimilarityOptionsSchema,
  SmilesSchema,
  type StructureSearchOptions,
  StructureSearchOptionsSchema,
} from '../schemas/params.js';
import { type CompoundProperties, PropertyTableSchema, SPEC_PROPERTY_NAMES } from '../schemas/properties.js';
import type { SdfMolecule } from '../schemas/sdf.js';
import { type SynonymInformation, SynonymListSchema } from '../schemas/synonyms.js';
import { parseSdf } from '../sdf.js';
import { withOutput } from '../xml.js';
import { awaitListKey, type StructureSearchKind, structureSearch } from './structure-search.js';

/** A request for many CIDs: GET with the ids in the path for one, a form POST of `cid=` for more. */
function cidRequest(
  cids: readonly number[],
  operation: string,
): Omit<RequestSpec, 'schema' | 'responseType'> {
  if (cids.length === 1) {
    return { path: `${path`/rest/pug/compound/cid/${cids[0] as number}`}${operation}` };
  }
  return {
    method: 'POST',
    path: `/rest/pug/compound/cid${operation}`,
    body: new URLSearchParams({ cid: cids.join(',') }),
    readOnly: true,
  };
}

/** Longer names go in a POST body: a URL of several KB is refused by some proxies. */
const MAX_NAME_IN_PATH = 1_000;

/**
 * A lookup by name, SMILES or InChI. Names go in the path unless they hold a `/` or are very
 * long; SMILES and
 * InChI are always sent as a form POST, since both contain characters (`/`, `#`, `\`) that
 * PubChem cannot read back from a path segment.
 */
function inputRequest(input: ParsedCompoundInput, operation: string): RequestSpec {
  if ('cid' in input) return cidRequest([input.cid], operation);
  if ('name' in input && !input.name.includes('/') && input.name.length <= MAX_NAME_IN_PATH)
    return { path: `${path`/rest/pug/compound/name/${input.name}`}${operation}` };
  const [kind, value] =
    'name' in input
      ? ['name', input.name]
      : 'smiles' in input
        ? ['smiles', input.smiles]
        : ['inchi', input.inchi];
  return {
    method: 'POST',
    path: `/rest/pug/compound/${kind}${operation}`,
    body: new URLSearchParams({ [kind]: value }),
    readOnly: true,
  };
}

/** "No CID found" for a name or structure is an empty answer, not an error (DESIGN.md). */
function emptyOnNotFound<T>(error: unknown, empty: T): T {
  if (error instanceof NotFoundError) return empty;
  throw error;
}

const propertyOperation = (names: readonly string[]) => `/property/${names.join(',')}`;

/**
 * `compounds.*`: PUG REST compound operations (spec S8): properties, identifier lookups, the
 * similarity/substructure/superstructure searches (asynchronous ListKey flow), images, SDF,
 * synonyms and bioassay summaries.
 */
export class Compounds extends Resource<CompoundsClient> {
  /**
   * Properties of any number of CIDs, split into chunks of 200 (POST id lists), in input order,
   * with per-CID failures (a CID left out of the answer is a MissingItemError in `failures`). A
   * property a compound lacks is absent from its record.
   */
  async properties(
    cids: CidsInput,
    options: PropertiesOptions = {},
    call: CallOptions = {},
  ): Promise<BatchResult<number, CompoundProperties>> {
    const ids = parseCids(cids);
    const names = parseInput(PropertiesOptionsSchema, options, 'options').properties ?? SPEC_PROPERTY_NAMES;
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
   * nothing is sent before iteration.
   */
  async *propertiesCsv(
    cids: CidsInput,
    options: PropertiesOptions = {},
    call: CallOptions = {},
  ): AsyncGenerator<Record<string, string>, void, undefined> {
    const ids = parseCids(cids);
    const names = parseInput(PropertiesOptionsSchema, options, 'options').properties ?? SPEC_PROPERTY_NAMES;
    const operation = `${propertyOperation(names)}/CSV`;
    for (let i = 0; i < ids.length; i += CID_CHUNK) {
      const body = await this.client.request(
        { ...cidRequest(ids.slice(i, i + CID_CHUNK), operation), responseType: 'stream' },
        call,
      );
      yield* csvRows(body);
    }
  }

  /**
   * Properties of every compound a `{ name }`, `{ smiles }`, `{ inchi }` or `{ cid }` stands for
   * (a name may match several). No match is an empty list.
   */
  async propertiesOf(
    input: CompoundInput,
    options: PropertiesOptions = {},
    call: CallOptions = {},
  ): Promise<CompoundProperties[]> {
    const parsed = parseInput(CompoundInputSchema, input, 'input');
    const names = parseInput(PropertiesOptionsSchema, options, 'options').properties ?? SPEC_PROPERTY_NAMES;
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
   * CIDs of compounds similar to `smiles` (2-D Tanimoto, `threshold` percent, default 90). When
   * PubChem answers with a ListKey the search is polled until ready (bounded by `pollTimeout`).
   */
  async similarity(
    smiles: string,
    options: SimilarityOptions = {},
    call: CallOptions = {},
  ): Promise<number[]> {
    return this.#search('similarity', smiles, options, call);
  }

  /** CIDs of compounds that contain `smiles` as a substructure (asynchronous search, polled). */
  async substructure(
    smiles: string,
    options: StructureSearchOptions = {},
    call: CallOptions = {},
  ): Promise<number[]> {
    return this.#search('substructure', smiles, options, call);
  }

  /** CIDs of compounds contained in `smiles` (asynchronous search, polled). */
  async superstructure(
    smiles: string,
    options: StructureSearchOptions = {},
    call: CallOptions = {},
  ): Promise<number[]> {
    return this.#search('superstructure', smiles, options, call);
  }

  /** The CIDs behind a ListKey from an earlier search, polled until ready. */
  async listKey(listKey: string, options: PollOptions = {}, call: CallOptions = {}): Promise<number[]> {
    const key = parseInput(ListKeySchema, listKey, 'listKey');
    const opts = parseInput(PollOptionsSchema, options, 'options');
    return awaitListKey(this.client, key, opts, call);
  }

  /** The 2-D structure image as PNG bytes (`size`: small 100 x 100 or large 300 x 300). */
  async image(cid: number | string, options: ImageOptions = {}, call: CallOptions = {}): Promise<Uint8Array> {
    const id = parseInput(CidSchema, cid, 'cid');
    const opts = parseInput(ImageOptionsSchema, options, 'options');
    return this.client.request(
      {
        path: path`/rest/pug/compound/cid/${id}/PNG`,
        query: { image_size: opts.size },
        responseType: 'bytes',
      },
      call,
    );
  }

  /** The same PNG as a stream that resumes after a dropped connection. */
  async imageStream(
    cid: number | string,
    options: ImageOptions = {},
    call: CallOptions = {},
  ): Promise<ReadableStream<Uint8Array>> {
    const id = parseInput(CidSchema, cid, 'cid');
    const opts = parseInput(ImageOptionsSchema, options, 'options');
    return this.client.download(
      { path: path`/rest/pug/compound/cid/${id}/PNG`, query: { image_size: opts.size } },
      {},
      call,
    );
  }

  /**
   * PubChem's own body of one operation for up to 200 CIDs, streamed as bytes (resumes after a
   * dropped connection): `{ operation: 'synonyms', format: 'xml' }` is the `InformationList`
   * document as PubChem wrote it. For typed rows use the operation's method (with the client's
   * `wireFormat: 'xml'` to have them read from XML).
   */
  async download(
    cids: CidsInput,
    options: DownloadOptions,
    call: CallOptions = {},
  ): Promise<ReadableStream<Uint8Array>> {
    const ids = parseCids(cids);
    const opts = parseInput(DownloadOptionsSchema, options, 'options');
    const formats: readonly string[] = DOWNLOAD_FORMATS[opts.operation];
    if (!formats.includes(opts.format))
      throw new InputError('options.format', `PubChem serves ${opts.operation} as ${formats.join(', ')}`);
    if (opts.properties !== undefined && opts.operation !== 'properties')
      throw new InputError('options.properties', 'only applies to operation "properties"');
    // One document has one root: more CIDs would need several bodies, which do not concatenate.
    if (ids.length > CID_CHUNK)
      throw new InputError('cids', `at most ${CID_CHUNK} CIDs per download (got ${ids.length})`);
    const operation =
      opts.operation === 'properties'
        ? propertyOperation(opts.properties ?? SPEC_PROPERTY_NAMES)
        : `/${opts.operation.toLowerCase()}`;
    return this.client.download(cidRequest(ids, `${operation}/${opts.format.toUpperCase()}`), {}, call);
  }

  /** The SD file of one or more CIDs, streamed (resumes after a dropped connection). */
  async sdf(cids: CidsInput, call: CallOptions = {}): Promise<ReadableStream<Uint8Array>> {
    const ids = parseCids(cids);
    return this.#sdfStream(ids, '/SDF', call);
  }

  /** The compound record as SDF (`/record/SDF`), streamed. */
  async recordSdf(cids: CidsInput, call: CallOptions = {}): Promise<ReadableStream<Uint8Array>> {
    const ids = parseCids(cids);
    return this.#sdfStream(ids, '/record/SDF', call);
  }

  /**
   * The SDF records of any number of CIDs as typed molecules (atoms, bonds, `PUBCHEM_*` tags),
   * read as they arrive, 200 CIDs per request. Returned at once; requests start when iterated.
   */
  async *molecules(cids: CidsInput, call: CallOptions = {}): AsyncGenerator<SdfMolecule, void, undefined> {
    const ids = parseCids(cids);
    for (let i = 0; i < ids.length; i += CID_CHUNK) {
      yield* parseSdf(await this.#sdfStream(ids.slice(i, i + CID_CHUNK), '/SDF', call));
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

  /** The three structure searches differ only in their kind and (similarity) the threshold. */
  #search(
    kind: StructureSearchKind,
    smiles: string,
    options: SimilarityOptions | StructureSearchOptions,
    call: CallOptions,
  ): Promise<number[]> {
    const structure = parseSmiles(smiles);
    if (kind === 'similarity') {
      const opts = parseInput(SimilarityOptionsSchema, options, 'options');
      const form = { Threshold: opts.threshold ?? 90, MaxRecords: opts.maxRecords };
      return structureSearch(this.client, kind, structure, form, opts, call);
    }
    const opts = parseInput(StructureSearchOptionsSchema, options, 'options');
    return structureSearch(this.client, kind, structure, { MaxRecords: opts.maxRecords }, opts, call);
  }

  #sdfStream(ids: readonly number[], operation: string, call: CallOptions) {
    return this.client.download(cidRequest(ids, operation), {}, call);
  }
}

/** One CID or a list, checked so that a refusal names the item (`cids.2`). */
function parseCids(cids: CidsInput): number[] {
  return Array.isArray(cids)
    ? parseInput(CidListSchema, cids, 'cids')
    : [parseInput(CidSchema, cids, 'cids')];
}

function parseSmiles(smiles: string): string {
  return parseInput(SmilesSchema, smiles, 'smiles');
}
