/**
 * How much of a streamed body (`stream`, `response`) is read inside the attempt for the service's
 * `checkBody`. In-body errors (NCBI's `<eFetchResult><ERROR>`, its rate-limit JSON) are a few
 * hundred bytes and sit at the start; 8 KiB also covers an XML prologue with a long DOCTYPE.
 */
export const PEEK_BYTES = 8_192;

export interface PeekedBody {
  /** The chunks read so far, to hand out again before the rest. */
  chunks: Uint8Array[];
  /** Those bytes as text (a UTF-8 sequence cut at the end is left out). */
  text: string;
  /** More of the body follows (`text` is a prefix). */
  partial: boolean;
}

/**
 * Reads whole chunks from `reader` until `minBytes` are in or the body ends, without losing any:
 * the caller replays `chunks` before reading on from the same reader.
 */
export async function peekBody(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  minBytes = PEEK_BYTES,
): Promise<PeekedBody> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  let partial = true;
  while (size < minBytes) {
    const { done, value } = await reader.read();
    if (done) {
      partial = false;
      break;
    }
    if (value.length === 0) continue;
    chunks.push(value);
    size += value.length;
  }
  const decoder = new TextDecoder('utf-8');
  let text = '';
  for (const chunk of chunks) text += decoder.decode(chunk, { stream: true });
  if (!partial) text += decoder.decode();
  return { chunks, text, partial };
}
