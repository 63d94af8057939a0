import type { EmulatorReply } from '../../../service.js';
import { isEntrezDb } from '../dbs/registry.js';
import { idList, webEnvParam } from '../params.js';
import { DOCTYPES, xmlDocument, xmlError, xmlReply } from '../render/envelope.js';
import { escapeXml } from '../xml.js';
import { type Call, dbParam } from './call.js';

/** EPost stores ids on the History server; it answers XML only, whatever retmode says. */
export function epost(call: Call): EmulatorReply {
  const { params, state } = call;
  const db = dbParam(params);
  if (!isEntrezDb(db)) return xmlError(DOCTYPES.epost, 'ePostResult', `Invalid db name specified: ${db}`);
  const ids = idList(params);
  if (ids.length === 0) return xmlError(DOCTYPES.epost, 'ePostResult', 'Empty id list - nothing todo');
  const valid = ids.filter((id) => /^\d+$/.test(id));
  const invalid = ids.filter((id) => !/^\d+$/.test(id));
  if (valid.length === 0)
    return xmlError(
      DOCTYPES.epost,
      'ePostResult',
      'IDs contain invalid characters which was treated as empty',
    );
  const stored = state.history.store(db, valid.map(Number), webEnvParam(params));
  const invalidList = invalid.length
    ? `\t<InvalidIdList>\n${invalid.map((id) => `\t\t<Id>${escapeXml(id)}</Id>\n`).join('')}\t</InvalidIdList>\n`
    : '';
  return xmlReply(
    xmlDocument(
      DOCTYPES.epost,
      `<ePostResult>\n${invalidList}\t<QueryKey>${stored.queryKey}</QueryKey>\n\t<WebEnv>${stored.webEnv}</WebEnv>\n</ePostResult>\n`,
    ),
  );
}
