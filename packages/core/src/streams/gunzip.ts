import { type ByteSource, readStream, toReadableStream } from './source.js';

/**
 * Decompresses gzip (including multi-member files such as bgzip'd summary statistics) as it is
 * read, so memory stays at a few chunks whatever the file size.
 */
export function gunzip(source: ByteSource): AsyncGenerator<Uint8Array, void, undefined> {
  const decompressed = toReadableStream(source).pipeThrough(
    new DecompressionStream('gzip') as unknown as ReadableWritablePair<Uint8Array, Uint8Array>,
  );
  return readStream(decompressed);
}
