import { BaseClient, type ClientOptions, InputError } from '@lifesci/core';
import { checkPreprintsBody, preprintsErrorMessage } from './errors.js';
import { Details } from './resources/details.js';
import { FullText } from './resources/full-text.js';
import { Publications } from './resources/publications.js';

/** The two servers the API speaks for; the path segment after `/details/` or `/pubs/`. */
export const PREPRINT_SERVERS = ['biorxiv', 'medrxiv'] as const;
export type PreprintServer = (typeof PREPRINT_SERVERS)[number];

export interface PreprintsClientOptions extends ClientOptions {
  /** Which server's records to read (default `biorxiv`). Also picks the default site address. */
  server?: PreprintServer;
}

/**
 * Documented recommendation: at least 0.5 s between requests (spec S5, Limits). One request at a
 * time as well, so the gap holds between a response and the next request too.
 */
export const PREPRINTS_LIMITS = { minTimeMs: 500, concurrency: 1 } as const;

/** Base addresses: the metadata API, and the site that serves full texts (PDF, HTML, JATS). */
export const PREPRINTS_API_URL = 'https://api.biorxiv.org';
export const PREPRINTS_SITE_URLS: Readonly<Record<PreprintServer, string>> = {
  biorxiv: 'https://www.biorxiv.org',
  medrxiv: 'https://www.medrxiv.org',
};

/** Interface keys of the two base addresses (`baseUrls.preprints`, `baseUrls.preprintsSite`). */
export const API_BASE = 'preprints';
export const SITE_BASE = 'preprintsSite';

/**
 * bioRxiv/medRxiv metadata API (spec S5) and full texts from the preprint site. Describes
 * requests; @lifesci/core executes them. Nothing touches the network at construction.
 */
export class PreprintsClient extends BaseClient {
  readonly server: PreprintServer;
  readonly details: Details;
  readonly publications: Publications;
  readonly fullText: FullText;

  constructor(options: PreprintsClientOptions = {}) {
    const server = options.server ?? 'biorxiv';
    if (!PREPRINT_SERVERS.includes(server)) {
      throw new InputError('options.server', `must be one of ${PREPRINT_SERVERS.join(', ')}`);
    }
    super(
      {
        service: 'preprints',
        // Any other option key is an InputError (a misspelt option must not be ignored).
        optionKeys: ['server'],
        baseUrls: { [API_BASE]: PREPRINTS_API_URL, [SITE_BASE]: PREPRINTS_SITE_URLS[server] },
        defaultBase: API_BASE,
        limiterId: 'api.biorxiv.org',
        limits: PREPRINTS_LIMITS,
        errorMessage: preprintsErrorMessage,
        checkBody: checkPreprintsBody,
      },
      options,
    );
    this.server = server;
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
