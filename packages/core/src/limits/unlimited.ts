import { abortReason } from './abort.js';
import type { RateLimiter, ScheduleOptions } from './types.js';

/** `rateLimit: false`: runs every job at once, with no queue and no bookkeeping. */
export const unlimited: RateLimiter = {
  schedule<T>(fn: () => Promise<T>, options?: ScheduleOptions): Promise<T> {
    if (options?.signal?.aborted) return Promise.reject(abortReason(options.signal));
    return fn();
  },
  pauseFor() {},
  async stop() {},
};
