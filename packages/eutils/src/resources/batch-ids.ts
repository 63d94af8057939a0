import {
  ApiError,
  type BatchOptions,
  type BatchResult,
  batch,
  InputError,
  RateLimitError,
  ServerError,
} from '@lifesci/core';

/**
 * An error about the request itself (an in-body ERROR such as an invalid db, a 400, bad
 * credentials) that every chunk would hit the same way. Transient walls (5xx, rate limit after
 * retries, network) are not: they fail only their chunk's ids.
 */
export function concernsRequest(error: unknown): boolean {
  if (error instanceof InputError) return true;
  if (error instanceof RateLimitError || error instanceof ServerError) return false;
  return error instanceof ApiError;
}

/**
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
