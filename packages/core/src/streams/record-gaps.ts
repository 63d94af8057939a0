import { BodyTooLargeError, TimeoutError } from '../errors/classes.js';
import type { Redactor } from '../errors/redact.js';
import { type Clock, systemClock } from '../retry/clock.js';

/**
 * What a streamed reader may spend between two records of a body. The idle timeout on each read
 * stops a body that goes silent, but not one that trickles (a byte a second resets it every
 * time), and a reader that skips text between records (XML whitespace, SDF lines) would read an
 * endless body forever: both are bounded per gap between records instead.
 */
export interface RecordGapLimits {
  /** Time spent waiting for the body between two records, in ms (the consumer's time is not counted). */
  waitMs: number;
  /** Bytes of the body read between two records. */
  bytes: number;
  /** Where the time comes from (a client's injectable clock). */
  clock: Pick<Clock, 'now'>;
  /** `service METHOD url` (redacted), for the error. */
  endpoint: string;
  /** Redacts the endpoint in the error (the client's redactor). */
  redactor?: Redactor | undefined;
}

/** One record may be as large as a body read whole (48 MiB, see read-body.ts); 30 s as `timeout`. */
export const DEFAULT_RECORD_GAP: Omit<RecordGapLimits, 'endpoint'> = {
  waitMs: 30_000,
  bytes: 48 * 1024 * 1024,
  clock: systemClock,
};

// A body core hands out carries its client's limits (timeout, clock, body bound), so a service's
// reader passes only the body.
const limitsOfBody = new WeakMap<object, RecordGapLimits>();

/** Marks a body core hands out with the limits its records are read under. */
export function setRecordGaps<S extends object>(body: S, limits: RecordGapLimits): S {
  limitsOfBody.set(body, limits);
  return body;
}

/** Whether `source` is a body core handed out, whose records are read under its client's limits. */
export function hasRecordGaps(source: unknown): source is ReadableStream<Uint8Array> {
  return source instanceof ReadableStream && limitsOfBody.has(source);
}

/**
 * `read(source)`, under the record gaps of `source` when core handed it out (see `recordsOf`):
 * how core's own readers (`csvRows`, `lines`, `lineBatches`, `xmlElements`) bound every body a
 * client hands out, so a service reading one with them needs no code of its own.
 */
export function withRecordGaps<S, R>(
  source: S,
  read: (source: S | ReadableStream<Uint8Array>) => AsyncGenerator<R, void, undefined>,
): AsyncGenerator<R, void, undefined> {
  return hasRecordGaps(source) ? recordsOf(source, read) : read(source);
}

/**
 * The records `read` finds in `body`, with the wait and the bytes between two records bounded:
 * past `waitMs` of waiting for the body (a trickle) a `TimeoutError`, past `bytes` read without a
 * record (endless text) a `BodyTooLargeError`, and the body is cancelled. The limits are those of
 * the client that opened `body` (its `timeout`, its `maxBodyBytes` or 48 MiB, its clock), or
 * `limits` where given. `isRecord` says which items count (default all), for readers that hand
 * out a batch per chunk, possibly empty.
 */
export async function* recordsOf<R>(
  body: ReadableStream<Uint8Array>,
  read: (body: ReadableStream<Uint8Array>) => AsyncIterable<R>,
  options: { limits?: Partial<RecordGapLimits>; isRecord?: (item: R) => boolean } = {},
): AsyncGenerator<R, void, undefined> {
  const limits: RecordGapLimits = {
    ...DEFAULT_RECORD_GAP,
    endpoint: 'streamed body',
    ...limitsOfBody.get(body),
    ...options.limits,
  };
  const { clock } = limits;
  const how = limits.redactor === undefined ? {} : { redactor: limits.redactor };
  let waited = 0;
  let bytes = 0;
  const reader = body.getReader();
  const fail = (controller: ReadableStreamDefaultController<Uint8Array>, error: Error) => {
    reader.cancel(error).catch(() => undefined);
    controller.error(error);
  };
  const counted = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const start = clock.now();
        let step: ReadableStreamReadResult<Uint8Array>;
        try {
          step = await reader.read();
        } catch (error) {
          controller.error(error);
          return;
        }
        waited += clock.now() - start;
        if (step.done) return controller.close();
        bytes += step.value.byteLength;
        if (waited > limits.waitMs) {
          const error = new TimeoutError(
            `${limits.endpoint}: no record after ${waited} ms of waiting for the body (${bytes} bytes)`,
            limits.waitMs,
            how,
          );
          return fail(controller, error);
        }
        if (bytes > limits.bytes) {
          const error = new BodyTooLargeError(limits.endpoint, limits.bytes, {
            ...how,
            what: `${bytes} bytes read without a record`,
          });
          return fail(controller, error);
        }
        controller.enqueue(step.value);
      },
      cancel(reason) {
        return reader.cancel(reason);
      },
    },
    // Nothing is read ahead of the reader: a pull is a read the reader waits for.
    { highWaterMark: 0 },
  );
  const isRecord = options.isRecord;
  for await (const item of read(counted)) {
    if (isRecord === undefined || isRecord(item)) {
      waited = 0;
      bytes = 0;
    }
    yield item;
  }
}
