/** Small value normalisers shared by the summary and record mappers. */

/** Trimmed string, or undefined for missing/blank. */
export function nonEmpty(value: string | undefined | null): string | undefined {
  if (value === undefined || value === null) return undefined;
  const s = String(value).trim();
  return s ? s : undefined;
}

/** Integer from a string NCBI sent ('2070571'), undefined for blank or non-numeric. */
export function toNumber(value: string | undefined | null): number | undefined {
  const s = nonEmpty(value);
  if (s === undefined || !/^-?\d+(?:\.\d+)?$/.test(s)) return undefined;
  return Number(s);
}

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
