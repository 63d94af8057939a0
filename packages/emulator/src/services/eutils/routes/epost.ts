import type { EmulatorReply } from '../../../service.js';
import { DOCTYPES, xmlAnswer } from '../render/envelope.js';
import { writeElement, XmlWriter } from '../xml.js';
import { type Call, EutilsError, entrezDb, idGroups, webEnvParam } from './call.js';

/** EPost stores ids on the History server; it answers XML only, whatever retmode says. */
export function epost({ params, state }: Call): EmulatorReply {
  const db = entrezDb(params);
  const ids = idGroups(params).flat();
  if (ids.length === 0) throw new EutilsError('Empty id list - nothing todo');
  const valid = ids.filter((id) => /^\d+$/.test(id));
  const invalid = ids.filter((id) => !/^\d+$/.test(id));
  if (valid.length === 0) throw new EutilsError('IDs contain invalid characters which was treated as empty');
  const stored = state.history.store(db, valid.map(Number), webEnvParam(params));
  const w = new XmlWriter('\t');
  writeElement(w, 'ePostResult', {
    InvalidIdList: invalid.length ? { Id: invalid } : undefined,
    QueryKey: stored.queryKey,
    WebEnv: stored.webEnv,
  });
  return xmlAnswer(DOCTYPES.epost, w.toString());
}
