import { type InputOf, idSchema, ids } from '@lifesci/core';
import * as v from 'valibot';
import { OVERALL_STATUS_VALUES, PHASE_VALUES } from './enums.js';

// Input schemas: strict, so a misspelt key or an out-of-range value is an InputError before any
// request leaves the machine.

/** NCT number, checked by core's shared identifier rule (`NCT` + 8 digits). */
export const NctIdSchema = idSchema(ids.nct);

/** Fields the API documents as sortable, plus its relevance pseudo-field. */
export const SORT_FIELDS = [
  'LastUpdatePostDate',
  'EnrollmentCount',
  'StartDate',
  'StudyFirstPostDate',
  '@relevance',
] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export type SortOrder = 'asc' | 'desc';

/** A strict object whose unknown keys read as what they are: a misspelt or undocumented parameter. */
function strictParams<const E extends v.ObjectEntries>(entries: E) {
  return v.strictObject(entries, (issue) =>
    issue.expected === 'never' ? 'is not a documented parameter' : `must be an object, got ${issue.received}`,
  );
}

const SORT_RULE = `must be one of ${SORT_FIELDS.join(', ')}, optionally with ":asc"/":desc" (or { field, order })`;

// Typed as the strings it accepts, so editors complete them; checked the same at run time.
const SortStringSchema = v.custom<SortField | `${SortField}:${SortOrder}`>((s) => {
  if (typeof s !== 'string') return false;
  const [field, order, ...rest] = s.split(':');
  return (
    rest.length === 0 &&
    (SORT_FIELDS as readonly string[]).includes(field ?? '') &&
    (order === undefined || order === 'asc' || order === 'desc')
  );
}, SORT_RULE);
const SortObjectSchema = strictParams({
  field: v.picklist(SORT_FIELDS, `must be one of ${SORT_FIELDS.join(', ')}`),
  order: v.optional(v.picklist(['asc', 'desc'], 'must be "asc" or "desc"')),
});
const SortSchema = v.union([SortStringSchema, SortObjectSchema], SORT_RULE);
/** `{ field, order }`, or the wire form `'Field'` / `'Field:asc'` / `'Field:desc'`. */
export type SortSpec = InputOf<typeof SortSchema>;

/** Field, piece or area names as the API's `fields` parameter documents them (or `@query`). */
const FieldNameSchema = v.pipe(
  v.string(),
  v.regex(/^([a-zA-Z][a-zA-Z0-9\-. ]*|@query)$/, 'must be a field, piece or area name (or "@query")'),
);
const FieldsSchema = v.pipe(v.array(FieldNameSchema), v.minLength(1, 'must name at least one field'));

const PageSizeSchema = v.pipe(
  v.number(),
  v.integer('must be an integer'),
  v.minValue(1, 'must be at least 1'),
  v.maxValue(1000, 'must be at most 1000 (the documented maximum)'),
);

export const StudiesQuerySchema = strictParams({
  /** Conditions or disease. */
  cond: v.optional(v.string()),
  /** Intervention / treatment. */
  intr: v.optional(v.string()),
  /** Location terms. */
  locn: v.optional(v.string()),
  /** Sponsor / collaborator. */
  spons: v.optional(v.string()),
  /** Other terms (Essie expressions allowed). */
  term: v.optional(v.string()),
  /** Title / acronym. */
  titles: v.optional(v.string()),
  /** Outcome measure. */
  outc: v.optional(v.string()),
  /** Lead sponsor name. */
  lead: v.optional(v.string()),
  /** Study IDs. */
  id: v.optional(v.string()),
  /** Patient search area. */
  patient: v.optional(v.string()),
});

export const StudiesFilterSchema = strictParams({
  /** Any of these statuses (`filter.overallStatus`). */
  overallStatus: v.optional(
    v.array(v.picklist(OVERALL_STATUS_VALUES, `must be one of ${OVERALL_STATUS_VALUES.join(', ')}`)),
  ),
  /** These NCT numbers only (`filter.ids`). */
  ids: v.optional(v.array(NctIdSchema)),
  /** Any of these phases (an Essie `AREA[Phase]` expression ANDed into `filter.advanced`). */
  phase: v.optional(v.array(v.picklist(PHASE_VALUES, `must be one of ${PHASE_VALUES.join(', ')}`))),
  /** `distance(lat,lon,distance)`, e.g. `distance(39.0035707,-77.1013313,50mi)`. */
  geo: v.optional(
    v.pipe(
      v.string(),
      v.regex(
        /^distance\(-?\d+(\.\d+)?,-?\d+(\.\d+)?,\d+(\.\d+)?(km|mi)?\)$/,
        'must look like distance(39.0035707,-77.1013313,50mi)',
      ),
    ),
  ),
  /** Essie expression, e.g. `AREA[StartDate]2022`. */
  advanced: v.optional(v.string()),
});

export const ListStudiesParamsSchema = strictParams({
  /** `query.*` search areas. */
  query: v.optional(StudiesQuerySchema),
  /** `filter.*` restrictions. */
  filter: v.optional(StudiesFilterSchema),
  /** Up to 2 sort keys. */
  sort: v.optional(
    v.pipe(v.array(SortSchema), v.maxLength(2, 'accepts at most 2 sort keys (documented maximum)')),
  ),
  /** 1..1000; the API's default is 10. */
  pageSize: v.optional(PageSizeSchema),
  /** Fields, pieces or areas to return; see README. */
  fields: v.optional(FieldsSchema),
  /** Ask for `totalCount` (sent with the first page only). */
  countTotal: v.optional(v.boolean()),
  /** Resume a crawl from a `nextPageToken` saved earlier (same other parameters). */
  pageToken: v.optional(v.pipe(v.string(), v.minLength(1, 'must not be empty'))),
});

/**
 * `studies.streamCsv` takes the search of `list` without `pageToken` (only the first CSV page
 * carries the header row, so a walk started mid-way would not know its columns) and without
 * `countTotal` (a stream of rows has no page to report a total on: count with `list`).
 */
export const StreamCsvParamsSchema = v.omit(ListStudiesParamsSchema, ['pageToken', 'countTotal']);

/** Parameters of `studies.list`. Every key maps to one wire parameter; see README. */
export interface ListStudiesParams extends InputOf<typeof ListStudiesParamsSchema> {}
/** Parameters of `studies.streamCsv`: those of `list` without `pageToken` and `countTotal`. */
export interface StreamCsvParams extends InputOf<typeof StreamCsvParamsSchema> {}

export const GetStudyParamsSchema = strictParams({
  /** Fields, pieces or areas to return; see README. */
  fields: v.optional(FieldsSchema),
});
/** Parameters of `studies.get`. */
export interface GetStudyParams extends InputOf<typeof GetStudyParamsSchema> {}
