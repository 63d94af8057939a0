import type { CallOptions, Query } from '@lifesci/core';
import { MAX_GET_URL, type ValidELinkParams } from '../params.js';
import { ELinkJsonSchema, ELinkXmlSchema } from '../schemas/elink.js';
import type { EutilsTransport } from '../transport.js';
import type { LinkSet, LinkSetDb, LinkSetDbHistory } from '../types.js';
import { asArray, child, isNode, textOf, texts, toInt, type XmlNode } from '../xml-nodes.js';
import { EUTILS_XML } from '../xml-options.js';

// The LinkOut and check commands answer only in XML.
const JSON_COMMANDS = new Set(['neighbor', 'neighbor_score', 'neighbor_history']);

function linkSetDb(node: XmlNode, json: boolean): LinkSetDb {
  const links = json ? asArray(node.links) : asArray(node.Link);
  const ids: string[] = [];
  const scores: number[] = [];
  for (const entry of links) {
    // neighbor_score: JSON {id, score}, XML <Link><Id/><Score/></Link>; otherwise a bare id.
    const id = json ? (isNode(entry) ? textOf(entry.id) : textOf(entry)) : textOf(child(entry, 'Id'));
    if (!id) continue;
    ids.push(id);
    const score = toInt(json ? child(entry, 'score') : child(entry, 'Score'));
    if (score !== undefined) scores.push(score);
  }
  const out: LinkSetDb = {
    dbTo: textOf(json ? node.dbto : node.DbTo) ?? '',
    linkName: textOf(json ? node.linkname : node.LinkName) ?? '',
    links: ids,
  };
  if (scores.length > 0 && scores.length === ids.length) out.scores = scores;
  return out;
}

function linkSetDbHistory(node: XmlNode, json: boolean): LinkSetDbHistory {
  return {
    dbTo: textOf(json ? node.dbto : node.DbTo) ?? '',
    linkName: textOf(json ? node.linkname : node.LinkName) ?? '',
    queryKey: toInt(json ? node.querykey : node.QueryKey) ?? 0,
  };
}

function linkSet(node: XmlNode, json: boolean): LinkSet {
  const get = (name: string) => node[json ? name.toLowerCase() : name];
  const ids = json ? texts(node.ids) : asArray(child(node.IdList, 'Id')).map((id) => textOf(id) ?? '');
  const dbs = json ? asArray(node.linksetdbs) : asArray(node.LinkSetDb);
  const histories = json ? asArray(node.linksetdbhistories) : asArray(node.LinkSetDbHistory);
  const out: LinkSet = {
    dbFrom: textOf(get('DbFrom')) ?? '',
    ids: ids.filter((id) => id !== ''),
    linkSetDbs: dbs.filter(isNode).map((db) => linkSetDb(db, json)),
    linkSetDbHistories: histories.filter(isNode).map((h) => linkSetDbHistory(h, json)),
    errors: [...texts(node.ERROR), ...texts(node.error)],
  };
  const webEnv = textOf(get('WebEnv'));
  if (webEnv) out.webEnv = webEnv;
  const idCheckList = get('IdCheckList');
  if (idCheckList !== undefined) out.idCheckList = idCheckList;
  const idUrlList = get('IdUrlList');
  if (idUrlList !== undefined) out.idUrlList = idUrlList;
  return out;
}

/** Normalises a parsed ELink answer (either retmode). */
export function toLinkSets(body: unknown, json: boolean): LinkSet[] {
  if (!isNode(body)) return [];
  const sets = json ? asArray(body.linksets) : asArray(child(body.eLinkResult, 'LinkSet'));
  return sets.filter(isNode).map((set) => linkSet(set, json));
}

export async function elink(
  t: EutilsTransport,
  p: ValidELinkParams,
  call: CallOptions | undefined,
): Promise<LinkSet[]> {
  const cmd = p.cmd ?? 'neighbor';
  const json = (p.retmode ?? 'json') === 'json' && JSON_COMMANDS.has(cmd);
  const query: Query = {
    ...t.common,
    dbfrom: p.dbfrom,
    db: p.db,
    linkname: p.linkname,
    cmd: p.cmd,
    term: p.term,
    datetype: p.datetype,
    reldate: p.reldate,
    mindate: p.mindate,
    maxdate: p.maxdate,
    holding: p.holding,
    WebEnv: p.history?.webEnv,
    query_key: p.history?.queryKey,
    retmode: json ? 'json' : 'xml',
  };
  const common = {
    path: '/elink.fcgi',
    responseType: json ? ('json' as const) : ('xml' as const),
    schema: json ? ELinkJsonSchema : ELinkXmlSchema,
    xml: EUTILS_XML,
  };
  let body: unknown;
  if (p.oneToOne && p.ids) {
    // One LinkSet per id needs `id` repeated, which only a form body can carry.
    const form = new URLSearchParams();
    for (const [key, value] of Object.entries(query))
      if (value !== undefined && value !== null) form.set(key, String(value));
    for (const id of p.ids) form.append('id', id);
    body = await t.request<unknown>({ ...common, method: 'POST', body: form, readOnly: true }, call);
  } else {
    body = await t.request<unknown>(
      { ...common, query: { ...query, id: p.ids }, postIfUrlLonger: MAX_GET_URL },
      call,
    );
  }
  return toLinkSets(body, json);
}
