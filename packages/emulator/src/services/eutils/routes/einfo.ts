import type { EmulatorReply } from '../../../service.js';
import { CLINVAR_FIELDS } from '../dbs/clinvar.js';
import { GENE_FIELDS } from '../dbs/gene.js';
import { DB_INFO, ENTREZ_DBS, isEmulatedDb } from '../dbs/registry.js';
import { retmode } from '../params.js';
import type { SearchField } from '../query/search.js';
import { DOCTYPES, errorReply, jsonHeader, jsonReply, xmlDocument, xmlReply } from '../render/envelope.js';
import { escapeXml } from '../xml.js';
import type { Call } from './call.js';

const yn = (b: boolean | undefined) => (b ? 'Y' : 'N');

export function einfo(call: Call): EmulatorReply {
  const { params, state } = call;
  const json = retmode(params) === 'json';
  const db = (params.get('db') ?? '').trim().toLowerCase();
  if (db === '') {
    return json
      ? jsonReply({ header: jsonHeader('einfo'), einforesult: { dblist: [...ENTREZ_DBS] } })
      : xmlReply(
          xmlDocument(
            DOCTYPES.einfo,
            `<eInfoResult>\n<DbList>\n\n${ENTREZ_DBS.map((d) => `\t<DbName>${d}</DbName>\n`).join('')}</DbList>\n\n</eInfoResult>\n`,
          ),
        );
  }
  if (!isEmulatedDb(db)) {
    const message = `Can not retrieve DbInfo for db=${db}`;
    return errorReply('einfo', json, message);
  }
  const info = DB_INFO[db];
  const count = state.count(db);
  const fields: readonly SearchField<never>[] = db === 'gene' ? GENE_FIELDS : CLINVAR_FIELDS;
  if (json) {
    return jsonReply({
      header: jsonHeader('einfo'),
      einforesult: {
        dbinfo: [
          {
            dbname: db,
            menuname: info.menuName,
            description: info.description,
            dbbuild: info.build,
            count: String(count),
            lastupdate: info.lastUpdate,
            fieldlist: fields.map((f) => ({
              name: f.code,
              fullname: f.fullName,
              description: f.description,
              termcount: '',
              isdate: 'N',
              isnumerical: yn(f.numerical),
              singletoken: yn(f.mode === 'exact'),
              hierarchy: 'N',
              ishidden: yn(f.hidden),
            })),
            linklist: info.links.map((l) => ({
              name: l.name,
              menu: l.menu,
              description: l.description,
              dbto: l.dbTo,
            })),
          },
        ],
      },
    });
  }
  const out = ['<eInfoResult>\n\t<DbInfo>\n'];
  out.push(
    `\t\t<DbName>${db}</DbName>\n\t\t<MenuName>${info.menuName}</MenuName>\n\t\t<Description>${info.description}</Description>\n`,
  );
  out.push(
    `\t\t<DbBuild>${info.build}</DbBuild>\n\t\t<Count>${count}</Count>\n\t\t<LastUpdate>${info.lastUpdate}</LastUpdate>\n\t\t<FieldList>\n`,
  );
  for (const f of fields) {
    out.push(
      `\t\t\t<Field>\n\t\t\t\t<Name>${f.code}</Name>\n\t\t\t\t<FullName>${escapeXml(f.fullName)}</FullName>\n\t\t\t\t<Description>${escapeXml(f.description)}</Description>\n\t\t\t\t<TermCount/>\n\t\t\t\t<IsDate>N</IsDate>\n\t\t\t\t<IsNumerical>${yn(f.numerical)}</IsNumerical>\n\t\t\t\t<SingleToken>${yn(f.mode === 'exact')}</SingleToken>\n\t\t\t\t<Hierarchy>N</Hierarchy>\n\t\t\t\t<IsHidden>${yn(f.hidden)}</IsHidden>\n\t\t\t</Field>\n`,
    );
  }
  out.push('\t\t</FieldList>\n\t\t<LinkList>\n');
  for (const l of info.links) {
    out.push(
      `\t\t\t<Link>\n\t\t\t\t<Name>${l.name}</Name>\n\t\t\t\t<Menu>${escapeXml(l.menu)}</Menu>\n\t\t\t\t<Description>${escapeXml(l.description)}</Description>\n\t\t\t\t<DbTo>${l.dbTo}</DbTo>\n\t\t\t</Link>\n`,
    );
  }
  out.push('\t\t</LinkList>\n\t</DbInfo>\n</eInfoResult>\n');
  return xmlReply(xmlDocument(DOCTYPES.einfo, out.join('')));
}
