import type { ThrottleReader } from '@lifesci/core';

/**
 * NCBI's `X-RateLimit-Limit` / `X-RateLimit-Remaining` (per second, per IP or API key). A client
 * pacing itself at the limit sees `Remaining` reach 0 in every window, so 0 alone says nothing:
 * the reader counts the answers it saw in the last window and acts only when `Remaining` is
 * lower than those explain by more than one (timing skew), i.e. another process or machine is
 * spending the same budget. Then: none left pauses for a window; a few left slows the pace in
 * proportion for five windows. One reader per budget (it keeps that window's count): it is the
 * `budgetThrottle` of every client on NCBI's E-utilities budget.
 */
export function ncbiRateLimitThrottle(windowMs = 1_000): ThrottleReader {
  const seen: number[] = [];
  return ({ headers, now }) => {
    const remaining = Number.parseInt(headers.get('x-ratelimit-remaining') ?? '', 10);
    const limit = Number.parseInt(headers.get('x-ratelimit-limit') ?? '', 10);
    if (Number.isNaN(remaining) || Number.isNaN(limit)) return undefined;
    while (seen.length > 0 && (seen[0] as number) <= now - windowMs) seen.shift();
    seen.push(now);
    const ours = limit - seen.length;
    if (remaining >= ours - 1) return undefined;
    if (remaining <= 0) return { pauseMs: windowMs };
    return { slowTo: Math.max(0.25, (remaining + 1) / (ours + 1)), slowForMs: 5 * windowMs };
  };
}
