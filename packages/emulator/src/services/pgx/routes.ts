import { badRequest, get, jsonReply, notFound, type Route, type RouteInput } from '../../kit/index.js';
import { type Catalog, catalogFor } from './catalog.js';
import type { Pair } from './records.js';

// Query readers: one value per parameter, enums checked, unknown names ignored (as most APIs do).
function one(query: URLSearchParams, name: string): string | undefined {
  const value = query.get(name);
  return value === null || value.trim() === '' ? undefined : value.trim();
}

function oneOf(query: URLSearchParams, name: string, values: readonly string[]): string | undefined {
  const value = one(query, name);
  if (value !== undefined && !values.includes(value))
    throw badRequest(`Invalid value '${value}' for '${name}': expected one of ${values.join(', ')}`);
  return value;
}

function required(query: URLSearchParams, name: string): string {
  const value = one(query, name);
  if (value === undefined) throw badRequest(`Query parameter '${name}' is required`);
  return value;
}

const CHROMOSOMES = [...Array.from({ length: 22 }, (_, i) => String(i + 1)), 'X', 'Y'];
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const has = (text: string, term: string) => text.toLowerCase().includes(term.toLowerCase());

/** A gene filter naming no gene of the data set is the service's 404 ("does not exist"). */
function knownGene(catalog: Catalog, gene: string | undefined): void {
  if (gene !== undefined && !catalog.genes.some((g) => g.symbol === gene))
    throw notFound(`Gene '${gene}' does not exist`);
}

/** One record as JSON, or the service's 404 naming what does not exist. */
function record<T>(value: T | undefined, what: string) {
  if (value === undefined) throw notFound(`${what} does not exist`);
  return jsonReply(value);
}

/** `guidelineId` is internal: the answer links the guideline on the emulator's own address. */
function pairReply({ guidelineId, ...pair }: Pair, base: string) {
  return guidelineId ? { ...pair, guidelineUrl: `${base}/v1/guideline/${guidelineId}` } : pair;
}

/** A route over the catalog of the instance's seed. */
const on =
  (handler: (catalog: Catalog, input: RouteInput) => ReturnType<typeof jsonReply>) => (input: RouteInput) =>
    handler(catalogFor(input.ctx.seed), input);

export const ROUTES: readonly Route[] = [
  get(
    '/v1/gene/:symbol',
    on((c, { params }) =>
      record(
        c.genes.find((g) => g.symbol === params.symbol),
        `Gene '${params.symbol}'`,
      ),
    ),
  ),
  get(
    '/v1/gene',
    on((c, { query }) => {
      const q = one(query, 'q');
      return jsonReply(q === undefined ? c.genes : c.genes.filter((g) => has(g.symbol, q) || has(g.name, q)));
    }),
  ),
  get(
    '/v1/chemical/:drugId',
    on((c, { params }) =>
      record(
        c.drugs.find((d) => d.id === params.drugId),
        `Chemical '${params.drugId}'`,
      ),
    ),
  ),
  get(
    '/v1/chemical',
    on((c, { query }) => {
      const name = one(query, 'name');
      if (name === undefined) return jsonReply(c.drugs);
      return jsonReply(
        c.drugs.filter((d) => [d.name, ...d.genericNames, ...d.tradeNames].some((n) => has(n, name))),
      );
    }),
  ),
  get(
    '/v1/geneDrugPair',
    on((c, { query, ctx }) => {
      const gene = one(query, 'gene');
      const drug = one(query, 'drug');
      const level = oneOf(query, 'pgxLevel', ['A', 'B', 'C', 'D']);
      const pairs = c.pairs.filter(
        (p) =>
          (gene === undefined || p.gene === gene) &&
          (drug === undefined || same(p.drug, drug)) &&
          (level === undefined || p.pgxLevel === level),
      );
      return jsonReply(pairs.map((p) => pairReply(p, ctx.baseUrls.pgx ?? '')));
    }),
  ),
  get(
    '/v1/guideline/:id',
    on((c, { params }) =>
      record(
        c.guidelines.find((g) => g.id === params.id),
        `Guideline '${params.id}'`,
      ),
    ),
  ),
  get(
    '/v1/guideline',
    on((c, { query }) => {
      const source = oneOf(query, 'source', ['CPIC', 'DPWG', 'FDA']);
      const gene = one(query, 'gene');
      const drug = one(query, 'drug');
      return jsonReply(
        c.guidelines.filter(
          (g) =>
            (source === undefined || g.source === source) &&
            (gene === undefined || g.genes.includes(gene)) &&
            (drug === undefined || g.drugs.some((d) => same(d, drug))),
        ),
      );
    }),
  ),
  get(
    '/v1/allele/:name',
    on((c, { params }) =>
      record(
        c.alleles.find((a) => a.name === params.name),
        `Allele '${params.name}'`,
      ),
    ),
  ),
  get(
    '/v1/allele',
    on((c, { query }) => {
      const gene = required(query, 'gene');
      knownGene(c, gene);
      return jsonReply(c.alleles.filter((a) => a.gene === gene));
    }),
  ),
  get(
    '/v1/variant/:rsid',
    on((c, { params }) =>
      record(
        c.variants.find((v) => v.rsid === params.rsid),
        `Variant '${params.rsid}'`,
      ),
    ),
  ),
  get(
    '/v1/variant',
    on((c, { query }) => {
      const chromosome = oneOf(query, 'chromosome', CHROMOSOMES);
      const raw = one(query, 'position');
      const position = raw === undefined ? undefined : Number(raw);
      if (position !== undefined && !(Number.isSafeInteger(position) && position > 0))
        throw badRequest(`Invalid value '${raw}' for 'position': expected a positive GRCh38 coordinate`);
      return jsonReply(
        c.variants.filter(
          (v) =>
            (chromosome === undefined || v.chromosome === chromosome) &&
            (position === undefined || v.position === position),
        ),
      );
    }),
  ),
  get(
    '/v1/clinicalAnnotation',
    on((c, { query }) => {
      const gene = one(query, 'gene');
      const drug = one(query, 'drug');
      const level = oneOf(query, 'evidenceLevel', ['1A', '1B', '2A', '2B', '3', '4']);
      const phenotype = one(query, 'phenotype');
      knownGene(c, gene);
      return jsonReply(
        c.annotations.filter(
          (a) =>
            (gene === undefined || a.gene === gene) &&
            (drug === undefined || same(a.drug, drug)) &&
            (level === undefined || a.evidenceLevel === level) &&
            (phenotype === undefined || has(a.phenotype, phenotype)),
        ),
      );
    }),
  ),
  get(
    '/v1/drugLabel',
    on((c, { query }) => {
      const drug = required(query, 'drug');
      const source = oneOf(query, 'source', ['FDA', 'EMA', 'PMDA', 'Health Canada']);
      return jsonReply(
        c.labels.filter((l) => same(l.drug, drug) && (source === undefined || l.source === source)),
      );
    }),
  ),
  get(
    '/v1/pathway/:id',
    on((c, { params }) =>
      record(
        c.pathways.find((p) => p.id === params.id),
        `Pathway '${params.id}'`,
      ),
    ),
  ),
  get(
    '/v1/pathway',
    on((c, { query }) => {
      const drug = one(query, 'drug');
      const gene = one(query, 'gene');
      return jsonReply(
        c.pathways.filter(
          (p) =>
            (drug === undefined || p.drugs.some((d) => same(d, drug))) &&
            (gene === undefined || p.genes.includes(gene)),
        ),
      );
    }),
  ),
];
