import type { LimitSpec } from './types.js';

/**
 * Servers enforce budgets with sliding windows, where a fixed-window reservoir could let two full
 * windows' worth through across a window edge (a 2x burst and a 429). Starting requests at an even
 * pace never exceeds any window, and the small margin absorbs clock and timer jitter.
 */
export const SPACING_MARGIN = 0.02;

/** The gap (ms) between request starts that keeps every limit in `spec`, or 0 for none. */
export function minTimeFor(spec: LimitSpec, margin = SPACING_MARGIN): number {
  const gaps = [0];
  if (spec.perSecond) gaps.push(1000 / spec.perSecond);
  if (spec.perMinute) gaps.push(60_000 / spec.perMinute);
  const paced = Math.max(...gaps) * (1 + margin);
  return Math.max(paced, spec.minTimeMs ?? 0);
}
