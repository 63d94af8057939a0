import { parseInput } from '@lifesci/core';
import * as v from 'valibot';

/** Values ClinVar indexes under [CLNSIG]; any other string is passed through. */
export type ClinicalSignificanceTerm =
  | 'pathogenic'
  | 'likely pathogenic'
  | 'uncertain significance'
  | 'likely benign'
  | 'benign'
  | 'conflicting interpretations'
  | 'risk factor'
  | 'drug response'
  | 'protective'
  | 'association'
  | 'affects'
  | 'not provided'
  | (string & {});

export type Assembly = 'GRCh37' | 'GRCh38';

type OneOrMany<T> = T | readonly T[];

/**
 * A ClinVar search. Each field becomes one tagged term; fields combine with AND, several values
 * of one field with OR. Values are quoted, so '(', ':', '>' and spaces in HGVS names are safe.
 */
export interface ClinVarQuery {
  /** [gene]: gene symbol, e.g. 'BRCA1'. */
  gene?: OneOrMany<string>;
  /** [CLNSIG]: clinical significance, e.g. 'pathogenic'. */
  clinicalSignificance?: OneOrMany<ClinicalSignificanceTerm>;
  /** [disorder]: condition name, e.g. 'Tuberous sclerosis 2'. */
  disorder?: OneOrMany<string>;
  /** [variant name]: HGVS expression or identifier, e.g. 'NM_000548.4(TSC2):c.1832G>A'. */
  variantName?: OneOrMany<string>;
  /** [chr]: 1-22, X, Y or MT ('chr' prefix accepted). */
  chromosome?: OneOrMany<string | number>;
  /** [Assembly]: GRCh37 or GRCh38. */
  assembly?: Assembly;
  /** Your own Entrez expression, ANDed in as written (not quoted). */
  term?: string;
}

const CHROMOSOME = /^(?:[1-9]|1\d|2[0-2]|X|Y|MT)$/;

const valueSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('must not be empty'),
  v.maxLength(500, 'must be at most 500 characters'),
  // Entrez has no escape for a quote inside a quoted phrase: refuse rather than guess.
  v.check((s) => !s.includes('"'), 'must not contain a double quote (")'),
);
const values = v.union([valueSchema, v.pipe(v.array(valueSchema), v.minLength(1, 'must not be empty'))]);
const chromosomeSchema = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform((c) => normaliseChromosome(String(c))),
  v.regex(CHROMOSOME, 'must be 1-22, X, Y or MT'),
);

const termSchema = v.pipe(v.string(), v.trim(), v.nonEmpty('must not be empty'));

const querySchema = v.pipe(
  v.strictObject({
    gene: v.optional(values),
    clinicalSignificance: v.optional(values),
    disorder: v.optional(values),
    variantName: v.optional(values),
    chromosome: v.optional(v.union([chromosomeSchema, v.pipe(v.array(chromosomeSchema), v.minLength(1))])),
    assembly: v.optional(v.picklist(['GRCh37', 'GRCh38'], 'must be GRCh37 or GRCh38')),
    term: v.optional(termSchema),
  }),
  v.check((q) => Object.values(q).some((x) => x !== undefined), 'needs at least one field'),
);

/** The Entrez tag of each query field, in the order terms are written. */
const TAGS = {
  gene: 'gene',
  clinicalSignificance: 'CLNSIG',
  disorder: 'disorder',
  variantName: 'variant name',
  chromosome: 'chr',
  assembly: 'Assembly',
} as const;

function normaliseChromosome(c: string): string {
  const bare = c.trim().replace(/^chr/i, '').toUpperCase();
  return bare === 'M' ? 'MT' : bare;
}

function tagged(value: string, tag: string): string {
  return `"${value}"[${tag}]`;
}

/**
 * Builds the Entrez term of a ClinVar search. A string is taken as an Entrez expression of
 * your own and passed through; an object is checked (InputError on a bad value) and escaped.
 */
export function buildClinVarTerm(query: ClinVarQuery | string): string {
  if (typeof query === 'string') return parseInput(termSchema, query, 'query');
  const q = parseInput(querySchema, query, 'query');
  const parts: string[] = [];
  for (const key of Object.keys(TAGS) as (keyof typeof TAGS)[]) {
    const value = q[key];
    if (value === undefined) continue;
    const list = (Array.isArray(value) ? value : [value]) as string[];
    const terms = [...new Set(list)].map((item) => tagged(item, TAGS[key]));
    parts.push(terms.length === 1 ? terms[0]! : `(${terms.join(' OR ')})`);
  }
  if (q.term !== undefined) parts.push(`(${q.term})`);
  return parts.join(' AND ');
}
