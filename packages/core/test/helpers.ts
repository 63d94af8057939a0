// core's tests use the shared test kit (tooling/vitest-config/kit.js), like every package's.
import { fakeClock } from '@lifesci/vitest-config/kit';

export { fakeClock, type LocalServer, startServer } from '@lifesci/vitest-config/kit';

/** Everything an async iterable yields. */
export async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const x of iterable) out.push(x);
  return out;
}

/** Splits bytes into chunks of `size` (1 = worst case for boundary handling). */
export function* chunked(bytes: Uint8Array, size: number): Generator<Uint8Array> {
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

/**
 * A fake clock a trickling body moves on (`tick(1000)` per byte "a second"), beside the time its
 * sleeps add: timeouts are reached without waiting on real seconds.
 */
export function trickleClock() {
  const clock = fakeClock();
  let extra = 0;
  const tick = (ms: number) => {
    extra += ms;
  };
  return { ...clock, now: () => clock.now() + extra, tick };
}
