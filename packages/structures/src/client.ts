import { BaseClient, type CallOptions, type ClientOptions, PagePromise } from '@lifesci/core';
import * as v from 'valibot';
import { structuresErrorMessage } from './errors.js';
import { Assemblies } from './resources/assemblies.js';
import { ChemComps } from './resources/chem-comps.js';
import { Entities } from './resources/entities.js';
import { Entries } from './resources/entries.js';
import { Files } from './resources/files.js';
import { runGraphql } from './resources/graphql.js';
import { Instances } from './resources/instances.js';
import { runSearch } from './resources/search.js';
import type { GraphqlParams } from './schemas/params.js';
import type { SearchHit, SearchOptions, SearchResponse } from './schemas/search.js';
import type { QueryNode } from './search/query.js';

export interface StructuresClientOptions extends ClientOptions {}

/**
 * The spec gives no number for S7's rate limit (only that 429 exists), so the client keeps a
 * conservative budget and lets core's 429/Retry-After handling slow it further.
 */
export const STRUCTURES_LIMITS = { perSecond: 5, concurrency: 5 } as const;

/** The five public base addresses, by the emulator's interface keys. */
export const STRUCTURES_BASE_URLS = {
  structureData: 'https://data.rcsb.org',
  structureGraphql: 'https://data.rcsb.org/graphql',
  structureSearch: 'https://search.rcsb.org/rcsbsearch/v2',
  structureFiles: 'https://files.rcsb.org',
  structureSite: 'https://www.rcsb.org',
} as const;

/**
 * RCSB PDB (spec S7): Data REST API, GraphQL, Search API v2 and file downloads. Describes
 * requests; @lifesci/core executes them. Nothing touches the network at construction.
 */
export class StructuresClient extends BaseClient {
  /** Entries and computed models (`get`), their citation (`pubmed`) and GraphQL summaries (`summary`, `summaries`). */
  readonly entries: Entries;
  /** Polymer, non-polymer and branched entities (`get` with `kind`), and their UniProt records (`uniprot`). */
  readonly entities: Entities;
  /** Chains and placed ligands and sugars (`get` with `kind`). */
  readonly instances: Instances;
  /** Biological assemblies. */
  readonly assemblies: Assemblies;
  /** Chemical components of the Chemical Component Dictionary. */
  readonly chemComps: ChemComps;
  /** Coordinate files, structure factors, assemblies and FASTA. */
  readonly files: Files;

  constructor(options: StructuresClientOptions = {}) {
    super(
      {
        service: 'structures',
        // No options of its own: any key core does not know is an InputError.
        options: v.object({}),
        baseUrls: { ...STRUCTURES_BASE_URLS },
        defaultBase: 'structureData',
        limiterId: 'rcsb.org',
        limits: STRUCTURES_LIMITS,
        errorMessage: structuresErrorMessage,
      },
      options,
    );
    this.entries = new Entries(this);
    this.entities = new Entities(this);
    this.instances = new Instances(this);
    this.assemblies = new Assemblies(this);
    this.chemComps = new ChemComps(this);
    this.files = new Files(this);
  }

  /**
   * One GraphQL request (POST {structureGraphql}): `graphql(document, { variables, schema? })`.
   * Resolves to `data`: checked with `schema` and typed by its output when one is given (a
   * mismatch is a ResponseValidationError), else typed by the caller. A response with `errors`
   * rejects with `GraphqlError` carrying the errors and any partial data.
   */
  graphql<S extends v.GenericSchema>(
    query: string,
    params: GraphqlParams<S> & { schema: S },
    call?: CallOptions,
  ): Promise<v.InferOutput<S>>;
  graphql<T = Record<string, unknown>>(query: string, params?: GraphqlParams, call?: CallOptions): Promise<T>;
  async graphql<T>(query: string, params: GraphqlParams = {}, call?: CallOptions): Promise<T> {
    return runGraphql<T>(this, query, params, call);
  }

  /**
   * A Search API v2 query built with `q` (or a raw node), page by page: `await` gives the first
   * page (`total` from `total_count`), `for await` walks every hit. No hits (HTTP 204) is an
   * empty result.
   */
  search(
    query: QueryNode,
    options?: SearchOptions,
    call?: CallOptions,
  ): PagePromise<SearchHit, number, SearchResponse> {
    return PagePromise.defer(() => runSearch(this, query, options, call));
  }
}
