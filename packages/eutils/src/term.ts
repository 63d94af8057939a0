import { InputError } from '@lifesci/core';

/** How one field of a query object is written into an Entrez term. */
export interface TermField {
  /** The Entrez field tag (`'gene'`, `'CLNSIG'`, `'biological process'`); none: all fields. */
  tag?: string;
  /**
   * `'phrase'` (default): each value quoted (`"breast cancer"[disease]`), so spaces, AND/OR/NOT,
   * brackets, `#1` and `:` inside it are searched literally. `'integer'`: a positive whole number
   * written bare (`9606[taxid]`). `'expression'`: the caller's own Entrez syntax, ANDed in
   * parentheses as written.
   */
  kind?: 'phrase' | 'integer' | 'expression';
  /** Phrase fields: numbers are accepted too (written as their digits). */
  numbers?: boolean;
  /** Phrase fields: rewrites the trimmed value before it is checked (`'chrM'` → `'MT'`). */
  normalise?: (value: string) => string;
  /** Phrase fields: what the (normalised) value must match, and the rule an InputError names. */
  pattern?: RegExp;
  rule?: string;
}

/** The field of every key of a query object `Q`, in the order terms are written. */
export type TermFields<Q> = { readonly [K in keyof Q]-?: TermField };

/** The longest value a phrase field takes. */
export const MAX_TERM_VALUE = 500;

function fail(param: string, rule: string): never {
  throw new InputError(param, rule);
}

/**
 * Entrez cannot escape a double quote inside a quoted phrase, so a value holding one could end
 * the phrase and start another query: it is refused. Everything else is inert between quotes.
 */
function phrase(value: unknown, field: TermField, param: string): string {
  const ok = typeof value === 'string' || (field.numbers === true && typeof value === 'number');
  if (!ok) fail(param, field.numbers ? 'a string or a number' : 'a string');
  let text = String(value).trim().replace(/\s+/g, ' ');
  if (field.normalise) text = field.normalise(text);
  if (text === '') fail(param, 'must not be empty');
  if (text.length > MAX_TERM_VALUE) fail(param, `must be at most ${MAX_TERM_VALUE} characters`);
  if (text.includes('"')) fail(param, 'must not contain a double quote (") — Entrez cannot quote it');
  if (field.pattern && !field.pattern.test(text)) fail(param, field.rule ?? `must match ${field.pattern}`);
  return field.tag === undefined ? `"${text}"` : `"${text}"[${field.tag}]`;
}

function integer(value: unknown, field: TermField, param: string): string {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value <= 0) {
    fail(param, field.rule ?? 'a positive integer');
  }
  return field.tag === undefined ? String(value) : `${value}[${field.tag}]`;
}

function expression(value: unknown, param: string): string {
  if (typeof value !== 'string') fail(param, 'an Entrez expression (a string)');
  const text = value.trim();
  if (text === '') fail(param, 'must not be empty');
  return `(${text})`;
}

/** One field's part: its values ORed (each once), or the expression as written. */
function part(value: unknown, field: TermField, param: string): string {
  if (field.kind === 'expression') return expression(value, param);
  const write = field.kind === 'integer' ? integer : phrase;
  if (!Array.isArray(value)) return write(value, field, param);
  if (value.length === 0) fail(param, 'at least one value');
  const terms = [...new Set(value.map((item, i) => write(item, field, `${param}.${i}`)))];
  return terms.length === 1 ? (terms[0] as string) : `(${terms.join(' OR ')})`;
}

/**
 * The Entrez term of a query: a string is the caller's own term (passed through, trimmed); an
 * object has each field written as `fields` says (`"BRCA1"[gene]`, several values ORed) and the
 * fields ANDed in the order of `fields`. Bad input is an `InputError` naming `query.<field>`.
 */
export function entrezTerm<Q extends object>(
  fields: TermFields<Q>,
  query: Q | string,
  param = 'query',
): string {
  if (typeof query === 'string') {
    const term = query.trim();
    if (term === '') fail(param, 'must not be empty');
    return term;
  }
  if (query === null || typeof query !== 'object' || Array.isArray(query)) {
    fail(param, 'an Entrez term (a string) or a query object');
  }
  const known = Object.keys(fields);
  for (const key of Object.keys(query)) {
    if (!known.includes(key)) fail(`${param}.${key}`, `one of the search fields: ${known.join(', ')}`);
  }
  const parts: string[] = [];
  for (const key of known) {
    const value = (query as Record<string, unknown>)[key];
    if (value === undefined) continue;
    parts.push(part(value, (fields as Record<string, TermField>)[key] as TermField, `${param}.${key}`));
  }
  if (parts.length === 0) fail(param, 'at least one search field');
  return parts.join(' AND ');
}
