import * as v from 'valibot';

/** ESearch cannot return uids at or past this position; later pages come from the history server. */
export const ESEARCH_POSITION_CAP = 9_999;
/** Largest `retmax` ESearch and EFetch honour in one request. */
export const MAX_RETMAX = 10_000;
/** Ids per ESummary/EFetch request. */
export const BATCH_SIZE = 500;
/** NCBI advises POST for long id lists; a GET URL longer than this is sent as a form POST. */
export const MAX_GET_URL = 2_000;

const Db = v.pipe(
  v.string(),
  v.regex(/^[a-z][a-z0-9_]{0,63}$/i, 'an Entrez database name such as gene, pubmed, clinvar'),
);

const Int = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  v.pipe(v.number(), v.integer(`an integer from ${min}`), v.minValue(min), v.maxValue(max));

const Retmode = v.picklist(['json', 'xml'] as const, "'json' or 'xml'");

/**
 * One Entrez id: a uid (non-negative integer) or, for sequence and variation databases, an
 * accession. Commas and spaces would split or corrupt the id list, so they are refused.
 */
const Id = v.pipe(
  v.union([
    v.pipe(v.number(), v.integer(), v.minValue(0), v.transform(String)),
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^[A-Za-z0-9_.:|-]+$/, 'a uid or accession without commas or spaces'),
    ),
  ]),
  v.string(),
);

export const IdList = v.pipe(v.array(Id), v.minLength(1, 'at least one id'));

// Loose, so an EPostResult (or any object carrying webEnv and queryKey) can be passed as is.
const History = v.pipe(
  v.looseObject({
    webEnv: v.pipe(v.string(), v.minLength(1), v.regex(/^\S+$/, 'a WebEnv without spaces')),
    queryKey: Int(1),
  }),
  v.transform(({ webEnv, queryKey }) => ({ webEnv, queryKey })),
);

// Entrez dates: YYYY, YYYY/MM or YYYY/MM/DD.
const EntrezDate = v.pipe(
  v.string(),
  v.regex(/^\d{4}(\/\d{1,2}(\/\d{1,2})?)?$/, 'YYYY, YYYY/MM or YYYY/MM/DD'),
);

const DateLimits = {
  datetype: v.optional(v.pipe(v.string(), v.regex(/^[a-z]+$/i, 'a date field such as pdat, mdat, edat'))),
  reldate: v.optional(Int(1)),
  mindate: v.optional(EntrezDate),
  maxdate: v.optional(EntrezDate),
};

export const EInfoParamsSchema = v.strictObject({
  db: v.optional(Db),
  version: v.optional(v.literal('2.0')),
  retmode: v.optional(Retmode),
});

export type ValidEInfoParams = v.InferOutput<typeof EInfoParamsSchema>;

export const ESearchParamsSchema = v.pipe(
  v.strictObject({
    db: Db,
    term: v.pipe(v.string(), v.trim(), v.minLength(1, 'a non-empty Entrez query')),
    retstart: v.optional(Int(0)),
    retmax: v.optional(Int(0, MAX_RETMAX)),
    maxItems: v.optional(Int(0)),
    sort: v.optional(v.pipe(v.string(), v.minLength(1))),
    field: v.optional(v.pipe(v.string(), v.minLength(1))),
    idtype: v.optional(v.literal('acc')),
    ...DateLimits,
    usehistory: v.optional(v.boolean()),
    history: v.optional(
      v.strictObject({ webEnv: v.pipe(v.string(), v.minLength(1)), queryKey: v.optional(Int(1)) }),
    ),
    retmode: v.optional(Retmode),
  }),
  v.check((p) => (p.mindate === undefined) === (p.maxdate === undefined), 'mindate and maxdate go together'),
);
export type ValidESearchParams = v.InferOutput<typeof ESearchParamsSchema>;

export const SearchSummariesParamsSchema = v.pipe(
  v.strictObject({
    db: Db,
    term: v.pipe(v.string(), v.trim(), v.minLength(1, 'a non-empty Entrez query')),
    sort: v.optional(v.pipe(v.string(), v.minLength(1))),
    field: v.optional(v.pipe(v.string(), v.minLength(1))),
    ...DateLimits,
    version: v.optional(v.picklist(['2.0', '1.0'] as const)),
    retmode: v.optional(Retmode),
  }),
  v.check((p) => (p.mindate === undefined) === (p.maxdate === undefined), 'mindate and maxdate go together'),
);
export type ValidSearchSummariesParams = v.InferOutput<typeof SearchSummariesParamsSchema>;

export const MaxItemsSchema = v.optional(Int(0));

const SummaryCommon = {
  db: Db,
  version: v.optional(v.picklist(['2.0', '1.0'] as const)),
  retmode: v.optional(Retmode),
};

export const ESummaryParamsSchema = v.union(
  [
    v.strictObject({ ...SummaryCommon, ids: IdList }),
    v.strictObject({
      ...SummaryCommon,
      history: History,
      retstart: v.optional(Int(0)),
      retmax: v.optional(Int(1)),
    }),
  ],
  'either ids (a non-empty list) or history ({ webEnv, queryKey }), with db',
);
export type ValidESummaryParams = v.InferOutput<typeof ESummaryParamsSchema>;

// Parameters the client sets itself cannot be overridden through `extra`.
const RESERVED = new Set([
  'db',
  'id',
  'webenv',
  'query_key',
  'retstart',
  'retmax',
  'rettype',
  'retmode',
  'api_key',
  'tool',
  'email',
]);

const Extra = v.record(
  v.pipe(
    v.string(),
    v.regex(/^[a-z_]+$/i, 'a parameter name'),
    v.check(
      (name) => !RESERVED.has(name.toLowerCase()),
      'a database-specific parameter, not one the client sets',
    ),
  ),
  v.union([v.string(), v.number(), v.boolean()]),
);

const FetchCommon = {
  db: Db,
  rettype: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9_.-]+$/i, 'an efetch rettype'))),
  retmode: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9_.-]+$/i, 'an efetch retmode'))),
  batchSize: v.optional(Int(1, BATCH_SIZE)),
  extra: v.optional(Extra),
};

export const EFetchParamsSchema = v.union(
  [
    v.strictObject({ ...FetchCommon, ids: IdList }),
    v.strictObject({ ...FetchCommon, history: History, retstart: v.optional(Int(0)), retmax: Int(1) }),
  ],
  'either ids (a non-empty list) or history ({ webEnv, queryKey }) with retmax, and db',
);
export type ValidEFetchParams = v.InferOutput<typeof EFetchParamsSchema>;

export const ELinkParamsSchema = v.pipe(
  v.strictObject({
    dbfrom: Db,
    db: v.optional(Db),
    ids: v.optional(IdList),
    history: v.optional(History),
    linkname: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9_]+$/i, 'a link name such as gene_pubmed'))),
    cmd: v.optional(
      v.picklist([
        'neighbor',
        'neighbor_score',
        'neighbor_history',
        'acheck',
        'ncheck',
        'lcheck',
        'llinks',
        'llinkslib',
        'prlinks',
      ] as const),
    ),
    term: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1))),
    oneToOne: v.optional(v.boolean()),
    ...DateLimits,
    holding: v.optional(v.pipe(v.string(), v.minLength(1))),
    retmode: v.optional(Retmode),
  }),
  v.check((p) => (p.ids === undefined) !== (p.history === undefined), 'either ids or history, not both'),
  v.check((p) => (p.mindate === undefined) === (p.maxdate === undefined), 'mindate and maxdate go together'),
  v.check((p) => !(p.oneToOne && p.history), 'oneToOne needs ids, not history'),
);
export type ValidELinkParams = v.InferOutput<typeof ELinkParamsSchema>;

/** ELink by ids, one LinkSet per id: the same fields, with ids required and nothing stored. */
export const ELinkByIdsParamsSchema = v.pipe(
  v.strictObject({
    ...v.omit(ELinkParamsSchema.pipe[0], ['ids', 'history', 'oneToOne']).entries,
    ids: IdList,
  }),
  v.check((p) => (p.mindate === undefined) === (p.maxdate === undefined), 'mindate and maxdate go together'),
);
export type ValidELinkByIdsParams = v.InferOutput<typeof ELinkByIdsParamsSchema>;
export type ELinkByIdsParams = v.InferInput<typeof ELinkByIdsParamsSchema>;

export const EPostParamsSchema = v.strictObject({
  db: Db,
  ids: IdList,
  webEnv: v.optional(v.pipe(v.string(), v.minLength(1))),
});

export const ClientExtrasSchema = v.looseObject({
  email: v.optional(v.pipe(v.string(), v.regex(/^[^\s@]+@[^\s@]+$/, 'an e-mail address without spaces'))),
  tool: v.optional(v.pipe(v.string(), v.regex(/^\S+$/, 'a name without spaces'))),
});
