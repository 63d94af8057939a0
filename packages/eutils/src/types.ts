import type { BatchResult } from '@lifesci/core';
import type * as v from 'valibot';
import type { SearchSummariesPaging } from './params.js';

/**
 * Public result types of EutilsClient (parameter types are inferred from their schemas in
 * params.ts). Results are the same shape whichever
 * `retmode` travelled on the wire: the client normalises NCBI's JSON and XML envelopes.
 * Database-specific record bodies (a DocSum's fields, an efetch record) are passed through.
 */

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

export type SearchSummariesOptions<T> = ESummaryOptions<T> & Pick<SearchSummariesPaging, 'maxItems'>;

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
export interface EFetchBytesBatch extends Omit<EFetchBatch, 'body'> {
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

export interface EPostResult extends HistoryRef {
  /** Ids NCBI rejected (`InvalidIdList`). */
  invalidIds: string[];
}
