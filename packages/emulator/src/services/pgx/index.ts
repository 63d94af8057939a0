import type { EmulatorReply, EmulatorRequest, EmulatorService, ServiceContext } from '../../service.js';
import { catalogFor } from './catalog.js';
import { BadRequest, errorReply, notFound, TOO_MANY } from './replies.js';
import { LIST_ONLY, ROUTES } from './routes.js';

/**
 * S2, the pharmacogenomics knowledge service: the fifteen GET paths under /v1/ over a data set of
 * real pharmacogenes, drugs, CPIC/DPWG/FDA guidelines, star alleles and variants plus generated
 * pairs, annotations, labels and pathways; at most 2 requests per second per client address.
 */
function route(req: EmulatorRequest, ctx: ServiceContext): EmulatorReply {
  const match = /^\/v1\/([A-Za-z]+)(?:\/([^/]+))?\/?$/.exec(req.path);
  const name = match?.[1];
  const handler = name === undefined ? undefined : ROUTES[name];
  if (!match || !handler || (match[2] !== undefined && LIST_ONLY.has(name ?? ''))) {
    return notFound(`No endpoint at ${req.path}`);
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    return {
      ...errorReply(405, 'Method not allowed', `${req.method} is not supported`),
      headers: { allow: 'GET' },
    };
  }
  try {
    const arg = match[2] === undefined ? undefined : decodeURIComponent(match[2]);
    return handler(catalogFor(ctx.seed), arg, req.query, ctx.baseUrls.pgx ?? '');
  } catch (error) {
    if (error instanceof BadRequest) return errorReply(400, 'Bad Request', error.message);
    throw error;
  }
}

export const pgxService: EmulatorService = {
  name: 'pgx',
  mounts: { pgx: '/pgx' },
  limits: (req) => [{ key: req.remoteAddress, perSecond: 2 }],
  tooManyRequests: () => TOO_MANY,
  serverError: (_req, status) =>
    errorReply(
      status,
      status === 503 ? 'Service Unavailable' : 'Internal Server Error',
      'The server could not answer',
    ),
  handle: route,
};
