import { jsonReply } from '../../kit/index.js';
import type { EmulatorReply } from '../../service.js';
import { chemCompById } from './data/chem-comps.js';
import { type Archive, findEntry, type LigandRec, type PolymerRec } from './data/entries.js';
import recorded from './data/recorded.json' with { type: 'json' };
import {
  assemblyRecord,
  branchedEntityRecord,
  chemCompRecord,
  entryRecord,
  instanceRecord,
  nonpolymerEntityRecord,
  polymerEntityRecord,
  pubmedRecord,
  uniprotRecords,
} from './records.js';
import { rcsbError } from './reply.js';

/** One Data API core object by its REST path's kind, id and sub-id; the GraphQL root reads the same. */
export function coreRecord(archive: Archive, seed: number, kind: string, id: string, sub?: string) {
  if (kind === 'chemcomp') {
    const comp = chemCompById.get(id.toUpperCase());
    return comp && sub === undefined ? chemCompRecord(comp) : undefined;
  }
  const entry = findEntry(archive, id);
  if (!entry) return undefined;
  if (sub === undefined) {
    if (kind === 'entry') return entryRecord(entry);
    return kind === 'pubmed' ? pubmedRecord(entry) : undefined;
  }
  if (kind === 'assembly') return assemblyRecord(entry, sub);
  if (kind === 'uniprot') {
    const p = entry.polymers.find((x) => x.entityId === sub);
    return p && uniprotRecords(seed, p);
  }
  const [, group, instance] = /^(polymer|nonpolymer|branched)_entity(_instance)?$/.exec(kind) ?? [];
  if (group !== 'polymer' && group !== 'nonpolymer' && group !== 'branched') return undefined;
  const members: (PolymerRec | LigandRec)[] = {
    polymer: entry.polymers,
    nonpolymer: entry.ligands,
    branched: entry.branched,
  }[group];
  // An entity by its entity id; an instance by its chain (label_asym_id).
  const x = members.find((m) => (instance ? m.chains.includes(sub) : m.entityId === sub));
  if (!x) return undefined;
  if (instance) return instanceRecord(entry, group, x, sub);
  if (group === 'polymer') return polymerEntityRecord(entry, x as PolymerRec);
  return (group === 'nonpolymer' ? nonpolymerEntityRecord : branchedEntityRecord)(entry, x as LigandRec);
}

/** GET /rest/v1/core/{kind}/{id}[/{sub}]: the Data API's core objects (RCSB's own answer where recorded). */
export function dataApi(
  archive: Archive,
  seed: number,
  kind: string,
  id: string,
  sub?: string,
): EmulatorReply {
  const answer = (recorded.answers as Record<string, unknown>)[`${kind}/${id.toUpperCase()}/${sub}`];
  const record = answer ?? coreRecord(archive, seed, kind, id, sub);
  if (record !== undefined) return jsonReply(record);
  return rcsbError(404, `No data found for ${kind} id: [${sub === undefined ? id : `${id}/${sub}`}]`);
}
