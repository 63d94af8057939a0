import type { PreprintServer } from './servers.js';

// The client's base addresses and their interface keys: internal (the package does not export
// them). Users read an address with `client.baseUrlOf('preprints' | 'preprintsSite')`.

/** Interface keys of the two base addresses (`baseUrls.preprints`, `baseUrls.preprintsSite`). */
export const API_BASE = 'preprints';
export const SITE_BASE = 'preprintsSite';

/** Default addresses: the metadata API, and the site that serves full texts (PDF, HTML, JATS). */
export const PREPRINTS_API_URL = 'https://api.biorxiv.org';
export const PREPRINTS_SITE_URLS: Readonly<Record<PreprintServer, string>> = {
  biorxiv: 'https://www.biorxiv.org',
  medrxiv: 'https://www.medrxiv.org',
};
