import type { LimitSpec } from './types.js';
import { WindowGuard } from './window.js';

/**
 * Decides, at the moment a job is about to start, whether the budget's windows and gap floor
 * allow it: 0 to start now (the start is recorded), or the ms to wait before asking again.
 */
export interface StartGate {
  tryStart(): number | Promise<number>;
}

export function localStartGate(limits: LimitSpec, gapMs: number): StartGate | undefined {
  const guard = new WindowGuard(limits, gapMs);
  return guard.active ? { tryStart: () => guard.tryStart(performance.now()) } : undefined;
}
