import { offsetPage } from '../../../kit/index.js';
import type { EmulatorReply } from '../../../service.js';
import { isEmulatedDb, isEntrezDb } from '../dbs/registry.js';
import { intParam, retmode, webEnvParam } from '../params.js';
import { QuerySyntaxError } from '../query/parse.js';
import { emptyOutcome, type SearchIndex, type SearchOutcome, search } from '../query/search.js';
import { DOCTYPES, errorReply, jsonHeader, jsonReply, xmlDocument, xmlReply } from '../render/envelope.js';
import { escapeXml } from '../xml.js';
import { type Call, dbParam } from './call.js';

/** ESearch serves the first 9,999 records of a result set (retstart 0…9998); History has no cap. */
export const ESEARCH_WINDOW = 9_999;

export const RETSTART_ERROR =
  "Search Backend failed: Exception:\n'retstart' cannot be larger than 9998. For PubMed, ESearch can only retrieve the first 9,999 records matching the query. To obtain more than 9,999 PubMed records, consider using EDirect that contains additional logic to batch PubMed search results automatically so that an arbitrary number can be retrieved. For details see https://www.ncbi.nlm.nih.gov/books/NBK25499/";

export function esearch(call: Call): EmulatorReply {
  const { params, state } = call;
  const json = retmode(params) === 'json';
  const fail = (message: string) => errorReply('esearch', json, message);
  const db = dbParam(params);
  if (!isEntrezDb(db)) return fail(`Invalid db name specified: ${db}`);
  const term = (params.get('term') ?? '').trim();
  const webEnv = webEnvParam(params);
  const queryKey = params.get('query_key');
  if (term === '' && queryKey === null) return fail('Empty term and query_key - nothing todo');
  const retstart = intParam(params, 'retstart', 0);
  if (retstart > ESEARCH_WINDOW - 1) return fail(RETSTART_ERROR);

  const history = (key: number) => {
    const stored = webEnv ? state.history.get(webEnv, key) : undefined;
    return stored && stored.db === db ? stored.ids : undefined;
  };
  let outcome: SearchOutcome;
  const effectiveTerm = term === '' ? `#${queryKey}` : term;
  if (isEmulatedDb(db)) {
    try {
      outcome = search(state.index(db) as SearchIndex<unknown>, effectiveTerm, history);
    } catch (error) {
      if (error instanceof QuerySyntaxError) return fail(`Search Backend failed: ${error.message}`);
      throw error;
    }
  } else {
    // A real database without emulated records: every phrase is unknown to it.
    outcome = { ...emptyOutcome(), phrasesnotfound: [effectiveTerm] };
  }

  const count = outcome.ids.length;
  if (params.get('rettype') === 'count') {
    return json
      ? jsonReply({ header: jsonHeader('esearch'), esearchresult: { count: String(count) } })
      : xmlReply(
          xmlDocument(DOCTYPES.esearch, `<eSearchResult>\n\t<Count>${count}</Count>\n</eSearchResult>\n`),
        );
  }
  const stored =
    params.get('usehistory')?.toLowerCase() === 'y'
      ? state.history.store(db, outcome.ids, webEnv)
      : undefined;
  const requested = Math.min(intParam(params, 'retmax', 20), ESEARCH_WINDOW);
  const retmax = Math.max(0, Math.min(requested, ESEARCH_WINDOW - retstart, count - retstart));
  const ids = offsetPage(outcome.ids, retstart, retmax).items.map(String);
  const messages: string[] = [];
  if (retstart + requested > ESEARCH_WINDOW && count > ESEARCH_WINDOW) {
    messages.push(`Restrictions achieved. start and count adjusted to ${retstart}, ${retmax}`);
  }
  if (count === 0) messages.push('No items found.');
  const hasErrors = outcome.phrasesnotfound.length > 0 || outcome.fieldsnotfound.length > 0;
  const hasWarnings = messages.length > 0 || outcome.quotedphrasesnotfound.length > 0;

  if (json) {
    return jsonReply({
      header: jsonHeader('esearch'),
      esearchresult: {
        count: String(count),
        retmax: String(ids.length),
        retstart: String(retstart),
        ...(stored && { querykey: String(stored.queryKey), webenv: stored.webEnv }),
        idlist: ids,
        translationset: outcome.translationset,
        querytranslation: outcome.querytranslation,
        ...(hasErrors && {
          errorlist: { phrasesnotfound: outcome.phrasesnotfound, fieldsnotfound: outcome.fieldsnotfound },
        }),
        ...(hasWarnings && {
          warninglist: {
            phrasesignored: [],
            quotedphrasesnotfound: outcome.quotedphrasesnotfound,
            outputmessages: messages,
          },
        }),
      },
    });
  }

  const parts = [
    `<eSearchResult><Count>${count}</Count><RetMax>${ids.length}</RetMax><RetStart>${retstart}</RetStart>`,
  ];
  if (stored) parts.push(`<QueryKey>${stored.queryKey}</QueryKey><WebEnv>${stored.webEnv}</WebEnv>`);
  parts.push(ids.length ? `<IdList>\n${ids.map((id) => `<Id>${id}</Id>\n`).join('')}</IdList>` : '<IdList/>');
  parts.push(
    outcome.translationset.length
      ? `<TranslationSet>${outcome.translationset.map((t) => `<Translation>     <From>${escapeXml(t.from)}</From>     <To>${escapeXml(t.to)}</To>    </Translation>`).join('')}</TranslationSet>`
      : '<TranslationSet/>',
  );
  parts.push(`<QueryTranslation>${escapeXml(outcome.querytranslation)}</QueryTranslation>`);
  if (hasErrors) {
    parts.push(
      `<ErrorList>${outcome.phrasesnotfound.map((p) => `<PhraseNotFound>${escapeXml(p)}</PhraseNotFound>`).join('')}${outcome.fieldsnotfound.map((f) => `<FieldNotFound>${escapeXml(f)}</FieldNotFound>`).join('')}</ErrorList>`,
    );
  }
  if (hasWarnings) {
    parts.push(
      `<WarningList>${outcome.quotedphrasesnotfound.map((p) => `<QuotedPhraseNotFound>${escapeXml(p)}</QuotedPhraseNotFound>`).join('')}${messages.map((m) => `<OutputMessage>${escapeXml(m)}</OutputMessage>`).join('')}</WarningList>`,
    );
  }
  parts.push('</eSearchResult>\n');
  return xmlReply(xmlDocument(DOCTYPES.esearch, parts.join('')));
}
