import { createRandom, type Random } from './prng.js';

export const FAULT_KINDS = ['429', '500', '503', 'reset', 'truncate', 'slow'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export interface FaultOptions {
  /** Probability in [0, 1] that a request to an emulated service is faulted. */
  rate: number;
  /** Kinds to draw from, uniformly (default: all of them). */
  kinds?: readonly FaultKind[];
  /** Seed of the fault sequence (default: the emulator's seed). */
  seed?: number;
  /** Retry-After (seconds) sent with an injected 429 or 503 (default 1). */
  retryAfterSeconds?: number;
  /** A 'slow' body is sent in this many chunks (default 8)... */
  slowChunks?: number;
  /** ...with this pause before each chunk, in ms (default 50). */
  slowChunkDelayMs?: number;
}

export function resolveFaults(options: FaultOptions | undefined, defaultSeed: number) {
  if (!options) return undefined;
  const { rate } = options;
  if (!(rate >= 0 && rate <= 1)) throw new RangeError(`faults.rate must be within [0, 1], got ${rate}`);
  const kinds = options.kinds ?? FAULT_KINDS;
  if (kinds.length === 0) throw new RangeError('faults.kinds must not be empty');
  const unknown = kinds.find((kind) => !FAULT_KINDS.includes(kind));
  if (unknown) throw new RangeError(`unknown fault kind "${unknown}"; known: ${FAULT_KINDS.join(', ')}`);
  const random: Random = createRandom(options.seed ?? defaultSeed);
  return {
    retryAfterSeconds: options.retryAfterSeconds ?? 1,
    slowChunks: Math.max(1, options.slowChunks ?? 8),
    slowChunkDelayMs: Math.max(0, options.slowChunkDelayMs ?? 50),
    /** Draws the fault (or none) for the next request, in arrival order. */
    next(): FaultKind | undefined {
      // Two draws per request whatever the outcome, so the n-th request's fate depends only on
      // the seed and n, not on which kinds earlier requests happened to get.
      const hit = random();
      const which = random();
      if (hit >= rate) return undefined;
      return kinds[Math.floor(which * kinds.length)];
    },
  };
}
