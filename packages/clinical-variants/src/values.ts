/** Small value normalisers shared by the summary and record mappers. */

/** Trimmed string, or undefined for missing/blank. */
export function nonEmpty(value: string | undefined | null): string | undefined {
  if (value === undefined || value === null) return undefined;
  const s = String(value).trim();
  return s ? s : undefined;
}

/** A number from a string NCBI sent ('2070571', '0.5'), undefined for blank or non-numeric (core's rules). */
export { decimalFromText as toNumber } from '@lifesci/core';

/** 'true' / 'false' (any case), undefined otherwise. */
export function toBoolean(value: string | undefined | null): boolean | undefined {
  const s = nonEmpty(value)?.toLowerCase();
  return s === 'true' || s === '1' ? true : s === 'false' || s === '0' ? false : undefined;
}

/** First item per key, in order. */
export function distinctBy<T>(items: readonly T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  const out: T[] = [];
  for (const item of items) {
    const k = key(item);
    if (seen.has(k)) continue;
    seen.add(k);
    out.push(item);
  }
  return out;
}

/** Distinct non-empty strings, in order. */
export function distinct(items: readonly (string | undefined)[]): string[] {
  return [...new Set(items.filter((s): s is string => Boolean(s)))];
}
