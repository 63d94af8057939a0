import type { EmulatorReply } from '../../../service.js';
import { DB_INFO, type EmulatedDb, isEmulatedDb, isEntrezDb } from '../dbs/registry.js';
import { linkedIds } from '../links.js';
import { retmode, webEnvParam } from '../params.js';
import { DOCTYPES, errorReply, jsonHeader, jsonReply, xmlDocument, xmlReply } from '../render/envelope.js';
import { XmlWriter } from '../xml.js';
import { type Call, dbParam, fromHistory } from './call.js';

/** The link names that go from `dbFrom` to `dbTo` (or just `linkName` when one is asked for). */
function linkNames(dbFrom: EmulatedDb, dbTo: string | undefined, linkName: string | undefined): string[] {
  return DB_INFO[dbFrom].links
    .filter((l) => (linkName ? l.name === linkName : l.dbTo === dbTo))
    .map((l) => l.name);
}

export function elink(call: Call): EmulatorReply {
  const { params, state } = call;
  const json = retmode(params) === 'json';
  const fail = (message: string) => errorReply('elink', json, message);
  const dbFrom = dbParam(params, 'dbfrom');
  const linkName = params.get('linkname') ?? undefined;
  const dbTo = linkName ? linkName.split('_')[1] : dbParam(params);
  if (!isEntrezDb(dbFrom)) return fail(`Invalid db name specified: ${dbFrom}`);
  if (dbTo !== undefined && !isEntrezDb(dbTo)) return fail(`Invalid db name specified: ${dbTo}`);
  const cmd = (params.get('cmd') ?? 'neighbor').toLowerCase();
  const check = cmd === 'acheck' || cmd === 'ncheck';
  if (cmd !== 'neighbor' && cmd !== 'neighbor_history' && !check)
    return fail(`The emulator does not support cmd=${cmd}`);
  if (check && json) return fail(`The emulator answers cmd=${cmd} in XML only`);

  // Each id= parameter is one link set; ids within one parameter are linked together.
  let groups: string[][];
  const stored = fromHistory(call, dbFrom);
  if (stored && 'error' in stored) return fail(stored.error);
  if (stored) groups = [stored.ids.map(String)];
  else
    groups = params
      .getAll('id')
      .map((v) => v.split(/[\s,]+/).filter(Boolean))
      .filter((g) => g.length > 0);
  if (groups.length === 0) return fail('Empty id list - nothing todo');

  const names = isEmulatedDb(dbFrom) ? linkNames(dbFrom, dbTo, linkName) : [];
  // Without db (or linkname) the check commands look at every link of the source database.
  const everyLink = !params.get('db') && !linkName && isEmulatedDb(dbFrom);
  if (check)
    return idCheckList(
      call,
      cmd,
      dbFrom,
      groups.flat(),
      everyLink ? DB_INFO[dbFrom].links.map((l) => l.name) : names,
    );
  const webEnvIn = webEnvParam(params);
  const sets = groups.map((ids) => {
    const linkSetDbs = names.flatMap((name) => {
      const links = new Set<number>();
      for (const id of ids)
        if (/^\d+$/.test(id))
          for (const linked of linkedIds(state.catalog, dbFrom as EmulatedDb, name, Number(id)))
            links.add(linked);
      const dbTo = DB_INFO[dbFrom as EmulatedDb].links.find((l) => l.name === name)!.dbTo;
      return links.size > 0 ? [{ dbTo, linkName: name, links: [...links] }] : [];
    });
    if (cmd !== 'neighbor_history') return { dbFrom, ids, linkSetDbs };
    let webEnv = webEnvIn;
    const histories = linkSetDbs.map((l) => {
      const stored = state.history.store(l.dbTo, l.links, webEnv);
      webEnv = stored.webEnv;
      return { dbTo: l.dbTo, linkName: l.linkName, queryKey: stored.queryKey };
    });
    webEnv ??= state.history.store(dbTo ?? 'pubmed', [], undefined).webEnv;
    return { dbFrom, ids, linkSetDbs, histories, webEnv };
  });

  if (json) {
    return jsonReply({
      header: jsonHeader('elink'),
      linksets: sets.map((s) => ({
        dbfrom: s.dbFrom,
        ids: s.ids,
        ...(s.histories === undefined &&
          s.linkSetDbs.length > 0 && {
            linksetdbs: s.linkSetDbs.map((l) => ({
              dbto: l.dbTo,
              linkname: l.linkName,
              links: l.links.map(String),
            })),
          }),
        ...(s.histories && {
          linksetdbhistories: s.histories.map((h) => ({
            dbto: h.dbTo,
            linkname: h.linkName,
            querykey: String(h.queryKey),
          })),
          webenv: s.webEnv,
        }),
      })),
    });
  }
  const w = new XmlWriter('  ', 1);
  for (const s of sets) {
    w.open('LinkSet').leaf('DbFrom', s.dbFrom).open('IdList');
    for (const id of s.ids) w.leaf('Id', id);
    w.close('IdList');
    for (const h of s.histories ?? []) {
      w.open('LinkSetDbHistory').leaf('DbTo', h.dbTo).leaf('LinkName', h.linkName);
      w.leaf('QueryKey', h.queryKey).close('LinkSetDbHistory');
    }
    if (s.webEnv !== undefined) w.leaf('WebEnv', s.webEnv);
    for (const l of s.histories ? [] : s.linkSetDbs) {
      w.open('LinkSetDb').leaf('DbTo', l.dbTo).leaf('LinkName', l.linkName).raw('      \n');
      // NCBI indents each link with tabs inside the space-indented set.
      for (const id of l.links) w.raw(`        <Link>\n\t\t\t\t<Id>${id}</Id>\n\t\t\t</Link>\n`);
      w.close('LinkSetDb');
    }
    w.close('LinkSet');
  }
  return xmlReply(xmlDocument(DOCTYPES.elink, `<eLinkResult>\n\n${w}</eLinkResult>\n`));
}

/**
 * cmd=acheck (every link each id has, as `IdLinkSet`s of `LinkInfo`, ordered by target database
 * and link name as NCBI orders them) and cmd=ncheck (whether each id has neighbours in its own
 * database), in one LinkSet's `IdCheckList` (see elink-acheck.xml and elink-ncheck.xml).
 * The DTD requires a Priority on each LinkInfo; NCBI publishes none per link name, so each carries
 * 128, the value most links have in the recorded answer.
 */
function idCheckList(call: Call, cmd: string, dbFrom: string, ids: string[], names: string[]): EmulatorReply {
  const links = isEmulatedDb(dbFrom) ? DB_INFO[dbFrom].links.filter((l) => names.includes(l.name)) : [];
  const has = (id: string, name: string) =>
    /^\d+$/.test(id) && linkedIds(call.state.catalog, dbFrom as EmulatedDb, name, Number(id)).length > 0;
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
  return xmlReply(xmlDocument(DOCTYPES.elink, `<eLinkResult>\n${w}</eLinkResult>\n`));
}
