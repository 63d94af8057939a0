/** Day arithmetic for generated study dates (UTC days since 1970-01-01). */
const DAY_MS = 86_400_000;

/** The data snapshot: every generated record is "as of" this day (derived miscInfoModule.versionHolder). */
export const SNAPSHOT_DAY = Math.floor(Date.UTC(2025, 5, 27) / DAY_MS);

export const dayOf = (iso: string): number => Math.floor(Date.parse(iso) / DAY_MS);

export const isoDay = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

export const isoMonth = (day: number): string => isoDay(day).slice(0, 7);

/** A partial date ("2016-07" or "2016-07-29") to the day it starts, for sorting. */
export function sortDay(date: string | undefined): number | undefined {
  if (date === undefined) return undefined;
  return dayOf(date.length === 7 ? `${date}-01` : date);
}
