import { defineService, get, jsonReply, notFound, type RouteInput } from '../../kit/index.js';
import { catalogFor } from './data/catalog.js';
import { sumstatsFile } from './files.js';
import { errorStyle, MOUNTS } from './hal.js';
import { routeCatalog } from './routes-catalog.js';
import { routeSumstats } from './routes-sumstats.js';

type Handler = (segments: string[], input: RouteInput, base: string, self: URL) => unknown;

/** A catch-all route below one mount: the module's own tables resolve the path's segments. */
function tree(pattern: string, mount: keyof typeof MOUNTS, handler: Handler) {
  return get(
    pattern,
    (input) => {
      const base = input.ctx.baseUrls[mount] ?? '';
      const rest = input.params.rest ?? '';
      const self = new URL(`${base}${input.req.path}${input.query.size > 0 ? `?${input.query}` : ''}`);
      const body = handler(rest.split('/').filter(Boolean), input, base, self);
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
    tree('/v2/:rest*', 'gwasCatalog', (s, { query, ctx }, base, self) =>
      routeCatalog('v2', s, query, base, catalogFor(ctx.seed), self),
    ),
    tree('/:rest*', 'gwasCatalog', (s, { query, ctx }, base, self) =>
      routeCatalog('v1', s, query, base, catalogFor(ctx.seed), self),
    ),
    get(
      '/:rest*',
      async ({ params, req, ctx }) => {
        const file = await sumstatsFile(
          (params.rest ?? '').split('/'),
          req.headers,
          ctx.seed,
          catalogFor(ctx.seed),
        );
        if (!file) throw notFound('File not found');
        return file;
      },
      'gwasFiles',
    ),
    tree('/:rest*', 'gwasSumstats', (s, { query, ctx }, base, self) =>
      routeSumstats(s, query, base, ctx.seed, catalogFor(ctx.seed), self),
    ),
  ],
});
