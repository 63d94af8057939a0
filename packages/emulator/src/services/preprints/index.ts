import type { EmulatorReply, EmulatorRequest, EmulatorService, ServiceContext } from '../../service.js';
import { catalogFor, type Server } from './catalog.js';
import { detailsByDoi, detailsByRange, pubs, site, statusReply } from './routes.js';

/**
 * S5, the preprint metadata service: /details/ by date range or DOI, /pubs/ by interval, with
 * the live service's paging (a record repeated at each page boundary, a total that overcounts),
 * and the site's full texts (JATS XML for every tenth bioRxiv paper, HTML, PDF) under /content/.
 * No rate limit is enforced: the spec documents none (only a 0.5 s recommendation).
 */
const SERVERS: readonly string[] = ['biorxiv', 'medrxiv'];

function route(req: EmulatorRequest, ctx: ServiceContext): EmulatorReply {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    return {
      status: 405,
      headers: { allow: 'GET', 'content-type': 'text/plain' },
      body: 'Method not allowed',
    };
  }
  const catalog = catalogFor(ctx.seed);
  const base = ctx.baseUrls.preprints ?? '';
  if (req.path.startsWith('/content/')) return site(catalog, req.path, ctx.baseUrls.preprintsSite ?? base);
  let segments: string[];
  try {
    segments = req.path.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return statusReply('Path not recognized');
  }
  const [endpoint, server = '', ...rest] = segments;
  if (endpoint !== 'details' && endpoint !== 'pubs') {
    return { status: 404, headers: { 'content-type': 'text/plain' }, body: `Not found: ${req.path}` };
  }
  if (!SERVERS.includes(server.toLowerCase())) return statusReply('Server not recognized');
  const s = server.toLowerCase() as Server;
  const siteBase = ctx.baseUrls.preprintsSite ?? base;
  if (endpoint === 'pubs') return pubs(catalog, s, rest, new Date().toISOString().slice(0, 10));
  if (rest[0]?.startsWith('10.')) return detailsByDoi(catalog, s, rest, siteBase);
  return detailsByRange(catalog, s, rest, req.query, siteBase);
}

export const preprintsService: EmulatorService = {
  name: 'preprints',
  mounts: { preprints: '/preprints' },
  serverError: (_req, status) => ({
    status,
    headers: { 'content-type': 'text/html' },
    body: `<html><body><h1>${status === 503 ? 'Service Unavailable' : 'Internal Server Error'}</h1></body></html>`,
  }),
  handle: route,
};
