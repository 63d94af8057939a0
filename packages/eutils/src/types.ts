import type { BatchResult } from '@lifesci/core';
import type * as v from 'valibot';

/**
 * Public parameter and result types of EutilsClient. Results are the same shape whichever
 * `retmode` travelled on the wire: the client normalises NCBI's JSON and XML envelopes.
 * Database-specific record bodies (a DocSum's fields, an efetch record) are passed through.
 */

/** `retmode` on the wire. Both are normalised into the same result types. */
export type Retmode = 'json' | 'xml';

/** An id as users hold it: Entrez UIDs are numeric, some databases accept accessions. */
export type EntrezId = string | number;

/** A result set stored on NCBI's history server (`WebEnv` + `query_key`). */
export interface HistoryRef {
  webEnv: string;
  queryKey: number;
}

/**
 * Something NCBI reported next to (not instead of) a result: ESearch's ErrorList
 * (`PhraseNotFound`, `FieldNotFound`) and WarningList (`PhraseIgnored`,
 * `QuotedPhraseNotFound`, `OutputMessage`). A search term that matches nothing is an empty
 * result carrying these, never an error.
 */
export interface EutilsWarning {
  /** NCBI's element name, e.g. 'PhraseNotFound', 'OutputMessage'. */
  kind: string;
  text: string;
}

// ---------------------------------------------------------------- einfo

export interface EInfoParams {
  /** Omit for the list of every Entrez database. */
  db?: string;
  /** '2.0' adds `isTruncatable` / `isRangable` to fields. */
  version?: '2.0';
  retmode?: Retmode;
}

export interface EInfoDbList {
  dbList: string[];
}

export interface EInfoField {
  name: string;
  fullName: string;
  description: string;
  termCount?: number;
  isDate: boolean;
  isNumerical: boolean;
  singleToken: boolean;
  hierarchy: boolean;
  isHidden: boolean;
  isTruncatable?: boolean;
  isRangable?: boolean;
}

export interface EInfoLink {
  name: string;
  menu: string;
  description: string;
  dbTo: string;
}

export interface EInfoDb {
  dbName: string;
  menuName: string;
  description: string;
  dbBuild?: string;
  count: number;
  lastUpdate?: string;
  fields: EInfoField[];
  links: EInfoLink[];
}

// ---------------------------------------------------------------- esearch

export interface ESearchParams {
  db: string;
  /** Entrez query, e.g. 'BRCA1[gene] AND human[organism]'. May reference `#<queryKey>`. */
  term: string;
  /** Index of the first uid (default 0). Any value: past ESearch's cap the history server is used. */
  retstart?: number;
  /** Page size, 1..10,000 (default 20). */
  retmax?: number;
  /** Stop after this many uids in total (iteration / toArray). */
  maxItems?: number;
  sort?: string;
  /** Limit the whole term to one search field. */
  field?: string;
  /** 'acc' returns accession.version instead of uids (sequence databases). */
  idtype?: 'acc';
  datetype?: string;
  /** Days back from today. */
  reldate?: number;
  /** 'YYYY', 'YYYY/MM' or 'YYYY/MM/DD'; needs maxdate too. */
  mindate?: string;
  maxdate?: string;
  /** Store the result set on the history server: every page then carries `webEnv`/`queryKey`. */
  usehistory?: boolean;
  /** Run within (and combine with) an existing history environment. */
  history?: { webEnv: string; queryKey?: number };
  retmode?: Retmode;
}

/** The paging part of a search, for clients that fix `db` and build `term` for their users. */
export type ESearchPaging = Pick<ESearchParams, 'retstart' | 'retmax' | 'maxItems' | 'sort' | 'usehistory'>;

/** One ESearch response, normalised. Every page of `esearch()` carries its own. */
export interface ESearchResult {
  count: number;
  retstart: number;
  retmax: number;
  ids: string[];
  webEnv?: string;
  queryKey?: number;
  queryTranslation?: string;
  translations: { from: string; to: string }[];
  warnings: EutilsWarning[];
}

// ---------------------------------------------------------------- esummary

/**
 * A document summary. Its fields are the database's own: with retmode JSON the lower-case
 * keys NCBI sends (`nomenclaturesymbol`), with retmode XML version 2.0 the element names
 * (`NomenclatureSymbol`), with version 1.0 XML the `<Item Name>`s. `uid` is always a string.
 * Pass a valibot `schema` to `esummary()` for a typed record.
 */
export interface DocSum {
  uid: string;
  [field: string]: unknown;
}

/**
 * An element of a version 2.0 XML DocumentSummary of a database this package has no schema
 * for (medgen, gtr ...): one shape whatever the element holds.
 */
export interface SummaryElement {
  /** The element's own text ('' when it has none). */
  text: string;
  /** Its attributes by name ({} when it has none). */
  attributes: Record<string, string>;
  /** Its child elements by name, each always an array, even of one. */
  children: Record<string, SummaryElement[]>;
}

/**
 * A field of a version 2.0 XML DocumentSummary: the text of an element with neither attributes
 * nor child elements (`Title`, `ConceptId`), otherwise the element (`ConceptMeta`).
 */
export type SummaryField = string | SummaryElement;

/** ESummary's answer: every id in input order, and the database build NCBI named (XML 2.0). */
export type ESummaryResult<T> = BatchResult<string, T> & {
  /** `<DbBuild>` of a version 2.0 XML answer (e.g. 'Build240412-0757.1'). */
  dbBuild?: string;
};

interface ESummaryCommon {
  db: string;
  /** '2.0' (default): DocumentSummary; '1.0': the older DocSum/Item layout (XML only). */
  version?: '2.0' | '1.0';
  /** Default 'json'. */
  retmode?: Retmode;
}

export interface ESummaryByIds extends ESummaryCommon {
  /** Any number: sent 500 per request, POST when the URL would be long. */
  ids: readonly EntrezId[];
}

export interface ESummaryByHistory extends ESummaryCommon {
  history: HistoryRef;
  retstart?: number;
  /** How many summaries from `retstart` (default: 500); fetched 500 per request. */
  retmax?: number;
}

export type ESummaryParams = ESummaryByIds | ESummaryByHistory;

/**
 * How each summary becomes a result: as NCBI sent it (a `DocSum`), checked and typed by a
 * valibot `schema` (skipped when the client has `validate: false`), or turned into your own
 * type by `map` (always run: it is a mapping, not a check). A summary that fails the schema,
 * or whose `map` throws, is that id's failure.
 */
export type ESummaryOptions<T> =
  | { schema?: v.GenericSchema<unknown, T>; map?: undefined }
  | { map: (summary: DocSum) => T; schema?: undefined };

// ---------------------------------------------------------------- search, then summaries

/** An ESearch whose hits are summarised (`searchSummaries`). */
export interface SearchSummariesParams {
  db: string;
  /** Entrez query; see `entrezTerm` for building one from field tags. */
  term: string;
  sort?: string;
  field?: string;
  datetype?: string;
  reldate?: number;
  mindate?: string;
  maxdate?: string;
  /** ESummary version (default '2.0'). */
  version?: '2.0' | '1.0';
  /** Of both requests (default 'json'). */
  retmode?: Retmode;
}

/** The paging part of `searchSummaries`, for clients that fix `db`, `term` and the summary type. */
export interface SearchSummariesPaging {
  /** Stop after this many summaries. Up to 500: one ESearch and one ESummary by id. */
  maxItems?: number;
  sort?: string;
}

export type SearchSummariesOptions<T> = ESummaryOptions<T> & {
  /** Stop after this many summaries. Up to 500: one ESearch and one ESummary by id. */
  maxItems?: number;
};

/** Where the next page of summaries starts in the stored set. */
export interface SummaryCursor extends HistoryRef {
  retstart: number;
  /** Summaries to read in all: the hit count, capped by `maxItems`. */
  count: number;
}

/** `raw` of a `searchSummaries` page. */
export interface SearchSummariesPage<T> {
  /** The ESearch result (first page only). */
  search?: ESearchResult;
  /** This page's summaries, with the ids NCBI could not summarise as failures. */
  summaries: BatchResult<string, T>;
}

// ---------------------------------------------------------------- efetch

interface EFetchCommon {
  db: string;
  /** Database-specific: 'gene_table', 'docsum', 'vcv', 'fasta', 'gb', 'uilist', ... */
  rettype?: string;
  /** Database-specific: 'xml' (default), 'text', 'asn.1', 'json' where the database has it. */
  retmode?: string;
  /** Ids (or history records) per request, 1..500 (default 500). */
  batchSize?: number;
  /** Extra database-specific parameters (strand, seq_start, seq_stop, complexity, is_variationid...). */
  extra?: Record<string, string | number | boolean>;
}

export interface EFetchByIds extends EFetchCommon {
  ids: readonly EntrezId[];
}

export interface EFetchByHistory extends EFetchCommon {
  history: HistoryRef;
  retstart?: number;
  /** How many records from `retstart`; required, as the set size is the caller's to know. */
  retmax: number;
}

export type EFetchParams = EFetchByIds | EFetchByHistory;

/** One request's worth of an efetch: the raw body, exactly as NCBI sent it. */
export interface EFetchBatch {
  /** The ids of this request (id mode) ... */
  ids?: string[];
  /** ... or the history window of this request (history mode). */
  retstart?: number;
  retmax?: number;
  /**
   * Set when NCBI answered that none of this request's ids (or history records) has a record
   * (`<ERROR>ID list is empty! Possibly it has no correct IDs.</ERROR>` in a 200): the body is
   * then empty (`''`, `{}`, a closed stream) and holds no document to parse.
   */
  empty?: true;
  body: string;
}

/**
 * One request's worth of an efetch as the body arrives: read it (e.g. with core's `xmlElements`)
 * or cancel it before asking for the next batch, which cancels a body left unread. A reset or
 * truncation while reading is a `NetworkError`.
 */
export interface EFetchStreamBatch extends Omit<EFetchBatch, 'body'> {
  body: ReadableStream<Uint8Array>;
}

/** One request's worth of an XML efetch, parsed by core's safe XML parser. */
export interface EFetchXmlBatch extends Omit<EFetchBatch, 'body'> {
  document: Record<string, unknown>;
}

/** The ids (id mode) or history window (history mode) of one efetch request. */
export type EFetchWindow = { ids: string[] } | { retstart: number; retmax: number };

/** How `efetchRecords` reads a body's records and tells them apart. */
export interface RecordReader<R> {
  /** The records of a body, read as it arrives (a broken body throws). */
  read(body: ReadableStream<Uint8Array>): AsyncIterable<R>;
  /** A key unique to the record in its request (an accession, a gene id). */
  key(record: R): string;
}

/**
 * What `efetchRecords` hands out: each record once, and after each request's records a `done`
 * with its window; `done.error` when that request spent its retries on a transient failure.
 */
export type RecordEvent<R> =
  | { record: R; done?: undefined }
  | { done: EFetchWindow & { error?: Error }; record?: undefined };

// ---------------------------------------------------------------- elink

/** ELink `cmd` values documented in the E-utilities help. */
export type ELinkCmd =
  | 'neighbor'
  | 'neighbor_score'
  | 'neighbor_history'
  | 'acheck'
  | 'ncheck'
  | 'lcheck'
  | 'llinks'
  | 'llinkslib'
  | 'prlinks';

export interface ELinkParams {
  dbfrom: string;
  /** Target database; omit with cmd acheck/ncheck/lcheck/llinks. */
  db?: string;
  ids?: readonly EntrezId[];
  /** Use a stored set instead of ids. */
  history?: HistoryRef;
  linkname?: string;
  cmd?: ELinkCmd;
  /** Limit linked records with an Entrez query (target database). */
  term?: string;
  /** One LinkSet per input id (`id=1&id=2`) instead of one merged LinkSet (`id=1,2`). */
  oneToOne?: boolean;
  datetype?: string;
  reldate?: number;
  mindate?: string;
  maxdate?: string;
  holding?: string;
  /** Default 'json' (cmd neighbor*, not the LinkOut commands: those are XML). */
  retmode?: Retmode;
}

export interface LinkSetDb {
  dbTo: string;
  linkName: string;
  /** Linked uids, in NCBI's order. */
  links: string[];
  /** Similarity scores, parallel to `links` (cmd neighbor_score). */
  scores?: number[];
}

export interface LinkSetDbHistory {
  dbTo: string;
  linkName: string;
  queryKey: number;
}

/** One link an id has (ELink cmd=acheck `LinkInfo`). */
export interface LinkInfo {
  dbTo: string;
  linkName: string;
  menuTag?: string;
  htmlTag?: string;
  /** LinkOut entries carry a URL instead of a link name's target database. */
  url?: string;
  priority?: number;
}

/** cmd=acheck: one id and every link it has, in NCBI's order. */
export interface IdLinkSet {
  id: string;
  linkInfos: LinkInfo[];
}

/** cmd=ncheck / lcheck: one id and the flag NCBI set on it. */
export interface IdCheck {
  id: string;
  /** ncheck: `HasNeighbor="Y"`. */
  hasNeighbor?: boolean;
  /** lcheck: `HasLinkOut="Y"`. */
  hasLinkOut?: boolean;
}

export interface LinkSet {
  dbFrom: string;
  ids: string[];
  linkSetDbs: LinkSetDb[];
  /** cmd neighbor_history: the linked sets stored on the history server. */
  webEnv?: string;
  linkSetDbHistories: LinkSetDbHistory[];
  /** cmd acheck: per id, every link NCBI has for it (`IdCheckList` of `IdLinkSet`). */
  idLinkSets?: IdLinkSet[];
  /** cmd ncheck / lcheck: per id, whether it has neighbours / LinkOut links (`IdCheckList` of `Id`). */
  idChecks?: IdCheck[];
  /** cmd llinks/llinkslib/prlinks: NCBI's IdUrlList, passed through as parsed. */
  idUrlList?: unknown;
  /** Per-LinkSet `<ERROR>` (e.g. an id with no links of that name), reported instead of thrown. */
  errors: string[];
}

// ---------------------------------------------------------------- epost

export interface EPostParams {
  db: string;
  ids: readonly EntrezId[];
  /** Append to this existing environment instead of creating a new one. */
  webEnv?: string;
}

export interface EPostResult extends HistoryRef {
  /** Ids NCBI rejected (`InvalidIdList`). */
  invalidIds: string[];
}
