import { entrezTerm, type TermFields } from '@lifesci/eutils';

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
 * of one field with OR. Values are quoted, so '(', '[', ':', '>' and spaces in HGVS names are
 * searched literally; a value holding '"' is refused (Entrez cannot quote it).
 */
export interface ClinVarQuery {
  /** `[gene]`: gene symbol, e.g. 'BRCA1'. */
  gene?: OneOrMany<string>;
  /** `[CLNSIG]`: clinical significance, e.g. 'pathogenic'. */
  clinicalSignificance?: OneOrMany<ClinicalSignificanceTerm>;
  /** `[disorder]`: condition name, e.g. 'Tuberous sclerosis 2'. */
  disorder?: OneOrMany<string>;
  /** `[variant name]`: HGVS expression or identifier, e.g. 'NM_000548.4(TSC2):c.1832G>A'. */
  variantName?: OneOrMany<string>;
  /** `[chr]`: 1-22, X, Y or MT ('chr' prefix accepted). */
  chromosome?: OneOrMany<string | number>;
  /** `[Assembly]`: GRCh37 or GRCh38. */
  assembly?: Assembly;
  /** Your own Entrez expression, ANDed in as written (not quoted). */
  term?: string;
}

const CHROMOSOME = /^(?:[1-9]|1\d|2[0-2]|X|Y|MT)$/;

function normaliseChromosome(c: string): string {
  const bare = c.replace(/^chr/i, '').toUpperCase();
  return bare === 'M' ? 'MT' : bare;
}

/** The spec's field tags, in the order terms are written; the caller's own expression last. */
const CLINVAR_FIELDS: TermFields<ClinVarQuery> = {
  gene: { tag: 'gene' },
  clinicalSignificance: { tag: 'CLNSIG' },
  disorder: { tag: 'disorder' },
  variantName: { tag: 'variant name' },
  chromosome: {
    tag: 'chr',
    numbers: true,
    normalise: normaliseChromosome,
    pattern: CHROMOSOME,
    rule: 'must be 1-22, X, Y or MT',
  },
  assembly: { tag: 'Assembly', pattern: /^GRCh3[78]$/, rule: 'must be GRCh37 or GRCh38' },
  term: { kind: 'expression' },
};

/**
 * Builds the Entrez term of a ClinVar search (with eutils' `entrezTerm`). A string is taken as
 * an Entrez expression of your own and passed through; an object is checked (InputError on a
 * bad value) and quoted.
 */
export function buildClinVarTerm(query: ClinVarQuery | string): string {
  return entrezTerm(CLINVAR_FIELDS, query);
}
