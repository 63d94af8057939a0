import {
  BaseClient,
  BodyTooLargeError,
  csvRows,
  lines,
  recordsOf,
  type ServiceConfig,
  TimeoutError,
  xmlElements,
} from '@lifesci/core';
import { createXmlParser } from '@lifesci/core/xml';
import { describe, expect, it } from 'vitest';
import { fakeClock, trickleClock } from './helpers.js';

// Between two records a streamed reader waits at most `timeout` for the body and reads at most
// `maxBodyBytes` (48 MiB by default): a body that trickles or runs on without a record ends in a
// typed error. Time is the client's clock, advanced by the body itself as it "waits": no test
// here waits on the wall clock.

const encoder = new TextEncoder();

/** `head` at once, then `tail` forever, one byte per pull, each pull taking `msPerByte` of `clock`. */
function trickle(head: string, tail: string, clock: { tick(ms: number): void }, msPerByte = 1000) {
  const bytes = encoder.encode(tail);
  let at = 0;
  let pulls = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        if (head) controller.enqueue(encoder.encode(head));
      },
      pull(controller) {
        pulls += 1;
        clock.tick(msPerByte);
        controller.enqueue(bytes.subarray(at % bytes.length, (at % bytes.length) + 1));
        at += 1;
      },
      // Pulled only when read: `pulls` is then the bytes the reader asked for.
    },
    { highWaterMark: 0 },
  );
  return { stream, pulls: () => pulls };
}

/** `head`, then `filler` forever, a chunk per pull; counts what was handed out. */
function endless(head: string, filler: string) {
  const chunk = encoder.encode(filler);
  let served = 0;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(head));
    },
    pull(controller) {
      served += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return { stream, served: () => served };
}

async function drain(records: AsyncIterable<unknown>): Promise<{ records: number; error?: unknown }> {
  let count = 0;
  try {
    for await (const _ of records) count += 1;
    return { records: count };
  } catch (error) {
    return { records: count, error };
  }
}

async function* nonBlank(source: AsyncIterable<string>) {
  for await (const line of source) if (line !== '') yield line;
}

const readers: [string, string, string, (body: ReadableStream<Uint8Array>) => AsyncIterable<unknown>][] = [
  ['xmlElements', '<Set><R>1</R><R>2</R>', ' ', (body) => xmlElements(body, 'R', { root: 'Set' })],
  ['csvRows', 'a,b\n1,2\n3,4\n', ' ', (body) => csvRows(body)],
  ['lines', 'x\ny\n', ' ', (body) => lines(body)],
  // Blank lines are records to `lines`; a reader that skips them (SDF between molecules) is not.
  ['lines without blank ones', 'x\ny\n', '\n', (body) => nonBlank(lines(body))],
];

describe.each(readers)('recordsOf over %s', (_name, head, filler, read) => {
  it('a body trickling a byte a second ends in a TimeoutError after the wait bound', async () => {
    const clock = trickleClock();
    const body = trickle(head, filler, clock);
    const limits = { waitMs: 30_000, clock, endpoint: 'test GET /trickle' };
    const result = await drain(recordsOf(body.stream, read, { limits }));
    expect(result.error).toBeInstanceOf(TimeoutError);
    expect((result.error as TimeoutError).timeoutMs).toBe(30_000);
    expect(result.records).toBe(2);
    // Past 30 s of waiting at a second a byte: the 31st byte ends it, never more.
    expect(body.pulls()).toBe(31);
  });

  it('endless text without a record ends in a BodyTooLargeError at the byte bound', async () => {
    const body = endless(head, filler.repeat(4096));
    const limits = { bytes: 1024 * 1024, endpoint: 'test GET /endless' };
    const result = await drain(recordsOf(body.stream, read, { limits }));
    expect(result.error).toBeInstanceOf(BodyTooLargeError);
    expect((result.error as BodyTooLargeError).limitBytes).toBe(1024 * 1024);
    expect((result.error as Error).message).toContain('without a record');
    expect(body.served()).toBeLessThanOrEqual(1024 * 1024 + 2 * 4096);
  });
});

describe('recordsOf', () => {
  it('counts from the last record: a slow body that keeps handing out records reads to its end', async () => {
    const clock = trickleClock();
    // 400 records of 8 bytes at a second a byte: 3,200 s in all, 8 s between two records.
    const text = Array.from({ length: 400 }, (_, i) => `${String(i).padStart(6, '0')},\n`).join('');
    const body = trickle('', text, clock);
    const limited = body.stream.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          controller.enqueue(chunk);
          if (body.pulls() >= text.length) controller.terminate();
        },
      }),
    );
    const limits = { waitMs: 10_000, clock, endpoint: 'test GET /slow' };
    const result = await drain(recordsOf(limited, (b) => csvRows(b, { header: false }), { limits }));
    expect(result).toEqual({ records: 400 });
  });

  it("does not count the consumer's own time as waiting", async () => {
    const clock = trickleClock();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode('1\n2\n3\n'));
        controller.close();
      },
    });
    const limits = { waitMs: 1000, clock, endpoint: 'test GET /consumer' };
    let seen = 0;
    for await (const _ of recordsOf(body, (b) => lines(b), { limits })) {
      // An hour of work per record, on the same clock.
      clock.tick(3_600_000);
      seen += 1;
    }
    expect(seen).toBe(3);
  });

  it('items that are not records (empty batches) do not reset the bounds', async () => {
    const clock = trickleClock();
    const body = trickle('', ' ', clock);
    const limits = { waitMs: 5000, clock, endpoint: 'test GET /batches' };
    // A reader handing out one (empty) batch per chunk, as line batch readers do.
    async function* batches(stream: ReadableStream<Uint8Array>) {
      const reader = stream.getReader();
      while (!(await reader.read()).done) yield [] as string[];
    }
    const result = await drain(recordsOf(body.stream, batches, { limits, isRecord: (b) => b.length > 0 }));
    expect(result.error).toBeInstanceOf(TimeoutError);
    expect(body.pulls()).toBe(6);
  });
});

describe('a body a client hands out carries its limits', () => {
  const config: ServiceConfig = {
    service: 'gaps',
    baseUrls: { default: 'http://gaps.invalid' },
    limiterId: 'record-gaps.test',
    limits: {},
    xmlParser: createXmlParser,
  };

  it('its timeout and clock bound the wait between records of a `stream` body read by xmlElements', async () => {
    const clock = trickleClock();
    let body: ReturnType<typeof trickle> | undefined;
    const fetch = async () => {
      body = trickle('<Set><R>1</R>', ' ', clock);
      return new Response(body.stream, { headers: { 'content-type': 'application/xml' } });
    };
    const client = new BaseClient(config, { rateLimit: false, maxRetries: 0, clock, fetch, timeout: 5000 });
    const stream = (await client.request({
      path: '/x',
      responseType: 'stream',
    })) as ReadableStream<Uint8Array>;
    // core's own reader applies the body's limits: no recordsOf needed.
    const result = await drain(xmlElements(stream, 'R'));
    expect(result.error).toBeInstanceOf(TimeoutError);
    expect((result.error as Error).message).toContain('gaps GET http://gaps.invalid/x');
    expect(result.records).toBe(1);
    // 5 s at a second a byte: the 6th byte read ends it (the guard may have one more in hand).
    expect(body?.pulls()).toBeGreaterThanOrEqual(6);
    expect(body?.pulls()).toBeLessThanOrEqual(7);
  });

  it('its maxBodyBytes bounds the bytes between records of a download read by lines', async () => {
    const fetch = async () =>
      new Response(endless('a\n', ' '.repeat(8192)).stream, { headers: { 'content-type': 'text/plain' } });
    const client = new BaseClient(config, {
      rateLimit: false,
      maxRetries: 0,
      clock: fakeClock(),
      fetch,
      maxBodyBytes: 256 * 1024,
    });
    const stream = await client.download({ path: '/file' });
    const result = await drain(lines(stream));
    expect(result.error).toBeInstanceOf(BodyTooLargeError);
    expect((result.error as BodyTooLargeError).limitBytes).toBe(256 * 1024);
    expect(result.records).toBe(1);
  });
});
