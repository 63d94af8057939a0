import type { ResponseType } from './types.js';

/**
 * Default `maxBodyBytes` per response type. Bodies read whole are held in memory (and parsed),
 * so they are bounded. 48 MiB holds the largest batch answers read whole with room to spare (a
 * 1,000-study trials page is 10-20 MB at the real records' ~10 KB; 500 ClinVar VCV records ~29 MB
 * at the real fixture's 58 KB), while a hostile 1 GiB body or gzip bomb stays under 150 MB of
 * process RSS (buffering costs ~1.5x the bytes read before the GC catches up; 64 MiB measured
 * 157 MB, 48 MiB 134 MB: tooling/bench hostile-bodies). Bigger answers are what `stream` and
 * `download` are for. Streamed bodies are read by the caller chunk by chunk and are not bounded
 * unless asked.
 */
const WHOLE_BODY_BYTES = 48 * 1024 * 1024;

export const DEFAULT_MAX_BODY_BYTES: Readonly<Record<ResponseType, number>> = {
  json: WHOLE_BODY_BYTES,
  xml: WHOLE_BODY_BYTES,
  text: WHOLE_BODY_BYTES,
  bytes: WHOLE_BODY_BYTES,
  bufferedResponse: WHOLE_BODY_BYTES,
  stream: Number.POSITIVE_INFINITY,
  response: Number.POSITIVE_INFINITY,
};

/**
 * How much of an error body is read: enough for any service's error document (messages are
 * kept to 8 KiB of text), never a whole error page of hundreds of MB.
 */
export const ERROR_BODY_BYTES = 64 * 1024;

/** Thrown by `readBody` past the limit; the attempt turns it into a BodyTooLargeError. */
export class BodyLimitExceeded extends Error {
  constructor(readonly limit: number) {
    super(`body larger than ${limit} bytes`);
  }
}

function concat(chunks: Uint8Array[], size: number): Uint8Array {
  if (chunks.length === 1) return chunks[0] as Uint8Array;
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

/**
 * The whole body, at most `limit` bytes as fetch hands them out (after content decoding, so a
 * gzip bomb is counted inflated). Past the limit the read stops and the connection is released.
 * `stop`, asked after each chunk, ends the read there with the error it returns (the body is
 * cancelled): how a caller bounds the read by something only it can see, such as its deadline on
 * an injected clock. A body of a declared, unencoded length within the limit takes fetch's own
 * (faster) read, which `stop` does not see.
 */
export async function readBody(
  response: Response,
  limit: number,
  stop?: () => Error | undefined,
): Promise<Uint8Array> {
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  const encoded = response.headers.has('content-encoding');
  if (!encoded && declared > limit) {
    response.body?.cancel().catch(() => undefined);
    throw new BodyLimitExceeded(limit);
  }
  if (!response.body) return new Uint8Array(0);
  if (!encoded && declared >= 0) return new Uint8Array(await response.arrayBuffer());
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > limit) {
      reader.cancel().catch(() => undefined);
      throw new BodyLimitExceeded(limit);
    }
    chunks.push(value);
    const stopped = stop?.();
    if (stopped) {
      reader.cancel(stopped).catch(() => undefined);
      throw stopped;
    }
  }
  return concat(chunks, size);
}

/** The first `max` bytes of a body (all of it when shorter); the rest is not read. */
export async function readPrefix(response: Response, max: number): Promise<Uint8Array> {
  if (!response.body) return new Uint8Array(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (size < max) {
    const { done, value } = await reader.read();
    if (done) return concat(chunks, size);
    chunks.push(value);
    size += value.length;
  }
  reader.cancel().catch(() => undefined);
  return concat(chunks, size).subarray(0, max);
}
