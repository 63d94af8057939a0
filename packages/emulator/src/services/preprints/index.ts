import { defineService, get, jsonReply } from '../../kit/index.js';
import type { EmulatorService } from '../../service.js';
import { catalogFor, type Server } from './catalog.js';
import { details, pubs, site, statusReply } from './routes.js';

/**
 * S5, the preprint metadata service: /details/ by date range or DOI, /pubs/ by interval, with
 * the live service's paging (a record repeated at each page boundary, a total that overcounts),
 * and, on the `preprintsSite` mount, the site's full texts (JATS XML of every generated paper,
 * HTML, PDF) under /content/.
 * No rate limit is enforced: the spec documents none (only a 0.5 s recommendation).
 */
const SERVERS: readonly string[] = ['biorxiv', 'medrxiv'];

/** The server segment, or the live service's answer to an unknown one. */
function server(name: string | undefined): Server | undefined {
  const s = (name ?? '').toLowerCase();
  return SERVERS.includes(s) ? (s as Server) : undefined;
}

const segments = (rest: string | undefined) => (rest ?? '').split('/').filter(Boolean);

export const preprintsService: EmulatorService = defineService({
  name: 'preprints',
  mounts: { preprints: '/preprints', preprintsSite: '/preprints-site' },
  // Errors in the envelope's own words: the status text is what the API reports.
  errors: {
    reply: (status, message) => jsonReply({ messages: [{ status: message }], collection: [] }, status),
  },
  routes: [
    get('/details/:server/:rest*', ({ params, query, ctx }) => {
      const s = server(params.server);
      if (!s) return statusReply('Server not recognized');
      const siteBase = ctx.baseUrls.preprintsSite ?? '';
      return details(catalogFor(ctx.seed), s, segments(params.rest), query, siteBase);
    }),
    get('/pubs/:server/:rest*', ({ params, ctx }) => {
      const s = server(params.server);
      if (!s) return statusReply('Server not recognized');
      // "Recent" is counted back from the real today, so recent() always finds publications.
      return pubs(catalogFor(ctx.seed), s, segments(params.rest), new Date().toISOString().slice(0, 10));
    }),
    get(
      '/content/:path*',
      ({ req, ctx }) =>
        site(catalogFor(ctx.seed), req.path, ctx.baseUrls.preprintsSite ?? '', req.headers.range),
      'preprintsSite',
    ),
  ],
});
