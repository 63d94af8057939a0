import type { EmulatorReply, EmulatorRequest, EmulatorService, ServiceContext } from '../../service.js';
import { catalogFor } from './data/catalog.js';
import { harmonisedFile } from './files.js';
import { errorBody, HttpError, json } from './hal.js';
import { routeSumstats } from './routes-sumstats.js';
import { routeV1 } from './routes-v1.js';
import { routeV2 } from './routes-v2.js';

/**
 * GWAS Catalog (S4): the curated API in both versions (v1 at the root, API 2.0 under /v2), the
 * summary-statistics API and the harmonised files, over one linked generated data set. No rate
 * limit is documented, so none is enforced.
 */
export const gwasService: EmulatorService = {
  name: 'gwas',
  // The harmonised files are served below the sumstats address (`<gwasSumstats>/files/...`), not
  // under a key of their own: every lifesci client refuses base-address keys core does not know.
  mounts: { gwasCatalog: '/gwas/rest/api', gwasSumstats: '/gwas/summary-statistics/api' },
  serverError: (req, status) =>
    errorBody(status, status === 503 ? 'Service Unavailable' : 'Internal Server Error', req.path),
  async handle(req: EmulatorRequest, ctx: ServiceContext): Promise<EmulatorReply> {
    const base = ctx.baseUrls[req.mount] ?? '';
    const where = `${new URL(base).pathname}${req.path}`;
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return errorBody(405, `Request method '${req.method}' not supported`, where);
    let segments: string[];
    try {
      segments = req.path.split('/').filter(Boolean).map(decodeURIComponent);
    } catch {
      return errorBody(400, 'Malformed path', where);
    }
    const catalog = catalogFor(ctx.seed);
    const self = new URL(`${base}${req.path}${req.query.size > 0 ? `?${req.query}` : ''}`);
    try {
      if (req.mount === 'gwasSumstats' && segments[0] === 'files') {
        const file = await harmonisedFile(segments.slice(1), req.headers, ctx.seed, catalog);
        return file ?? errorBody(404, 'File not found', where);
      }
      const body =
        req.mount === 'gwasSumstats'
          ? routeSumstats(segments, req.query, base, ctx.seed, catalog, self)
          : segments[0] === 'v2'
            ? routeV2(segments.slice(1), req.query, base, catalog, self)
            : routeV1(segments, req.query, base, catalog, self);
      return body === undefined ? errorBody(404, 'No message available', where) : json(200, body);
    } catch (error) {
      if (error instanceof HttpError) return errorBody(error.status, error.message, where);
      throw error;
    }
  },
};
