import { defineService, get, jsonReply, notFound } from '../../kit/index.js';
import { catalogFor } from './data/catalog.js';
import { sumstatsFile } from './files.js';
import { type Below, errorStyle, MOUNTS } from './hal.js';
import { routeCatalog } from './routes-catalog.js';
import { routeSumstats } from './routes-sumstats.js';

/** A catch-all route below one mount: the module's own tables resolve the path's segments. */
function tree(mount: keyof typeof MOUNTS, handler: (segments: string[], at: Below) => unknown) {
  return get(
    '/:rest*',
    ({ req, params, query, ctx }) => {
      const base = ctx.baseUrls[mount] ?? '';
      const self = new URL(`${base}${req.path}${query.size > 0 ? `?${query}` : ''}`);
      const segments = (params.rest ?? '').split('/').filter(Boolean);
      const body = handler(segments, { query, self, base, seed: ctx.seed, catalog: catalogFor(ctx.seed) });
      if (body === undefined) throw notFound('No message available');
      return jsonReply(body, 200, { 'content-type': 'application/hal+json' });
    },
    mount,
  );
}

/**
 * GWAS Catalog (S4): the curated API in both versions (v1 at the root, API 2.0 under /v2), the
 * summary-statistics API and the plain and harmonised files (`gwasFiles`). No rate limit is documented, so
 * none is enforced.
 */
export const gwasService = defineService({
  name: 'gwas',
  mounts: MOUNTS,
  errors: errorStyle,
  routes: [
    tree('gwasCatalog', routeCatalog),
    get('/:rest*', sumstatsFile, 'gwasFiles'),
    tree('gwasSumstats', routeSumstats),
  ],
});
