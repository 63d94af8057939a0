/** The two servers the API speaks for; the path segment after `/details/` or `/pubs/`. */
export const PREPRINT_SERVERS = ['biorxiv', 'medrxiv'] as const;
export type PreprintServer = (typeof PREPRINT_SERVERS)[number];
