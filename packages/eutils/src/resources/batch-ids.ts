import {
  ApiError,
  type BatchOptions,
  type BatchResult,
  batch,
  InputError,
  NotFoundError,
  RateLimitError,
  ServerError,
} from '@lifesci/core';

/**
 * The one rule of the E-utilities family for id batches: an error about the request itself
 * rejects the call; a problem with some ids is reported on those ids. Request-level: a bad
 * argument, an in-body ERROR such as an invalid db or "Empty id list", a 400, bad credentials,
 * and a rate limit that spent its retries (the budget is shared: every other chunk would hit
 * the same wall). Per-id: a 404 (it names the ids asked for), and a chunk whose server error
 * (5xx), network failure, timeout or broken body outlasted its retries: those fail only their
 * own ids, and the crawl goes on.
 */
export function concernsRequest(error: unknown): boolean {
  if (error instanceof InputError || error instanceof RateLimitError) return true;
  // A 404 names what was asked for (Datasets' /gene/id/{id}): it is about those ids.
  if (error instanceof ServerError || error instanceof NotFoundError) return false;
  return error instanceof ApiError;
}

/**
 * TODO(core): `batch` with a `failFast(error)` option (issue 18); until then genes and
 * clinical-variants use this one.
 *
 * core's `batch`, except that an error about the request stops the batch at once and is thrown,
 * instead of being copied onto every id as a per-id failure.
 */
export async function batchIds<T>(
  ids: readonly string[],
  options: Omit<BatchOptions<string, T>, 'signal'>,
  outer: AbortSignal | undefined,
): Promise<BatchResult<string, T>> {
  const controller = new AbortController();
  const forward = () => controller.abort(outer?.reason);
  if (outer?.aborted) forward();
  else outer?.addEventListener('abort', forward, { once: true });
  let fatal: { error: unknown } | undefined;
  try {
    const result = await batch<string, T>(ids, {
      ...options,
      signal: controller.signal,
      run: async (chunk, context) => {
        try {
          return await options.run(chunk, context);
        } catch (error) {
          if (concernsRequest(error)) {
            fatal ??= { error };
            controller.abort(error);
          }
          throw error;
        }
      },
    });
    if (fatal) throw fatal.error;
    return result;
  } catch (error) {
    throw fatal ? fatal.error : error;
  } finally {
    outer?.removeEventListener('abort', forward);
  }
}
