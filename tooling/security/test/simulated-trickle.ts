import type { ServerResponse } from 'node:http';
import type { Clock } from '@lifesci/core';

/**
 * A body that trickles a byte "a second" on a simulated clock the clients are given: each byte
 * sent moves the clock a second, so a client's timeout is reached without the test waiting on
 * real seconds. `onByte` counts what was served. A trickle stops by itself after 600 bytes (10
 * simulated minutes), so a reader that never gives up fails its test rather than hanging the suite.
 */
export function simulatedTrickle(onByte: () => void) {
  let now = 0;
  let trickles = 0;
  const clock: Clock = { now: () => now, sleep: () => Promise.resolve(), random: () => 0.5 };
  return {
    clock,
    /** A test's clock from 0; the trickle of a test before it stops moving the clock. */
    restart(): void {
      trickles += 1;
      now = 0;
    },
    trickle(res: ServerResponse): void {
      let left = 600;
      // Only the latest trickle moves the clock: one the client left may take a step more.
      const mine = ++trickles;
      const step = () => {
        if (res.destroyed || mine !== trickles) return;
        if (left-- === 0) return void res.end();
        now += 1000;
        onByte();
        res.write(' ', () => setTimeout(step, 1));
      };
      step();
    },
  };
}
