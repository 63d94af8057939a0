import { escapeXml, offsetPage } from '../../../kit/index.js';
import type { EmulatorReply } from '../../../service.js';
import { isEmulatedDb } from '../dbs/registry.js';
import { emptyOutcome, type SearchIndex, search } from '../query/search.js';
import { DOCTYPES, jsonAnswer, xmlAnswer } from '../render/envelope.js';
import { type Call, EutilsError, entrezDb, intParam, webEnvParam } from './call.js';

/** ESearch serves the first 9,999 records of a result set (retstart 0…9998); History has no cap. */
const ESEARCH_WINDOW = 9_999;

const RETSTART_ERROR =
  "Search Backend failed: Exception:\n'retstart' cannot be larger than 9998. For PubMed, ESearch can only retrieve the first 9,999 records matching the query. To obtain more than 9,999 PubMed records, consider using EDirect that contains additional logic to batch PubMed search results automatically so that an arbitrary number can be retrieved. For details see https://www.ncbi.nlm.nih.gov/books/NBK25499/";

/** `<Tag>text</Tag>` for each text, as ESearch writes its lists on one line. */
const each = (tag: string, texts: readonly string[]) =>
  texts.map((text) => `<${tag}>${escapeXml(text)}</${tag}>`).join('');

export function esearch(call: Call): EmulatorReply {
  const { params, json, state } = call;
  const db = entrezDb(params);
  const term = (params.get('term') ?? '').trim();
  const webEnv = webEnvParam(params);
  const queryKey = params.get('query_key');
  if (term === '' && queryKey === null) throw new EutilsError('Empty term and query_key - nothing todo');
  const retstart = intParam(params, 'retstart', 0);
  if (retstart > ESEARCH_WINDOW - 1) throw new EutilsError(RETSTART_ERROR);

  const history = (key: number) => state.history.ids(webEnv, key, db);
  const effectiveTerm = term === '' ? `#${queryKey}` : term;
  const outcome = isEmulatedDb(db)
    ? search(state.index(db) as SearchIndex<unknown>, effectiveTerm, history)
    : // A real database without emulated records: every phrase is unknown to it.
      { ...emptyOutcome(), phrasesnotfound: [effectiveTerm] };

  const count = outcome.ids.length;
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
  const { translationset, phrasesnotfound, fieldsnotfound, quotedphrasesnotfound } = outcome;
  const hasErrors = phrasesnotfound.length > 0 || fieldsnotfound.length > 0;
  const hasWarnings = messages.length > 0 || quotedphrasesnotfound.length > 0;

  if (json) {
    return jsonAnswer('esearch', {
      esearchresult: {
        count: String(count),
        retmax: String(ids.length),
        retstart: String(retstart),
        ...(stored && { querykey: String(stored.queryKey), webenv: stored.webEnv }),
        idlist: ids,
        translationset,
        querytranslation: outcome.querytranslation,
        ...(hasErrors && { errorlist: { phrasesnotfound, fieldsnotfound } }),
        ...(hasWarnings && {
          warninglist: { phrasesignored: [], quotedphrasesnotfound, outputmessages: messages },
        }),
      },
    });
  }

  const xml = [
    `<eSearchResult><Count>${count}</Count><RetMax>${ids.length}</RetMax><RetStart>${retstart}</RetStart>`,
    stored && `<QueryKey>${stored.queryKey}</QueryKey><WebEnv>${stored.webEnv}</WebEnv>`,
    ids.length ? `<IdList>\n${ids.map((id) => `<Id>${id}</Id>\n`).join('')}</IdList>` : '<IdList/>',
    translationset.length
      ? `<TranslationSet>${translationset.map((t) => `<Translation>     <From>${escapeXml(t.from)}</From>     <To>${escapeXml(t.to)}</To>    </Translation>`).join('')}</TranslationSet>`
      : '<TranslationSet/>',
    `<QueryTranslation>${escapeXml(outcome.querytranslation)}</QueryTranslation>`,
    hasErrors &&
      `<ErrorList>${each('PhraseNotFound', phrasesnotfound)}${each('FieldNotFound', fieldsnotfound)}</ErrorList>`,
    hasWarnings &&
      `<WarningList>${each('QuotedPhraseNotFound', quotedphrasesnotfound)}${each('OutputMessage', messages)}</WarningList>`,
    '</eSearchResult>\n',
  ];
  return xmlAnswer(DOCTYPES.esearch, xml.filter(Boolean).join(''));
}
