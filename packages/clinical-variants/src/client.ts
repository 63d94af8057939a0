import {
  type BatchResult,
  batch,
  type CallOptions,
  PagePromise,
  parseInput,
  ResponseValidationError,
} from '@lifesci/core';
import { type ESearchResult, EutilsClient, type EutilsClientOptions, type HistoryRef } from '@lifesci/eutils';
import * as v from 'valibot';
import { variationIds } from './ids.js';
import { buildClinVarTerm, type ClinVarQuery } from './query.js';
import { RecordStream } from './record-stream.js';
import { parseClinVarDocument, rcvRecordsOf, vcvRecordsOf } from './records/document.js';
import { ClinVarDocSumSchema } from './schemas/summary.js';
import { toSummary } from './summary.js';
import type { ClinVarSummary, RcvRecord, VcvRecord } from './types.js';

const DB = 'clinvar';
/** Above this many records the spec asks for the history server (S10 limits). */
export const HISTORY_THRESHOLD = 500;
/** Ids per ELink request. */
const LINK_BATCH = 500;

export interface ClinicalVariantsClientOptions extends EutilsClientOptions {
  /**
   * An EutilsClient to send every request through (its options then apply). By default one is
   * created from these options; either way the E-utilities rate budget of the key is shared
   * with every other E-utilities client in the process.
   */
  eutils?: EutilsClient;
}

export interface ClinVarSearchOptions {
  /** Ids per page, 1..10,000 (default 20). */
  retmax?: number;
  /** Index of the first id (default 0). */
  retstart?: number;
  /** Stop after this many ids in total (iteration / toArray). */
  maxItems?: number;
  /** ESearch sort order. */
  sort?: string;
  /**
   * Store the result set on the history server, so every page carries `webEnv`/`queryKey` for
   * `summaries()`/`records()`. Default: on when more than 500 records will be read
   * (`maxItems` or `retmax` above 500).
   */
  usehistory?: boolean;
}

/** A window of a result set stored on the history server (from a search page's `raw`). */
export interface ClinVarHistory extends HistoryRef {
  retstart?: number;
  /** How many records from `retstart` (default 500 for summaries; required for records). */
  retmax?: number;
}

export type ClinVarIds = readonly (string | number)[];

export type RecordType = 'vcv' | 'rcv';
export type LinkTarget = 'pubmed' | 'gene' | 'medgen' | 'snp';

export interface ClinVarLinks {
  /** The ClinVar Variation ID the links start from. */
  id: string;
  target: LinkTarget;
  /** 'clinvar_pubmed', 'clinvar_gene', 'clinvar_medgen' or 'clinvar_snp'. */
  linkName: string;
  /** Linked uids in the target database, in NCBI's order. */
  ids: string[];
}

/** Where the next page of `searchSummaries` starts in the stored result set. */
export interface SummaryCursor extends HistoryRef {
  retstart: number;
  /** Records to read in all (the match count, capped by `maxItems`). */
  count: number;
}

/** `raw` of a `searchSummaries` page. */
export interface SearchSummariesPageRaw {
  /** The ESearch result (first page only). */
  search?: ESearchResult | undefined;
  /** This page's summaries with per-id failures. */
  summaries: BatchResult<string, ClinVarSummary>;
}

function emptyBatch<T>(): BatchResult<string, T> {
  return { items: [], values: [], failures: [] };
}

const HistorySchema = v.looseObject({
  webEnv: v.pipe(v.string(), v.minLength(1)),
  queryKey: v.pipe(v.number(), v.integer(), v.minValue(1)),
  retstart: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  retmax: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
});
const RecordsOptionsSchema = v.strictObject({ rettype: v.picklist(['vcv', 'rcv'], "'vcv' or 'rcv'") });
const LinksOptionsSchema = v.strictObject({
  target: v.picklist(['pubmed', 'gene', 'medgen', 'snp'], "'pubmed', 'gene', 'medgen' or 'snp'"),
});
const MaxItemsSchema = v.pipe(v.number(), v.integer(), v.minValue(1));

function isHistory(input: ClinVarIds | ClinVarHistory): input is ClinVarHistory {
  return !Array.isArray(input);
}

/** Maps a BatchResult's values, turning a mapping failure into that id's failure. */
function mapBatch<T, U>(result: BatchResult<string, T>, map: (value: T) => U): BatchResult<string, U> {
  const out: BatchResult<string, U> = { items: [], values: [], failures: [] };
  for (const item of result.items) {
    if (!item.ok) {
      out.items.push(item);
      out.failures.push({ id: item.id, index: item.index, error: item.error });
      continue;
    }
    let mapped: { ok: true; value: U } | { ok: false; error: Error };
    try {
      mapped = { ok: true, value: map(item.value) };
    } catch (error) {
      mapped = { ok: false, error: error instanceof Error ? error : new Error(String(error)) };
    }
    if (mapped.ok) {
      out.items.push({ id: item.id, index: item.index, ok: true, value: mapped.value });
      out.values.push(mapped.value);
    } else {
      out.items.push({ id: item.id, index: item.index, ok: false, error: mapped.error });
      out.failures.push({ id: item.id, index: item.index, error: mapped.error });
    }
  }
  return out;
}

/** One DocSum → ClinVarSummary; the schema both checks and normalises (numbers as strings, blanks). */
function summaryOf(doc: unknown): ClinVarSummary {
  const parsed = v.safeParse(ClinVarDocSumSchema, doc);
  if (!parsed.success) {
    const uid = (doc as { uid?: unknown } | null)?.uid;
    throw new ResponseValidationError(
      `eutils esummary clinvar ${String(uid)}`,
      parsed.issues.map((issue) => ({ path: v.getDotPath(issue) ?? '', message: issue.message })),
    );
  }
  return toSummary(parsed.output);
}

/** Records of one batch, in the order of the ids asked for (ClinVar's own order otherwise). */
function inInputOrder<R extends { variationId?: string | undefined }>(
  records: R[],
  ids: readonly string[] | undefined,
): R[] {
  if (!ids) return records;
  const rank = new Map(ids.map((id, i) => [id, i]));
  const at = (r: R) => rank.get(r.variationId ?? '') ?? ids.length;
  return records
    .map((r, i) => ({ r, i }))
    .sort((a, b) => at(a.r) - at(b.r) || a.i - b.i)
    .map((x) => x.r);
}

/**
 * ClinVar (S10) through NCBI E-utilities, db=clinvar. Every request goes through an
 * EutilsClient (and so through @lifesci/core): this class only says what to ask for and types
 * the answers.
 */
export class ClinicalVariantsClient {
  /** The E-utilities client every request goes through. */
  readonly eutils: EutilsClient;

  constructor(options: ClinicalVariantsClientOptions = {}) {
    const { eutils, ...rest } = options;
    // `baseUrls.eutils` (the emulator's key) is the E-utilities address too, so an emulator's
    // `baseUrls` can be passed as they are without the client falling back to NCBI.
    const eutilsUrl = rest.baseUrl ?? rest.baseUrls?.eutils;
    this.eutils =
      eutils ?? new EutilsClient(eutilsUrl === undefined ? rest : { ...rest, baseUrl: eutilsUrl });
  }

  /**
   * Searches ClinVar; a PagePromise of Variation IDs (each page's `raw` is the ESearch result:
   * `count`, `webEnv`/`queryKey` with the history server, `warnings`). A query matching nothing
   * is an empty result, not an error.
   */
  search(
    query: ClinVarQuery | string,
    options: ClinVarSearchOptions = {},
    call?: CallOptions,
  ): PagePromise<string, number> {
    const term = buildClinVarTerm(query);
    const { usehistory, ...rest } = options;
    const readsMany = (rest.maxItems ?? 0) > HISTORY_THRESHOLD || (rest.retmax ?? 0) > HISTORY_THRESHOLD;
    return this.eutils.esearch({ ...rest, db: DB, term, usehistory: usehistory ?? readsMany }, call);
  }

  /**
   * Typed summaries (ESummary version 2.0) of any number of Variation IDs (or VCV accessions),
   * in input order with per-id failures; or of a window of a stored result set.
   */
  async summaries(
    input: ClinVarIds | ClinVarHistory,
    call?: CallOptions,
  ): Promise<BatchResult<string, ClinVarSummary>> {
    if (isHistory(input)) {
      const h = parseInput(HistorySchema, input, 'history');
      const result = await this.eutils.esummary(
        {
          db: DB,
          version: '2.0',
          history: { webEnv: h.webEnv, queryKey: h.queryKey },
          ...(h.retstart === undefined ? {} : { retstart: h.retstart }),
          ...(h.retmax === undefined ? {} : { retmax: h.retmax }),
        },
        {},
        call,
      );
      return mapBatch(result, summaryOf);
    }
    const uids = variationIds(input);
    const result = await this.eutils.esummary({ db: DB, version: '2.0', ids: uids }, {}, call);
    // Report each item under the id the caller gave (a VCV accession stays an accession).
    const mapped = mapBatch(result, summaryOf);
    for (const item of mapped.items) item.id = String(input[item.index] ?? item.id);
    for (const failure of mapped.failures) failure.id = String(input[failure.index] ?? failure.id);
    return mapped;
  }

  /**
   * Summaries of a search's matches as a PagePromise (500 summaries per page, one ESummary
   * request each). Up to 500 matches wanted (`maxItems` ≤ 500): one search and one summary
   * request by id. Otherwise, as the spec asks above 500 records, the set is stored on the
   * history server (`usehistory=y`, `retmax=0`) and each page is read from it, without sending
   * ids. Each page's `raw` is `{ search, summaries }`: the ESearch result and the BatchResult
   * (per-id failures).
   */
  searchSummaries(
    query: ClinVarQuery | string,
    options: { maxItems?: number; sort?: string } = {},
    call: CallOptions = {},
  ): PagePromise<ClinVarSummary, SummaryCursor> {
    const term = buildClinVarTerm(query);
    const limit = parseInput(v.optional(MaxItemsSchema), options.maxItems, 'options.maxItems');
    const sort = options.sort === undefined ? {} : { sort: options.sort };
    const fetchPage = async (cursor: SummaryCursor | undefined, pageCall: CallOptions) => {
      if (!cursor && limit !== undefined && limit <= HISTORY_THRESHOLD) {
        const first = await this.eutils.esearch({ db: DB, term, retmax: limit, ...sort }, pageCall);
        const search = first.raw as ESearchResult;
        const ids = first.items.slice(0, limit);
        const summaries = ids.length > 0 ? await this.summaries(ids, pageCall) : emptyBatch<ClinVarSummary>();
        return { items: summaries.values, total: ids.length, raw: { search, summaries }, done: true };
      }
      let at = cursor;
      let search: ESearchResult | undefined;
      if (!at) {
        const first = await this.eutils.esearch(
          { db: DB, term, retmax: 0, usehistory: true, ...sort },
          pageCall,
        );
        search = first.raw as ESearchResult;
        const count = Math.min(search.count, limit ?? Number.POSITIVE_INFINITY);
        if (!search.webEnv || search.queryKey === undefined || count === 0) {
          return {
            items: [],
            total: 0,
            raw: { search, summaries: emptyBatch<ClinVarSummary>() },
            done: true,
          };
        }
        at = { webEnv: search.webEnv, queryKey: search.queryKey, retstart: 0, count };
      }
      const retmax = Math.min(HISTORY_THRESHOLD, at.count - at.retstart);
      const summaries = await this.summaries(
        { webEnv: at.webEnv, queryKey: at.queryKey, retstart: at.retstart, retmax },
        pageCall,
      );
      const next = at.retstart + retmax;
      return {
        items: summaries.values,
        total: at.count,
        raw: { search, summaries },
        next: next < at.count ? { ...at, retstart: next } : undefined,
      };
    };
    return new PagePromise<ClinVarSummary, SummaryCursor>(
      fetchPage,
      call,
      limit === undefined ? {} : { maxItems: limit },
    );
  }

  /**
   * Full records, parsed into typed records: `rettype: 'vcv'` (VariationArchive XML, current and
   * older layouts) or `'rcv'` (ClinVarSet XML; one record per variant-condition pair, so several
   * per Variation ID). Fetched 500 ids per request; `await` for all, `for await` to stream.
   * Ids ClinVar has no record for are absent (EFetch leaves them out).
   */
  records(
    input: ClinVarIds | ClinVarHistory,
    options: { rettype: 'vcv' },
    call?: CallOptions,
  ): RecordStream<VcvRecord>;
  records(
    input: ClinVarIds | ClinVarHistory,
    options: { rettype: 'rcv' },
    call?: CallOptions,
  ): RecordStream<RcvRecord>;
  records(
    input: ClinVarIds | ClinVarHistory,
    options: { rettype: RecordType },
    call?: CallOptions,
  ): RecordStream<VcvRecord> | RecordStream<RcvRecord>;
  records(
    input: ClinVarIds | ClinVarHistory,
    options: { rettype: RecordType },
    call?: CallOptions,
  ): RecordStream<VcvRecord> | RecordStream<RcvRecord> {
    const { rettype } = parseInput(RecordsOptionsSchema, options, 'options');
    let source: { ids: string[] } | { history: HistoryRef; retstart?: number; retmax: number };
    if (isHistory(input)) {
      const h = parseInput(
        v.pipe(
          HistorySchema,
          v.check((x) => x.retmax !== undefined, 'retmax is required for records'),
        ),
        input,
        'history',
      );
      source = {
        history: { webEnv: h.webEnv, queryKey: h.queryKey },
        ...(h.retstart === undefined ? {} : { retstart: h.retstart }),
        retmax: h.retmax!,
      };
    } else {
      source = { ids: variationIds(input) };
    }
    const params = {
      ...source,
      db: DB,
      rettype,
      retmode: 'xml',
      // The uids are Variation IDs; ClinVar wants to be told so for the VCV report.
      ...(rettype === 'vcv' ? { extra: { is_variationid: 'true' } } : {}),
    };
    const eutils = this.eutils;
    const endpoint = `eutils efetch clinvar rettype=${rettype}`;
    async function* batches() {
      for await (const batch of eutils.efetch(params, call)) {
        const doc = parseClinVarDocument(batch.body);
        const records = rettype === 'vcv' ? vcvRecordsOf(doc, endpoint) : rcvRecordsOf(doc, endpoint);
        yield inInputOrder<VcvRecord | RcvRecord>(records, batch.ids);
      }
    }
    return new RecordStream(batches) as RecordStream<VcvRecord> | RecordStream<RcvRecord>;
  }

  /**
   * Links from Variation IDs to PubMed, Gene, MedGen or dbSNP (linknames clinvar_pubmed,
   * clinvar_gene, clinvar_medgen, clinvar_snp): one entry per input id, in input order; an id
   * with no links has an empty list.
   */
  async links(
    input: ClinVarIds,
    options: { target: LinkTarget },
    call: CallOptions = {},
  ): Promise<ClinVarLinks[]> {
    const { target } = parseInput(LinksOptionsSchema, options, 'options');
    const uids = variationIds(input);
    const linkName = `${DB}_${target}`;
    // One ELink request per 500 ids, like ESummary/EFetch: a single POST of thousands times out.
    const result = await batch(uids, {
      size: LINK_BATCH,
      signal: call.signal,
      run: async (chunk, { signal }) => {
        const sets = await this.eutils.elink(
          { dbfrom: DB, db: target, ids: chunk, linkname: linkName, oneToOne: true },
          { ...call, signal },
        );
        const byId = new Map<string, string[]>(chunk.map((id) => [id, []]));
        for (const set of sets) {
          const links = set.linkSetDbs.filter((db) => db.linkName === linkName).flatMap((db) => db.links);
          for (const id of set.ids) byId.get(id)?.push(...links);
        }
        return byId;
      },
    });
    // Links are not per-id answers that can fail one by one: a failed request fails the call.
    const failure = result.failures[0];
    if (failure) throw failure.error;
    return result.values.map((ids, i) => ({ id: uids[i]!, target, linkName, ids: [...new Set(ids)] }));
  }
}
