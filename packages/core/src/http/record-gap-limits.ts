import type { Redactor } from '../errors/redact.js';
import type { Clock } from '../retry/clock.js';
import { DEFAULT_RECORD_GAP, type RecordGapLimits } from '../streams/record-gaps.js';

/**
 * The gap limits of a streamed body a client hands out: its `timeout` as the longest wait for a
 * record, and its `maxBodyBytes` (when finite; else the bound of a body read whole) as the most
 * bytes between two records, on the client's clock.
 */
export function recordGapsOf(ctx: {
  timeoutMs: number;
  maxBodyBytes: number;
  clock: Clock;
  endpoint: string;
  redactor: Redactor;
}): RecordGapLimits {
  return {
    waitMs: ctx.timeoutMs,
    bytes: Number.isFinite(ctx.maxBodyBytes) ? ctx.maxBodyBytes : DEFAULT_RECORD_GAP.bytes,
    clock: ctx.clock,
    endpoint: ctx.endpoint,
    redactor: ctx.redactor,
  };
}
