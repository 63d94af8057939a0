/**
 * A standard `Response` over `body` carrying the original's status, headers (or `headers`),
 * `url` and `redirected`, so callers of `response` and `bufferedResponse` keep the whole
 * Response API.
 */
export function rebuildResponse(response: Response, body: BodyInit | null, headers?: Headers): Response {
  const rebuilt = new Response(body, {
    status: response.status,
    statusText: response.statusText,
    headers: headers ?? response.headers,
  });
  // A constructed Response has an empty url; callers read it for redirects and logging.
  Object.defineProperties(rebuilt, {
    url: { value: response.url },
    redirected: { value: response.redirected },
  });
  return rebuilt;
}
