import * as v from 'valibot';

/**
 * Numbers from the text services send (NCBI's XML, its prototype JSON, tables): one set of rules
 * for every package (issue 18), instead of each reading `Number(text)` its own way.
 *
 * - a number passes as it is (prototype JSON sends some counts as numbers), if finite;
 * - text is trimmed; blank is undefined (a missing value, not 0);
 * - only plain decimal notation is read: an optional sign, digits, and (for decimals) one
 *   fraction. No exponent, hex (`0x10`), separators (`1,000`), `Infinity` or `NaN`: `Number()`
 *   would read several of those, and a value a service did not mean as a number must not turn
 *   into one;
 * - anything else is undefined, never NaN.
 */

const INTEGER = /^[+-]?\d+$/;
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

function read(value: unknown, pattern: RegExp): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (text === '' || !pattern.test(text)) return undefined;
  return Number(text);
}

/** A whole number (a count, a coordinate, an id): safe integers only. */
export function intFromText(value: unknown): number | undefined {
  const n = read(value, INTEGER);
  return n !== undefined && Number.isSafeInteger(n) ? n : undefined;
}

/** A decimal number (`-1.25`, `.5`, `3.`). */
export function decimalFromText(value: unknown): number | undefined {
  return read(value, DECIMAL);
}

function numberSchema(
  read: (value: unknown) => number | undefined,
  message: string,
): v.GenericSchema<string | number, number> {
  return v.pipe(
    v.union([v.number(), v.string()], message),
    v.transform((value: string | number) => read(value)),
    v.number(message),
  );
}

/**
 * A whole number in a response, sent as a JSON number or as its text (`2244`, `"2244"`,
 * `<CID>2244</CID>`), read by `intFromText`'s rules: anything else (blank, `1.5`, `1e3`) is an
 * issue. Wrap it in `v.optional` for a field that may be absent.
 */
export const IntSchema = numberSchema(intFromText, 'must be a whole number');

/** A decimal number in a response, as a JSON number or its text (`"180.16"`), by `decimalFromText`'s rules. */
export const DecimalSchema = numberSchema(decimalFromText, 'must be a decimal number');
