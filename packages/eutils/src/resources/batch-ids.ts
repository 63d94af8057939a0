import { ApiError, InputError, NotFoundError, RateLimitError, ServerError } from '@lifesci/core';

/**
 * The one rule of the E-utilities family for id batches, given to core's `batch` as `failFast`:
 * an error about the request itself rejects the call; a problem with some ids is reported on
 * those ids. Request-level: a bad argument, an in-body ERROR such as an invalid db or "Empty id
 * list" (NCBI sends those with HTTP 200, so core's status rule alone would not see them), a 400,
 * bad credentials, and a rate limit that spent its retries (the budget is shared: every other
 * chunk would hit the same wall). Per-id: a 404 (it names the ids asked for), and a chunk whose
 * server error (5xx), network failure, timeout or broken body outlasted its retries: those fail
 * only their own ids, and the crawl goes on.
 */
export function concernsRequest(error: unknown): boolean {
  if (error instanceof InputError || error instanceof RateLimitError) return true;
  // A 404 names what was asked for (Datasets' /gene/id/{id}): it is about those ids.
  if (error instanceof ServerError || error instanceof NotFoundError) return false;
  return error instanceof ApiError;
}
