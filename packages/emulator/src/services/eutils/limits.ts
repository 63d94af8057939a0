import type { EmulatorReply, EmulatorRequest, LimitRule } from '../../service.js';

/**
 * NCBI's per-second budgets: without a key they count per client address, with a key per key.
 * E-utilities allow 3/10 per second, the Datasets API 5/10. The framework keeps the windows.
 */
export function ncbiLimits(
  prefix: string,
  apiKey: string | undefined,
  req: EmulatorRequest,
  withoutKey: number,
): LimitRule[] {
  return apiKey
    ? [{ key: `${prefix}:key:${apiKey}`, perSecond: 10 }]
    : [{ key: `${prefix}:ip:${req.remoteAddress}`, perSecond: withoutKey }];
}

/** NCBI's API gateway answers in JSON without a charset: an error, then the key (or the client address when there is none). */
function gatewayReply(
  status: number,
  error: string,
  apiKey: string | undefined,
  req: EmulatorRequest,
  fields: object,
  headers: Record<string, string> = {},
): EmulatorReply {
  const body = JSON.stringify({ error, 'api-key': apiKey ?? req.remoteAddress, ...fields });
  return { status, headers: { 'content-type': 'application/json', ...headers }, body };
}

/** NCBI's 429 body (errors/rate-limit-error.json): what the window counted and the limit. */
export function ncbiTooMany(
  apiKey: string | undefined,
  req: EmulatorRequest,
  withoutKey: number,
): EmulatorReply {
  const limit = apiKey ? 10 : withoutKey;
  return gatewayReply(
    429,
    'API rate limit exceeded',
    apiKey,
    req,
    { count: String(limit + 1), limit: String(limit) },
    { 'x-ratelimit-limit': String(limit), 'x-ratelimit-remaining': '0' },
  );
}

/**
 * NCBI's API gateway answer when the service behind it fails, as users have posted it
 * (ropensci/rentrez#159, #162: HTTP 500, `{"error":"error forwarding request","api-key":
 * "<client address>","type":"ip","status":"ok"}`). The same body serves injected 503s; with a
 * key the `type` is assumed to be `api-key` (no recording with a key was found).
 */
export function ncbiServerError(apiKey: string | undefined, req: EmulatorRequest, status: 500 | 503) {
  return gatewayReply(status, 'error forwarding request', apiKey, req, {
    type: apiKey ? 'api-key' : 'ip',
    status: 'ok',
  });
}
