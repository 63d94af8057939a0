import { fill } from '../../../kit/index.js';
import type { EmulatorReply } from '../../../service.js';
import { DB_INFO, ENTREZ_DBS, isEmulatedDb } from '../dbs/registry.js';
import L from '../render/einfo-layout.json' with { type: 'json' };
import { DOCTYPES, jsonAnswer, xmlAnswer } from '../render/envelope.js';
import { writeElement, XmlWriter } from '../xml.js';
import { type Call, EutilsError } from './call.js';

const yn = (b: boolean | undefined) => (b ? 'Y' : 'N');

/** EInfo's JSON is its XML with keys lower-cased: a list element (`FieldList`) holds the list itself, an empty element is ''. */
function jsonOf(node: unknown): unknown {
  if (typeof node !== 'object' || node === null) return node;
  if (Array.isArray(node)) return node.map(jsonOf);
  const entries = Object.entries(node);
  if (entries.length === 0) return '';
  if (entries.length === 1 && Array.isArray(entries[0]![1])) return jsonOf(entries[0]![1]);
  return Object.fromEntries(entries.map(([key, value]) => [key.toLowerCase(), jsonOf(value)]));
}

export function einfo({ params, json, state }: Call): EmulatorReply {
  const db = (params.get('db') ?? '').trim().toLowerCase();
  if (db === '') {
    return json
      ? jsonAnswer('einfo', { einforesult: { dblist: [...ENTREZ_DBS] } })
      : xmlAnswer(
          DOCTYPES.einfo,
          `<eInfoResult>\n<DbList>\n\n${ENTREZ_DBS.map((d) => `\t<DbName>${d}</DbName>\n`).join('')}</DbList>\n\n</eInfoResult>\n`,
        );
  }
  if (!isEmulatedDb(db)) throw new EutilsError(`Can not retrieve DbInfo for db=${db}`);
  const { fields, records } = state.index(db).db;
  const dbInfo = fill(L.dbInfo, {
    ...DB_INFO[db],
    db,
    count: String(records.length),
    fields: fields.map((f) =>
      fill(L.field, {
        ...f,
        numerical: yn(f.numerical),
        singleToken: yn(f.mode === 'exact'),
        hidden: yn(f.hidden),
      }),
    ),
    links: DB_INFO[db].links.map((l) => fill(L.link, l)),
  });
  if (json) return jsonAnswer('einfo', { einforesult: { dbinfo: [jsonOf(dbInfo)] } });
  const w = new XmlWriter('\t');
  writeElement(w, 'eInfoResult', { DbInfo: dbInfo });
  return xmlAnswer(DOCTYPES.einfo, w.toString());
}
