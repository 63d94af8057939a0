import { BaseClient, type ClientOptions } from '@lifesci/core';
import * as v from 'valibot';
import { API_BASE, PREPRINTS_API_URL, PREPRINTS_SITE_URLS, SITE_BASE } from './bases.js';
import { checkPreprintsBody, preprintsErrorMessage } from './errors.js';
import { Details } from './resources/details.js';
import { FullText } from './resources/full-text.js';
import { Publications } from './resources/publications.js';
import { PREPRINT_SERVERS, type PreprintServer } from './servers.js';

export { PREPRINT_SERVERS, type PreprintServer } from './servers.js';

export interface PreprintsClientOptions extends ClientOptions {
  /** Which server's records to read (default `biorxiv`). Also picks the default site address. */
  server?: PreprintServer;
}

/** The client's own options (core checks the rest). */
export const PreprintsOptionsSchema = v.object({
  server: v.optional(
    v.picklist(PREPRINT_SERVERS, `must be one of ${PREPRINT_SERVERS.join(', ')}`),
    'biorxiv',
  ),
});
export type PreprintsOwnOptions = v.InferOutput<typeof PreprintsOptionsSchema>;

/**
 * Documented recommendation: at least 0.5 s between requests (spec S5, Limits). One request at a
 * time as well, so the gap holds between a response and the next request too.
 */
export const PREPRINTS_LIMITS = { minTimeMs: 500, concurrency: 1 } as const;

/**
 * bioRxiv/medRxiv metadata API (spec S5) and full texts from the preprint site. Describes
 * requests; @lifesci/core executes them. Nothing touches the network at construction.
 */
export class PreprintsClient extends BaseClient<PreprintsOwnOptions> {
  readonly server: PreprintServer;
  readonly details: Details;
  readonly publications: Publications;
  readonly fullText: FullText;

  constructor(options: PreprintsClientOptions = {}) {
    super(
      {
        service: 'preprints',
        // Its own options; any other key core does not know is an InputError.
        options: PreprintsOptionsSchema,
        // The site follows `server`; core checks the option (before any address is resolved).
        baseUrls: { [API_BASE]: PREPRINTS_API_URL, [SITE_BASE]: siteUrlOf(options.server) },
        defaultBase: API_BASE,
        limiterId: 'api.biorxiv.org',
        limits: PREPRINTS_LIMITS,
        errorMessage: preprintsErrorMessage,
        checkBody: checkPreprintsBody,
      },
      options,
    );
    this.server = this.serviceOptions.server;
    this.details = new Details(this);
    this.publications = new Publications(this);
    this.fullText = new FullText(this);
  }

  /** The site address full texts are read from (`baseUrls.preprintsSite`). */
  get siteUrl(): string {
    return this.baseUrls[SITE_BASE] ?? PREPRINTS_SITE_URLS[this.server];
  }

  /** The metadata API address (`baseUrls.preprints`). */
  get apiUrl(): string {
    return this.baseUrls[API_BASE] ?? PREPRINTS_API_URL;
  }
}

/** The public site of `server` (the default's for a value core will refuse). */
function siteUrlOf(server: unknown): string {
  return PREPRINT_SERVERS.includes(server as PreprintServer)
    ? PREPRINTS_SITE_URLS[server as PreprintServer]
    : PREPRINTS_SITE_URLS.biorxiv;
}
