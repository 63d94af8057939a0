import { NotFoundError } from '@lifesci/core';
import { type Emulator, startEmulator } from '@lifesci/emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GraphqlError, q, StructuresClient } from '../src/index.js';
import { text } from './helpers.js';

let emulator: Emulator;
let client: StructuresClient;

beforeAll(async () => {
  emulator = await startEmulator({ services: ['structures'] });
  // The emulator's whole map: keys of other interfaces are ignored by the client.
  client = new StructuresClient({ baseUrls: { ...emulator.baseUrls }, maxRetries: 0 });
}, 60_000);

afterAll(async () => {
  await emulator?.close();
});

describe('integration: Data REST against the emulator', () => {
  it('entries.get: the real 4HHB record, by PDB id and extended id', async () => {
    const entry = await client.entries.get('4HHB');
    expect(entry.struct?.title).toBe(
      'THE CRYSTAL STRUCTURE OF HUMAN DEOXYHAEMOGLOBIN AT 1.74 ANGSTROMS RESOLUTION',
    );
    expect(entry.rcsb_entry_info?.resolution_combined).toEqual([1.74]);
    expect(entry.rcsb_accession_info?.initial_release_date).toBe('1984-07-17T00:00:00+0000');
    expect(entry.rcsb_entry_container_identifiers?.polymer_entity_ids).toEqual(['1', '2']);
    expect((await client.entries.get('pdb_00004hhb')).rcsb_id).toBe('4HHB');
  });

  it('entries.get: a computed structure model', async () => {
    const model = await client.entries.get('AF_AFP50613F1');
    expect(model.exptl?.[0]?.method).toBe('THEORETICAL MODEL');
    expect(model.rcsb_entry_info?.structure_determination_methodology).toBe('computational');
  });

  it('polymer entities, instances, assemblies, ligands, chemical components, UniProt, PubMed', async () => {
    const alpha = await client.entities.get('4HHB_1');
    expect(alpha.rcsb_polymer_entity?.pdbx_description).toBe('Hemoglobin subunit alpha');
    expect(alpha.entity_poly?.pdbx_strand_id).toBe('A,C');
    expect(alpha.rcsb_entity_source_organism?.[0]?.ncbi_taxonomy_id).toBe(9606);
    const chain = await client.instances.get('4HHB.B');
    expect(chain.rcsb_polymer_entity_instance_container_identifiers?.entity_id).toBe('2');
    const assembly = await client.assemblies.get('4HHB-1');
    expect(assembly.rcsb_assembly_info?.polymer_entity_instance_count).toBe(4);
    const heme = await client.entities.get({ entryId: '4HHB', entityId: 4 }, { kind: 'nonpolymer' });
    expect(heme.pdbx_entity_nonpoly?.comp_id).toBe('HEM');
    const hemeCopy = await client.instances.get('4HHB.G', { kind: 'nonpolymer' });
    expect(hemeCopy.rcsb_nonpolymer_entity_instance_container_identifiers?.comp_id).toBe('HEM');
    const hem = await client.chemComps.get('HEM');
    expect(hem.chem_comp?.formula).toBe('C34 H32 Fe N4 O4');
    const uniprot = await client.entities.uniprot('4HHB_2');
    expect(uniprot[0]?.rcsb_uniprot_accession).toEqual(['P68871']);
    const pubmed = await client.entries.pubmed('4HHB');
    expect(pubmed.rcsb_pubmed_doi).toBe('10.1016/0022-2836(84)90472-8');
  });

  it('a chemical component by REST names over REST (smiles, in_ch_i) and by schema names over GraphQL', async () => {
    const aspirin = await client.chemComps.get('AIN');
    expect(aspirin.rcsb_chem_comp_descriptor?.smiles).toBe('CC(=O)Oc1ccccc1C(=O)O');
    expect(aspirin.rcsb_chem_comp_descriptor?.in_ch_i).toMatch(/^InChI=1S\/C9H8O4\//);
    const data = await client.graphql<{
      chem_comp: { rcsb_chem_comp_descriptor: { SMILES: string; InChI: string } };
    }>('{ chem_comp(comp_id: "AIN") { rcsb_chem_comp_descriptor { SMILES InChI } } }');
    expect(data.chem_comp.rcsb_chem_comp_descriptor).toEqual({
      SMILES: aspirin.rcsb_chem_comp_descriptor?.smiles,
      InChI: aspirin.rcsb_chem_comp_descriptor?.in_ch_i,
    });
  });

  it('branched entities and their instances', async () => {
    // Find an entry with a branched entity through GraphQL, then read it over REST.
    const data = await client.graphql<{
      entries: { rcsb_id: string; branched_entities: { rcsb_id: string }[] }[];
    }>('query($ids: [String!]!) { entries(entry_ids: $ids) { rcsb_id branched_entities { rcsb_id } } }', {
      variables: {
        ids: Array.from(
          { length: 20 },
          (_, i) => `PDB_99991${i.toString(36).toUpperCase().padStart(3, '0')}`,
        ),
      },
    });
    const withSugar = data.entries.find((e) => e.branched_entities.length > 0);
    // The entity's rcsb_id (`PDB_99991003_3`) is an entity id as the client takes it.
    const sugarId = withSugar?.branched_entities[0]?.rcsb_id as string;
    const sugar = await client.entities.get(sugarId, { kind: 'branched' });
    expect(sugar.pdbx_entity_branch?.type).toBe('oligosaccharide');
    const entryId = sugar.rcsb_branched_entity_container_identifiers?.entry_id as string;
    const entityId = sugar.rcsb_branched_entity_container_identifiers?.entity_id as string;
    const asym = sugar.rcsb_branched_entity_container_identifiers?.asym_ids?.[0] as string;
    const placed = await client.instances.get({ entryId, asymId: asym }, { kind: 'branched' });
    expect(placed.rcsb_branched_entity_instance_container_identifiers?.entity_id).toBe(entityId);
    expect(`${entryId}_${entityId}`).toBe(sugarId);
  });

  it('an unknown entry is NotFoundError with the service message', async () => {
    const error = await client.entries.get('1ZZZ').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    expect((error as Error).message).toContain('No data found for entry id: [1ZZZ]');
  });
});

describe('integration: GraphQL executed by graphql-js', () => {
  it('graphql returns data; a bad field is a typed error', async () => {
    const data = await client.graphql<{ entry: { exptl: { method: string }[] } }>(
      '{ entry(entry_id: "1A8O") { exptl { method } } }',
    );
    expect(data.entry.exptl[0]?.method).toBe('X-RAY DIFFRACTION');
    await expect(client.graphql('{ entry(entry_id: "4HHB") { nope } }')).rejects.toThrow(/nope/);
  });

  it('partial data is kept on GraphqlError', async () => {
    const error = await client
      .graphql('{ a: entry(entry_id: "4HHB") { rcsb_id } b: entry(entry_id: "no such id!") { rcsb_id } }')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GraphqlError);
    const gql = error as GraphqlError<{ a: { rcsb_id: string }; b: null }>;
    expect(gql.data).toEqual({ a: { rcsb_id: '4HHB' }, b: null });
    expect(gql.errors[0]?.message).toBe('Invalid entry id: no such id!');
    expect(gql.errors[0]?.path).toEqual(['b']);
  });

  it('entries.summary and entries.summaries (batched, unknown ids reported)', async () => {
    const hb = await client.entries.summary('4HHB');
    expect(hb.polymer_entities?.map((p) => p.rcsb_polymer_entity?.pdbx_description)).toEqual([
      'Hemoglobin subunit alpha',
      'Hemoglobin subunit beta',
    ]);
    const many = await client.entries.summaries(['1A8O', '1ZZZ', '4HHB']);
    expect(many.values.map((e) => e.rcsb_id)).toEqual(['1A8O', '4HHB']);
    expect(many.failures.map((f) => f.id)).toEqual(['1ZZZ']);
    await expect(client.entries.summary('1ZZZ')).rejects.toBeInstanceOf(NotFoundError);
  });

  it('entities.summaries: polymer entities by id, unknown ids reported', async () => {
    const hb = await client.entities.summaries(['4HHB_2', '4HHB_9', { entryId: '4HHB', entityId: 1 }]);
    expect(hb.values.map((e) => [e.rcsb_id, e.rcsb_polymer_entity?.pdbx_description])).toEqual([
      ['4HHB_2', 'Hemoglobin subunit beta'],
      ['4HHB_1', 'Hemoglobin subunit alpha'],
    ]);
    expect(hb.values[1]?.entity_poly?.pdbx_seq_one_letter_code_can).toContain(
      'VLSPADKTNVKAAWGKVGAHAGEYGAEALERMF',
    );
    expect(hb.failures.map((f) => f.id)).toEqual(['4HHB_9']);
  });
});

describe('integration: Search API v2 evaluated over the data', () => {
  it('attribute AND, paged to the end', async () => {
    const query = q.and(
      q.attribute('rcsb_entity_source_organism.ncbi_scientific_name').exactMatch('Homo sapiens'),
      q.attribute('exptl.method').exactMatch('X-RAY DIFFRACTION'),
    );
    const list = client.search(query, { paginate: { start: 0, rows: 7 } });
    const first = await list;
    const all = await list.toArray();
    expect(all.length).toBe(first.total);
    expect(all.map((h) => h.identifier)).toContain('4HHB');
    expect(new Set(all.map((h) => h.identifier)).size).toBe(all.length);
  });

  it('full text, sequence, motif, structure and chemical queries find the expected records', async () => {
    const hb = await client.search(q.fullText('deoxyhaemoglobin')).toArray();
    expect(hb.map((h) => h.identifier)).toEqual(['4HHB']);
    const hbb =
      'MVHLTPEEKSAVTALWGKVNVDEVGGEALGRLLVVYPWTQRFFESFGDLSTPDAVMGNPKVKAHGKKVLGAFSDGLAHLDNLKGTFATLSELHCDKLHVDPENFRLLGNVLVCVLAHHFGKEFTPPVQAAYQKVVAGVANALAHKYH';
    const seq = await client
      .search(q.sequence({ value: hbb, identityCutoff: 0.9 }), { returnType: 'polymer_entity' })
      .toArray();
    expect(seq[0]).toEqual({ identifier: '4HHB_2', score: 1 });
    const motif = await client
      // 4HHB's chains start after the initiator methionine, as deposited.
      .search(q.sequenceMotif({ value: 'VHLTPEEKSAVT', patternType: 'simple' }), {
        returnType: 'polymer_entity',
      })
      .toArray();
    expect(motif.map((h) => h.identifier)).toEqual(['4HHB_2']);
    const shape = await client
      .search(q.structure({ entryId: '4HHB', assemblyId: 1 }), { returnType: 'assembly' })
      .toArray();
    expect(shape.map((h) => h.identifier)).toContain('4HHB-1');
    const aspirin = await client
      .search(
        q.chemicalDescriptor('CC(=O)Oc1ccccc1C(=O)O', {
          descriptorType: 'SMILES',
          matchType: 'graph-relaxed',
        }),
        {
          returnType: 'mol_definition',
        },
      )
      .toArray();
    expect(aspirin.map((h) => h.identifier)).toEqual(['AIN']);
  });

  it('computed models only when asked for, NOT, ranges and facets', async () => {
    const cdk7 = q.attribute('rcsb_polymer_entity_container_identifiers.uniprot_ids').exactMatch('P50613');
    expect((await client.search(cdk7).toArray()).length).toBe(0);
    const both = await client
      .search(cdk7, { resultsContentType: ['experimental', 'computational'] })
      .toArray();
    expect(both.map((h) => h.identifier)).toEqual(['AF_AFP50613F1']);
    const nonXray = await client
      .search(q.not(q.attribute('exptl.method').exactMatch('X-RAY DIFFRACTION')))
      .toArray();
    expect(nonXray.map((h) => h.identifier)).not.toContain('4HHB');
    const sharp = await client
      .search(q.attribute('rcsb_entry_info.resolution_combined').range({ from: 1.7, to: 1.74 }))
      .toArray();
    expect(sharp.map((h) => h.identifier)).toEqual(expect.arrayContaining(['4HHB', '1A8O']));
    const page = await client.search(q.attribute('exptl.method').exists(), {
      paginate: { start: 0, rows: 0 },
      facets: [{ name: 'by_method', aggregationType: 'terms', attribute: 'exptl.method' }],
    });
    const terms = page.raw?.facets?.[0]?.terms ?? [];
    expect(terms.reduce((n, t) => n + t.count, 0)).toBe(page.total);
  });

  it('group_by UniProt accession: representatives, or groups with their members', async () => {
    const human = q.attribute('rcsb_entity_source_organism.ncbi_scientific_name').exactMatch('Homo sapiens');
    const options = {
      returnType: 'polymer_entity' as const,
      groupBy: { aggregationMethod: 'matching_uniprot_accession' as const },
    };
    const entities = await client.search(human, { returnType: 'polymer_entity' }).toArray();
    const reps = client.search(human, {
      ...options,
      groupByReturnType: 'representatives',
      paginate: { start: 0, rows: 3 },
    });
    const all = await reps.toArray();
    expect((await reps).total).toBe(all.length);
    expect(all.length).toBeLessThan(entities.length);
    const groups = await client.search(human, { ...options, groupByReturnType: 'groups' }).toArray();
    expect(groups.map((g) => g.identifier)).toContain('P69905');
    const members = groups.reduce((n, g) => n + ((g as { count?: number }).count ?? 0), 0);
    expect(members).toBe(entities.length);
  });

  it('no hits (204) is an empty result', async () => {
    const none = client.search(q.fullText('nothing-matches-this-word'));
    expect((await none).items).toEqual([]);
    expect((await none).total).toBe(0);
  });

  it("a body that is JSON but no object is a 400 in each API's error shape, not a server error", async () => {
    const post = (url: string, body: string) =>
      fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    for (const body of ['null', '[]', '7']) {
      const search = await post(`${emulator.baseUrls.structureSearch}/query`, body);
      expect([search.status, ((await search.json()) as { status: number }).status]).toEqual([400, 400]);
      const graphql = await post(emulator.baseUrls.structureGraphql as string, body);
      expect(graphql.status).toBe(400);
      expect(((await graphql.json()) as { errors: { message: string }[] }).errors[0]?.message).toMatch(
        /JSON object/,
      );
    }
  });
});

describe('integration: files', () => {
  it('mmCIF, PDB, structure factors, assemblies and FASTA', async () => {
    const cif = await text(await client.files.download('4HHB', { format: 'cif' }));
    expect(cif).toMatch(/^data_4HHB/);
    expect(cif).toContain('_atom_site.B_iso_or_equiv');
    const pdbText = await text(await client.files.download('4HHB', { format: 'pdb' }));
    expect(pdbText.startsWith('HEADER')).toBe(true);
    expect(await text(await client.files.download('4HHB', { format: 'sf' }))).toContain('_refln.F_meas_au');
    const asm = await text(await client.files.downloadAssembly('4HHB-1', { format: 'pdb' }));
    expect(asm).toContain('ATOM');
    const asmCif = await text(await client.files.downloadAssembly({ entryId: '4HHB', assemblyId: 1 }));
    expect(asmCif).toMatch(/^data_4HHB/);
    const records = await client.files.sequences('4HHB');
    expect(records.map((r) => r.header)).toEqual([
      '4HHB_1|Chains A, C|Hemoglobin subunit alpha|Homo sapiens (9606)',
      '4HHB_2|Chains B, D|Hemoglobin subunit beta|Homo sapiens (9606)',
    ]);
    const gz = new Uint8Array(
      await new Response(await client.files.download('4HHB', { compressed: true })).arrayBuffer(),
    );
    expect([gz[0], gz[1]]).toEqual([0x1f, 0x8b]);
  });

  it('a large entry has no PDB-format file: the error points to mmCIF', async () => {
    const large = await client
      .search(q.attribute('rcsb_entry_info.deposited_atom_count').greater(99_999))
      .toArray();
    const id = large[0]?.identifier as string;
    await expect(client.files.download(id, { format: 'pdb' })).rejects.toThrow(/use format 'cif'/);
    // A generated entry's extended id: its file writes it in lower case, as wwPDB's files do.
    expect(id).toMatch(/^PDB_9999/);
    expect(await text(await client.files.download(id))).toMatch(new RegExp(`^data_${id.toLowerCase()}\n`));
  });
});
