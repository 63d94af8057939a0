import type { LimitRule } from './service.js';

/**
 * Exact sliding-window limits: every admitted request's time is kept per window, so "50 per
 * minute" means at most 50 in ANY 60 s span (a fixed window would allow 100 across a boundary,
 * and a client that is correct against the real service could pass here while wrong there).
 */
type WindowRule = { key: string; limit: number; windowMs: number };
type LimitDecision = { allowed: true } | { allowed: false; retryAfterMs: number };

/** A service's documented limits as windows, each keyed under the service's name. */
export function windowRules(serviceName: string, rules: readonly LimitRule[]): WindowRule[] {
  const out: WindowRule[] = [];
  for (const rule of rules) {
    const key = `${serviceName}:${rule.key}`;
    if (rule.perSecond !== undefined) out.push({ key, limit: rule.perSecond, windowMs: 1_000 });
    if (rule.perMinute !== undefined) out.push({ key, limit: rule.perMinute, windowMs: 60_000 });
  }
  return out;
}

export class SlidingWindowLimiter {
  readonly #hits = new Map<string, number[]>();

  /** Admits the request against every rule (recording it in all of them) or rejects it. */
  check(rules: readonly WindowRule[], now: number): LimitDecision {
    const windows = rules.map((rule) => ({ rule, hits: this.#window(rule, now) }));
    let retryAfterMs = 0;
    for (const { rule, hits } of windows) {
      if (hits.length < rule.limit) continue;
      // The window frees a slot when the hit that is `limit` back from the end leaves it.
      const blocking = hits[hits.length - rule.limit] ?? now;
      retryAfterMs = Math.max(retryAfterMs, blocking + rule.windowMs - now);
    }
    if (retryAfterMs > 0) return { allowed: false, retryAfterMs };
    for (const { hits } of windows) hits.push(now);
    return { allowed: true };
  }

  /** The rule's admitted times still inside its window, oldest first. */
  #window(rule: WindowRule, now: number): number[] {
    const id = `${rule.key}\u0000${rule.windowMs}`;
    const hits = this.#hits.get(id) ?? [];
    this.#hits.set(id, hits);
    const inside = hits.findIndex((time) => time > now - rule.windowMs);
    hits.splice(0, inside === -1 ? hits.length : inside);
    return hits;
  }
}
