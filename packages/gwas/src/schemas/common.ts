import { idSchema, ids } from '@lifesci/core';
import * as v from 'valibot';

// Response helpers: the catalog writes null for unknown values, so every field is nullish and
// every object loose (new fields never break users).
export const str = v.nullish(v.string());
export const num = v.nullish(v.number());
export const bool = v.nullish(v.boolean());
export const strings = v.nullish(v.array(v.string()));

// Input helpers: identifiers are checked with core's shared rules before anything is sent.

/** A strict object whose unknown keys read as what they are: a misspelt or undocumented parameter. */
export function strictParams<const E extends v.ObjectEntries>(entries: E) {
  return v.strictObject(entries, (issue) =>
    issue.expected === 'never' ? 'is not a documented parameter' : `must be an object, got ${issue.received}`,
  );
}

export const RsIdSchema = idSchema(ids.rsid);
export const EfoIdSchema = idSchema(ids.efo);
export const GcstSchema = idSchema(ids.gcst);

/** PubMed ids are positive integers; numbers and digit strings are both taken, sent as digits. */
export const PubmedIdSchema = v.pipe(
  v.union([v.string(), v.number()], 'must be a PubMed id (digits)'),
  v.transform(String),
  v.regex(/^[1-9]\d{0,9}$/, 'must be a PubMed id (digits), e.g. 21041247'),
);

/** Chromosome names as the catalog uses them: 1-22, X, Y, MT (and 23-25 for X, Y, MT in sumstats). */
export const ChromosomeSchema = v.pipe(
  v.union([v.string(), v.number()], 'must be a chromosome: 1-22, X, Y or MT'),
  v.transform(String),
  v.regex(/^(?:[1-9]|1\d|2[0-5]|X|Y|MT)$/, 'must be a chromosome: 1-22, X, Y or MT (or 23-25)'),
);

/** A whole number of at least `min`; `expected` names it when the input is not a number at all. */
function wholeNumber(expected: string, min: number, belowMin: string) {
  return v.pipe(v.number(expected), v.integer('must be a whole number'), v.minValue(min, belowMin));
}

export const BasePairSchema = wholeNumber(
  'must be a base-pair position (a whole number)',
  1,
  'must be at least 1',
);

export const NonEmptySchema = v.pipe(
  v.string('must be a string'),
  v.trim(),
  v.minLength(1, 'must not be empty'),
);

/** Zero-based page to start from. */
export const PageSchema = wholeNumber('must be a page number', 0, 'must be 0 or more (pages are zero-based)');

/** Page size; the catalog's default is 20. */
export const SizeSchema = v.pipe(
  wholeNumber('must be a page size', 1, 'must be at least 1'),
  v.maxValue(1000, 'must be at most 1000'),
);

export const DirectionSchema = v.picklist(['asc', 'desc'], 'must be "asc" or "desc"');

/** A catalog association id (a positive integer). */
export const AssociationIdSchema = v.pipe(
  v.union([v.string(), v.number()], 'must be an association id'),
  v.transform(String),
  v.regex(/^[1-9]\d{0,18}$/, 'must be an association id (digits), e.g. 15608'),
);

/** A record the service answered, handed back to a relation method (`associations.study(a)`). */
export const AnswerRecordSchema = v.looseObject({});
