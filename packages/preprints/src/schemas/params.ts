import { type InputOf, ids } from '@lifesci/core';
import * as v from 'valibot';
import { PreprintCategorySchema } from './categories.js';

const IsoDateSchema = v.pipe(
  v.string(),
  v.check((value) => ids.isoDate.test(value), 'a real date as YYYY-MM-DD'),
);

/** `details.list` parameters: a posting-date range (both ends included) and an optional category. */
export const ListDetailsParamsSchema = v.pipe(
  v.strictObject({
    from: IsoDateSchema,
    to: IsoDateSchema,
    category: v.optional(PreprintCategorySchema),
  }),
  v.forward(
    v.check((p) => p.from <= p.to, '`from` must not be after `to`'),
    ['to'],
  ),
);
export interface ListDetailsParams extends InputOf<typeof ListDetailsParamsSchema> {}

/** `publications.list` parameters: how many days back (1 means the last 24 hours). */
export const ListPublicationsParamsSchema = v.strictObject({
  days: v.pipe(v.number(), v.integer('a whole number'), v.minValue(1), v.maxValue(36_500)),
});
export interface ListPublicationsParams extends InputOf<typeof ListPublicationsParamsSchema> {}

/** A bioRxiv/medRxiv preprint DOI (the API also resolves a published DOI in `/pubs/`). */
export const DoiSchema = v.pipe(
  v.string(),
  v.check((value) => ids.doi.test(value), 'a DOI such as 10.1101/2020.09.09.20191205'),
);
