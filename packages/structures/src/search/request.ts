import { parseInput } from '@lifesci/core';
import { type ParsedSearchOptions, type SearchOptions, SearchOptionsSchema } from '../schemas/search.js';
import type { QueryNode } from './query.js';

/** A Search API v2 request body, as sent. */
export interface SearchRequest {
  query: QueryNode;
  return_type: string;
  request_options?: Record<string, unknown>;
}

function defined(value: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));
}

const sortWire = (s: { sortBy: string; direction?: 'asc' | 'desc' | undefined }) =>
  defined({ sort_by: s.sortBy, direction: s.direction });

/** The `request_options` object for parsed options (undefined when none are set). */
export function requestOptionsWire(options: ParsedSearchOptions): Record<string, unknown> | undefined {
  const wire = defined({
    paginate: options.paginate ? { start: options.paginate.start, rows: options.paginate.rows } : undefined,
    return_all_hits: options.returnAllHits,
    results_content_type: options.resultsContentType,
    sort: options.sort?.map(sortWire),
    scoring_strategy: options.scoringStrategy,
    facets: options.facets?.map((f) =>
      defined({
        name: f.name,
        aggregation_type: f.aggregationType,
        attribute: f.attribute,
        interval: f.interval,
        min_interval_population: f.minIntervalPopulation,
        max_num_intervals: f.maxNumIntervals,
        precision_threshold: f.precisionThreshold,
        ranges: f.ranges?.map((r) =>
          defined({ from: r.from, to: r.to, include_lower: r.includeLower, include_upper: r.includeUpper }),
        ),
      }),
    ),
    group_by: options.groupBy
      ? defined({
          aggregation_method: options.groupBy.aggregationMethod,
          similarity_cutoff: options.groupBy.similarityCutoff,
          ranking_criteria_type: options.groupBy.rankingCriteriaType
            ? sortWire(options.groupBy.rankingCriteriaType)
            : undefined,
        })
      : undefined,
    group_by_return_type: options.groupByReturnType,
    results_verbosity: options.resultsVerbosity,
  });
  return Object.keys(wire).length === 0 ? undefined : wire;
}

/**
 * The full request body for a query and options, exactly as `client.search` sends its first page
 * (`return_type` defaults to `entry`). Options are checked: an unknown key or a bad value is an
 * InputError naming it (`options.paginate.rows`).
 */
export function searchRequest(query: QueryNode, options: SearchOptions = {}): SearchRequest {
  const parsed = parseInput(SearchOptionsSchema, options, 'options');
  return toSearchRequest(query, parsed);
}

export function toSearchRequest(query: QueryNode, options: ParsedSearchOptions): SearchRequest {
  const request_options = requestOptionsWire(options);
  return {
    query,
    return_type: options.returnType ?? 'entry',
    ...(request_options ? { request_options } : {}),
  };
}
