import { defineService, get, type RouteInput } from '../../kit/index.js';
import type { EmulatorReply, EmulatorService } from '../../service.js';
import { catalogFor, type Server } from './catalog.js';
import { details, pubs, site, statusReply } from './routes.js';

/**
 * S5, the preprint metadata service: /details/ by date range or DOI, /pubs/ by interval, with
 * the live service's paging (a record repeated at each page boundary, a total that overcounts),
 * and, on the `preprintsSite` mount, the site's full texts (JATS XML of every generated paper,
 * HTML, PDF) under /content/.
 * No rate limit is enforced: the spec documents none (only a 0.5 s recommendation).
 */

/** A route below `/{api}/{server}/`: an unknown server gets the live service's status answer. */
function withServer(answer: (server: Server, rest: string[], input: RouteInput) => EmulatorReply) {
  return (input: RouteInput) => {
    const server = (input.params.server ?? '').toLowerCase();
    if (server !== 'biorxiv' && server !== 'medrxiv') return statusReply('Server not recognized');
    return answer(server, (input.params.rest ?? '').split('/').filter(Boolean), input);
  };
}

export const preprintsService: EmulatorService = defineService({
  name: 'preprints',
  mounts: { preprints: '/preprints', preprintsSite: '/preprints-site' },
  // Errors in the envelope's own words: the status text is what the API reports.
  errors: { reply: (status, message) => statusReply(message, status) },
  routes: [
    get(
      '/details/:server/:rest*',
      withServer((server, rest, { query, ctx }) =>
        details(catalogFor(ctx.seed), server, rest, query, ctx.baseUrls.preprintsSite ?? ''),
      ),
    ),
    // "Recent" is counted back from the real today, so recent() always finds publications.
    get(
      '/pubs/:server/:rest*',
      withServer((server, rest, { ctx }) =>
        pubs(catalogFor(ctx.seed), server, rest, new Date().toISOString().slice(0, 10)),
      ),
    ),
    get(
      '/content/:path*',
      ({ req, ctx }) =>
        site(catalogFor(ctx.seed), req.path, ctx.baseUrls.preprintsSite ?? '', req.headers.range),
      'preprintsSite',
    ),
  ],
});
