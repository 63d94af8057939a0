import { type BudgetSpec, loadXmlParser, type ServiceConfig, type ServiceOptionsSchema } from '@lifesci/core';
import { checkEutilsBody, fatalEutilsMessage } from './errors.js';
import { ncbiRateLimitThrottle } from './throttle.js';

export const EUTILS_BASE_URL = 'https://eutils.ncbi.nlm.nih.gov/entrez/eutils';
/** Registry id of the NCBI E-utilities budget (core appends a hash of the API key). */
export const EUTILS_LIMITER_ID = 'ncbi-eutils';
/** NCBI's documented budget: 3 requests per second, 10 with an API key. */
export const EUTILS_LIMITS: BudgetSpec = { perSecond: 3, withApiKey: { perSecond: 10 } };

/**
 * The E-utilities ServiceConfig of EutilsClient, under a service name with the client's own
 * options (`options`: a valibot object schema, `EutilsOptionsSchema`). Clients built on the
 * E-utilities (genes, clinical-variants) compose an EutilsClient rather than a config of their
 * own, so every request spends the one limiter (id + key hash).
 */
export function eutilsServiceConfig<O extends object>(
  service: string,
  options: ServiceOptionsSchema<O>,
): ServiceConfig<O> {
  return {
    service,
    // Any other option key is an InputError (a misspelt option must not be ignored).
    options,
    baseUrls: { eutils: EUTILS_BASE_URL },
    limiterId: EUTILS_LIMITER_ID,
    limits: EUTILS_LIMITS,
    apiKeyPlacement: { query: 'api_key' },
    errorMessage: (body) => fatalEutilsMessage(body),
    checkBody: checkEutilsBody,
    // NCBI's X-RateLimit-* headers: slows or pauses the shared budget when another process
    // spends it too (one reader per budget, counting every client's answers).
    budgetThrottle: () => ncbiRateLimitThrottle(),
    xmlParser: loadXmlParser,
  };
}
