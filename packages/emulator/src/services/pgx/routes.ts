import { badRequest, get, jsonReply, notFound, type Route } from '../../kit/index.js';
import { type Catalog, catalogFor } from './catalog.js';
import type { Pair } from './records.js';

type Query = URLSearchParams;
type Fields = Record<string, unknown>;

// Query readers: one value per parameter, enums checked, unknown names ignored (as most APIs do).
function one(query: Query, name: string): string | undefined {
  const value = query.get(name);
  return value === null || value.trim() === '' ? undefined : value.trim();
}

function oneOf(query: Query, name: string, values: readonly string[]): string | undefined {
  const value = one(query, name);
  if (value !== undefined && !values.includes(value))
    throw badRequest(`Invalid value '${value}' for '${name}': expected one of ${values.join(', ')}`);
  return value;
}

function required(query: Query, name: string): string {
  const value = one(query, name);
  if (value === undefined) throw badRequest(`Query parameter '${name}' is required`);
  return value;
}

const CHROMOSOMES = [...Array.from({ length: 22 }, (_, i) => String(i + 1)), 'X', 'Y'];
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const has = (text: string, term: string) => text.toLowerCase().includes(term.toLowerCase());
/** An absent filter lets everything through. */
const either = (wanted: string | undefined, test: (value: string) => boolean) =>
  wanted === undefined || test(wanted);

/** A gene filter naming no gene of the data set is the service's 404 ("does not exist"). */
function knownGene(catalog: Catalog, gene: string | undefined): void {
  if (gene !== undefined && !catalog.genes.some((g) => g.symbol === gene))
    throw notFound(`Gene '${gene}' does not exist`);
}

/** The path of a record on the emulator, by its `objCls`: the live service's `@id` is its address. */
const ADDRESSES: Record<string, (record: Fields) => string> = {
  Gene: (r) => `gene/${r.symbol}`,
  Chemical: (r) => `chemical/${r.id}`,
  Guideline: (r) => `guideline/${r.id}`,
};

/** Records, and the references inside them, with `@id` after `objCls` as the live service writes it. */
function addressed(value: unknown, base: string): unknown {
  if (Array.isArray(value)) return value.map((item) => addressed(item, base));
  if (typeof value !== 'object' || value === null) return value;
  const fields = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, addressed(v, base)]));
  const path = ADDRESSES[String(fields.objCls)];
  return path ? { objCls: fields.objCls, '@id': `${base}/v1/${path(fields)}`, ...fields } : fields;
}

/** `guidelineId` is internal: the answer links the guideline on the emulator's own address. */
function pairReply({ guidelineId, ...pair }: Pair, base: string) {
  return guidelineId ? { ...pair, guidelineUrl: `${base}/v1/guideline/${guidelineId}` } : pair;
}

interface Resource<T> {
  /** The path segment after /v1/, and the name a 404 gives the record. */
  path: string;
  what: string;
  all: (catalog: Catalog) => readonly T[];
  /** The record `/v1/{path}/{key}` names (no such route when absent). */
  byKey?: (record: T, key: string) => boolean;
  /** The list's filter from its query; it throws the service's 400/404 for a bad one. */
  filter: (query: Query, catalog: Catalog) => (record: T) => boolean;
  shape?: (record: T, base: string) => unknown;
}

/** The one-record and list routes of a resource over the catalog of the instance's seed. */
function routesOf<T>(r: Resource<T>): Route[] {
  const shape = r.shape ?? ((record: T) => record);
  const list = get(`/v1/${r.path}`, ({ query, ctx }) => {
    const catalog = catalogFor(ctx.seed);
    const base = ctx.baseUrls.pgx ?? '';
    const keep = r.filter(query, catalog);
    return jsonReply(
      addressed(
        r
          .all(catalog)
          .filter(keep)
          .map((x) => shape(x, base)),
        base,
      ),
    );
  });
  const byKey = r.byKey;
  if (!byKey) return [list];
  const single = get(`/v1/${r.path}/:key`, ({ params, ctx }) => {
    const key = params.key ?? '';
    const found = r.all(catalogFor(ctx.seed)).find((x) => byKey(x, key));
    if (found === undefined) throw notFound(`${r.what} '${key}' does not exist`);
    const base = ctx.baseUrls.pgx ?? '';
    return jsonReply(addressed(shape(found, base), base));
  });
  return [single, list];
}

export const ROUTES: readonly Route[] = [
  routesOf({
    path: 'gene',
    what: 'Gene',
    all: (c) => c.genes,
    byKey: (g, key) => g.symbol === key,
    filter: (query) => {
      const q = one(query, 'q');
      return (g) => either(q, (t) => has(g.symbol, t) || has(g.name, t));
    },
  }),
  routesOf({
    path: 'chemical',
    what: 'Chemical',
    all: (c) => c.drugs,
    byKey: (d, key) => d.id === key,
    filter: (query) => {
      const name = one(query, 'name');
      return (d) => either(name, (n) => [d.name, ...d.genericNames, ...d.tradeNames].some((x) => has(x, n)));
    },
  }),
  routesOf({
    path: 'geneDrugPair',
    what: 'Pair',
    all: (c) => c.pairs,
    filter: (query) => {
      const gene = one(query, 'gene');
      const drug = one(query, 'drug');
      const level = oneOf(query, 'pgxLevel', ['A', 'B', 'C', 'D']);
      return (p) =>
        either(gene, (g) => p.gene === g) &&
        either(drug, (d) => same(p.drug, d)) &&
        either(level, (l) => p.pgxLevel === l);
    },
    shape: pairReply,
  }),
  routesOf({
    path: 'guideline',
    what: 'Guideline',
    all: (c) => c.guidelines,
    byKey: (g, key) => g.id === key,
    filter: (query) => {
      const source = oneOf(query, 'source', ['CPIC', 'DPWG', 'FDA']);
      const gene = one(query, 'gene');
      const drug = one(query, 'drug');
      return (g) =>
        either(source, (s) => g.source === s) &&
        either(gene, (x) => g.genes.includes(x)) &&
        either(drug, (x) => g.drugs.some((d) => same(d, x)));
    },
  }),
  routesOf({
    path: 'allele',
    what: 'Allele',
    all: (c) => c.alleles,
    byKey: (a, key) => a.name === key,
    filter: (query, catalog) => {
      const gene = required(query, 'gene');
      knownGene(catalog, gene);
      return (a) => a.gene === gene;
    },
  }),
  routesOf({
    path: 'variant',
    what: 'Variant',
    all: (c) => c.variants,
    byKey: (v, key) => v.rsid === key,
    filter: (query) => {
      const chromosome = oneOf(query, 'chromosome', CHROMOSOMES);
      const raw = one(query, 'position');
      const position = raw === undefined ? undefined : Number(raw);
      if (position !== undefined && !(Number.isSafeInteger(position) && position > 0))
        throw badRequest(`Invalid value '${raw}' for 'position': expected a positive GRCh38 coordinate`);
      return (v) =>
        either(chromosome, (c) => v.chromosome === c) && (position === undefined || v.position === position);
    },
  }),
  routesOf({
    path: 'clinicalAnnotation',
    what: 'Clinical annotation',
    all: (c) => c.annotations,
    filter: (query, catalog) => {
      const gene = one(query, 'gene');
      const drug = one(query, 'drug');
      const level = oneOf(query, 'evidenceLevel', ['1A', '1B', '2A', '2B', '3', '4']);
      const phenotype = one(query, 'phenotype');
      knownGene(catalog, gene);
      return (a) =>
        either(gene, (g) => a.gene === g) &&
        either(drug, (d) => same(a.drug, d)) &&
        either(level, (l) => a.evidenceLevel === l) &&
        either(phenotype, (p) => has(a.phenotype, p));
    },
  }),
  routesOf({
    path: 'drugLabel',
    what: 'Label',
    all: (c) => c.labels,
    filter: (query) => {
      const drug = required(query, 'drug');
      const source = oneOf(query, 'source', ['FDA', 'EMA', 'PMDA', 'Health Canada']);
      return (l) => same(l.drug, drug) && either(source, (s) => l.source === s);
    },
  }),
  routesOf({
    path: 'pathway',
    what: 'Pathway',
    all: (c) => c.pathways,
    byKey: (p, key) => p.id === key,
    filter: (query) => {
      const drug = one(query, 'drug');
      const gene = one(query, 'gene');
      return (p) =>
        either(drug, (d) => p.drugs.some((x) => same(x, d))) && either(gene, (g) => p.genes.includes(g));
    },
  }),
].flat();
