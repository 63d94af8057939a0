import type { CallOptions } from '@lifesci/core';
import type { ValidEInfoParams } from '../params.js';
import { EInfoJsonSchema, EInfoXmlSchema } from '../schemas/einfo.js';
import type { EutilsTransport } from '../transport.js';
import type { EInfoDb, EInfoDbList, EInfoField, EInfoLink } from '../types.js';
import { asArray, child, isNode, textOf, texts, toInt, yesNo } from '../xml-nodes.js';
import { EUTILS_XML } from '../xml-options.js';

type Node = Record<string, unknown>;

// The XML elements are CamelCase, the JSON keys the same names in lower case: one reader for both.
function reader(node: Node, json: boolean): (name: string) => unknown {
  return (name) => node[json ? name.toLowerCase() : name];
}

function field(node: Node, json: boolean): EInfoField {
  const get = reader(node, json);
  const out: EInfoField = {
    name: textOf(get('Name')) ?? '',
    fullName: textOf(get('FullName')) ?? '',
    description: textOf(get('Description')) ?? '',
    isDate: yesNo(get('IsDate')),
    isNumerical: yesNo(get('IsNumerical')),
    singleToken: yesNo(get('SingleToken')),
    hierarchy: yesNo(get('Hierarchy')),
    isHidden: yesNo(get('IsHidden')),
  };
  const termCount = toInt(get('TermCount'));
  if (termCount !== undefined) out.termCount = termCount;
  const truncatable = get('IsTruncatable');
  if (truncatable !== undefined) out.isTruncatable = yesNo(truncatable);
  const rangable = get('IsRangable');
  if (rangable !== undefined) out.isRangable = yesNo(rangable);
  return out;
}

function link(node: Node, json: boolean): EInfoLink {
  const get = reader(node, json);
  return {
    name: textOf(get('Name')) ?? '',
    menu: textOf(get('Menu')) ?? '',
    description: textOf(get('Description')) ?? '',
    dbTo: textOf(get('DbTo')) ?? '',
  };
}

/** An einfo DbInfo (XML element or JSON object) as an EInfoDb. */
export function toEInfoDb(node: Node, json: boolean): EInfoDb {
  const get = reader(node, json);
  const fields = json ? asArray(get('FieldList')) : asArray(child(get('FieldList'), 'Field'));
  const links = json ? asArray(get('LinkList')) : asArray(child(get('LinkList'), 'Link'));
  const out: EInfoDb = {
    dbName: textOf(get('DbName')) ?? '',
    menuName: textOf(get('MenuName')) ?? '',
    description: textOf(get('Description')) ?? '',
    count: toInt(get('Count')) ?? 0,
    fields: fields.filter(isNode).map((f) => field(f, json)),
    links: links.filter(isNode).map((l) => link(l, json)),
  };
  const dbBuild = textOf(get('DbBuild'));
  if (dbBuild) out.dbBuild = dbBuild;
  const lastUpdate = textOf(get('LastUpdate'));
  if (lastUpdate) out.lastUpdate = lastUpdate;
  return out;
}

/** Normalises a parsed einfo answer (either retmode). */
export function toEInfo(body: unknown, json: boolean): EInfoDbList | EInfoDb {
  const result = isNode(body) ? (json ? body.einforesult : body.eInfoResult) : undefined;
  if (!isNode(result)) return { dbList: [] };
  const info = json ? asArray(result.dbinfo)[0] : result.DbInfo;
  if (isNode(info)) return toEInfoDb(info, json);
  return { dbList: json ? texts(result.dblist) : texts(child(result.DbList, 'DbName')) };
}

export async function einfo(
  t: EutilsTransport,
  params: ValidEInfoParams,
  call: CallOptions | undefined,
): Promise<EInfoDbList | EInfoDb> {
  const json = (params.retmode ?? 'json') === 'json';
  const body = await t.request<unknown>(
    {
      path: '/einfo.fcgi',
      query: { ...t.common, db: params.db, version: params.version, retmode: json ? 'json' : 'xml' },
      responseType: json ? 'json' : 'xml',
      schema: json ? EInfoJsonSchema : EInfoXmlSchema,
      xml: EUTILS_XML,
    },
    call,
  );
  return toEInfo(body, json);
}
