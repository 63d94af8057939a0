import { defineService, jsonReply } from '../../kit/index.js';
import type { EmulatorService } from '../../service.js';
import { ROUTES } from './routes.js';

/**
 * S2, the pharmacogenomics knowledge service: the fifteen GET paths under /v1/ over a data set of
 * real pharmacogenes, drugs, CPIC/DPWG/FDA guidelines, star alleles and variants plus generated
 * pairs, annotations, labels and pathways; at most 2 requests per second per client address.
 */

/** The spec's `{error, message}` body, with the short `error` words the documentation shows. */
const ERROR_WORDS: Record<number, string> = {
  400: 'Bad Request',
  404: 'Resource not found',
  405: 'Method Not Allowed',
  429: 'Rate limit exceeded',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

const pgxError = (status: number, message: string) =>
  jsonReply({ error: ERROR_WORDS[status] ?? 'Error', message }, status);

export const pgxService: EmulatorService = defineService({
  name: 'pgx',
  mounts: { pgx: '/pgx' },
  errors: { reply: pgxError },
  limits: (req) => [{ key: req.remoteAddress, perSecond: 2 }],
  tooManyRequests: () => pgxError(429, 'Maximum 2 requests per second allowed'),
  routes: ROUTES,
});
