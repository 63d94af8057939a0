import type { LimitSpec } from './types.js';

/**
 * Servers enforce budgets with sliding windows, where a fixed-window reservoir could let two full
 * windows' worth through across a window edge (a 2x burst and a 429). Starting requests at an even
 * pace never exceeds any window; the margin on the gap absorbs timer and clock jitter.
 */
export const SPACING_MARGIN = 0.02;

/**
 * How late (ms) a request may reach the server, relative to the others in its window, without
 * the window overflowing. A busy client thread (parsing a large response, opening a connection)
 * delayed arrivals by up to ~28 ms in the service teams' emulator runs; a window of `n` requests
 * spaced `gap · (1 + m)` apart has `n · gap · m` of slack, so the margin is made large enough
 * for that slack to cover this: 3.5 % for per-second limits, while per-minute limits keep 2 %.
 */
export const WINDOW_JITTER_MS = 35;

/**
 * The gap (ms) between request starts that keeps every limit in `spec`, or 0 for none: the
 * strictest of the limits' gaps, each widened by `max(SPACING_MARGIN, WINDOW_JITTER_MS / window)`.
 * An explicit `margin` replaces that rule with a plain fraction of the gap.
 */
export function minTimeFor(spec: LimitSpec, margin?: number): number {
  let gap = 0;
  const limit = (count: number | undefined, windowMs: number) => {
    if (!count) return;
    const even = windowMs / count;
    const widen = margin ?? Math.max(SPACING_MARGIN, WINDOW_JITTER_MS / Math.max(windowMs, even));
    gap = Math.max(gap, even * (1 + widen));
  };
  limit(spec.perSecond, 1000);
  limit(spec.perMinute, 60_000);
  return Math.max(gap, spec.minTimeMs ?? 0);
}
