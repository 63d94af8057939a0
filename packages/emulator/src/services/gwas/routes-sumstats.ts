import { fill, HttpError, intParam, offsetPage } from '../../kit/index.js';
import { memoize } from '../../memo.js';
import { catalogFor } from './data/catalog.js';
import type { Study } from './data/model.js';
import RECORDS from './data/records-sumstats.json' with { type: 'json' };
import { type Below, link } from './hal.js';
import { fileRows, type SumstatsRecord, sumstatsRecord } from './sumstats-rows.js';

// The summary-statistics API: a sample of each study's file rows (the same rows the file holds),
// paged by start/size with a `next` link while a page is full, `_embedded` lists keyed "0", "1", ...
// as the service's Flask code writes them.

const API_ROWS_PER_STUDY = 150;

type ApiRow = SumstatsRecord & { study: Study };

/** The API's rows of a seed: a sample of every file, built once. */
const apiRows = memoize((seed: number): ApiRow[] => {
  const catalog = catalogFor(seed);
  const rows: ApiRow[] = [];
  catalog.sumstatsStudies.forEach((study, index) => {
    const total = fileRows(index);
    for (let k = 0; k < API_ROWS_PER_STUDY; k++) {
      const record = sumstatsRecord(seed, study.id, total, Math.floor((k * total) / API_ROWS_PER_STUDY));
      // The API indexes harmonised positions: a row the harmoniser could not place (14-16) has none.
      if (record.hmCode < 14) rows.push({ ...record, study });
    }
  });
  return rows;
});

/** log10 of a decimal p-value string ("0.00000005"); scientific notation is refused as the API does. */
function log10Of(name: string, text: string | null): number | undefined {
  if (text === null || text === '') return undefined;
  const small = /^0\.(0*)([1-9]\d*)$/.exec(text);
  if (small) return Math.log10(Number(`0.${small[2]}`)) - (small[1] as string).length;
  if (/^\d+(\.\d+)?$/.test(text)) return Math.log10(Number(text));
  throw new HttpError(400, `${name} must be a decimal number, got ${text}`);
}

/** A row as the API gives it; `p_value` is a number, or the exact text when a double cannot hold it. */
function render(base: string, r: ApiRow) {
  const value = Number(r.pText);
  return fill(RECORDS.association, {
    ...r,
    ...r.study,
    base,
    chromosomeNumber: r.chromosome === 'X' ? 23 : Number(r.chromosome),
    pValue: value === 0 ? r.pText : value,
    // One link per trait, as `trait` is a list.
    traitLinks: r.study.efoIds.map((efo) => link(`${base}/traits/${efo}`)),
  });
}

/**
 * The service's paging (its Flask code's _create_next_links): `start` (offset, default 0) and
 * `size` (default 20); `_links` has `self` (the request as sent), `first` (start=0) and, while a
 * page comes back full, `next` (start + size). Links put start and size before the other
 * parameters, as the service writes them.
 */
function paged<T>(collection: string, all: readonly T[], self: URL, map: (x: T) => unknown) {
  const query = self.searchParams;
  const start = intParam(query, { name: 'start', fallback: 0, min: 0 });
  const size = intParam(query, { name: 'size', fallback: 20, min: 1, max: 1000 });
  const page = offsetPage(all, start, size);
  const at = (offset: number) => {
    const q = new URLSearchParams({ start: String(offset), size: String(size) });
    for (const [k, v] of query) if (k !== 'start' && k !== 'size') q.append(k, v);
    return link(`${self.origin}${self.pathname}?${q}`);
  };
  return {
    _embedded: { [collection]: Object.fromEntries(page.items.map((item, i) => [String(i), map(item)])) },
    _links: {
      self: link(self.toString()),
      first: at(0),
      ...(page.items.length === size ? { next: at(start + size) } : {}),
    },
  };
}

function pFiltered(rows: readonly ApiRow[], query: URLSearchParams): ApiRow[] {
  const lower = log10Of('p_lower', query.get('p_lower'));
  const upper = log10Of('p_upper', query.get('p_upper'));
  if (lower !== undefined && upper !== undefined && lower > upper) {
    throw new HttpError(400, 'Lower limit is bigger than upper limit.');
  }
  return rows.filter(
    (r) => (lower === undefined || r.pLog10 >= lower) && (upper === undefined || r.pLog10 <= upper),
  );
}

export function routeSumstats(segments: string[], at: Below): unknown {
  const [root, id, sub] = segments;
  const { query, base, seed, catalog, self } = at;
  const catalogBase = base.replace(/\/summary-statistics\/api$/, '/rest/api');
  const renderStudy = (s: Study) => fill(RECORDS.study, { ...s, base, catalogBase });
  const row = (r: ApiRow) => render(base, r);
  const associations = (rows: readonly ApiRow[]) => paged('associations', pFiltered(rows, query), self, row);
  /** The API's rows that `keep` picks, or a 404 for the `what` the path names. */
  const rowsOf = (what: string, keep: (r: ApiRow) => boolean) => {
    const rows = apiRows(seed).filter(keep);
    if (rows.length === 0) throw new HttpError(404, `${what} ${id} not found`);
    return rows;
  };

  if (root === 'studies' && sub === undefined) {
    if (id === undefined) return paged('studies', catalog.sumstatsStudies, self, renderStudy);
    const study = catalog.sumstatsStudies.find((s) => s.accession === id);
    if (!study) throw new HttpError(404, `Study ${id} not found`);
    return renderStudy(study);
  }
  if (root === 'studies' && id !== undefined && sub === 'associations')
    return associations(rowsOf('Study', (r) => r.study.accession === id));
  if (root === 'traits' && id !== undefined) {
    const rows = rowsOf('Trait', (r) => r.study.efoIds.includes(id));
    if (sub === undefined) return fill(RECORDS.trait, { trait: id, base });
    return sub === 'associations' ? associations(rows) : undefined;
  }
  if (root === 'chromosomes' && id !== undefined && sub === 'associations') {
    const chromosome = id === '23' ? 'X' : id;
    // The region is bp_lower..bp_upper; `start` is the paging offset.
    const start = Number(query.get('bp_lower') ?? 0);
    const end = Number(query.get('bp_upper') ?? Number.MAX_SAFE_INTEGER);
    if (!Number.isFinite(start) || !Number.isFinite(end) || start > end)
      throw new HttpError(400, 'bp_lower and bp_upper must form a region');
    const rows = apiRows(seed)
      .filter((r) => r.chromosome === chromosome && r.position >= start && r.position <= end)
      .sort((a, b) => a.position - b.position);
    return associations(rows);
  }
  if (root === 'variants' && id !== undefined) {
    const rows = rowsOf('Variant', (r) => r.variantId === id || r.rsId === id);
    if (sub === undefined) return paged('associations', rows, self, row);
    if (sub === 'associations') return associations(rows);
  }
  return undefined;
}
