import type { LinesOptions } from './lines.js';
import { DEFAULT_MAX_ROW_BYTES, rowTooLong } from './row-bytes.js';
import { type ByteSource, iterate } from './source.js';

/** Options of `lineBlocks`: the bound on a line (`maxLineBytes`) and the size of a block. */
export interface LineBlocksOptions extends LinesOptions {
  /** Chunks are joined until a block holds at least this many bytes (default 1 MiB). */
  minBytes?: number;
  /**
   * Every block is a view of a buffer of its own, which no other block or chunk shares, so that
   * it can be transferred to a worker thread (a chunk that is a block alone is copied).
   */
  ownBuffers?: boolean;
}

const NL = 10;

function join(pieces: readonly Uint8Array[], size: number, own: boolean): Uint8Array {
  if (pieces.length === 1) return own ? (pieces[0] as Uint8Array).slice() : (pieces[0] as Uint8Array);
  const out = new Uint8Array(size);
  let at = 0;
  for (const piece of pieces) {
    out.set(piece, at);
    at += piece.length;
  }
  return out;
}

/**
 * Bytes in blocks of whole lines: each block ends just after a `\n` (the last one may end
 * without), so a reader can scan a block's cells with one loop over its bytes, decoding no line
 * or cell it does not need as text (a byte loop runs about twice as fast as one over a string's
 * characters). Chunks are joined into blocks of at least `minBytes`: one async step per block
 * rather than per chunk. Lines are split on the byte 0x0a, which UTF-8 never uses inside a
 * character. A line over `maxLineBytes` bytes is a ParseError as soon as it is seen, so an
 * endless line never grows memory past it.
 */
export async function* lineBlocks(
  source: ByteSource,
  options: LineBlocksOptions = {},
): AsyncGenerator<Uint8Array, void, undefined> {
  const maxBytes = options.maxLineBytes ?? DEFAULT_MAX_ROW_BYTES;
  const minBytes = options.minBytes ?? 1 << 20;
  const own = options.ownBuffers ?? false;
  let pieces: Uint8Array[] = [];
  let size = 0;
  let partial = 0; // bytes after the last newline seen: the unfinished line
  for await (const chunk of iterate(source)) {
    if (chunk.length === 0) continue;
    const last = chunk.lastIndexOf(NL);
    if (last === -1) partial += chunk.length;
    else {
      // The line that ends in this chunk; lines within it can exceed the bound only if it does.
      if (partial + chunk.indexOf(NL) > maxBytes) throw rowTooLong('text', maxBytes);
      if (chunk.length > maxBytes) {
        for (
          let at = chunk.indexOf(NL) + 1, next = chunk.indexOf(NL, at);
          next !== -1;
          next = chunk.indexOf(NL, at)
        ) {
          if (next - at > maxBytes) throw rowTooLong('text', maxBytes);
          at = next + 1;
        }
      }
      partial = chunk.length - last - 1;
    }
    if (partial > maxBytes) throw rowTooLong('text', maxBytes);
    pieces.push(chunk);
    size += chunk.length;
    if (last !== -1 && size - partial >= minBytes) {
      const all = join(pieces, size, own);
      const cut = size - partial;
      // The unfinished line is copied out (a few bytes): the block's buffer is then its own.
      pieces = partial > 0 ? [own ? all.slice(cut) : all.subarray(cut)] : [];
      yield all.subarray(0, cut);
      size = partial;
    }
  }
  if (size > 0) yield join(pieces, size, own);
}
