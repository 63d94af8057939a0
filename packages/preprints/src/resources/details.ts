import { type CallOptions, PagePromise, parseInput, path, Resource } from '@lifesci/core';
import type { PreprintsClient } from '../client.js';
import { categoryWire } from '../schemas/categories.js';
import { DoiSchema, type ListDetailsParams, ListDetailsParamsSchema } from '../schemas/params.js';
import { type DetailsEnvelope, DetailsEnvelopeSchema, type Preprint } from '../schemas/preprint.js';
import { doiPath } from './doi-path.js';
import { envelopePages } from './envelope-pages.js';

/** One record per preprint version. */
const preprintKey = (p: Preprint): string => `${p.doi.toLowerCase()}v${p.version}`;

/** `details.*`: preprint records by posting-date range or by DOI (spec S5, /details/). */
export class Details extends Resource<PreprintsClient> {
  /**
   * Every preprint version posted between `from` and `to` (both included), optionally in one
   * category, over `/details/{server}/{from}/{to}/{cursor}/json`. Each DOI + version is yielded
   * once even when the service repeats a record at a page boundary.
   */
  list(params: ListDetailsParams, call?: CallOptions): PagePromise<Preprint, number, DetailsEnvelope> {
    return PagePromise.defer(() => {
      const p = parseInput(ListDetailsParamsSchema, params, 'params');
      const server = this.client.server;
      const category = p.category === undefined ? undefined : categoryWire(p.category);
      return this.client.paginate(
        envelopePages<Preprint, DetailsEnvelope>(
          (cursor, pageCall) =>
            this.client.request(
              {
                path: path`/details/${server}/${p.from}/${p.to}/${cursor}/json`,
                query: { category },
                schema: DetailsEnvelopeSchema,
              },
              pageCall,
            ),
          preprintKey,
        ),
        call,
      );
    });
  }

  /**
   * Every version of one preprint (`/details/{server}/{doi}/na/json`), oldest first as the
   * service sends them; an unknown DOI is an empty array.
   */
  async get(doi: string, call?: CallOptions): Promise<Preprint[]> {
    const checked = parseInput(DoiSchema, doi, 'doi');
    const server = this.client.server;
    const raw = await this.client.request(
      { path: `${path`/details/${server}`}${doiPath(checked)}/na/json`, schema: DetailsEnvelopeSchema },
      call,
    );
    return raw.collection;
  }

  /** The newest version of one preprint (one request, as `get`), or `undefined` when the service has none. */
  async getLatest(doi: string, call?: CallOptions): Promise<Preprint | undefined> {
    let newest: Preprint | undefined;
    for (const record of await this.get(doi, call))
      if (newest === undefined || record.version > newest.version) newest = record;
    return newest;
  }
}
