import { ParseError } from '../errors/classes.js';

/**
 * Rows and lines are bounded in UTF-8 bytes of input: a limit in characters says nothing about
 * memory (a string built a character at a time costs tens of bytes per character).
 */
export const DEFAULT_MAX_ROW_BYTES = 64 * 1024 * 1024;

/** UTF-8 length of `text[start, end)`; a lone surrogate counts as U+FFFD (3 bytes), as encoding writes it. */
export function utf8Length(text: string, start: number, end: number): number {
  let bytes = end - start;
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) continue;
    if (c < 0x800) bytes += 1;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < end && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 2; // the pair: 2 units, 4 bytes
      i++;
    } else bytes += 2;
  }
  return bytes;
}

/**
 * Whether `carried` bytes plus `text[start, end)` exceed `max`. A UTF-16 unit is at most 3 bytes,
 * so a short piece is settled without counting; only pieces near the limit are measured.
 */
export function exceeds(carried: number, text: string, start: number, end: number, max: number): boolean {
  if (carried + 3 * (end - start) <= max) return false;
  return carried + utf8Length(text, start, end) > max;
}

export function rowTooLong(what: string, max: number): ParseError {
  return new ParseError(what, `a row longer than ${max} bytes`);
}
