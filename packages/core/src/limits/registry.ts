import type { RateLimiter } from './types.js';

/**
 * Limiters keyed by budget id, so every client that spends one budget shares one limiter. The
 * registry lives on globalThis under a registered symbol: two installed copies of core (say, one
 * service package pinned to an older core) still share a budget within the process.
 */
export class LimiterRegistry {
  readonly #limiters = new Map<string, RateLimiter>();

  /** The limiter for `key`, created by `create` the first time the key is asked for. */
  get(key: string, create: () => RateLimiter): RateLimiter {
    let limiter = this.#limiters.get(key);
    if (!limiter) {
      limiter = create();
      this.#limiters.set(key, limiter);
    }
    return limiter;
  }

  has(key: string): boolean {
    return this.#limiters.has(key);
  }

  keys(): string[] {
    return [...this.#limiters.keys()];
  }

  /** Stops and forgets one limiter. */
  async delete(key: string): Promise<void> {
    const limiter = this.#limiters.get(key);
    this.#limiters.delete(key);
    await limiter?.stop();
  }

  /** Stops and forgets every limiter (tests, graceful shutdown). */
  async clear(): Promise<void> {
    const all = [...this.#limiters.values()];
    this.#limiters.clear();
    await Promise.all(all.map((l) => l.stop()));
  }
}

const REGISTRY_KEY = Symbol.for('@lifesci/core/limiter-registry');
const holder = globalThis as { [REGISTRY_KEY]?: LimiterRegistry };

/** The process-wide registry every BaseClient uses. */
export const limiterRegistry: LimiterRegistry = holder[REGISTRY_KEY] ?? new LimiterRegistry();
holder[REGISTRY_KEY] = limiterRegistry;
