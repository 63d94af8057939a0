import { defineService, get } from '../../kit/index.js';
import type { EmulatorReply, EmulatorService } from '../../service.js';
import { type Catalog, catalogFor } from './catalog.js';
import { csvColumnsOf, csvHeader, csvRow } from './csv.js';
import { BadRequest, errorReply } from './errors.js';
import { buildFieldIndex, type FieldIndex, jsonRenderer } from './fields.js';
import { listStudies } from './list.js';
import { NCT_ID, parseGetParams, parseListParams } from './params.js';

/**
 * S6, the clinical-trial registry: GET /api/v2/studies and /api/v2/studies/{nctId} over a
 * deterministic registry of 2,500 studies, limited to ~50 requests per minute per client address.
 */

const fieldIndexes = new WeakMap<Catalog, FieldIndex>();

function fieldIndexOf(catalog: Catalog): FieldIndex {
  let index = fieldIndexes.get(catalog);
  if (!index) {
    // A varied sample (with and without results, both study types) shows every piece of the shape.
    const sample = catalog.entries.filter((e, i) => i < 60 || e.skeleton.hasResults).slice(0, 120);
    index = buildFieldIndex(sample.map((e) => catalog.study(e)));
    fieldIndexes.set(catalog, index);
  }
  return index;
}

function getStudy(catalog: Catalog, nctId: string, query: URLSearchParams): EmulatorReply {
  const params = parseGetParams(query);
  if (!NCT_ID.test(nctId)) throw new BadRequest(`Invalid NCT number: '${nctId}'`);
  const entry = catalog.find(nctId);
  if (!entry) return errorReply(404, `Study ${nctId.toUpperCase()} not found`);
  if (params.format === 'json.zip' || params.format === 'fhir.json') {
    return errorReply(
      501,
      `format=${params.format} is documented by the live API but not emulated by lifesci`,
    );
  }
  if (params.format === 'csv') {
    const columns = csvColumnsOf(params.fields);
    return {
      status: 200,
      headers: { 'content-type': 'text/csv; charset=utf-8' },
      body: csvHeader(columns) + csvRow(JSON.parse(catalog.json(entry)), columns),
    };
  }
  const render = jsonRenderer(catalog, params.fields, () => fieldIndexOf(catalog));
  return { status: 200, headers: { 'content-type': 'application/json' }, body: render(entry) };
}

export const trialsService: EmulatorService = defineService({
  name: 'trials',
  mounts: { trials: '/trials' },
  errors: { reply: (status, message) => errorReply(status, message) },
  limits: (req) => [{ key: req.remoteAddress, perMinute: 50 }],
  tooManyRequests: () =>
    errorReply(429, 'Too many requests: the limit is about 50 requests per minute per IP address'),
  routes: [
    get('/api/v2/studies', ({ query, ctx }) => {
      const catalog = catalogFor(ctx.seed);
      return listStudies(catalog, parseListParams(query), () => fieldIndexOf(catalog));
    }),
    get('/api/v2/studies/:nctId', ({ params, query, ctx }) =>
      getStudy(catalogFor(ctx.seed), params.nctId ?? '', query),
    ),
  ],
});
