import { BaseClient, type ResponseType, type ServiceConfig, TimeoutError } from '@lifesci/core';
import { describe, expect, it } from 'vitest';
import { trickleClock } from './helpers.js';

// A body read whole is bounded by the attempt's timeout on the client's clock as well as by the
// attempt's timer: a body trickling a byte "a second" on an injected clock ends in a
// TimeoutError as it would on the wall clock, without the test waiting on real seconds (the
// timer, 30 s of real time, never fires here).

const encoder = new TextEncoder();

/** A body of `head`, then `tail` a byte per pull, each pull moving `clock` on by a second. */
function trickle(head: string, tail: string, clock: { tick(ms: number): void }) {
  const bytes = encoder.encode(tail);
  let pulls = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(head));
      },
      pull(controller) {
        if (pulls === bytes.length) return controller.close();
        clock.tick(1000);
        controller.enqueue(bytes.subarray(pulls, pulls + 1));
        pulls += 1;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, pulls: () => pulls };
}

const config: ServiceConfig = {
  service: 'whole',
  baseUrls: { default: 'http://whole.invalid' },
  limiterId: 'whole-body-clock.test',
  limits: {},
};

/** A client whose every answer is `body()`, without a declared length (read chunk by chunk). */
function clientFor(body: () => ReadableStream<Uint8Array>, clock: ReturnType<typeof trickleClock>) {
  let requests = 0;
  const fetch = async () => {
    requests += 1;
    return new Response(body(), { headers: { 'content-type': 'application/json' } });
  };
  const client = new BaseClient(config, { rateLimit: false, maxRetries: 0, clock, fetch, timeout: 30_000 });
  return { client, requests: () => requests };
}

const TYPES: ResponseType[] = ['json', 'text', 'bytes', 'bufferedResponse'];

describe.each(TYPES)('a body read whole (%s)', (responseType) => {
  it("that trickles a byte a second ends in a TimeoutError once the attempt's time on the clock is spent", async () => {
    const clock = trickleClock();
    const body = trickle('[', ' '.repeat(600), clock);
    const { client, requests } = clientFor(() => body.stream, clock);
    const error = await client.request({ path: '/x', responseType }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as TimeoutError).timeoutMs).toBe(30_000);
    // Past 30 s at a second a byte: the 31st byte ends the read, and nothing more is pulled.
    expect(body.pulls()).toBe(31);
    expect(requests()).toBe(1);
  });

  it('that is slow but ends within the timeout is read whole', async () => {
    const clock = trickleClock();
    const body = trickle('[1', `${' '.repeat(20)}]`, clock);
    const { client } = clientFor(() => body.stream, clock);
    const result = await client.request({ path: '/x', responseType });
    if (responseType === 'json') expect(result).toEqual([1]);
    else {
      const text =
        result instanceof Response
          ? await result.text()
          : result instanceof Uint8Array
            ? new TextDecoder().decode(result)
            : result;
      expect(text).toBe(`[1${' '.repeat(20)}]`);
    }
    expect(body.pulls()).toBe(21);
  });
});
