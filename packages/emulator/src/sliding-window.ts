/**
 * Exact sliding-window limits: every admitted request's time is kept per window, so "50 per
 * minute" means at most 50 in ANY 60 s span (a fixed window would allow 100 across a boundary,
 * and a client that is correct against the real service could pass here while wrong there).
 */
export interface WindowRule {
  key: string;
  limit: number;
  windowMs: number;
}

export type LimitDecision = { allowed: true } | { allowed: false; retryAfterMs: number };

export class SlidingWindowLimiter {
  readonly #hits = new Map<string, number[]>();

  /** Admits the request against every rule (recording it in all of them) or rejects it. */
  check(rules: readonly WindowRule[], now: number): LimitDecision {
    let retryAfterMs = 0;
    for (const rule of rules) {
      const hits = this.#prune(rule, now);
      if (hits.length >= rule.limit) {
        // The window frees a slot when the hit that is `limit` back from the end leaves it.
        const blocking = hits[hits.length - rule.limit] ?? now;
        retryAfterMs = Math.max(retryAfterMs, blocking + rule.windowMs - now);
      }
    }
    if (retryAfterMs > 0) return { allowed: false, retryAfterMs };
    for (const rule of rules) this.#hitsOf(rule).push(now);
    return { allowed: true };
  }

  #hitsOf(rule: WindowRule): number[] {
    const id = `${rule.key}\u0000${rule.windowMs}`;
    let hits = this.#hits.get(id);
    if (!hits) {
      hits = [];
      this.#hits.set(id, hits);
    }
    return hits;
  }

  #prune(rule: WindowRule, now: number): number[] {
    const hits = this.#hitsOf(rule);
    let expired = 0;
    while (expired < hits.length && (hits[expired] ?? 0) <= now - rule.windowMs) expired++;
    if (expired > 0) hits.splice(0, expired);
    return hits;
  }
}
