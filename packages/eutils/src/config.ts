import {
  type BudgetSpec,
  loadXmlParser,
  ncbiRateLimitThrottle,
  type Redactor,
  type ServiceConfig,
  type ServiceOptionsSchema,
} from '@lifesci/core';
import { checkEutilsBody, fatalEutilsMessage } from './errors.js';

export const EUTILS_BASE_URL = 'https://eutils.ncbi.nlm.nih.gov/entrez/eutils';
/** Registry id of the NCBI E-utilities budget (core appends a hash of the API key). */
export const EUTILS_LIMITER_ID = 'ncbi-eutils';
/** NCBI's documented budget: 3 requests per second, 10 with an API key. */
export const EUTILS_LIMITS: BudgetSpec = { perSecond: 3, withApiKey: { perSecond: 10 } };

/**
 * The E-utilities ServiceConfig under the name of the client that uses it, with that client's
 * own options (`options`: a valibot object schema, e.g. `EutilsOptionsSchema`). A composite client
 * on NCBI's budget (clinical-variants) is a BaseClient built from this one config, so core checks
 * its options and addresses as it does EutilsClient's and resolves the same limiter (id + key
 * hash). `redactor` is asked for when a body is checked, after the constructor has set it.
 */
export function eutilsServiceConfig<O extends object>(
  service: string,
  options: ServiceOptionsSchema<O>,
  redactor: () => Redactor | undefined,
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
    checkBody: (body, context) => checkEutilsBody(body, context, redactor()),
    // NCBI's X-RateLimit-* headers: slows or pauses the shared budget when another process
    // spends it too (one reader per budget, counting every client's answers).
    budgetThrottle: () => ncbiRateLimitThrottle(),
    xmlParser: loadXmlParser,
  };
}
