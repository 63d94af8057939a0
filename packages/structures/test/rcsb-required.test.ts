import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  AssemblySchema,
  BranchedEntityInstanceSchema,
  BranchedEntitySchema,
  ChemCompSchema,
  EntrySchema,
  NonpolymerEntityInstanceSchema,
  NonpolymerEntitySchema,
  PolymerEntityInstanceSchema,
  PolymerEntitySchema,
} from '../src/index.js';

// The least RCSB's published JSON schemas allow (rcsb/py-rcsb-api, rcsbapi/data/resources/*.json,
// read at 61c77d349e1d980fa090f5393c49bdd8ce8ae3e5): every object our schemas type, holding only
// the fields RCSB's schema lists as `required` there. Each of ours must accept it, so a record
// RCSB calls valid is never refused for a field RCSB lets it leave out.
const MINIMAL: [string, v.GenericSchema, Record<string, unknown>][] = [
  [
    'entry',
    EntrySchema,
    {
      rcsb_id: '1ABC', // required: rcsb_id, rcsb_entry_container_identifiers, rcsb_entry_info
      rcsb_entry_container_identifiers: { entry_id: '1ABC' },
      rcsb_entry_info: { structure_determination_methodology: 'experimental' },
      struct: {},
      exptl: [{ method: 'X-RAY DIFFRACTION' }], // exptl[]: method
      rcsb_accession_info: {},
      struct_keywords: {},
      audit_author: [{ pdbx_ordinal: 1 }], // audit_author[]: pdbx_ordinal only (no name)
    },
  ],
  [
    'polymer_entity',
    PolymerEntitySchema,
    {
      rcsb_id: '1ABC_1',
      rcsb_polymer_entity_container_identifiers: { entity_id: '1', entry_id: '1ABC' },
      entity_poly: {},
      rcsb_polymer_entity: {},
      rcsb_entity_source_organism: [{ pdbx_src_id: '1' }],
    },
  ],
  [
    'nonpolymer_entity',
    NonpolymerEntitySchema,
    {
      rcsb_id: '1ABC_2',
      rcsb_nonpolymer_entity_container_identifiers: { entity_id: '2', entry_id: '1ABC' },
      pdbx_entity_nonpoly: { entity_id: '2' },
      rcsb_nonpolymer_entity: {},
    },
  ],
  [
    'branched_entity',
    BranchedEntitySchema,
    {
      rcsb_id: '1ABC_3',
      rcsb_branched_entity_container_identifiers: { entity_id: '3', entry_id: '1ABC' },
      pdbx_entity_branch: {},
      pdbx_entity_branch_descriptor: [{}],
      rcsb_branched_entity: {},
    },
  ],
  [
    'polymer_entity_instance',
    PolymerEntityInstanceSchema,
    {
      rcsb_id: '1ABC.A',
      rcsb_polymer_entity_instance_container_identifiers: { asym_id: 'A', entry_id: '1ABC' },
    },
  ],
  [
    'nonpolymer_entity_instance',
    NonpolymerEntityInstanceSchema,
    {
      rcsb_id: '1ABC.C',
      rcsb_nonpolymer_entity_instance_container_identifiers: { asym_id: 'C', entry_id: '1ABC' },
    },
  ],
  [
    'branched_entity_instance',
    BranchedEntityInstanceSchema,
    {
      rcsb_id: '1ABC.D',
      rcsb_branched_entity_instance_container_identifiers: { asym_id: 'D', entry_id: '1ABC' },
    },
  ],
  [
    'assembly',
    AssemblySchema,
    { rcsb_id: '1ABC-1', rcsb_assembly_container_identifiers: { assembly_id: '1', entry_id: '1ABC' } },
  ],
  ['chem_comp', ChemCompSchema, { rcsb_id: 'ATP', chem_comp: { id: 'ATP' } }],
];

describe("structure record schemas are no stricter than RCSB's", () => {
  it.each(MINIMAL)('%s: a record with only the fields RCSB requires is read', (_name, schema, record) => {
    const result = v.safeParse(schema, record);
    expect(result.issues?.map((i) => v.getDotPath(i))).toBeUndefined();
    expect(result.success).toBe(true);
  });

  it('an entry author without a name keeps its ordinal', () => {
    const entry = v.parse(EntrySchema, MINIMAL[0]?.[2]);
    expect(entry.audit_author).toEqual([{ pdbx_ordinal: 1 }]);
  });
});
