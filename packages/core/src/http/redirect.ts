/**
 * Redirects, followed by core rather than by fetch. fetch drops only `Authorization` (and
 * cookies) when a redirect leaves the origin: an API key in `api-key`, a token in a header given
 * through the `headers` option or by a service would go to whichever host the answer names. Core
 * follows each hop itself and, once a hop leaves the request's origin, sends only the headers
 * below, which carry no credential. A redirect loop ends in an error that is not retried: it is
 * no passing fault (fetch's own "redirect count exceeded" was a NetworkError, retried 4 times).
 */

import type { Redactor } from '../errors/redact.js';

/** fetch's own limit (WHATWG fetch, step "redirect count is twenty"). */
export const MAX_REDIRECTS = 20;

const REDIRECT_STATUSES: ReadonlySet<number> = new Set([301, 302, 303, 307, 308]);

/**
 * Headers that carry no credential and mean the same on any host: the only ones that cross to
 * another origin. Everything else (keys, tokens, cookies, the user's own headers) stays behind.
 */
const PORTABLE_HEADERS: ReadonlySet<string> = new Set([
  'accept',
  'accept-encoding',
  'accept-language',
  'user-agent',
  'range',
  'if-range',
  'content-type',
  'content-language',
]);

/** What the attempt maps to its error: the redirect chain went on past `MAX_REDIRECTS`. */
export class TooManyRedirects extends Error {
  constructor(readonly response: Response) {
    super(`more than ${MAX_REDIRECTS} redirects (a redirect loop)`);
  }
}

/** A redirect to somewhere fetch must not go (another scheme, an unreadable Location). */
export class BadRedirect extends Error {}

function headerRecord(headers: RequestInit['headers']): Record<string, string> {
  const out: Record<string, string> = {};
  if (!headers) return out;
  const entries =
    headers instanceof Headers || Array.isArray(headers)
      ? (headers as Iterable<[string, string]>)
      : Object.entries(headers);
  for (const [name, value] of entries) out[name.toLowerCase()] = value;
  return out;
}

/** Removes from `url` every query parameter and userinfo that is, or is named as, a secret. */
function withoutSecrets(url: URL, redactor: Redactor): void {
  const isSecret = (value: string) => redactor.text(value) !== value;
  const plain = (value: string) => {
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  };
  if (isSecret(plain(url.username))) url.username = '';
  if (isSecret(plain(url.password))) url.password = '';
  for (const [name, value] of [...url.searchParams])
    if (redactor.isSecretName(name) || isSecret(value)) url.searchParams.delete(name, value);
}

/**
 * `fetch(url, init)` with redirects followed here (`redirect: 'manual'` to fetch). Returns the
 * first answer that is not a redirect (or a redirect core cannot follow: no Location, or a 307/308
 * whose stream body cannot be sent again), with `redirected` set when a hop was followed.
 */
export async function fetchFollowingRedirects(
  fetchFn: typeof globalThis.fetch,
  url: string,
  init: RequestInit,
  redactor: Redactor,
): Promise<Response> {
  const origin = new URL(url).origin;
  let current = url;
  let hopInit: RequestInit = { ...init, redirect: 'manual' };
  let crossed = false;
  for (let hops = 0; ; hops++) {
    const response = await fetchFn(current, hopInit);
    const location = REDIRECT_STATUSES.has(response.status) ? response.headers.get('location') : null;
    if (location === null) {
      if (hops > 0) Object.defineProperty(response, 'redirected', { value: true });
      return response;
    }
    if (hops >= MAX_REDIRECTS) throw new TooManyRedirects(response);
    let next: URL;
    try {
      next = new URL(location, current);
    } catch {
      response.body?.cancel().catch(() => undefined);
      throw new BadRedirect(`a redirect to an unreadable Location (status ${response.status})`);
    }
    if (next.protocol !== 'https:' && next.protocol !== 'http:') {
      response.body?.cancel().catch(() => undefined);
      throw new BadRedirect(`a redirect to a ${next.protocol} address`);
    }
    const method = (hopInit.method ?? 'GET').toUpperCase();
    // 303, and 301/302 after a POST, become a GET without the body (as fetch does).
    const toGet =
      (response.status === 303 && method !== 'GET' && method !== 'HEAD') ||
      ((response.status === 301 || response.status === 302) && method === 'POST');
    if (!toGet && hopInit.body instanceof ReadableStream) return response;
    response.body?.cancel().catch(() => undefined);
    // Once a hop has left the origin, credentials never come back, even on a later hop home.
    crossed ||= next.origin !== origin;
    // A Location that copies the request's query (`?api_key=...`) would carry the key along.
    if (crossed) withoutSecrets(next, redactor);
    let headers = headerRecord(hopInit.headers);
    if (crossed) {
      const kept: Record<string, string> = {};
      for (const [name, value] of Object.entries(headers)) if (PORTABLE_HEADERS.has(name)) kept[name] = value;
      headers = kept;
    }
    hopInit = { ...hopInit, headers };
    if (toGet) {
      hopInit.method = 'GET';
      delete hopInit.body;
      delete (hopInit as { duplex?: string }).duplex;
      delete headers['content-type'];
      delete headers['content-length'];
    }
    current = next.href;
  }
}
