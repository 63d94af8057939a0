import nock from 'nock';
import { afterEach, describe, expect, it } from 'vitest';
import { type GgetCase, readReal, realJson } from './fixtures.js';
import { DATA, testClient } from './helpers.js';

// gget's fixtures hold raw Data API answers, keyed by test; each is served at its real path and
// read through the client, so the path, the schema and the values are checked together.
const CASES = realJson<Record<string, GgetCase>>('test_pdb.json');
const real = (name: string) => (CASES[name] as GgetCase).expected_result;

afterEach(() => nock.cleanAll());

describe('contract: real Data API responses (gget test_pdb.json)', () => {
  it('entry 4HHB', async () => {
    nock(DATA)
      .get('/rest/v1/core/entry/4HHB')
      .reply(200, real('test7') as object);
    const entry = await testClient().entries.get('4HHB');
    expect(entry.rcsb_id).toBe('4HHB');
    expect(entry.struct?.title).toBe(
      'THE CRYSTAL STRUCTURE OF HUMAN DEOXYHAEMOGLOBIN AT 1.74 ANGSTROMS RESOLUTION',
    );
    expect(entry.exptl?.[0]?.method).toBe('X-RAY DIFFRACTION');
    expect(entry.rcsb_entry_info?.resolution_combined).toEqual([1.74]);
    expect(entry.rcsb_entry_info?.deposited_atom_count).toBe(4779);
    expect(entry.rcsb_entry_info?.polymer_entity_count).toBe(2);
    expect(entry.rcsb_accession_info?.deposit_date).toBe('1984-03-07T00:00:00+0000');
    expect(entry.rcsb_accession_info?.initial_release_date).toBe('1984-07-17T00:00:00+0000');
    expect(entry.rcsb_entry_container_identifiers?.polymer_entity_ids).toEqual(['1', '2']);
    expect(entry.rcsb_entry_container_identifiers?.pubmed_id).toBe(6726807);
    expect(entry.audit_author?.map((a) => a.name)).toEqual(['Fermi, G.', 'Perutz, M.F.']);
    // Typed by the names the REST answer uses (RCSB's schema: Z_PDB, space_group_name_H-M…).
    expect(entry.cell?.zpdb).toBe(4);
    expect(entry.cell?.angle_beta).toBe(99.34);
    expect(entry.symmetry?.space_group_name_hm).toBe('P 1 21 1');
    expect(entry.refine?.[0]?.ls_rfactor_rwork).toBe(0.135);
    expect(entry.refine?.[0]?.ls_dres_high).toBe(1.74);
    expect(entry.refine_hist?.[0]?.pdbx_number_atoms_protein).toBe(4384);
    expect(entry.rcsb_entry_info?.experimental_method).toBe('X-ray');
    expect(entry.rcsb_entry_info?.nonpolymer_bound_components).toEqual(['HEM']);
    expect(entry.rcsb_entry_info?.diffrn_resolution_high?.value).toBe(1.74);
    expect(entry.rcsb_primary_citation?.pdbx_database_id_pub_med).toBe(6726807);
    expect(entry.citation?.filter((c) => c.rcsb_is_primary === 'Y').map((c) => c.journal_id_astm)).toEqual([
      'JMOBAK',
    ]);
    expect(entry.pdbx_database_status?.status_code).toBe('REL');
    expect(entry.pdbx_database_pdbobs_spr?.[0]?.replace_pdb_id).toBe('1HHB');
    // Categories the client leaves untyped are kept as sent.
    expect((entry as Record<string, unknown>).pdbx_audit_revision_category).toHaveLength(29);
  });

  it('assembly 1RH7/1', async () => {
    nock(DATA)
      .get('/rest/v1/core/assembly/1RH7/1')
      .reply(200, real('test1') as object);
    const assembly = await testClient().assemblies.get('1RH7-1');
    expect(assembly.rcsb_id).toBe('1RH7-1');
    expect(assembly.rcsb_assembly_info?.assembly_id).toBe('1');
    expect(assembly.rcsb_assembly_info?.polymer_entity_count).toBe(1);
    expect(assembly.rcsb_assembly_info?.atom_count).toBe(1762);
    expect(assembly.pdbx_struct_assembly?.oligomeric_details).toBe('trimeric');
    expect(assembly.rcsb_struct_symmetry?.[0]?.symbol).toBe('C3');
  });

  it('branched entity 4CYG/2', async () => {
    nock(DATA)
      .get('/rest/v1/core/branched_entity/4cyg/2')
      .reply(200, real('test2') as object);
    const entity = await testClient().entities.get('4cyg_2', { kind: 'branched' });
    expect(entity.rcsb_id).toBe('4CYG_2');
    expect(entity.pdbx_entity_branch?.type).toBe('oligosaccharide');
    expect(entity.rcsb_branched_entity?.formula_weight).toBe(0.424);
    expect(entity.rcsb_branched_entity_container_identifiers?.chem_comp_monomers).toEqual(['NAG']);
  });

  it('nonpolymer entity 4G22/2', async () => {
    nock(DATA)
      .get('/rest/v1/core/nonpolymer_entity/4G22/2')
      .reply(200, real('test3') as object);
    const entity = await testClient().entities.get(
      { entryId: '4G22', entityId: '2' },
      { kind: 'nonpolymer' },
    );
    expect(entity.pdbx_entity_nonpoly).toEqual({ comp_id: 'GOL', entity_id: '2', name: 'GLYCEROL' });
    expect(entity.rcsb_nonpolymer_entity?.pdbx_number_of_molecules).toBe(3);
    expect(entity.rcsb_nonpolymer_entity_container_identifiers?.asym_ids).toEqual(['C', 'D', 'F']);
  });

  it('UniProt records of 4G22/1', async () => {
    nock(DATA)
      .get('/rest/v1/core/uniprot/4g22/1')
      .reply(200, real('test4') as object);
    const records = await testClient().entities.uniprot('4g22_1');
    expect(records).toHaveLength(1);
    expect(records[0]?.rcsb_uniprot_accession).toEqual(['A4ZKE4']);
    expect(records[0]?.rcsb_uniprot_entry_name).toEqual(['A4ZKE4_COFCA']);
    expect(records[0]?.rcsb_uniprot_protein?.sequence?.startsWith('MKIEVKESTMVRPAQ')).toBe(true);
  });

  it('branched entity instance 1US2.C', async () => {
    nock(DATA)
      .get('/rest/v1/core/branched_entity_instance/1US2/C')
      .reply(200, real('test5') as object);
    const instance = await testClient().instances.get('1US2.C', { kind: 'branched' });
    expect(instance.rcsb_id).toBe('1US2.C');
    expect(instance.rcsb_branched_entity_instance_container_identifiers?.entity_id).toBe('2');
  });

  it('nonpolymer entity instance 2FBW.J', async () => {
    nock(DATA)
      .get('/rest/v1/core/nonpolymer_entity_instance/2FBW/J')
      .reply(200, real('test6') as object);
    const instance = await testClient().instances.get(
      { entryId: '2FBW', asymId: 'J' },
      { kind: 'nonpolymer' },
    );
    expect(instance.rcsb_nonpolymer_entity_instance_container_identifiers?.comp_id).toBe('Y3P');
    expect(instance.rcsb_nonpolymer_entity_instance_container_identifiers?.auth_seq_id).toBe('1002');
  });

  it('PubMed record of 4HHB', async () => {
    nock(DATA)
      .get('/rest/v1/core/pubmed/4hhb')
      .reply(200, real('test8') as object);
    const record = await testClient().entries.pubmed('4hhb');
    expect(record.rcsb_id).toBe('6726807');
    expect(record.rcsb_pubmed_doi).toBe('10.1016/0022-2836(84)90472-8');
  });

  it('streams the real mmCIF file of 1A8O byte for byte', async () => {
    const cif = readReal('1A8O.cif');
    nock('https://files.rcsb.org').get('/download/1A8O.cif').reply(200, cif);
    const stream = await testClient().files.download('1A8O', { format: 'cif' });
    const body = await new Response(stream).text();
    expect(body).toBe(cif);
    expect(body.startsWith('data_1A8O')).toBe(true);
  });
});
