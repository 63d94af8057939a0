/**
 * Records of `expected` missing from `got` (lost), and records of `got` beyond those of
 * `expected` (duplicated, or records that were never there), counted as multisets of their text.
 */
export function differences(expected: string[], got: string[]): { lost: number; duplicated: number } {
  const counts = new Map<string, number>();
  for (const text of expected) counts.set(text, (counts.get(text) ?? 0) + 1);
  let duplicated = 0;
  for (const text of got) {
    const left = counts.get(text) ?? 0;
    if (left === 0) duplicated += 1;
    else counts.set(text, left - 1);
  }
  let lost = 0;
  for (const left of counts.values()) lost += left;
  return { lost, duplicated };
}
