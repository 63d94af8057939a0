/** Units of the per-run figures in RESULTS.md's min and median columns. */
export type Unit = 's' | 'ms' | '×' | 'MB';

/** Digits each unit is shown with: enough to tell runs apart, the same for every benchmark. */
const DIGITS: Record<Unit, number> = { s: 2, ms: 1, '×': 3, MB: 0 };

export function formatFigure(value: number, unit: Unit): string {
  return unit === '×' ? `${value.toFixed(DIGITS[unit])}×` : `${value.toFixed(DIGITS[unit])} ${unit}`;
}

/** The middle value; for an even count the mean of the two middle ones (no rounding either way). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** The structured columns of a row whose figure is one number per run. */
export function spread(
  values: readonly number[],
  unit: Unit,
): { runs: number; min: number; median: number; unit: Unit } {
  return { runs: values.length, min: Math.min(...values), median: median(values), unit };
}
