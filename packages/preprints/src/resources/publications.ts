import { type CallOptions, PagePromise, parseInput, path, Resource } from '@lifesci/core';
import type { PreprintsClient } from '../client.js';
import { DoiSchema, type ListPublicationsParams, ListPublicationsParamsSchema } from '../schemas/params.js';
import { type Publication, type PubsEnvelope, PubsEnvelopeSchema } from '../schemas/publication.js';
import { doiPath } from './doi-path.js';
import { envelopePages } from './envelope-pages.js';

const publicationKey = (p: Publication): string =>
  `${p.preprint_doi.toLowerCase()} ${p.published_doi.toLowerCase()}`;

/** `publications.*`: preprints that appeared in a journal (spec S5, /pubs/). */
export class Publications extends Resource<PreprintsClient> {
  /**
   * Preprints published in a journal in the last `days` days, 100 per page over
   * `/pubs/{server}/{days}d/{cursor}/json`. The `d` suffix is the live API's "days" interval (a
   * bare number there means "the N most recent").
   */
  list(params: ListPublicationsParams, call?: CallOptions): PagePromise<Publication, number, PubsEnvelope> {
    return PagePromise.defer(() => {
      const p = parseInput(ListPublicationsParamsSchema, params, 'params');
      const server = this.client.server;
      return this.client.paginate(
        envelopePages<Publication, PubsEnvelope>(
          (cursor, pageCall) =>
            this.client.request(
              { path: path`/pubs/${server}/${`${p.days}d`}/${cursor}/json`, schema: PubsEnvelopeSchema },
              pageCall,
            ),
          publicationKey,
        ),
        call,
      );
    });
  }

  /**
   * The journal publication of one preprint (`/pubs/{server}/{doi}/na/json`); the API also
   * resolves a published DOI back to its preprint. An array, as the service answers (one entry
   * for a published preprint); empty while the preprint is unpublished.
   */
  async get(doi: string, call?: CallOptions): Promise<Publication[]> {
    const checked = parseInput(DoiSchema, doi, 'doi');
    const server = this.client.server;
    const raw = await this.client.request(
      { path: `${path`/pubs/${server}`}${doiPath(checked)}/na/json`, schema: PubsEnvelopeSchema },
      call,
    );
    return raw.collection;
  }
}
