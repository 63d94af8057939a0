// A client for a twelfth service, UniProt's REST API, on @lifesci/core alone: core brings the
// limiter, retries, error classes, validation and pagination; this file only describes requests.
import {
  BaseClient,
  type CallOptions,
  type ClientOptions,
  ids,
  PagePromise,
  parseInput,
  parseResponse,
  path,
  Resource,
} from '@lifesci/core';
import * as v from 'valibot';

export const EntrySchema = v.looseObject({
  primaryAccession: v.string(),
  uniProtkbId: v.optional(v.string()),
  entryType: v.optional(v.string()),
  organism: v.optional(
    v.looseObject({ scientificName: v.optional(v.string()), taxonId: v.optional(v.number()) }),
  ),
  genes: v.optional(v.array(v.looseObject({ geneName: v.optional(v.looseObject({ value: v.string() })) }))),
  sequence: v.optional(v.looseObject({ value: v.optional(v.string()), length: v.number() })),
});
export type Entry = v.InferOutput<typeof EntrySchema>;

const SearchPageSchema = v.looseObject({ results: v.array(EntrySchema) });

export const SearchParamsSchema = v.strictObject({
  query: v.pipe(v.string(), v.minLength(1)),
  fields: v.optional(v.array(v.pipe(v.string(), v.minLength(1)))),
  size: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(500))),
});
export type SearchParams = v.InferInput<typeof SearchParamsSchema>;

/** The `cursor` of the `Link: <...>; rel="next"` header, the API's only paging signal. */
export function nextCursor(link: string | null): string | undefined {
  const next = link?.split(',').find((part) => /;\s*rel="?next"?/.test(part));
  const url = next?.match(/<([^>]+)>/)?.[1];
  return url === undefined ? undefined : (new URL(url).searchParams.get('cursor') ?? undefined);
}

export class Entries extends Resource<UniProtClient> {
  /**
   * One UniProtKB entry by accession (`P04637`); a NotFoundError when there is none. `async`, so
   * a bad accession rejects like every other error instead of throwing here.
   */
  async get(accession: string, call?: CallOptions): Promise<Entry> {
    ids.uniprot.assert(accession, 'accession');
    return this.client.request({ path: path`/uniprotkb/${accession}`, schema: EntrySchema }, call);
  }

  /**
   * Every entry matching `params.query`, page by page over the `Link` header's cursor. The params
   * are checked on first use (`PagePromise.defer`): bad ones reject the list, never throw here.
   */
  search(params: SearchParams, call?: CallOptions): PagePromise<Entry, string> {
    return PagePromise.defer(() => {
      const { query, fields, size } = parseInput(SearchParamsSchema, params, 'params');
      return this.client.paginate<Entry, string>(async (cursor, pageCall) => {
        const response = await this.client.request(
          {
            path: '/uniprotkb/search',
            query: { query, fields, size, cursor },
            responseType: 'bufferedResponse',
          },
          pageCall,
        );
        const page = parseResponse(SearchPageSchema, await response.json(), 'uniprot GET /uniprotkb/search');
        const total = response.headers.get('x-total-results');
        return {
          items: page.results,
          next: nextCursor(response.headers.get('link')),
          total: total === null ? undefined : Number(total),
        };
      }, call);
    });
  }
}

/** UniProt's error body: `{ url, messages: [...] }`. */
function uniprotErrorMessage(body: unknown): string | undefined {
  const messages = (body as { messages?: unknown } | null)?.messages;
  return Array.isArray(messages) ? messages.join('; ') : undefined;
}

export class UniProtClient extends BaseClient {
  readonly entries = new Entries(this);

  constructor(options: ClientOptions = {}) {
    super(
      {
        service: 'uniprot',
        baseUrls: { uniprot: 'https://rest.uniprot.org' },
        limiterId: 'rest.uniprot.org',
        // UniProt documents no fixed quota; a polite default that users can raise.
        limits: { perSecond: 10, concurrency: 4 },
        errorMessage: uniprotErrorMessage,
        // Its own client options (none): any key core does not know is an InputError.
        options: v.object({}),
      },
      options,
    );
  }
}
