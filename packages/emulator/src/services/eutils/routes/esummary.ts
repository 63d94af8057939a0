import { escapeXml, textReply } from '../../../kit/index.js';
import type { EmulatorReply } from '../../../service.js';
import { DB_INFO, type EmulatedDb } from '../dbs/registry.js';
import { DOCTYPES, JSON_TYPE, xmlAnswer } from '../render/envelope.js';
import { summaryErrorV2Xml, summaryOf, summaryV1Xml, summaryV2Xml } from '../render/summaries.js';
import { type Call, EutilsError, entrezDb, requestedIds } from './call.js';

/** ESummary's documented maximum of ids per call. */
const ESUMMARY_MAX_IDS = 500;
const NOT_FOUND = 'cannot get document summary';

/** The version 2.0 answer around DocumentSummary elements; ClinVar's set names its database build. */
export function documentSummarySet(db: string, docs: readonly string[]): EmulatorReply {
  const doctype = db === 'clinvar' ? DOCTYPES.esummaryClinvar : DOCTYPES.esummaryGene;
  const build = db === 'clinvar' ? `<DbBuild>${DB_INFO.clinvar.build}</DbBuild>` : '';
  return xmlAnswer(
    doctype,
    `<eSummaryResult>\n<DocumentSummarySet status="OK">${build}\n${docs.join('\n')}\n</DocumentSummarySet>\n</eSummaryResult>\n`,
  );
}

export function esummary(call: Call): EmulatorReply {
  const { params, json, state } = call;
  const db = entrezDb(params);
  const asked = requestedIds(call, db, 10_000);
  if (asked.length === 0 && !params.has('query_key'))
    throw new EutilsError(
      params.has('id') ? 'Empty id list - nothing todo' : 'Neither query_key nor id specified',
    );
  // A repeated id is summarised once, as the real service does.
  const uids = [...new Set(asked)];
  if (uids.length > ESUMMARY_MAX_IDS) {
    throw new EutilsError(
      `Too many UIDs in request. Maximum number of UIDs is ${ESUMMARY_MAX_IDS} for ${json ? 'JSON' : 'XML'} format output.`,
    );
  }

  const summaries = uids.map((uid) => [uid, summaryOf(state.catalog, db, uid)] as const);
  if (json) {
    // Written by hand: JSON.stringify would put the numeric uid keys before "uids".
    const entries = summaries.map(
      ([uid, summary]) => `,${JSON.stringify(uid)}:${JSON.stringify(summary ?? { uid, error: NOT_FOUND })}`,
    );
    return textReply(
      `{"header":{"type":"esummary","version":"0.3"},"result":{"uids":${JSON.stringify(uids)}${entries.join('')}}}`,
      JSON_TYPE,
    );
  }

  if (params.get('version') === '2.0') {
    const docs = summaries.map(([uid, summary]) =>
      summary ? summaryV2Xml(db as EmulatedDb, summary) : summaryErrorV2Xml(uid, NOT_FOUND),
    );
    return documentSummarySet(db, docs);
  }
  const errors = summaries
    .filter(([, s]) => !s)
    .map(([uid]) => `\t<ERROR>UID=${escapeXml(uid)}: ${NOT_FOUND}</ERROR>\n`);
  const docs = summaries.flatMap(([, s]) => (s ? [summaryV1Xml(db as EmulatedDb, s)] : []));
  return xmlAnswer(
    DOCTYPES.esummaryV1,
    `<eSummaryResult>\n${errors.join('')}${docs.join('\n')}\n</eSummaryResult>\n`,
  );
}
