import { type CallOptions, Resource, type XmlNode, xmlNodes } from '@lifesci/core';
import type { EutilsClient } from '../client.js';
import { internalsOf } from '../internal.js';
import type { ValidEInfoParams } from '../params.js';
import { EInfoJsonSchema, EInfoXmlSchema } from '../schemas/einfo.js';
import type { EInfoDb, EInfoDbList, EInfoField, EInfoLink } from '../types.js';
import { toInt, yesNo } from '../values.js';
import { answerIn } from '../xml-options.js';

const { all, allAt, childText, has, one, texts } = xmlNodes;

// The XML elements are CamelCase, the JSON keys the same names in lower case: one reader for both.
function reader(node: XmlNode, json: boolean) {
  const key = (name: string) => (json ? name.toLowerCase() : name);
  return {
    text: (name: string) => childText(node, key(name)),
    has: (name: string) => has(node, key(name)),
  };
}

function field(node: XmlNode, json: boolean): EInfoField {
  const get = reader(node, json);
  const out: EInfoField = {
    name: get.text('Name') ?? '',
    fullName: get.text('FullName') ?? '',
    description: get.text('Description') ?? '',
    isDate: yesNo(get.text('IsDate')),
    isNumerical: yesNo(get.text('IsNumerical')),
    singleToken: yesNo(get.text('SingleToken')),
    hierarchy: yesNo(get.text('Hierarchy')),
    isHidden: yesNo(get.text('IsHidden')),
  };
  const termCount = toInt(get.text('TermCount'));
  if (termCount !== undefined) out.termCount = termCount;
  if (get.has('IsTruncatable')) out.isTruncatable = yesNo(get.text('IsTruncatable'));
  if (get.has('IsRangable')) out.isRangable = yesNo(get.text('IsRangable'));
  return out;
}

function link(node: XmlNode, json: boolean): EInfoLink {
  const get = reader(node, json);
  return {
    name: get.text('Name') ?? '',
    menu: get.text('Menu') ?? '',
    description: get.text('Description') ?? '',
    dbTo: get.text('DbTo') ?? '',
  };
}

/** An einfo DbInfo (XML element or JSON object) as an EInfoDb. */
export function toEInfoDb(node: XmlNode, json: boolean): EInfoDb {
  const get = reader(node, json);
  const fields = json ? all(node, 'fieldlist') : allAt(node, 'FieldList', 'Field');
  const links = json ? all(node, 'linklist') : allAt(node, 'LinkList', 'Link');
  const out: EInfoDb = {
    dbName: get.text('DbName') ?? '',
    menuName: get.text('MenuName') ?? '',
    description: get.text('Description') ?? '',
    count: toInt(get.text('Count')) ?? 0,
    fields: fields.map((f) => field(f, json)),
    links: links.map((l) => link(l, json)),
  };
  const dbBuild = get.text('DbBuild');
  if (dbBuild) out.dbBuild = dbBuild;
  const lastUpdate = get.text('LastUpdate');
  if (lastUpdate) out.lastUpdate = lastUpdate;
  return out;
}

/** Normalises a parsed einfo answer (either retmode). */
export function toEInfo(body: unknown, json: boolean): EInfoDbList | EInfoDb {
  const result = one(body, json ? 'einforesult' : 'eInfoResult');
  // NCBI sends JSON dbinfo as a one-element array (older answers: an object).
  const info = one(result, json ? 'dbinfo' : 'DbInfo');
  if (info) return toEInfoDb(info, json);
  return { dbList: json ? texts(result, 'dblist') : texts(one(result, 'DbList'), 'DbName') };
}

/** EInfo: the Entrez databases, or one database's record count, fields and links. */
export class EInfo extends Resource<EutilsClient> {
  async get(params: ValidEInfoParams, call: CallOptions | undefined): Promise<EInfoDbList | EInfoDb> {
    const json = (params.retmode ?? 'json') === 'json';
    const { db, version } = params;
    const query = { ...internalsOf(this.client).common, db, version, retmode: json ? 'json' : 'xml' };
    const answer = answerIn(json, { json: EInfoJsonSchema, xml: EInfoXmlSchema });
    const body = await this.client.request({ path: '/einfo.fcgi', query, ...answer }, call);
    return toEInfo(body, json);
  }
}
