import { type CallOptions, type PagePromise, Resource, xmlNodes } from '@lifesci/core';
import type { EutilsClient } from '../client.js';
import { internalsOf } from '../internal.js';
import { ESEARCH_POSITION_CAP, MAX_GET_URL, MAX_RETMAX, type ValidESearchParams } from '../params.js';
import { ESearchJsonSchema, ESearchXmlSchema } from '../schemas/esearch.js';
import type { ESearchResult, EutilsWarning, HistoryRef } from '../types.js';
import { isRecord, toInt } from '../values.js';
import { answerIn } from '../xml-options.js';

const { all, allAt, childText, one, texts } = xmlNodes;

// JSON spells ESearch's ErrorList/WarningList children as plural lower-case keys.
const JSON_WARNING_KINDS: Record<string, string> = {
  phrasesnotfound: 'PhraseNotFound',
  fieldsnotfound: 'FieldNotFound',
  phrasesignored: 'PhraseIgnored',
  quotedphrasesnotfound: 'QuotedPhraseNotFound',
  outputmessages: 'OutputMessage',
};

function warningsOf(list: unknown, json: boolean): EutilsWarning[] {
  if (!isRecord(list)) return [];
  const out: EutilsWarning[] = [];
  for (const key of Object.keys(list)) {
    if (key.startsWith('@_')) continue;
    const kind = json ? (JSON_WARNING_KINDS[key] ?? key) : key;
    for (const text of texts(list, key)) out.push({ kind, text });
  }
  return out;
}

function withOptional(
  result: ESearchResult,
  webEnv: string | undefined,
  queryKey: number | undefined,
  translation: string | undefined,
): ESearchResult {
  if (webEnv) result.webEnv = webEnv;
  if (queryKey !== undefined) result.queryKey = queryKey;
  if (translation !== undefined) result.queryTranslation = translation;
  return result;
}

/** Normalises a parsed ESearch answer (either retmode). */
export function toESearchResult(body: unknown, json: boolean): ESearchResult {
  const node = one(body, json ? 'esearchresult' : 'eSearchResult');
  // XML elements are CamelCase; JSON keys are the same names in lower case.
  const key = (name: string) => (json ? name.toLowerCase() : name);
  const ids = json ? texts(node, 'idlist') : texts(one(node, 'IdList'), 'Id');
  const translations = (
    json ? all(node, 'translationset') : allAt(node, 'TranslationSet', 'Translation')
  ).map((t) => ({ from: childText(t, key('From')) ?? '', to: childText(t, key('To')) ?? '' }));
  const warnings = [
    ...warningsOf(node?.[key('ErrorList')], json),
    ...warningsOf(node?.[key('WarningList')], json),
  ];
  // An ERROR beside a result (the fatal ones were thrown by checkBody) is kept as a warning.
  for (const text of texts(node, 'ERROR')) warnings.push({ kind: 'ERROR', text });
  const result: ESearchResult = {
    count: toInt(childText(node, key('Count'))) ?? 0,
    retstart: toInt(childText(node, key('RetStart'))) ?? 0,
    retmax: toInt(childText(node, key('RetMax'))) ?? ids.length,
    ids,
    translations,
    warnings,
  };
  return withOptional(
    result,
    childText(node, key('WebEnv')),
    toInt(childText(node, key('QueryKey'))),
    childText(node, key('QueryTranslation')),
  );
}

interface Window {
  retstart: number;
  retmax: number;
  usehistory: boolean;
}

/** ESearch: uids matching a term, page by page, past ESearch's position cap via the history server. */
export class ESearch extends Resource<EutilsClient> {
  /** One ESearch request. */
  async once(p: ValidESearchParams, window: Window, call: CallOptions | undefined): Promise<ESearchResult> {
    const json = (p.retmode ?? 'json') === 'json';
    const body = await this.client.request(
      {
        path: '/esearch.fcgi',
        query: {
          ...internalsOf(this.client).common,
          db: p.db,
          term: p.term,
          retstart: window.retstart,
          retmax: window.retmax,
          sort: p.sort,
          field: p.field,
          idtype: p.idtype,
          datetype: p.datetype,
          reldate: p.reldate,
          mindate: p.mindate,
          maxdate: p.maxdate,
          usehistory: window.usehistory ? 'y' : undefined,
          WebEnv: p.history?.webEnv,
          query_key: p.history?.queryKey,
          retmode: json ? 'json' : 'xml',
        },
        ...answerIn(json, { json: ESearchJsonSchema, xml: ESearchXmlSchema }),
        // Long boolean queries overflow a URL like long id lists do.
        postIfUrlLonger: MAX_GET_URL,
      },
      call,
    );
    return toESearchResult(body, json);
  }

  /**
   * ESearch as a PagePromise of uids. Pages below ESearch's position cap are plain ESearch
   * requests; from the cap on, the set is stored on the history server (once) and read with
   * EFetch rettype=uilist, which has no such cap. Each page's `raw` is its ESearchResult.
   */
  pages(p: ValidESearchParams, call: CallOptions): PagePromise<string, number, ESearchResult> {
    const start = p.retstart ?? 0;
    // Without a `retmax`: the first page holds what `maxItems` asks for (ESearch's default 20
    // without it), and a walk past it reads the largest pages ESearch serves, so reading 1,200
    // ids is one request, not sixty of 20.
    const firstSize = p.retmax ?? (p.maxItems ? Math.min(p.maxItems, MAX_RETMAX) : 20);
    const sizeAt = (retstart: number): number => {
      if (p.retmax !== undefined || retstart === start) return firstSize;
      const wanted = p.maxItems === undefined ? MAX_RETMAX : start + p.maxItems - retstart;
      return Math.max(1, Math.min(MAX_RETMAX, wanted));
    };
    let stored: (HistoryRef & { search: ESearchResult }) | undefined;

    const remember = (result: ESearchResult): void => {
      if (result.webEnv && result.queryKey !== undefined) {
        stored = { webEnv: result.webEnv, queryKey: result.queryKey, search: result };
      }
    };

    const fetchPage = async (cursor: number | undefined, pageCall: CallOptions) => {
      const retstart = cursor ?? start;
      const pageSize = sizeAt(retstart);
      if (pageSize === 0 || retstart < ESEARCH_POSITION_CAP) {
        const retmax = Math.min(pageSize, Math.max(0, ESEARCH_POSITION_CAP - retstart));
        // The set is stored once, by the first page; later pages carry its WebEnv and query key.
        const usehistory = stored === undefined && (p.usehistory ?? false);
        const result = await this.once(p, { retstart, retmax, usehistory }, pageCall);
        remember(result);
        return page(
          stored && !result.webEnv ? { ...result, webEnv: stored.webEnv, queryKey: stored.queryKey } : result,
          retstart,
        );
      }
      if (!stored) {
        const counted = await this.once(p, { retstart: 0, retmax: 0, usehistory: true }, pageCall);
        remember(counted);
        if (!stored) return page({ ...counted, retstart, retmax: 0, ids: [] }, retstart);
      }
      const history: HistoryRef & { search: ESearchResult } = stored;
      const count = history.search.count;
      const retmax = Math.min(pageSize, MAX_RETMAX, Math.max(0, count - retstart));
      const ids = retmax > 0 ? await this.#uidsFromHistory(p.db, history, retstart, retmax, pageCall) : [];
      return page({ ...history.search, retstart, retmax, ids }, retstart);
    };

    const page = (result: ESearchResult, retstart: number) => {
      const after = retstart + result.ids.length;
      const done = result.ids.length === 0 || after >= result.count;
      // `total` is the count only when paging starts at 0; otherwise `done` ends the walk.
      return {
        items: result.ids,
        total: start === 0 ? result.count : undefined,
        raw: result,
        next: done ? undefined : after,
        done,
      };
    };

    return this.client.paginate(fetchPage, call, p.maxItems === undefined ? {} : { maxItems: p.maxItems });
  }

  /**
   * Uids of a stored set, `retmax` from `retstart`, via EFetch rettype=uilist. The text form is
   * one uid per line in every database, so no XML needs reading at all.
   */
  async #uidsFromHistory(
    db: string,
    history: HistoryRef,
    retstart: number,
    retmax: number,
    call: CallOptions | undefined,
  ): Promise<string[]> {
    const body = await this.client.request(
      {
        path: '/efetch.fcgi',
        query: {
          ...internalsOf(this.client).common,
          db,
          WebEnv: history.webEnv,
          query_key: history.queryKey,
          retstart,
          retmax,
          rettype: 'uilist',
          retmode: 'text',
        },
        responseType: 'text',
        postIfUrlLonger: MAX_GET_URL,
      },
      call,
    );
    return body
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('<'));
  }
}
