/**
 * A p-value kept exactly. The catalog stores p-values as an integer-ish mantissa and a base-10
 * exponent because many do not fit a double: 4 × 10^-1315 is 0 as a number. `mantissa` and
 * `exponent` are exact; `value` is the nearest double (0 when it underflows, see `underflow`);
 * `log10` stays finite for any exponent, so it is the value to sort and compare by.
 */
export interface PValue {
  /** The significand, normalised to 1 ≤ |mantissa| < 10 (0 for a p-value of 0). */
  mantissa: number;
  /** The base-10 exponent. */
  exponent: number;
  /** mantissa × 10^exponent as a double (0 when the exact value is below the double range). */
  value: number;
  /** `value` is 0 although the exact p-value is not. */
  underflow: boolean;
  /** log10 of the p-value (−Infinity for 0), exact to double precision at any exponent. */
  log10: number;
  /** The exact value in scientific notation, e.g. `"4e-1315"`. */
  text: string;
}

const DECIMAL = /^\s*([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?\s*$/;

/** A PValue from its parts, each already exact (one object shape for every way of making one). */
function exact(mantissa: number, exponent: number, value: number, text: string): PValue {
  return {
    mantissa,
    exponent,
    value,
    underflow: value === 0,
    log10: Math.log10(Math.abs(mantissa)) + exponent,
    text,
  };
}

/** Builds a PValue from a mantissa and exponent (any mantissa: 45 × 10^-9 becomes 4.5e-8). */
export function pValueOf(mantissa: number, exponent: number): PValue {
  if (!Number.isFinite(mantissa) || !Number.isInteger(exponent)) {
    throw new RangeError(`not a p-value: ${mantissa} × 10^${exponent}`);
  }
  if (mantissa === 0)
    return { mantissa: 0, exponent: 0, value: 0, underflow: false, log10: -Infinity, text: '0' };
  // toExponential gives the mantissa's own decimal exponent exactly, with no float rounding.
  const [digits, shift] = mantissa.toExponential().split('e') as [string, string];
  const m = Number(digits);
  const e = exponent + Number(shift);
  // Parsing the decimal text rounds once (m * 10 ** e would round twice: 5.700000000000001e-76).
  const value = Number(`${digits}e${e}`);
  return exact(m, e, value, `${digits}e${e}`);
}

type DecimalParts = [sign: string, int: string, frac: string, exp: string | undefined];

const isDigit = (c: number) => c >= 48 && c <= 57;

/**
 * DECIMAL's groups found by one scan of the characters: the regex and its match array cost more
 * than the rest of a row. Undefined for anything unusual (spaces, stray characters), which then
 * goes through the regex, so both paths accept exactly the same texts.
 */
function scanDecimal(text: string): DecimalParts | undefined {
  const end = text.length;
  let i = 0;
  let c = text.charCodeAt(0);
  const sign = c === 45 || c === 43 ? text[i++] : '';
  const intStart = i;
  while (i < end && isDigit(text.charCodeAt(i))) i++;
  const int = text.slice(intStart, i);
  let frac = '';
  if (text.charCodeAt(i) === 46) {
    const fracStart = ++i;
    while (i < end && isDigit(text.charCodeAt(i))) i++;
    frac = text.slice(fracStart, i);
  }
  let exp: string | undefined;
  c = text.charCodeAt(i);
  if (c === 101 || c === 69) {
    const expStart = ++i;
    c = text.charCodeAt(i);
    if (c === 45 || c === 43) i++;
    const digitsStart = i;
    while (i < end && isDigit(text.charCodeAt(i))) i++;
    if (i === digitsStart) return undefined;
    exp = text.slice(expStart, i);
  }
  return i === end ? [sign as string, int, frac, exp] : undefined;
}

function regexDecimal(text: string): DecimalParts | undefined {
  const match = DECIMAL.exec(text);
  if (!match) return undefined;
  const [, sign = '', int = '', frac = '', exp] = match;
  return [sign, int, frac, exp];
}

const POW10 = Array.from({ length: 23 }, (_, k) => 10 ** k);

/**
 * The common shape of a file's p-value (`3.9e-2`, `0.67`, `-1.5E-8`: at most 15 significant digits,
 * an exponent of at most 6 digits) read in one character scan, with no intermediate strings. The
 * digits form an exact integer below 2^53 and 10^k (k ≤ 22) is exact, so one multiplication or
 * division rounds once, to the double Number() gives for the same decimal (Clinger's fast path).
 * `text` is the input itself when it is already written as `<d>[.<ddd>]e<exp>`. Undefined for
 * anything else ('+' signs, longer digit runs, exponents beyond the fast path), which
 * `slowPValue` then reads: both give identical PValues (tested, and fuzzed for issue 8).
 */
function fastPValue(text: string): PValue | undefined {
  const end = text.length;
  let i = 0;
  let c = text.charCodeAt(0);
  const negative = c === 45;
  if (negative) c = text.charCodeAt(++i);
  let m = 0; // significant digits without trailing zeros
  let digits = 0; // how many of them
  let zeros = 0; // zeros seen after the last nonzero digit, not yet in m
  let intDigits = 0; // digits before the point (leading zeros included)
  let leading = 0; // zeros before the first nonzero digit
  let firstAt = -1; // index of the first nonzero digit
  let lastAt = -1; // index of the last nonzero digit
  let point = -1;
  for (; i < end; c = text.charCodeAt(++i)) {
    if (c >= 49 && c <= 57) {
      if (digits === 0) firstAt = i;
      else if (zeros > 0) {
        digits += zeros;
        m *= POW10[zeros] as number;
        zeros = 0;
      }
      if (++digits > 15) return undefined;
      m = m * 10 + (c - 48);
      lastAt = i;
    } else if (c === 48) {
      if (digits === 0) leading++;
      else zeros++;
    } else if (c === 46 && point === -1) point = i;
    else break;
    if (point === -1) intDigits++;
  }
  if (intDigits === 0 && (point === -1 || i === point + 1)) return undefined; // no digits at all
  const mantissaEnd = i;
  let shift = 0;
  let expNegative = false;
  let expCanonical = false; // `e` then the exponent as String(shift) writes it
  if (i < end) {
    if (c !== 101 && c !== 69) return undefined;
    const lowerE = c === 101;
    c = text.charCodeAt(++i);
    if (c === 45) {
      expNegative = true;
      c = text.charCodeAt(++i);
    } else if (c === 43) c = text.charCodeAt(++i);
    const expStart = i;
    for (; i < end && c >= 48 && c <= 57; c = text.charCodeAt(++i)) shift = shift * 10 + (c - 48);
    if (i !== end || i === expStart || i - expStart > 6) return undefined;
    expCanonical =
      lowerE &&
      text.charCodeAt(expStart - 1) !== 43 &&
      (text.charCodeAt(expStart) !== 48 || (i - expStart === 1 && !expNegative));
    if (expNegative) shift = -shift;
  }
  if (digits === 0) return pValueOf(0, 0);
  // The first significant digit's place (the point's side does not matter: zeros before it are `leading`).
  const exponent = intDigits - leading - 1 + shift;
  const k = exponent - (digits - 1);
  if (k > 22 || k < -22) return undefined;
  const scale = POW10[digits - 1] as number;
  const mantissa = negative ? -(m / scale) : m / scale;
  const magnitude = k >= 0 ? m * (POW10[k] as number) : m / (POW10[-k] as number);
  const value = negative ? -magnitude : magnitude;
  let written: string;
  // Already `[-]<d>[.<ddd>]e<exp>`: one nonzero digit before the point, none of the fraction's trailing zeros.
  if (
    expCanonical &&
    firstAt === (negative ? 1 : 0) &&
    (point === -1 ? intDigits === 1 : point === firstAt + 1 && lastAt > point && lastAt === mantissaEnd - 1)
  ) {
    written = text;
  } else {
    // The significant digits, split by the point only when it falls between them.
    const body =
      point > firstAt && point < lastAt
        ? text.slice(firstAt + 1, point) + text.slice(point + 1, lastAt + 1)
        : text.slice(firstAt + 1, lastAt + 1);
    const head = negative ? `-${text[firstAt]}` : (text[firstAt] as string);
    written = `${body === '' ? head : `${head}.${body}`}e${exponent}`;
  }
  return exact(mantissa, exponent, value, written);
}

/**
 * Parses a p-value as reported (`"5.7E-76"`, `"0.1"`, `"1e-400"`) from its digits, without going
 * through a double, so exponents below −308 survive. Undefined when `text` is not a number.
 * (It runs once per row of files with millions of rows: the common shapes take `fastPValue`.)
 */
export function parsePValue(text: string): PValue | undefined {
  return fastPValue(text) ?? slowPValue(text);
}

function slowPValue(text: string): PValue | undefined {
  const parts = scanDecimal(text) ?? regexDecimal(text);
  if (!parts) return undefined;
  const [sign, int, frac, exp] = parts;
  if (int === '' && frac === '') return undefined;
  const digits = int + frac;
  let first = 0;
  while (first < digits.length && digits.charCodeAt(first) === 48) first++;
  if (first === digits.length) return pValueOf(0, 0);
  let last = digits.length;
  while (last > first + 1 && digits.charCodeAt(last - 1) === 48) last--;
  const shift = exp === undefined ? 0 : Number(exp);
  if (!Number.isSafeInteger(shift)) return undefined;
  const exponent = int.length - first - 1 + shift;
  const tail = digits.slice(first + 1, last);
  const significand = `${sign}${digits[first]}${tail === '' ? '' : `.${tail}`}`;
  const mantissa = Number(significand);
  const value = Number(`${significand}e${exponent}`);
  return exact(mantissa, exponent, value, `${significand}e${exponent}`);
}

/** The PValue of a record's mantissa/exponent pair, or of its plain number when those are missing. */
export function recordPValue(
  mantissa: number | null | undefined,
  exponent: number | null | undefined,
  value: number | null | undefined,
): PValue | undefined {
  if (typeof mantissa === 'number' && typeof exponent === 'number') return pValueOf(mantissa, exponent);
  if (typeof value === 'number' && Number.isFinite(value)) return pValueOf(value, 0);
  return undefined;
}

/**
 * A p-value threshold as the summary-statistics API wants it: a plain decimal string, never
 * scientific notation (5e-8 -> "0.00000005"). Decimal strings are checked and passed through as
 * written; numbers are expanded exactly from their shortest decimal form.
 */
export function decimalPValue(value: number | string): string {
  const p = typeof value === 'number' ? pValueOf(value, 0) : parsePValue(value);
  if (p === undefined) throw new RangeError(`not a number: ${String(value)}`);
  if (typeof value === 'string' && /^\s*\d*\.?\d+\s*$/.test(value)) return value.trim();
  return expandDecimal(p);
}

function expandDecimal(p: PValue): string {
  if (p.mantissa === 0) return '0';
  const negative = p.mantissa < 0;
  const [int, frac = ''] = String(Math.abs(p.mantissa)).split('.') as [string, string?];
  const digits = int + frac;
  // Position of the decimal point counted from the start of `digits`.
  const point = int.length + p.exponent;
  let out: string;
  if (point <= 0) out = `0.${'0'.repeat(-point)}${digits}`;
  else if (point >= digits.length) out = digits + '0'.repeat(point - digits.length);
  else out = `${digits.slice(0, point)}.${digits.slice(point)}`;
  return (negative ? '-' : '') + out;
}
