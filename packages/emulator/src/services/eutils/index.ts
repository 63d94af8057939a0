import { defineService, get, post, type RouteHandler, textReply } from '../../kit/index.js';
import type { EmulatorRequest, EmulatorService } from '../../service.js';
import { ncbiGateway } from './limits.js';
import { errorReply } from './render/envelope.js';
import { EutilsError, readParams } from './routes/call.js';
import { efetch } from './routes/efetch.js';
import { einfo } from './routes/einfo.js';
import { elink } from './routes/elink.js';
import { epost } from './routes/epost.js';
import { esearch } from './routes/esearch.js';
import { esummary } from './routes/esummary.js';
import { stateFor } from './state.js';

const UTILITIES = { einfo, esearch, esummary, efetch, elink, epost };

/** Every utility answers GET and the same parameters as a form POST; a bad request is its utility's ERROR. */
const routes = Object.entries(UTILITIES).flatMap(([name, utility]) => {
  const handler: RouteHandler = async ({ req, ctx }) => {
    const state = stateFor(ctx);
    // Gene links reach ClinVar and back, so every route may need both; built once, off the hot path.
    await state.catalog.ready('clinvar');
    const params = readParams(req);
    const json = params.get('retmode')?.toLowerCase() === 'json';
    try {
      return utility({ params, json, state });
    } catch (error) {
      if (!(error instanceof EutilsError)) throw error;
      return errorReply(name, json, error.message);
    }
  };
  return [get(`/${name}.fcgi`, handler), post(`/${name}.fcgi`, handler)];
});

/** E-utilities without a key allow 3 requests per second per client address. */
const WITHOUT_KEY = 3;

const apiKeyOf = (req: EmulatorRequest) => readParams(req).get('api_key') || undefined;

/** Emulated E-utilities (S3 utilities interface and S10): db=gene and db=clinvar. */
export const eutilsService: EmulatorService = defineService({
  name: 'eutils',
  mounts: { eutils: '/ncbi/entrez/eutils' },
  // NCBI's front end answers unknown paths and methods in plain text.
  errors: {
    reply: (status, message, req) => {
      const text =
        status === 404 ? `Not Found: ${req.path}` : status === 405 ? 'Method Not Allowed' : message;
      return textReply(`${text}\n`, 'text/plain; charset=UTF-8', status);
    },
  },
  ...ncbiGateway('eutils', WITHOUT_KEY, apiKeyOf),
  routes,
});
