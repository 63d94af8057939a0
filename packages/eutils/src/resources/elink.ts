import {
  type BatchResult,
  batch,
  type CallOptions,
  type Query,
  Resource,
  type XmlNode,
  xmlNodes,
} from '@lifesci/core';
import type { EutilsClient } from '../client.js';
import { EutilsIdError } from '../errors.js';
import { internalsOf } from '../internal.js';
import { BATCH_SIZE, MAX_GET_URL, type ValidELinkParams } from '../params.js';
import { ELinkJsonSchema, ELinkXmlSchema } from '../schemas/elink.js';
import type { IdCheck, IdLinkSet, LinkInfo, LinkSet, LinkSetDb, LinkSetDbHistory } from '../types.js';
import { toInt, yesNo } from '../values.js';
import { answerIn } from '../xml-options.js';

const { all, allAt, attr, childText, one, text, texts } = xmlNodes;

// The LinkOut and check commands answer only in XML.
const JSON_COMMANDS = new Set(['neighbor', 'neighbor_score', 'neighbor_history']);

// XML elements are CamelCase; JSON keys are the same names in lower case.
const keyOf = (json: boolean) => (name: string) => (json ? name.toLowerCase() : name);

function linkSetDb(node: XmlNode, json: boolean): LinkSetDb {
  const key = keyOf(json);
  const ids: string[] = [];
  const scores: number[] = [];
  for (const entry of all(node, json ? 'links' : 'Link')) {
    // neighbor_score: JSON {id, score}, XML <Link><Id/><Score/></Link>; otherwise a bare id.
    const id = json ? (childText(entry, 'id') ?? text(entry)) : childText(entry, 'Id');
    if (!id) continue;
    ids.push(id);
    const score = toInt(childText(entry, key('Score')));
    if (score !== undefined) scores.push(score);
  }
  const out: LinkSetDb = {
    dbTo: childText(node, key('DbTo')) ?? '',
    linkName: childText(node, key('LinkName')) ?? '',
    links: ids,
  };
  if (scores.length > 0 && scores.length === ids.length) out.scores = scores;
  return out;
}

function linkSetDbHistory(node: XmlNode, json: boolean): LinkSetDbHistory {
  const key = keyOf(json);
  return {
    dbTo: childText(node, key('DbTo')) ?? '',
    linkName: childText(node, key('LinkName')) ?? '',
    queryKey: toInt(childText(node, key('QueryKey'))) ?? 0,
  };
}

function linkInfo(node: XmlNode): LinkInfo {
  const out: LinkInfo = { dbTo: childText(node, 'DbTo') ?? '', linkName: childText(node, 'LinkName') ?? '' };
  const menuTag = childText(node, 'MenuTag');
  if (menuTag !== undefined) out.menuTag = menuTag;
  const htmlTag = childText(node, 'HtmlTag');
  if (htmlTag !== undefined) out.htmlTag = htmlTag;
  const url = childText(node, 'Url');
  if (url !== undefined) out.url = url;
  const priority = toInt(childText(node, 'Priority'));
  if (priority !== undefined) out.priority = priority;
  return out;
}

function idLinkSet(node: XmlNode): IdLinkSet {
  return { id: childText(node, 'Id') ?? '', linkInfos: all(node, 'LinkInfo').map(linkInfo) };
}

function idCheck(node: XmlNode): IdCheck {
  const out: IdCheck = { id: text(node) ?? '' };
  const neighbor = attr(node, 'HasNeighbor');
  if (neighbor !== undefined) out.hasNeighbor = yesNo(neighbor);
  const linkOut = attr(node, 'HasLinkOut');
  if (linkOut !== undefined) out.hasLinkOut = yesNo(linkOut);
  return out;
}

function linkSet(node: XmlNode, json: boolean): LinkSet {
  const key = keyOf(json);
  // The check commands list their ids in IdCheckList (XML only: they have no JSON form).
  const checkList = json ? undefined : one(node, 'IdCheckList');
  const idLinkSets = all(checkList, 'IdLinkSet').map(idLinkSet);
  const idChecks = all(checkList, 'Id').map(idCheck);
  const out: LinkSet = {
    dbFrom: childText(node, key('DbFrom')) ?? '',
    ids: json
      ? texts(node, 'ids')
      : checkList
        ? [...idLinkSets.map((s) => s.id), ...idChecks.map((c) => c.id)]
        : texts(one(node, 'IdList'), 'Id'),
    linkSetDbs: all(node, json ? 'linksetdbs' : 'LinkSetDb').map((db) => linkSetDb(db, json)),
    linkSetDbHistories: all(node, json ? 'linksetdbhistories' : 'LinkSetDbHistory').map((h) =>
      linkSetDbHistory(h, json),
    ),
    errors: [...texts(node, 'ERROR'), ...texts(node, 'error')],
  };
  const webEnv = childText(node, key('WebEnv'));
  if (webEnv) out.webEnv = webEnv;
  if (idLinkSets.length > 0) out.idLinkSets = idLinkSets;
  if (idChecks.length > 0) out.idChecks = idChecks;
  // The LinkOut lists are passed through as parsed.
  const idUrlList = node[key('IdUrlList')];
  if (idUrlList !== undefined) out.idUrlList = idUrlList;
  return out;
}

/** Normalises a parsed ELink answer (either retmode). */
export function toLinkSets(body: unknown, json: boolean): LinkSet[] {
  const sets = json ? all(body, 'linksets') : allAt(body, 'eLinkResult', 'LinkSet');
  return sets.map((set) => linkSet(set, json));
}

// As for ESummary: the limiter paces requests; a few in flight hide NCBI's latency.
const LINK_CONCURRENCY = 3;

/**
 * A chunk's LinkSets by id: by the ids NCBI echoed, else (an accession it answered under its
 * uid) by position when it gave one set per id.
 */
function setsById(chunk: readonly string[], sets: readonly LinkSet[]): (LinkSet | undefined)[] {
  const byId = new Map<string, LinkSet>();
  for (const set of sets) for (const id of set.ids) if (!byId.has(id)) byId.set(id, set);
  const aligned = sets.length === chunk.length;
  return chunk.map((id, i) => byId.get(id) ?? (aligned ? sets[i] : undefined));
}

/** ELink: links from ids (or a stored set) to another database, or the LinkOut/check commands. */
export class ELink extends Resource<EutilsClient> {
  /**
   * As NCBI answers, in one request (a form POST when long): merged (`id=1,2`, one LinkSet for
   * all ids) or from a stored set. Splitting it would change the answer (several merged sets,
   * several `neighbor_history` query keys).
   */
  async get(p: ValidELinkParams, call: CallOptions = {}): Promise<LinkSet[]> {
    return this.#request(p, p.ids, call);
  }

  /**
   * One LinkSet per id (`oneToOne`), any number of ids (500 per request), in input order: an id
   * NCBI reports an error for is an EutilsIdError, one left out of the answer a MissingItemError,
   * and a request that spent its retries on a transient failure fails only its own ids.
   */
  async oneToOne(p: ValidELinkParams, call: CallOptions = {}): Promise<BatchResult<string, LinkSet>> {
    // The params schema refuses oneToOne without ids.
    const ids = p.ids ?? [];
    const result = await this.#batched(p, ids, call);
    const redactor = internalsOf(this.client).redactor;
    const out: BatchResult<string, LinkSet> = { items: [], values: [], failures: [] };
    for (const item of result.items) {
      const { id, index } = item;
      const error = item.ok
        ? item.value.errors.length > 0
          ? new EutilsIdError(p.dbfrom, id, item.value.errors.join('; '), redactor)
          : undefined
        : item.error;
      if (error) {
        out.items.push({ id, index, ok: false, error });
        out.failures.push({ id, index, error });
      } else if (item.ok) {
        out.items.push(item);
        out.values.push(item.value);
      }
    }
    return out;
  }

  #batched(p: ValidELinkParams, ids: string[], call: CallOptions): Promise<BatchResult<string, LinkSet>> {
    return batch<string, LinkSet>(ids, {
      size: BATCH_SIZE,
      service: 'eutils',
      signal: call.signal,
      concurrency: LINK_CONCURRENCY,
      run: async (chunk, { signal }) => setsById(chunk, await this.#request(p, chunk, { ...call, signal })),
    });
  }

  async #request(
    p: ValidELinkParams,
    ids: readonly string[] | undefined,
    call: CallOptions,
  ): Promise<LinkSet[]> {
    const cmd = p.cmd ?? 'neighbor';
    const json = (p.retmode ?? 'json') === 'json' && JSON_COMMANDS.has(cmd);
    const query: Query = {
      ...internalsOf(this.client).common,
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
      ...answerIn(json, { json: ELinkJsonSchema, xml: ELinkXmlSchema }),
    };
    let body: unknown;
    if (p.oneToOne && ids) {
      // One LinkSet per id needs `id` repeated, which only a form body can carry.
      const form = new URLSearchParams();
      for (const [key, value] of Object.entries(query))
        if (value !== undefined && value !== null) form.set(key, String(value));
      for (const id of ids) form.append('id', id);
      body = await this.client.request({ ...common, method: 'POST', body: form, readOnly: true }, call);
    } else {
      body = await this.client.request(
        { ...common, query: { ...query, id: ids ? [...ids] : undefined }, postIfUrlLonger: MAX_GET_URL },
        call,
      );
    }
    return toLinkSets(body, json);
  }
}
