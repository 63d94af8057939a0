import type { InputOf } from '@lifesci/core';
import * as v from 'valibot';

export const RETURN_TYPES = [
  'entry',
  'polymer_entity',
  'assembly',
  'polymer_instance',
  'non_polymer_entity',
  'mol_definition',
] as const;
export type ReturnType = (typeof RETURN_TYPES)[number];

// Safe integers: 1e21 or 2**53+2 would be sent as "1e+21" or a neighbouring number.
const Count = v.pipe(v.number(), v.safeInteger(), v.minValue(0));

const SortSchema = v.strictObject({
  /** `score` or an attribute path such as `rcsb_entry_info.resolution_combined`. */
  sortBy: v.pipe(v.string(), v.minLength(1)),
  direction: v.optional(v.picklist(['asc', 'desc'])),
});

const FacetSchema = v.strictObject({
  name: v.pipe(v.string(), v.minLength(1)),
  aggregationType: v.picklist(['terms', 'histogram', 'date_histogram', 'range', 'date_range', 'cardinality']),
  attribute: v.pipe(v.string(), v.minLength(1)),
  /** histogram: a number; date_histogram: `year`, `month`, `week` or `day`. */
  interval: v.optional(
    v.union([v.pipe(v.number(), v.finite()), v.picklist(['year', 'month', 'week', 'day'])]),
  ),
  minIntervalPopulation: v.optional(Count),
  maxNumIntervals: v.optional(Count),
  precisionThreshold: v.optional(Count),
  ranges: v.optional(
    v.array(
      v.strictObject({
        from: v.optional(v.union([v.pipe(v.number(), v.finite()), v.string()])),
        to: v.optional(v.union([v.pipe(v.number(), v.finite()), v.string()])),
        includeLower: v.optional(v.boolean()),
        includeUpper: v.optional(v.boolean()),
      }),
    ),
  ),
});

/**
 * Search request options (camelCase here, snake_case on the wire). Only what is given is sent;
 * the service's own defaults apply to the rest (10 rows from 0, sorted by score, experimental
 * structures only).
 */
export const SearchOptionsSchema = v.strictObject({
  /** What the hits are: entry ids (default), `polymer_entity` (`4HHB_1`), assemblies, chains, ... */
  returnType: v.optional(v.picklist(RETURN_TYPES)),
  /** `client.search` pages from `start` in steps of `rows` (default 100). */
  paginate: v.optional(v.strictObject({ start: Count, rows: Count })),
  /** Every hit in one answer (no paging). */
  returnAllHits: v.optional(v.boolean()),
  /** `['experimental']` (service default), add `'computational'` for computed structure models. */
  resultsContentType: v.optional(
    v.pipe(v.array(v.picklist(['experimental', 'computational'])), v.minLength(1)),
  ),
  sort: v.optional(v.array(SortSchema)),
  scoringStrategy: v.optional(
    v.picklist(['combined', 'text', 'sequence', 'seqmotif', 'structure', 'strucmotif', 'chemical']),
  ),
  facets: v.optional(v.array(FacetSchema)),
  groupBy: v.optional(
    v.strictObject({
      aggregationMethod: v.picklist([
        'sequence_identity',
        'matching_deposit_group_id',
        'matching_uniprot_accession',
      ]),
      /** sequence_identity only: 100, 95, 90, 70, 50 or 30. */
      similarityCutoff: v.optional(v.picklist([100, 95, 90, 70, 50, 30])),
      rankingCriteriaType: v.optional(SortSchema),
    }),
  ),
  groupByReturnType: v.optional(v.picklist(['representatives', 'groups'])),
  resultsVerbosity: v.optional(v.picklist(['compact', 'minimal', 'verbose'])),
});
export interface SearchOptions extends InputOf<typeof SearchOptionsSchema> {}
export type ParsedSearchOptions = v.InferOutput<typeof SearchOptionsSchema>;

/** One hit: its identifier (form depends on the return type) and relevance score. */
export const SearchHitSchema = v.looseObject({
  identifier: v.string(),
  score: v.optional(v.number()),
});
export type SearchHit = v.InferOutput<typeof SearchHitSchema>;

/** A Search API v2 answer (HTTP 200). `result_set` items are ids alone with `results_verbosity: compact`. */
export const SearchResponseSchema = v.looseObject({
  query_id: v.optional(v.string()),
  result_type: v.optional(v.string()),
  total_count: v.number(),
  result_set: v.optional(v.array(v.union([v.string(), SearchHitSchema]))),
  group_by_count: v.optional(v.number()),
  group_set: v.optional(
    v.array(
      v.looseObject({
        identifier: v.string(),
        score: v.optional(v.number()),
        count: v.optional(v.number()),
        result_set: v.optional(v.array(v.union([v.string(), SearchHitSchema]))),
      }),
    ),
  ),
  facets: v.optional(
    v.array(
      v.looseObject({
        name: v.string(),
        terms: v.optional(
          v.array(v.looseObject({ label: v.union([v.string(), v.number()]), count: v.number() })),
        ),
      }),
    ),
  ),
});
export type SearchResponse = v.InferOutput<typeof SearchResponseSchema>;
