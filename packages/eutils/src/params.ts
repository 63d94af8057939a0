import type { InputOf } from '@lifesci/core';
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
/** `retmode` on the wire. Both are normalised into the same result types. */
export type Retmode = InputOf<typeof Retmode>;

/**
 * One Entrez id: a uid (non-negative integer) or, for sequence and variation databases, an
 * accession. Commas and spaces would split or corrupt the id list, so they are refused.
 */
const Id = v.pipe(
  v.union([
    // 1e21 or 2^53+2 would be sent as "1e+21" or a neighbouring uid: safe integers only.
    v.pipe(v.number(), v.safeInteger('a whole number uid up to 2^53-1'), v.minValue(0), v.transform(String)),
    v.pipe(
      v.string(),
      v.trim(),
      // Opens with a letter or digit (no "..", "__proto__"), at most 64 characters (no 100 kB id).
      v.regex(
        /^[A-Za-z0-9][A-Za-z0-9_.:|-]{0,63}$/,
        'a uid or accession (a letter or digit, then letters, digits or _ . : | -, at most 64 characters)',
      ),
    ),
  ]),
  v.string(),
);

/** An id as users hold it: Entrez UIDs are numeric, some databases accept accessions. */
export type EntrezId = InputOf<typeof Id>;

export const IdList = v.pipe(v.array(Id), v.minLength(1, 'at least one id'));

// Not strict, so an EPostResult (or any object carrying webEnv and queryKey) can be passed as
// is; its other keys are dropped.
const History = v.object({
  webEnv: v.pipe(v.string(), v.minLength(1), v.regex(/^\S+$/, 'a WebEnv without spaces')),
  queryKey: Int(1),
});

// Entrez dates: YYYY, YYYY/MM or YYYY/MM/DD.
const EntrezDate = v.pipe(
  v.string(),
  v.regex(/^\d{4}(\/\d{1,2}(\/\d{1,2})?)?$/, 'YYYY, YYYY/MM or YYYY/MM/DD'),
);

const DateLimits = {
  /** The date field the limits apply to: 'pdat', 'mdat', 'edat' ... */
  datetype: v.optional(v.pipe(v.string(), v.regex(/^[a-z]+$/i, 'a date field such as pdat, mdat, edat'))),
  /** Days back from today. */
  reldate: v.optional(Int(1)),
  /** 'YYYY', 'YYYY/MM' or 'YYYY/MM/DD'; needs maxdate too. */
  mindate: v.optional(EntrezDate),
  maxdate: v.optional(EntrezDate),
};

export const EInfoParamsSchema = v.strictObject({
  /** Omit for the list of every Entrez database. */
  db: v.optional(Db),
  /** '2.0' adds `isTruncatable` / `isRangable` to fields. */
  version: v.optional(v.literal('2.0')),
  retmode: v.optional(Retmode),
});
export interface EInfoParams extends InputOf<typeof EInfoParamsSchema> {}

/** EInfo's params for clients that fix `db` (`genes.einfo`): `version` and `retmode`. */
export const EInfoDbParamsSchema = v.strictObject({
  version: EInfoParamsSchema.entries.version,
  retmode: EInfoParamsSchema.entries.retmode,
});

export type ValidEInfoParams = v.InferOutput<typeof EInfoParamsSchema>;

export const ESearchParamsSchema = v.pipe(
  v.strictObject({
    db: Db,
    /** Entrez query, e.g. 'BRCA1[gene] AND human[organism]'. May reference `#<queryKey>`. */
    term: v.pipe(v.string(), v.trim(), v.minLength(1, 'a non-empty Entrez query')),
    /** Index of the first uid (default 0). Any value: past ESearch's cap the history server is used. */
    retstart: v.optional(Int(0)),
    /** Page size, up to 10,000 (default 20). */
    retmax: v.optional(Int(0, MAX_RETMAX)),
    /** Stop after this many uids in total (iteration / toArray). */
    maxItems: v.optional(Int(0)),
    sort: v.optional(v.pipe(v.string(), v.minLength(1))),
    /** Limit the whole term to one search field. */
    field: v.optional(v.pipe(v.string(), v.minLength(1))),
    /** 'acc' returns accession.version instead of uids (sequence databases). */
    idtype: v.optional(v.literal('acc')),
    ...DateLimits,
    /** Store the result set on the history server: every page then carries `webEnv`/`queryKey`. */
    usehistory: v.optional(v.boolean()),
    /** Run within (and combine with) an existing history environment. */
    history: v.optional(
      v.strictObject({ webEnv: v.pipe(v.string(), v.minLength(1)), queryKey: v.optional(Int(1)) }),
    ),
    retmode: v.optional(Retmode),
  }),
  v.check((p) => (p.mindate === undefined) === (p.maxdate === undefined), 'mindate and maxdate go together'),
);
export interface ESearchParams extends InputOf<typeof ESearchParamsSchema> {}
export type ValidESearchParams = v.InferOutput<typeof ESearchParamsSchema>;

const ESearchEntries = ESearchParamsSchema.pipe[0].entries;

/**
 * The paging part of a search, for clients that fix `db` and build `term` for their users: they
 * check their users' params with it (so an unknown key is refused, not sent on).
 */
export const ESearchPagingSchema = v.strictObject({
  retstart: ESearchEntries.retstart,
  retmax: ESearchEntries.retmax,
  maxItems: ESearchEntries.maxItems,
  sort: ESearchEntries.sort,
  usehistory: ESearchEntries.usehistory,
});
/** The paging part of a search, for clients that fix `db` and build `term` for their users. */
export interface ESearchPaging
  extends Pick<ESearchParams, 'retstart' | 'retmax' | 'maxItems' | 'sort' | 'usehistory'> {}

export const SearchSummariesParamsSchema = v.pipe(
  v.strictObject({
    db: Db,
    /** Entrez query; see `entrezTerm` for building one from field tags. */
    term: v.pipe(v.string(), v.trim(), v.minLength(1, 'a non-empty Entrez query')),
    sort: v.optional(v.pipe(v.string(), v.minLength(1))),
    field: v.optional(v.pipe(v.string(), v.minLength(1))),
    ...DateLimits,
    /** ESummary version (default '2.0'). */
    version: v.optional(v.picklist(['2.0', '1.0'] as const)),
    /** Of both requests (default 'json'). */
    retmode: v.optional(Retmode),
  }),
  v.check((p) => (p.mindate === undefined) === (p.maxdate === undefined), 'mindate and maxdate go together'),
);
/** An ESearch whose hits are summarised (`searchSummaries`). */
export interface SearchSummariesParams extends InputOf<typeof SearchSummariesParamsSchema> {}
export type ValidSearchSummariesParams = v.InferOutput<typeof SearchSummariesParamsSchema>;

/**
 * The paging part of `searchSummaries` (`maxItems`, `sort`), for clients that fix `db`, `term`
 * and the summary type: they check their users' params with it.
 */
export const SearchSummariesPagingSchema = v.strictObject({
  /** Stop after this many summaries. Up to 500: one ESearch and one ESummary by id. */
  maxItems: v.optional(Int(0)),
  sort: SearchSummariesParamsSchema.pipe[0].entries.sort,
});
/** The paging part of `searchSummaries`, for clients that fix `db`, `term` and the summary type. */
export interface SearchSummariesPaging extends InputOf<typeof SearchSummariesPagingSchema> {}

export const MaxItemsSchema = SearchSummariesPagingSchema.entries.maxItems;

/** Everything `searchSummaries` checks in one schema: the search and summary, and `maxItems`. */
export const SearchSummariesCallSchema = v.pipe(
  v.strictObject({ ...SearchSummariesParamsSchema.pipe[0].entries, maxItems: MaxItemsSchema }),
  v.check((p) => (p.mindate === undefined) === (p.maxdate === undefined), 'mindate and maxdate go together'),
);

const SummaryCommon = {
  db: Db,
  /** '2.0' (default): DocumentSummary; '1.0': the older DocSum/Item layout (XML only). */
  version: v.optional(v.picklist(['2.0', '1.0'] as const)),
  /** Default 'json'. */
  retmode: v.optional(Retmode),
};

const ESummaryByIdsSchema = v.strictObject({
  ...SummaryCommon,
  /** Any number: sent 500 per request, POST when the URL would be long. */
  ids: IdList,
});
export interface ESummaryByIds extends InputOf<typeof ESummaryByIdsSchema> {}

const ESummaryByHistorySchema = v.strictObject({
  ...SummaryCommon,
  history: History,
  retstart: v.optional(Int(0)),
  /** How many summaries from `retstart` (default: 500); fetched 500 per request. */
  retmax: v.optional(Int(1)),
});
export interface ESummaryByHistory extends InputOf<typeof ESummaryByHistorySchema> {}

export const ESummaryParamsSchema = v.union(
  [ESummaryByIdsSchema, ESummaryByHistorySchema],
  'either ids (a non-empty list) or history ({ webEnv, queryKey }), with db',
);
export type ESummaryParams = ESummaryByIds | ESummaryByHistory;
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
  /** Database-specific: 'gene_table', 'docsum', 'vcv', 'fasta', 'gb', 'uilist', ... */
  rettype: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9_.-]+$/i, 'an efetch rettype'))),
  /** Database-specific: 'xml' (default), 'text', 'asn.1', 'json' where the database has it. */
  retmode: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9_.-]+$/i, 'an efetch retmode'))),
  /** Ids (or history records) per request, 1..500 (default 500). */
  batchSize: v.optional(Int(1, BATCH_SIZE)),
  /** Extra database-specific parameters (strand, seq_start, seq_stop, complexity, is_variationid...). */
  extra: v.optional(Extra),
};

const EFetchByIdsSchema = v.strictObject({ ...FetchCommon, ids: IdList });
export interface EFetchByIds extends InputOf<typeof EFetchByIdsSchema> {}

const EFetchByHistorySchema = v.strictObject({
  ...FetchCommon,
  history: History,
  retstart: v.optional(Int(0)),
  /** How many records from `retstart`; required, as the set size is the caller's to know. */
  retmax: Int(1),
});
export interface EFetchByHistory extends InputOf<typeof EFetchByHistorySchema> {}

export const EFetchParamsSchema = v.union(
  [EFetchByIdsSchema, EFetchByHistorySchema],
  'either ids (a non-empty list) or history ({ webEnv, queryKey }) with retmax, and db',
);
export type EFetchParams = EFetchByIds | EFetchByHistory;
export type ValidEFetchParams = v.InferOutput<typeof EFetchParamsSchema>;

export const ELinkParamsSchema = v.pipe(
  v.strictObject({
    dbfrom: Db,
    /** Target database; omit with cmd acheck/ncheck/lcheck/llinks. */
    db: v.optional(Db),
    ids: v.optional(IdList),
    /** Use a stored set instead of ids. */
    history: v.optional(History),
    linkname: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9_]+$/i, 'a link name such as gene_pubmed'))),
    /** ELink `cmd` values documented in the E-utilities help. */
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
    /** Limit linked records with an Entrez query (target database). */
    term: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1))),
    /**
     * One LinkSet per input id (`id=1&id=2`) instead of one merged LinkSet (`id=1,2`): any number
     * of ids, 500 per request, answered as a BatchResult in input order with per-id failures.
     */
    oneToOne: v.optional(v.boolean()),
    ...DateLimits,
    holding: v.optional(v.pipe(v.string(), v.minLength(1))),
    /** Default 'json' (cmd neighbor*, not the LinkOut commands: those are XML). */
    retmode: v.optional(Retmode),
  }),
  v.check((p) => (p.ids === undefined) !== (p.history === undefined), 'either ids or history, not both'),
  v.check((p) => (p.mindate === undefined) === (p.maxdate === undefined), 'mindate and maxdate go together'),
  v.check((p) => !(p.oneToOne && p.history), 'oneToOne needs ids, not history'),
);
export interface ELinkParams extends InputOf<typeof ELinkParamsSchema> {}
export type ValidELinkParams = v.InferOutput<typeof ELinkParamsSchema>;
/** ELink `cmd` values documented in the E-utilities help. */
export type ELinkCmd = NonNullable<ELinkParams['cmd']>;

export const EPostParamsSchema = v.strictObject({
  db: Db,
  ids: IdList,
  /** Append to this existing environment instead of creating a new one. */
  webEnv: v.optional(v.pipe(v.string(), v.minLength(1))),
});
export interface EPostParams extends InputOf<typeof EPostParamsSchema> {}

/**
 * The E-utilities client's own options (core checks the rest): `email` and `tool`, sent with
 * every request. Clients on the E-utilities config add theirs to these entries.
 */
export const EutilsOptionsSchema = v.object({
  email: v.optional(v.pipe(v.string(), v.regex(/^[^\s@]+@[^\s@]+$/, 'an e-mail address without spaces'))),
  tool: v.optional(v.pipe(v.string(), v.regex(/^\S+$/, 'a name without spaces'))),
});
export type EutilsOwnOptions = v.InferOutput<typeof EutilsOptionsSchema>;
