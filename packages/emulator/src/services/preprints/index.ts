import { defineService, get, type RouteInput } from '../../kit/index.js';
import type { EmulatorReply, EmulatorService } from '../../service.js';
import type { Server } from './catalog.js';
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
    get('/details/:server/:rest*', withServer(details)),
    get('/pubs/:server/:rest*', withServer(pubs)),
    get('/content/:path*', site, 'preprintsSite'),
  ],
});
