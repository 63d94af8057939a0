import { jsonReply } from '../../kit/index.js';
import type { EmulatorRequest, EmulatorService } from '../../service.js';

/** JSON as NCBI's API gateway (Datasets, and E-utilities' own failures) types it: without a charset. */
export const gatewayJson = (status: number, value: unknown, headers: Record<string, string> = {}) =>
  jsonReply(value, status, { 'content-type': 'application/json', ...headers });

/**
 * The hooks of NCBI's API gateway, in front of both E-utilities and Datasets, to spread into a
 * service's definition. Budgets per second: without a key per client address (`withoutKey`:
 * E-utilities 3, Datasets 5), with a key 10 per key; the framework keeps the windows. The
 * gateway's own answers name an error, then the key (or the client address when there is none).
 */
export function ncbiGateway(
  prefix: string,
  withoutKey: number,
  apiKeyOf: (req: EmulatorRequest) => string | undefined,
): Pick<EmulatorService, 'limits' | 'tooManyRequests' | 'serverError'> {
  const keyed = (req: EmulatorRequest, error: string) => {
    const apiKey = apiKeyOf(req);
    return { apiKey, body: { error, 'api-key': apiKey ?? req.remoteAddress } };
  };
  return {
    limits: (req) => {
      const apiKey = apiKeyOf(req);
      return apiKey
        ? [{ key: `${prefix}:key:${apiKey}`, perSecond: 10 }]
        : [{ key: `${prefix}:ip:${req.remoteAddress}`, perSecond: withoutKey }];
    },
    // NCBI's 429 body (errors/rate-limit-error.json): what the window counted and the limit.
    tooManyRequests: (req) => {
      const { apiKey, body } = keyed(req, 'API rate limit exceeded');
      const limit = apiKey ? 10 : withoutKey;
      return gatewayJson(
        429,
        { ...body, count: String(limit + 1), limit: String(limit) },
        { 'x-ratelimit-limit': String(limit), 'x-ratelimit-remaining': '0' },
      );
    },
    /*
     * The gateway's answer when the service behind it fails, as users have posted it
     * (ropensci/rentrez#159, #162: HTTP 500, `{"error":"error forwarding request","api-key":
     * "<client address>","type":"ip","status":"ok"}`). The same body serves injected 503s; with a
     * key the `type` is assumed to be `api-key` (no recording with a key was found).
     */
    serverError: (req, status) => {
      const { apiKey, body } = keyed(req, 'error forwarding request');
      return gatewayJson(status, { ...body, type: apiKey ? 'api-key' : 'ip', status: 'ok' });
    },
  };
}
