import { badRequest, get, jsonReply, notFound, type Route } from '../../kit/index.js';
import { type Catalog, catalogFor } from './catalog.js';
import paths from './data/paths.json' with { type: 'json' };

type Fields = Record<string, unknown>;

/** One query parameter of a list (data/paths.json says what each field means). */
interface Param {
  name: string;
  fields: readonly string[];
  test?: string;
  values?: readonly string[];
  required?: boolean;
  gene?: boolean;
}

interface Resource {
  path: string;
  list: keyof Catalog;
  what: string;
  key?: string;
  objCls?: string;
  params: readonly Param[];
}

const TESTS: Record<string, (value: string, wanted: string) => boolean> = {
  exact: (a, b) => a === b,
  same: (a, b) => a.toLowerCase() === b.toLowerCase(),
  has: (a, b) => a.toLowerCase().includes(b.toLowerCase()),
  number: (a, b) => a === String(Number(b)),
};

// One value per parameter, enums checked, unknown names ignored (as most APIs do).
function read(query: URLSearchParams, p: Param): string | undefined {
  const raw = query.get(p.name);
  const value = raw === null || raw.trim() === '' ? undefined : raw.trim();
  if (value === undefined && p.required) throw badRequest(`Query parameter '${p.name}' is required`);
  if (value !== undefined && p.values && !p.values.includes(value))
    throw badRequest(`Invalid value '${value}' for '${p.name}': expected one of ${p.values.join(', ')}`);
  const position = Number(value);
  if (value !== undefined && p.test === 'number' && !(Number.isSafeInteger(position) && position > 0))
    throw badRequest(`Invalid value '${value}' for '${p.name}': expected a positive GRCh38 coordinate`);
  return value;
}

/** The list's filter from its query: every parameter read and checked first, then unknown genes. */
function filterOf(params: readonly Param[], query: URLSearchParams, catalog: Catalog) {
  const wanted = params.map((p) => read(query, p));
  params.forEach((p, i) => {
    const gene = wanted[i];
    if (p.gene && gene !== undefined && !catalog.genes.some((g) => g.symbol === gene))
      throw notFound(`Gene '${gene}' does not exist`);
  });
  return (record: Fields) =>
    params.every((p, i) => {
      const value = wanted[i];
      const test = TESTS[p.test ?? 'exact'] ?? TESTS.exact;
      const values = p.fields.flatMap((f) => record[f] as string | string[]).map(String);
      return value === undefined || values.some((x) => test?.(x, value));
    });
}

const RESOURCES = paths.resources as readonly Resource[];
/** The resource of a record by its `objCls`: the live service's `@id` is its address. */
const ADDRESSED = new Map(RESOURCES.filter((r) => r.objCls).map((r) => [r.objCls, r]));

/**
 * A record as served: `@id` after `objCls` (in the references inside it too), as the live
 * service writes it, and a pair's internal `guidelineId` as `guidelineUrl`, both on the
 * emulator's own address.
 */
function served(value: unknown, base: string): unknown {
  if (Array.isArray(value)) return value.map((item) => served(item, base));
  if (typeof value !== 'object' || value === null) return value;
  const { guidelineId, ...rest } = value as Fields;
  const fields = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, served(v, base)]));
  if (guidelineId) fields.guidelineUrl = `${base}/v1/guideline/${guidelineId}`;
  const r = ADDRESSED.get(String(fields.objCls));
  return r
    ? { objCls: fields.objCls, '@id': `${base}/v1/${r.path}/${fields[r.key ?? '']}`, ...fields }
    : fields;
}

/** The one-record and list routes of a resource over the catalog of the instance's seed. */
function routesOf(r: Resource): Route[] {
  const all = (seed: number) => catalogFor(seed)[r.list] as readonly Fields[];
  const list = get(`/v1/${r.path}`, ({ query, ctx }) => {
    const keep = filterOf(r.params, query, catalogFor(ctx.seed));
    return jsonReply(served(all(ctx.seed).filter(keep), ctx.baseUrls.pgx ?? ''));
  });
  const field = r.key;
  if (field === undefined) return [list];
  const single = get(`/v1/${r.path}/:key`, ({ params, ctx }) => {
    const key = params.key ?? '';
    const found = all(ctx.seed).find((x) => x[field] === key);
    if (found === undefined) throw notFound(`${r.what} '${key}' does not exist`);
    return jsonReply(served(found, ctx.baseUrls.pgx ?? ''));
  });
  return [single, list];
}

export const ROUTES: readonly Route[] = RESOURCES.flatMap(routesOf);
