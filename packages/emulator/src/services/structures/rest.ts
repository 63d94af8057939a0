import { jsonReply } from '../../kit/index.js';
import type { EmulatorReply } from '../../service.js';
import { chemCompById } from './data/chem-comps.js';
import { type Archive, findEntry } from './data/entries.js';
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

/** GET /rest/v1/core/{kind}/{id}[/{sub}]: the Data API's core objects. */
export function dataApi(
  archive: Archive,
  seed: number,
  kind: string,
  id: string,
  sub?: string,
): EmulatorReply {
  const none = () =>
    rcsbError(404, `No data found for ${kind} id: [${sub === undefined ? id : `${id}/${sub}`}]`);
  if (kind === 'chemcomp') {
    const comp = chemCompById.get(id.toUpperCase());
    return comp && sub === undefined ? jsonReply(chemCompRecord(comp)) : none();
  }
  const answer = (recorded.answers as Record<string, unknown>)[`${kind}/${id.toUpperCase()}/${sub}`];
  if (answer !== undefined) return jsonReply(answer);
  const entry = findEntry(archive, id);
  if (!entry) return none();
  const record = (() => {
    switch (kind) {
      case 'entry':
        return sub === undefined ? entryRecord(entry) : undefined;
      case 'pubmed':
        return sub === undefined ? pubmedRecord(entry) : undefined;
      case 'polymer_entity': {
        const p = entry.polymers.find((x) => x.entityId === sub);
        return p && polymerEntityRecord(entry, p);
      }
      case 'uniprot': {
        const p = entry.polymers.find((x) => x.entityId === sub);
        return p && uniprotRecords(seed, p);
      }
      case 'nonpolymer_entity': {
        const l = entry.ligands.find((x) => x.entityId === sub);
        return l && nonpolymerEntityRecord(entry, l);
      }
      case 'branched_entity': {
        const b = entry.branched.find((x) => x.entityId === sub);
        return b && branchedEntityRecord(entry, b);
      }
      case 'assembly':
        return sub === undefined ? undefined : assemblyRecord(entry, sub);
      case 'polymer_entity_instance': {
        const p = entry.polymers.find((x) => sub !== undefined && x.chains.includes(sub));
        return p && instanceRecord(entry, 'polymer', p, sub as string);
      }
      case 'nonpolymer_entity_instance': {
        const l = entry.ligands.find((x) => sub !== undefined && x.chains.includes(sub));
        return l && instanceRecord(entry, 'nonpolymer', l, sub as string);
      }
      case 'branched_entity_instance': {
        const b = entry.branched.find((x) => sub !== undefined && x.chains.includes(sub));
        return b && instanceRecord(entry, 'branched', b, sub as string);
      }
      default:
        return undefined;
    }
  })();
  return record === undefined ? none() : jsonReply(record);
}
