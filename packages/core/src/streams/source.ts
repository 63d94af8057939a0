import { createUtf8Decoder } from './utf8.js';

/** Bytes arriving over time: a web stream, or any (async) iterable of chunks. */
export type ByteSource = ReadableStream<Uint8Array> | AsyncIterable<Uint8Array> | Iterable<Uint8Array>;
/** Text or bytes arriving over time. */
export type TextSource = ByteSource | AsyncIterable<string> | Iterable<string>;

/** Reads a web stream chunk by chunk; cancels it if the consumer stops early. */
export async function* readStream<T>(stream: ReadableStream<T>): AsyncGenerator<T, void, undefined> {
  const reader = stream.getReader();
  let finished = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) {
        finished = true;
        return;
      }
      yield value;
    }
  } finally {
    if (!finished) await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}

export function iterate<T>(
  source: ReadableStream<T> | AsyncIterable<T> | Iterable<T>,
): AsyncIterable<T> | Iterable<T> {
  return source instanceof ReadableStream ? readStream(source) : source;
}

/** A web ReadableStream over any byte source, pulled only as fast as it is read. */
export function toReadableStream(source: ByteSource): ReadableStream<Uint8Array> {
  if (source instanceof ReadableStream) return source;
  const iterator =
    Symbol.asyncIterator in source
      ? (source as AsyncIterable<Uint8Array>)[Symbol.asyncIterator]()
      : (source as Iterable<Uint8Array>)[Symbol.iterator]();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await iterator.next();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}

/**
 * Text chunks from text or UTF-8 bytes (multi-byte characters split across chunks are kept
 * whole; a byte order mark opening the bytes is dropped).
 */
export async function* textChunks(source: TextSource): AsyncGenerator<string, void, undefined> {
  const decoder = createUtf8Decoder();
  let atStart = true;
  for await (const chunk of iterate(source as ReadableStream<Uint8Array | string>)) {
    if (typeof chunk === 'string') {
      yield chunk;
      continue;
    }
    let text = decoder.write(chunk);
    if (atStart && text !== '') {
      atStart = false;
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    }
    yield text;
  }
  const rest = decoder.end();
  if (rest) yield rest;
}
