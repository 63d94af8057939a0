import type { EmulatorReply } from '../../service.js';
import type { Catalog } from './catalog.js';
import type { Pair } from './records.js';
import { BadRequest, json, notFound } from './replies.js';

/** Query readers: every parameter once, enums checked, unknown names ignored (as most APIs do). */
function one(query: URLSearchParams, name: string): string | undefined {
  const value = query.get(name);
  return value === null || value.trim() === '' ? undefined : value.trim();
}

function oneOf(query: URLSearchParams, name: string, values: readonly string[]): string | undefined {
  const value = one(query, name);
  if (value !== undefined && !values.includes(value))
    throw new BadRequest(`Invalid value '${value}' for '${name}': expected one of ${values.join(', ')}`);
  return value;
}

function required(query: URLSearchParams, name: string): string {
  const value = one(query, name);
  if (value === undefined) throw new BadRequest(`Query parameter '${name}' is required`);
  return value;
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const has = (text: string, term: string) => text.toLowerCase().includes(term.toLowerCase());

/** A gene filter naming no gene of the data set: the service's 404 ("does not exist"). */
function unknownGene(catalog: Catalog, gene: string | undefined): EmulatorReply | undefined {
  if (gene === undefined || catalog.genes.some((g) => g.symbol === gene)) return undefined;
  return notFound(`Gene '${gene}' does not exist`);
}

export function pairReply(pair: Pair, base: string) {
  const { guidelineId, ...rest } = pair;
  return { ...rest, ...(guidelineId ? { guidelineUrl: `${base}/v1/guideline/${guidelineId}` } : {}) };
}

type Route = (
  catalog: Catalog,
  arg: string | undefined,
  query: URLSearchParams,
  base: string,
) => EmulatorReply;

export const ROUTES: Record<string, Route> = {
  gene(c, symbol, q) {
    if (symbol !== undefined) {
      const gene = c.genes.find((g) => g.symbol === symbol);
      return gene ? json(gene) : notFound(`Gene '${symbol}' does not exist`);
    }
    const term = one(q, 'q');
    return json(
      term === undefined ? c.genes : c.genes.filter((g) => has(g.symbol, term) || has(g.name, term)),
    );
  },

  chemical(c, drugId, q) {
    if (drugId !== undefined) {
      const drug = c.drugs.find((d) => d.id === drugId);
      return drug ? json(drug) : notFound(`Chemical '${drugId}' does not exist`);
    }
    const name = one(q, 'name');
    if (name === undefined) return json(c.drugs);
    return json(
      c.drugs.filter((d) => [d.name, ...d.genericNames, ...d.tradeNames].some((n) => has(n, name))),
    );
  },

  geneDrugPair(c, _arg, q, base) {
    const gene = one(q, 'gene');
    const drug = one(q, 'drug');
    const level = oneOf(q, 'pgxLevel', ['A', 'B', 'C', 'D']);
    const pairs = c.pairs.filter(
      (p) =>
        (gene === undefined || p.gene === gene) &&
        (drug === undefined || same(p.drug, drug)) &&
        (level === undefined || p.pgxLevel === level),
    );
    return json(pairs.map((p) => pairReply(p, base)));
  },

  guideline(c, guidelineId, q) {
    if (guidelineId !== undefined) {
      const found = c.guidelines.find((g) => g.id === guidelineId);
      return found ? json(found) : notFound(`Guideline '${guidelineId}' does not exist`);
    }
    const source = oneOf(q, 'source', ['CPIC', 'DPWG', 'FDA']);
    const gene = one(q, 'gene');
    const drug = one(q, 'drug');
    return json(
      c.guidelines.filter(
        (g) =>
          (source === undefined || g.source === source) &&
          (gene === undefined || g.genes.includes(gene)) &&
          (drug === undefined || g.drugs.some((d) => same(d, drug))),
      ),
    );
  },

  allele(c, name, q) {
    if (name !== undefined) {
      const allele = c.alleles.find((a) => a.name === name);
      return allele ? json(allele) : notFound(`Allele '${name}' does not exist`);
    }
    const gene = required(q, 'gene');
    return unknownGene(c, gene) ?? json(c.alleles.filter((a) => a.gene === gene));
  },

  variant(c, rsid, q) {
    if (rsid !== undefined) {
      const variant = c.variants.find((v) => v.rsid === rsid);
      return variant ? json(variant) : notFound(`Variant '${rsid}' does not exist`);
    }
    const chromosome = oneOf(q, 'chromosome', [
      ...Array.from({ length: 22 }, (_, i) => String(i + 1)),
      'X',
      'Y',
    ]);
    const rawPosition = one(q, 'position');
    const position = rawPosition === undefined ? undefined : Number(rawPosition);
    if (position !== undefined && !(Number.isSafeInteger(position) && position > 0))
      throw new BadRequest(
        `Invalid value '${rawPosition}' for 'position': expected a positive GRCh38 coordinate`,
      );
    return json(
      c.variants.filter(
        (v) =>
          (chromosome === undefined || v.chromosome === chromosome) &&
          (position === undefined || v.position === position),
      ),
    );
  },

  clinicalAnnotation(c, _arg, q) {
    const gene = one(q, 'gene');
    const drug = one(q, 'drug');
    const level = oneOf(q, 'evidenceLevel', ['1A', '1B', '2A', '2B', '3', '4']);
    const phenotype = one(q, 'phenotype');
    return (
      unknownGene(c, gene) ??
      json(
        c.annotations.filter(
          (a) =>
            (gene === undefined || a.gene === gene) &&
            (drug === undefined || same(a.drug, drug)) &&
            (level === undefined || a.evidenceLevel === level) &&
            (phenotype === undefined || has(a.phenotype, phenotype)),
        ),
      )
    );
  },

  drugLabel(c, _arg, q) {
    const drug = required(q, 'drug');
    const source = oneOf(q, 'source', ['FDA', 'EMA', 'PMDA', 'Health Canada']);
    return json(c.labels.filter((l) => same(l.drug, drug) && (source === undefined || l.source === source)));
  },

  pathway(c, pathwayId, q) {
    if (pathwayId !== undefined) {
      const found = c.pathways.find((p) => p.id === pathwayId);
      return found ? json(found) : notFound(`Pathway '${pathwayId}' does not exist`);
    }
    const drug = one(q, 'drug');
    const gene = one(q, 'gene');
    return json(
      c.pathways.filter(
        (p) =>
          (drug === undefined || p.drugs.some((d) => same(d, drug))) &&
          (gene === undefined || p.genes.includes(gene)),
      ),
    );
  },
};

/** Resources that have no `/{id}` form. */
export const LIST_ONLY = new Set(['geneDrugPair', 'clinicalAnnotation', 'drugLabel']);
