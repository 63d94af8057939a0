/** Turns UTF-8 bytes arriving in pieces into text; a character split between pieces is kept whole. */
export interface Utf8Decoder {
  write(bytes: Uint8Array): string;
  /** What is left at the end (a character cut off by the end of input becomes U+FFFD). */
  end(): string;
}

/** Bytes a character takes, from its first byte (1 for bytes that cannot start one). */
function lengthFrom(lead: number): number {
  if (lead >= 0xf0 && lead <= 0xf7) return 4;
  if (lead >= 0xe0) return lead <= 0xef ? 3 : 1;
  if (lead >= 0xc0) return 2;
  return 1;
}

const isContinuation = (byte: number) => (byte & 0xc0) === 0x80;

/**
 * A streaming UTF-8 decoder that decodes each piece with one plain `TextDecoder.decode` call: on
 * V8, `decode(piece, { stream: true })` costs about twice as much, which is the largest single
 * cost of reading a big XML or CSV body. Only the bytes of a character split between two pieces
 * are decoded on their own.
 */
export function createUtf8Decoder(): Utf8Decoder {
  const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
  let carry: Uint8Array | undefined;
  let needed = 0;

  return {
    write(bytes) {
      let head = '';
      let start = 0;
      if (carry) {
        const want = needed - carry.length;
        let take = 0;
        while (take < want && take < bytes.length && isContinuation(bytes[take] as number)) take++;
        const joined = new Uint8Array(carry.length + take);
        joined.set(carry);
        joined.set(bytes.subarray(0, take), carry.length);
        if (take < want && take === bytes.length) {
          carry = joined;
          return '';
        }
        // Complete, or cut short by a byte that starts something else (decoded as U+FFFD).
        carry = undefined;
        head = decoder.decode(joined);
        start = take;
      }
      // Hold back a character cut off at the end of this piece.
      let end = bytes.length;
      let back = end - 1;
      while (back >= start && back > end - 4 && isContinuation(bytes[back] as number)) back--;
      if (back >= start) {
        const size = lengthFrom(bytes[back] as number);
        if (size > end - back) {
          carry = bytes.slice(back, end);
          needed = size;
          end = back;
        }
      }
      return start === end ? head : head + decoder.decode(bytes.subarray(start, end));
    },
    end() {
      if (!carry) return '';
      const rest = decoder.decode(carry);
      carry = undefined;
      return rest;
    },
  };
}
