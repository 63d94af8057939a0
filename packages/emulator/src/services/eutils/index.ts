import type { EmulatorReply, EmulatorRequest, EmulatorService } from '../../service.js';
import { ncbiLimits, ncbiServerError, ncbiTooMany } from './limits.js';
import { readParams } from './params.js';
import type { Call } from './routes/call.js';
import { efetch } from './routes/efetch.js';
import { einfo } from './routes/einfo.js';
import { elink } from './routes/elink.js';
import { epost } from './routes/epost.js';
import { esearch } from './routes/esearch.js';
import { esummary } from './routes/esummary.js';
import { stateFor } from './state.js';

const ROUTES: Record<string, (call: Call) => EmulatorReply> = {
  '/einfo.fcgi': einfo,
  '/esearch.fcgi': esearch,
  '/esummary.fcgi': esummary,
  '/efetch.fcgi': efetch,
  '/elink.fcgi': elink,
  '/epost.fcgi': epost,
};

/** E-utilities without a key allow 3 requests per second per client address. */
const WITHOUT_KEY = 3;

const apiKeyOf = (req: EmulatorRequest) => readParams(req).get('api_key') || undefined;

/** Emulated E-utilities (S3 utilities interface and S10): db=gene and db=clinvar. */
export const eutilsService: EmulatorService = {
  name: 'eutils',
  mounts: { eutils: '/ncbi/entrez/eutils' },
  limits: (req) => ncbiLimits('eutils', apiKeyOf(req), req, WITHOUT_KEY),
  tooManyRequests: (req) => ncbiTooMany(apiKeyOf(req), req, WITHOUT_KEY),
  serverError: (req, status) => ncbiServerError(apiKeyOf(req), req, status),
  async handle(req, ctx) {
    const route = ROUTES[req.path];
    if (!route)
      return {
        status: 404,
        headers: { 'content-type': 'text/plain; charset=UTF-8' },
        body: `Not Found: ${req.path}\n`,
      };
    if (req.method !== 'GET' && req.method !== 'POST') {
      return {
        status: 405,
        headers: { allow: 'GET, POST', 'content-type': 'text/plain; charset=UTF-8' },
        body: 'Method Not Allowed\n',
      };
    }
    const state = stateFor(ctx);
    // Gene links reach ClinVar and back, so every route may need both; built once, off the hot path.
    await state.catalog.ready('clinvar');
    return route({ params: readParams(req), state });
  },
};
