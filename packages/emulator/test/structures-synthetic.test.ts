import { ids } from '@lifesci/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Emulator, startEmulator } from '../src/index.js';
import { archiveFor } from '../src/services/structures/data/entries.js';
import catalog from '../src/services/structures/data/proteins.json' with { type: 'json' };

// A generated PDB entry must never be taken for a real one: its id is an extended id in a range
// wwPDB will not reach for a long time (OneDep issues pdb_1xxxxxxx first), its title is marked,
// and it holds no real protein, so it is never listed among a real protein's structures.

let emulator: Emulator;
beforeAll(async () => {
  emulator = await startEmulator({ services: ['structures'], limits: 'off' });
});
afterAll(() => emulator.close());

const generated = archiveFor(1).entries.filter((e) => !e.computational && e.id.length > 4);
const get = (base: 'structureData' | 'structureFiles', path: string) =>
  fetch(`${emulator.baseUrls[base]}${path}`);

describe('generated structures entries', () => {
  it('carry extended ids pdb_9999xxxx that the SDK accepts, and titles marked [synthetic]', () => {
    expect(generated).toHaveLength(220);
    for (const e of generated) {
      expect(e.id).toMatch(/^PDB_9999[0-9A-Z]{4}$/);
      expect(ids.pdb.test(e.id), e.id).toBe(true);
      expect(e.title).toMatch(/ \[synthetic\]$/);
    }
  });

  it('answer to the id in either case; their files are mmCIF only, headed by the id in lower case', async () => {
    const id = (generated[0] as (typeof generated)[number]).id;
    const lower = id.toLowerCase();
    const entry = await (await get('structureData', `/rest/v1/core/entry/${lower}`)).json();
    expect(entry.rcsb_id).toBe(id);
    expect(entry.pdbx_database_status.pdb_format_compatible).toBe('N');
    for (const name of [`${lower}.cif`, `${id}.cif`]) {
      const cif = await (await get('structureFiles', `/download/${name}`)).text();
      expect(cif.startsWith(`data_${lower}\n#\n_entry.id ${lower}\n`), name).toBe(true);
    }
    for (const name of [`${lower}.pdb`, `${lower}.pdb1`, `${id}.pdb.gz`])
      expect((await get('structureFiles', `/download/${name}`)).status, name).toBe(404);
  });

  it('leave the real entries their four-character ids and PDB-format files', async () => {
    const entry = await (await get('structureData', '/rest/v1/core/entry/4GQS')).json();
    expect(entry.pdbx_database_status.pdb_format_compatible).toBe('Y');
    const pdb = await get('structureFiles', '/download/4GQS.pdb');
    expect(pdb.status).toBe(200);
    expect((await pdb.text()).split('\n')[0]).toMatch(/ 4GQS$/);
  });

  it('hold only generated proteins, with unissued accessions: a search for a real protein finds its real entries only', async () => {
    const real = catalog.proteins.map((p) => p.accession);
    // Ten-character accessions in a block UniProt, issuing them in order from A0A, will not reach
    // (its six-character X0 block is issued: X0UCQ7).
    for (const p of archiveFor(1).proteins.slice(real.length)) {
      expect(p.accession).toMatch(/^X0ZZZ9[A-Z]\d{3}$/);
      expect(ids.uniprot.test(p.accession), p.accession).toBe(true);
    }
    for (const e of generated) for (const p of e.polymers) expect(real, e.id).not.toContain(p.accession);
    const search = await fetch(`${emulator.baseUrls.structureSearch}/query`, {
      method: 'POST',
      body: JSON.stringify({
        query: {
          type: 'terminal',
          service: 'text',
          parameters: {
            attribute: 'rcsb_polymer_entity_container_identifiers.uniprot_ids',
            operator: 'exact_match',
            value: 'P33261',
          },
        },
        return_type: 'entry',
        request_options: { results_verbosity: 'compact' },
      }),
    });
    expect((await search.json()).result_set).toEqual(['4GQS']);
  });
});
