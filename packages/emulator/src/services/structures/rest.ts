import { jsonReply } from '../../kit/index.js';
import type { EmulatorReply } from '../../service.js';
import { chemCompById } from './data/chem-comps.js';
import { type Archive, type EntryRec, findEntry } from './data/entries.js';
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

const byEntity = <T extends { entityId: string }>(list: T[], sub: string) =>
  list.find((x) => x.entityId === sub);
const byChain = <T extends { chains: string[] }>(list: T[], sub: string) =>
  list.find((x) => x.chains.includes(sub));
const ifFound = <T>(x: T | undefined, record: (x: T) => unknown) => (x === undefined ? undefined : record(x));

/** The records of an entry's parts by REST kind: an entity by its id, an instance by its chain (label_asym_id). */
const PART_RECORDS: Record<string, (e: EntryRec, sub: string, archive: Archive) => unknown> = {
  assembly: assemblyRecord,
  uniprot: (e, sub, archive) => ifFound(byEntity(e.polymers, sub), (p) => uniprotRecords(archive, p)),
  polymer_entity: (e, sub) => ifFound(byEntity(e.polymers, sub), (p) => polymerEntityRecord(e, p)),
  nonpolymer_entity: (e, sub) => ifFound(byEntity(e.ligands, sub), (l) => nonpolymerEntityRecord(e, l)),
  branched_entity: (e, sub) => ifFound(byEntity(e.branched, sub), (b) => branchedEntityRecord(e, b)),
  polymer_entity_instance: (e, sub) =>
    ifFound(byChain(e.polymers, sub), (p) => instanceRecord(e, 'polymer', p, sub)),
  nonpolymer_entity_instance: (e, sub) =>
    ifFound(byChain(e.ligands, sub), (l) => instanceRecord(e, 'nonpolymer', l, sub)),
  branched_entity_instance: (e, sub) =>
    ifFound(byChain(e.branched, sub), (b) => instanceRecord(e, 'branched', b, sub)),
};

/** One Data API core object by its REST path's kind, id and sub-id; the GraphQL root reads the same. */
export function coreRecord(archive: Archive, kind: string, id: string, sub?: string) {
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
  return Object.hasOwn(PART_RECORDS, kind) ? PART_RECORDS[kind]?.(entry, sub, archive) : undefined;
}

/** GET /rest/v1/core/{kind}/{id}[/{sub}]: the Data API's core objects (RCSB's own answer where recorded). */
export function dataApi(archive: Archive, kind: string, id: string, sub?: string): EmulatorReply {
  const answer = (recorded.answers as Record<string, unknown>)[`${kind}/${id.toUpperCase()}/${sub}`];
  const record = answer ?? coreRecord(archive, kind, id, sub);
  if (record !== undefined) return jsonReply(record);
  return rcsbError(404, `No data found for ${kind} id: [${sub === undefined ? id : `${id}/${sub}`}]`);
}
