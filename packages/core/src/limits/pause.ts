/**
 * Where a limiter keeps "paused until": in memory for one process, in Redis for a shared budget
 * (with a TTL, so a crashed process cannot leave everyone paused).
 */
export interface PauseStore {
  /** Ms left in the current pause, 0 when not paused. */
  remaining(): number | Promise<number>;
  /** Pause for at least `ms`; a longer pause already running is kept. */
  pause(ms: number): void | Promise<void>;
}

export function memoryPauseStore(now: () => number = Date.now): PauseStore {
  let until = 0;
  return {
    remaining: () => Math.max(0, until - now()),
    pause(ms) {
      until = Math.max(until, now() + ms);
    },
  };
}
