import type { EmulatorReply } from '../../../service.js';
import { uidOf } from '../data/catalog.js';
import { DB_INFO, type EmulatedDb, isEmulatedDb, isEntrezDb, type LinkInfo } from '../dbs/registry.js';
import { linkedIds } from '../links.js';
import { DOCTYPES, jsonAnswer, xmlAnswer } from '../render/envelope.js';
import { XmlWriter } from '../xml.js';
import { type Call, EutilsError, entrezDb, fromHistory, idGroups, webEnvParam } from './call.js';

export function elink(call: Call): EmulatorReply {
  const { params, json, state } = call;
  const dbFrom = entrezDb(params, 'dbfrom');
  const linkName = params.get('linkname') ?? undefined;
  const dbTo = linkName ? linkName.split('_')[1] : entrezDb(params);
  if (dbTo !== undefined && !isEntrezDb(dbTo)) throw new EutilsError(`Invalid db name specified: ${dbTo}`);
  const cmd = (params.get('cmd') ?? 'neighbor').toLowerCase();
  const check = cmd === 'acheck' || cmd === 'ncheck';
  if (cmd !== 'neighbor' && cmd !== 'neighbor_history' && !check)
    throw new EutilsError(`The emulator does not support cmd=${cmd}`);
  if (check && json) throw new EutilsError(`The emulator answers cmd=${cmd} in XML only`);

  // Each id= parameter is one link set; ids within one parameter are linked together.
  const stored = fromHistory(call, dbFrom);
  const groups = stored ? [stored.map(String)] : idGroups(params);
  if (groups.length === 0) throw new EutilsError('Empty id list - nothing todo');

  const has = (id: string, name: string) => linked(call, dbFrom, [id], name).length > 0;
  // Without db (or linkname) the check commands look at every link of the source database.
  const everyLink = check && !params.get('db') && !linkName;
  const links = (isEmulatedDb(dbFrom) ? DB_INFO[dbFrom].links : []).filter(
    (l) => everyLink || (linkName ? l.name === linkName : l.dbTo === dbTo),
  );
  if (check) return idCheckList(cmd, dbFrom, groups.flat(), links, has);
  // Link sets are kept in the JSON's names and order; the XML is written from them.
  const sets = groups.map((ids) => {
    const linkSetDbs = links.flatMap((l) => {
      const found = linked(call, dbFrom, ids, l.name).map(String);
      return found.length > 0 ? [{ dbto: l.dbTo, linkname: l.name, links: found }] : [];
    });
    if (cmd !== 'neighbor_history')
      return { dbfrom: dbFrom, ids, ...(linkSetDbs.length > 0 && { linksetdbs: linkSetDbs }) };
    let webenv = webEnvParam(params);
    const histories = linkSetDbs.map((l) => {
      const stored = state.history.store(l.dbto, l.links.map(Number), webenv);
      webenv = stored.webEnv;
      return { dbto: l.dbto, linkname: l.linkname, querykey: String(stored.queryKey) };
    });
    webenv ??= state.history.store(dbTo ?? 'pubmed', [], undefined).webEnv;
    return { dbfrom: dbFrom, ids, linksetdbhistories: histories, webenv };
  });

  if (json) return jsonAnswer('elink', { linksets: sets });
  const w = new XmlWriter('  ', 1);
  for (const s of sets) {
    w.open('LinkSet').leaf('DbFrom', s.dbfrom).open('IdList');
    for (const id of s.ids) w.leaf('Id', id);
    w.close('IdList');
    for (const h of s.linksetdbhistories ?? []) {
      w.open('LinkSetDbHistory').leaf('DbTo', h.dbto).leaf('LinkName', h.linkname);
      w.leaf('QueryKey', h.querykey).close('LinkSetDbHistory');
    }
    if (s.webenv !== undefined) w.leaf('WebEnv', s.webenv);
    for (const l of ('linksetdbs' in s && s.linksetdbs) || []) {
      w.open('LinkSetDb').leaf('DbTo', l.dbto).leaf('LinkName', l.linkname).raw('      \n');
      // NCBI indents each link with tabs inside the space-indented set.
      for (const id of l.links) w.raw(`        <Link>\n\t\t\t\t<Id>${id}</Id>\n\t\t\t</Link>\n`);
      w.close('LinkSetDb');
    }
    w.close('LinkSet');
  }
  return xmlAnswer(DOCTYPES.elink, `<eLinkResult>\n\n${w}</eLinkResult>\n`);
}

/** The ids linked from any of `ids` under one link name, each once. */
function linked(call: Call, dbFrom: string, ids: readonly string[], name: string): number[] {
  const links = new Set<number>();
  for (const id of ids)
    for (const to of linkedIds(call.state.catalog, dbFrom as EmulatedDb, name, uidOf(id))) links.add(to);
  return [...links];
}

/**
 * cmd=acheck (every link each id has, as `IdLinkSet`s of `LinkInfo`, ordered by target database
 * and link name as NCBI orders them) and cmd=ncheck (whether each id has neighbours in its own
 * database), in one LinkSet's `IdCheckList` (see elink-acheck.xml and elink-ncheck.xml).
 * The DTD requires a Priority on each LinkInfo; NCBI publishes none per link name, so each carries
 * 128, the value most links have in the recorded answer.
 */
function idCheckList(
  cmd: string,
  dbFrom: string,
  ids: readonly string[],
  links: readonly LinkInfo[],
  has: (id: string, name: string) => boolean,
): EmulatorReply {
  const w = new XmlWriter('\t', 1);
  w.open('LinkSet').leaf('DbFrom', dbFrom).open('IdCheckList');
  for (const id of ids) {
    if (cmd === 'ncheck') {
      const neighbor = links.some((l) => l.dbTo === dbFrom && has(id, l.name));
      w.leaf('Id', id, { HasNeighbor: neighbor ? 'Y' : 'N' });
      continue;
    }
    w.open('IdLinkSet').leaf('Id', id);
    const found = links.filter((l) => has(id, l.name));
    found.sort((a, b) => a.dbTo.localeCompare(b.dbTo) || a.name.localeCompare(b.name));
    for (const l of found) {
      w.open('LinkInfo').leaf('DbTo', l.dbTo).leaf('LinkName', l.name).leaf('MenuTag', l.menu);
      w.leaf('HtmlTag', l.menu).leaf('Priority', 128).close('LinkInfo');
    }
    w.close('IdLinkSet');
  }
  w.close('IdCheckList').close('LinkSet');
  return xmlAnswer(DOCTYPES.elink, `<eLinkResult>\n${w}</eLinkResult>\n`);
}
