import { badRequest, defineService, get, HttpError, jsonReply, notFound } from '../../kit/index.js';
import type { EmulatorReply, EmulatorService } from '../../service.js';
import { type Catalog, catalogFor } from './catalog.js';
import { listStudies, studyWriter } from './list.js';
import { NCT_ID, parseGetParams, parseListParams } from './params.js';

/**
 * S6, the clinical-trial registry: GET /api/v2/studies and /api/v2/studies/{nctId} over a
 * deterministic registry of 2,500 studies, limited to ~50 requests per minute per client address.
 */

/**
 * Error answers in the spec's shape, {error: {code, message}}. The messages follow the live
 * service's wording where it is known (the live service sends the same text as text/plain).
 */
const errorReply = (code: number, message: string) =>
  jsonReply({ error: { code, message } }, code, { 'content-type': 'application/json' });

function getStudy(catalog: Catalog, nctId: string, query: URLSearchParams): EmulatorReply {
  const params = parseGetParams(query);
  if (!NCT_ID.test(nctId)) throw badRequest(`Invalid NCT number: '${nctId}'`);
  const entry = catalog.find(nctId);
  if (!entry) throw notFound(`Study ${nctId.toUpperCase()} not found`);
  if (params.format === 'json.zip' || params.format === 'fhir.json') {
    throw new HttpError(
      501,
      `format=${params.format} is documented by the live API but not emulated by lifesci`,
    );
  }
  const { contentType, header, write } = studyWriter(catalog, params.format, params.fields);
  return { status: 200, headers: { 'content-type': contentType }, body: header + write(entry) };
}

export const trialsService: EmulatorService = defineService({
  name: 'trials',
  mounts: { trials: '/trials' },
  errors: { reply: errorReply },
  limits: (req) => [{ key: req.remoteAddress, perMinute: 50 }],
  tooManyRequests: () =>
    errorReply(429, 'Too many requests: the limit is about 50 requests per minute per IP address'),
  routes: [
    get('/api/v2/studies', ({ query, ctx }) => listStudies(catalogFor(ctx.seed), parseListParams(query))),
    get('/api/v2/studies/:nctId', ({ params, query, ctx }) =>
      getStudy(catalogFor(ctx.seed), params.nctId ?? '', query),
    ),
  ],
});
