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

/**
 * The days a date written in a search covers, first and last: `2022` is the whole year,
 * `2022-03` the month, `2022-03-15` (or `03/15/2022`) one day. Undefined when it is no date.
 */
export function dayInterval(text: string): [number, number] | undefined {
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  const iso = us ? [us[3], us[1], us[2]] : /^(\d{4})(?:-(\d{1,2})(?:-(\d{1,2}))?)?$/.exec(text)?.slice(1);
  if (!iso) return undefined;
  const [year, month, day] = iso.map((part) => (part === undefined ? undefined : Number(part)));
  if (year === undefined || (month !== undefined && (month < 1 || month > 12))) return undefined;
  const utcDay = (y: number, m: number, d: number) => Math.floor(Date.UTC(y, m, d) / DAY_MS);
  if (month === undefined) return [utcDay(year, 0, 1), utcDay(year + 1, 0, 1) - 1];
  const monthEnd = utcDay(year, month, 1) - 1;
  if (day === undefined) return [utcDay(year, month - 1, 1), monthEnd];
  const at = utcDay(year, month - 1, day);
  return day >= 1 && at <= monthEnd ? [at, at] : undefined;
}
