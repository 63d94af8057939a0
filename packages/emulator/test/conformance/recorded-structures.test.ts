import { readRealFixture } from '@lifesci/vitest-config/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Emulator, startEmulator } from '../../src/index.js';
import { archiveFor } from '../../src/services/structures/data/entries.js';
import { shapeDiff } from './shape.js';

// The emulated RCSB Data API against RCSB's own answers (recorded by gget's tests), field by field.

type Json = Record<string, unknown>;
let emulator: Emulator;
const core = async (path: string) => {
  const res = await fetch(`${emulator.baseUrls.structureData}/rest/v1/core/${path}`);
  expect(res.status, path).toBe(200);
  return (await res.json()) as Json;
};
const recorded = readRealFixture('rcsb-pdb/test_pdb.json', { json: true }) as Record<
  string,
  { args: Json; expected_result: Json }
>;
const recordedEntry = recorded.test7?.expected_result as Json;
const recordedAssembly = recorded.test1?.expected_result as Json;

beforeAll(async () => {
  emulator = await startEmulator({ services: ['structures'], limits: 'off' });
});
afterAll(() => emulator.close());

/** Shape differences, less those under the paths the emulator leaves out on purpose. */
const differences = (ours: unknown, theirs: unknown, leftOut: readonly string[]) =>
  shapeDiff(ours, theirs, { nullMatches: true }).filter(
    (problem) => !leftOut.some((path) => problem.startsWith(`${path}:`) || problem.startsWith(`${path}/`)),
  );

// An entry's revision history and its links to related and obsoleted entries are archive
// bookkeeping the emulator does not keep.
const ENTRY_LEFT_OUT = [
  '/pdbx_audit_revision_category',
  '/pdbx_audit_revision_details',
  '/pdbx_audit_revision_group',
  '/pdbx_audit_revision_history',
  '/pdbx_audit_revision_item',
  '/pdbx_database_pdbobs_spr',
  '/pdbx_database_related',
];
const CRYSTAL = ['/cell', '/diffrn', '/exptl_crystal', '/refine', '/refine_hist', '/symmetry'];

describe('Data API entries', () => {
  it('4HHB has the recorded fields, types and values', async () => {
    const ours = await core('entry/4HHB');
    expect(differences(ours, recordedEntry, ENTRY_LEFT_OUT)).toEqual([]);
    for (const key of [
      'audit_author',
      'cell',
      'diffrn',
      'entry',
      'exptl',
      'exptl_crystal',
      'pdbx_database_status',
      'refine',
      'refine_hist',
      'symmetry',
      'struct',
      'struct_keywords',
      'rcsb_accession_info',
      'rcsb_entry_container_identifiers',
      'rcsb_primary_citation',
      'rcsb_id',
    ])
      expect(ours[key], key).toEqual(recordedEntry[key]);
    expect(ours.citation).toEqual((recordedEntry.citation as Json[]).filter((c) => c.id === 'primary'));
    // Weights: the emulator sums standard residue masses; RCSB's entry-level figures differ by
    // a few hundredths of a kDa.
    const WEIGHTS = [
      'molecular_weight',
      'polymer_molecular_weight_maximum',
      'polymer_molecular_weight_minimum',
    ];
    const info = ours.rcsb_entry_info as Json;
    const theirs = recordedEntry.rcsb_entry_info as Json;
    for (const [key, value] of Object.entries(theirs)) {
      if (WEIGHTS.includes(key)) expect(Math.abs(Number(info[key]) - Number(value)), key).toBeLessThan(0.1);
      else expect(info[key], key).toEqual(value);
    }
  });

  it("1A8O's cell, symmetry, refinement and primary citation are its mmCIF file's", async () => {
    const cif = readRealFixture('rcsb-pdb/1A8O.cif') as string;
    const item = (name: string) => {
      const value = new RegExp(`^_${name.replace('.', '\\.')}\\s+(.+?)\\s*$`, 'm').exec(cif)?.[1] ?? '';
      return value.replace(/^'(.*)'$/, '$1');
    };
    const ours = await core('entry/1A8O');
    const [citation] = ours.citation as Json[];
    expect(ours.cell).toMatchObject({
      length_a: Number(item('cell.length_a')),
      length_c: Number(item('cell.length_c')),
      zpdb: Number(item('cell.Z_PDB')),
    });
    expect((ours.symmetry as Json).space_group_name_hm).toBe(item('symmetry.space_group_name_H-M'));
    expect((ours.refine as Json[])[0]).toMatchObject({
      ls_dres_high: Number(item('refine.ls_d_res_high')),
      ls_rfactor_rwork: Number(item('refine.ls_R_factor_R_work')),
    });
    expect(citation).toMatchObject({
      title: item('citation.title'),
      pdbx_database_id_pub_med: Number(item('citation.pdbx_database_id_PubMed')),
      pdbx_database_id_doi: item('citation.pdbx_database_id_DOI'),
      year: Number(item('citation.year')),
    });
  });

  it('generated entries have the same fields (a crystal only for X-ray), their citation marked unpublished', async () => {
    // Entries without a branched entity, as the recorded one (an entry lists branched_entity_ids only when it has some).
    const archive = { entries: archiveFor(1).entries.filter((e) => e.branched.length === 0) };
    const xray = archive.entries.find((e) => e.id.startsWith('PDB_9999') && e.method === 'X-RAY DIFFRACTION');
    const other = archive.entries.find(
      (e) => e.id.startsWith('PDB_9999') && e.method !== 'X-RAY DIFFRACTION',
    );
    // Unpublished: no PubMed id.
    const unpublished = [...ENTRY_LEFT_OUT, '/rcsb_entry_container_identifiers/pubmed_id'];
    const ours = await core(`entry/${xray?.id}`);
    expect(differences(ours, recordedEntry, unpublished)).toEqual([]);
    expect((ours.citation as Json[])[0]?.journal_abbrev).toBe('To be published');
    const noCrystal = await core(`entry/${other?.id}`);
    expect(
      differences(noCrystal, recordedEntry, [
        ...unpublished,
        ...CRYSTAL,
        '/rcsb_entry_info/resolution_combined',
        '/rcsb_entry_info/diffrn_resolution_high',
      ]),
    ).toEqual([]);
    for (const path of CRYSTAL) expect(noCrystal[path.slice(1)], path).toBeUndefined();
  });
});

describe('Data API assemblies', () => {
  // Interfaces and symmetry are computed by RCSB from coordinates the emulator does not model.
  // formula_weight: in the recording, no longer in RCSB's schema (rcsb-schemas.test.ts).
  const LEFT_OUT = [
    '/rcsb_assembly_info/formula_weight',
    '/pdbx_struct_assembly/method_details',
    '/rcsb_assembly_container_identifiers/interface_ids',
    '/rcsb_struct_symmetry',
    '/rcsb_struct_symmetry_lineage',
    '/rcsb_struct_symmetry_provenance_code',
    ...[
      'num_heterologous_interface_entities',
      'num_heteromeric_interface_entities',
      'num_homomeric_interface_entities',
      'num_interface_entities',
      'num_interfaces',
      'num_isologous_interface_entities',
      'num_na_interface_entities',
      'num_prot_na_interface_entities',
      'num_protein_interface_entities',
      'total_assembly_buried_surface_area',
      'total_number_interface_residues',
    ].map((key) => `/rcsb_assembly_info/${key}`),
  ];

  it('4HHB-1 has the recorded fields and types (recorded for 1RH7-1), with its operator list', async () => {
    const ours = await core('assembly/4HHB/1');
    expect(differences(ours, recordedAssembly, LEFT_OUT)).toEqual([]);
    expect(ours.pdbx_struct_oper_list).toEqual(recordedAssembly.pdbx_struct_oper_list);
    expect(ours.pdbx_struct_assembly_gen).toEqual([
      {
        assembly_id: '1',
        asym_id_list: ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J'],
        oper_expression: '1',
        ordinal: 1,
      },
    ]);
    const info = ours.rcsb_assembly_info as Json;
    expect(info.polymer_entity_instance_count).toBe(4);
    expect(info.nonpolymer_entity_instance_count).toBe(6);
    expect(info.polymer_monomer_count).toBe(574);
  });
});

describe('coordinate files', () => {
  const download = async (name: string) => {
    const res = await fetch(`${emulator.baseUrls.structureFiles}/download/${name}`);
    expect(res.status, name).toBe(200);
    return res.text();
  };
  const categories = (cif: string) => new Set([...cif.matchAll(/^_([A-Za-z0-9_]+)\./gm)].map((m) => m[1]));
  const items = (cif: string, category: string) =>
    [...cif.matchAll(new RegExp(`^_${category}\\.(\\S+)`, 'gm'))].map((m) => m[1]);

  it("1A8O.cif: the archive file's main categories, its _atom_site items and cell, one row per residue", async () => {
    const real = readRealFixture('rcsb-pdb/1A8O.cif') as string;
    const ours = await download('1A8O.cif');
    const theirs = categories(real);
    for (const category of categories(ours)) expect(theirs.has(category), category).toBe(true);
    for (const category of [
      'entry',
      'cell',
      'symmetry',
      'entity',
      'entity_poly',
      'entity_poly_seq',
      'struct_asym',
      'struct',
      'exptl',
      'refine',
      'atom_site',
    ])
      expect(categories(ours).has(category), category).toBe(true);
    expect(items(ours, 'atom_site')).toEqual(items(real, 'atom_site'));
    const value = (cif: string, name: string) =>
      Number(new RegExp(`^_${name}\\s+(\\S+)`, 'm').exec(cif)?.[1]);
    for (const name of ['cell.length_a', 'cell.length_b', 'cell.length_c', 'cell.Z_PDB'])
      expect(value(ours, name), name).toBe(value(real, name));
    const rows = (cif: string) => cif.split('\n').filter((line) => /^1 +\d+ +[A-Z]{3}\b/.test(line)).length;
    expect(rows(ours)).toBe(rows(real));
  });

  it('4HHB.pdb: REMARK 2, SEQRES for its four chains, the recorded cell in CRYST1, ligands as HETATM after TER', async () => {
    const pdb = (await download('4HHB.pdb')).split('\n');
    expect(pdb).toContain('REMARK   2 RESOLUTION.   1.74 ANGSTROMS.');
    expect(pdb).toContain('CRYST1   63.150   83.590   53.800  90.00  99.34  90.00 P 1 21 1      4');
    expect(new Set(pdb.filter((l) => l.startsWith('SEQRES')).map((l) => l.slice(11, 12)))).toEqual(
      new Set(['A', 'B', 'C', 'D']),
    );
    expect(pdb.find((l) => l.startsWith('SEQRES   1 A'))).toBe(
      'SEQRES   1 A  141  VAL LEU SER PRO ALA ASP LYS THR ASN VAL LYS ALA ALA',
    );
    const hetero = pdb.filter((l) => l.startsWith('HETATM'));
    // Heavy atoms of 2 phosphates (PO4, 5 atoms) and 4 haems (HEM, 43 atoms).
    expect(hetero).toHaveLength(2 * 5 + 4 * 43);
    expect(hetero.some((l) => l.slice(17, 20) === 'HEM' && l.slice(76, 78) === 'FE')).toBe(true);
    expect(pdb.indexOf('TER')).toBeLessThan(pdb.findIndex((l) => l.startsWith('HETATM')));
  });
});

describe('answers served as recorded', () => {
  it('nonpolymer instance 2FBW.J is the recorded RCSB answer, whole; its entry is not held', async () => {
    const recordedInstance = recorded.test6?.expected_result as Json;
    expect(recorded.test6?.args).toMatchObject({ pdb_id: '2FBW', identifier: 'J' });
    expect(await core('nonpolymer_entity_instance/2FBW/J')).toEqual(recordedInstance);
    expect(await core('nonpolymer_entity_instance/2fbw/J')).toEqual(recordedInstance);
    const other = await fetch(
      `${emulator.baseUrls.structureData}/rest/v1/core/nonpolymer_entity_instance/2FBW/K`,
    );
    expect(other.status).toBe(404);
    const entry = await fetch(`${emulator.baseUrls.structureData}/rest/v1/core/entry/2FBW`);
    expect(entry.status).toBe(404);
  });
});
