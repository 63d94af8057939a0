import { InputError, NotFoundError, RateLimitError, ServerError } from '@lifesci/core';
import nock from 'nock';
import { afterEach, describe, expect, expectTypeOf, it } from 'vitest';
import {
  type BranchedEntity,
  type EntityKind,
  type NonpolymerEntity,
  type NonpolymerEntityInstance,
  type PolymerEntity,
  type PolymerEntityInstance,
  type StructuresClient,
  structuresErrorMessage,
} from '../src/index.js';
import { DATA, testClient } from './helpers.js';

afterEach(() => nock.cleanAll());

describe('Data REST endpoints', () => {
  it('polymer entity, polymer entity instance and chemical component', async () => {
    nock(DATA)
      .get('/rest/v1/core/polymer_entity/4HHB/1')
      .reply(200, {
        rcsb_id: '4HHB_1',
        entity_poly: { pdbx_seq_one_letter_code: 'VLSPADKTNV', pdbx_strand_id: 'A,C' },
        rcsb_polymer_entity: { formula_weight: 15.13, pdbx_description: 'Hemoglobin subunit alpha' },
        rcsb_entity_source_organism: [{ scientific_name: 'Homo sapiens', ncbi_taxonomy_id: 9606 }],
      })
      .get('/rest/v1/core/polymer_entity_instance/4HHB/A')
      .reply(200, {
        rcsb_id: '4HHB.A',
        rcsb_polymer_entity_instance_container_identifiers: {
          entry_id: '4HHB',
          entity_id: '1',
          asym_id: 'A',
        },
      })
      .get('/rest/v1/core/chemcomp/HEM')
      .reply(200, {
        rcsb_id: 'HEM',
        chem_comp: { id: 'HEM', name: 'PROTOPORPHYRIN IX CONTAINING FE', formula: 'C34 H32 Fe N4 O4' },
      });
    const client = testClient();
    const entity = await client.entities.get('4HHB_1');
    expect(entity.entity_poly?.pdbx_strand_id).toBe('A,C');
    expect(entity.rcsb_entity_source_organism?.[0]?.ncbi_taxonomy_id).toBe(9606);
    const chain = await client.instances.get('4HHB.A');
    expect(chain.rcsb_polymer_entity_instance_container_identifiers?.entity_id).toBe('1');
    const hem = await client.chemComps.get('HEM');
    expect(hem.chem_comp?.formula).toBe('C34 H32 Fe N4 O4');
  });

  it('reads composite ids in RCSB’s own form or as parts, and picks the record by kind', async () => {
    nock(DATA)
      .get('/rest/v1/core/polymer_entity/4HHB/2')
      .reply(200, { rcsb_id: '4HHB_2' })
      .get('/rest/v1/core/nonpolymer_entity/4HHB/3')
      .reply(200, { rcsb_id: '4HHB_3' })
      .get('/rest/v1/core/polymer_entity/AF_AFP68871F1/1')
      .reply(200, { rcsb_id: 'AF_AFP68871F1_1' })
      .get('/rest/v1/core/polymer_entity/pdb_00004hhb/1')
      .reply(200, { rcsb_id: '4HHB_1' })
      .get('/rest/v1/core/polymer_entity_instance/4HHB/B')
      .reply(200, { rcsb_id: '4HHB.B' })
      .get('/rest/v1/core/branched_entity_instance/1US2/C')
      .reply(200, { rcsb_id: '1US2.C' })
      .get('/rest/v1/core/assembly/4HHB/1')
      .times(2)
      .reply(200, { rcsb_id: '4HHB-1' })
      .get('/rest/v1/core/uniprot/4HHB/1')
      .reply(200, [{ rcsb_id: 'P69905' }]);
    const client = testClient();
    expect((await client.entities.get({ entryId: '4HHB', entityId: 2 })).rcsb_id).toBe('4HHB_2');
    expect((await client.entities.get('4HHB_3', { kind: 'nonpolymer' })).rcsb_id).toBe('4HHB_3');
    // Entry ids that contain '_' themselves: the entity number is after the last one.
    expect((await client.entities.get('AF_AFP68871F1_1')).rcsb_id).toBe('AF_AFP68871F1_1');
    expect((await client.entities.get('pdb_00004hhb_1', { kind: 'polymer' })).rcsb_id).toBe('4HHB_1');
    expect((await client.instances.get({ entryId: '4HHB', asymId: 'B' })).rcsb_id).toBe('4HHB.B');
    expect((await client.instances.get('1US2.C', { kind: 'branched' })).rcsb_id).toBe('1US2.C');
    expect((await client.assemblies.get('4HHB-1')).rcsb_id).toBe('4HHB-1');
    expect((await client.assemblies.get({ entryId: '4HHB', assemblyId: '1' })).rcsb_id).toBe('4HHB-1');
    expect(await client.entities.uniprot({ entryId: '4HHB', entityId: '1' })).toEqual([
      { rcsb_id: 'P69905' },
    ]);
    expect(nock.pendingMocks()).toEqual([]);
  });

  it('types the record by kind (checked by the typecheck; the calls are never run)', () => {
    const typed = (client: StructuresClient) => {
      expectTypeOf(client.entities.get('4HHB_1')).resolves.toEqualTypeOf<PolymerEntity>();
      expectTypeOf(
        client.entities.get('4HHB_3', { kind: 'nonpolymer' }),
      ).resolves.toEqualTypeOf<NonpolymerEntity>();
      expectTypeOf(
        client.entities.get('4CYG_2', { kind: 'branched' }),
      ).resolves.toEqualTypeOf<BranchedEntity>();
      expectTypeOf(client.instances.get('4HHB.A')).resolves.toEqualTypeOf<PolymerEntityInstance>();
      expectTypeOf(
        client.instances.get('2FBW.J', { kind: 'nonpolymer' }),
      ).resolves.toEqualTypeOf<NonpolymerEntityInstance>();
      const kind = 'branched' as EntityKind;
      expectTypeOf(client.entities.get('4CYG_2', { kind })).resolves.toEqualTypeOf<
        PolymerEntity | NonpolymerEntity | BranchedEntity
      >();
    };
    expectTypeOf(typed).parameter(0).toEqualTypeOf<StructuresClient>();
  });

  it('accepts extended PDB ids and computed model ids', async () => {
    nock(DATA)
      .get('/rest/v1/core/entry/pdb_00004hhb')
      .reply(200, { rcsb_id: '4HHB' })
      .get('/rest/v1/core/entry/MA_MACOFFESLACC100000G1I2')
      .reply(200, { rcsb_id: 'MA_MACOFFESLACC100000G1I2' })
      .get('/rest/v1/core/entry/AF_AFP68871F1')
      .reply(200, {
        rcsb_id: 'AF_AFP68871F1',
        rcsb_entry_info: { structure_determination_methodology: 'computational' },
      });
    const client = testClient();
    expect((await client.entries.get('pdb_00004hhb')).rcsb_id).toBe('4HHB');
    expect((await client.entries.get('MA_MACOFFESLACC100000G1I2')).rcsb_id).toBe('MA_MACOFFESLACC100000G1I2');
    const model = await client.entries.get('AF_AFP68871F1');
    expect(model.rcsb_entry_info?.structure_determination_methodology).toBe('computational');
  });

  it('refuses bad ids before any request, naming the parameter', async () => {
    const client = testClient();
    await expect(client.entries.get('4HH')).rejects.toThrow(InputError);
    await expect(client.entries.get('0ABC')).rejects.toThrow(/entryId/);
    await expect(client.entities.get({ entryId: '4HHB', entityId: 0 })).rejects.toThrow(/entity\.entityId/);
    await expect(client.entities.get({ entryId: '4HH', entityId: 1 })).rejects.toThrow(/entity\.entryId/);
    await expect(client.entities.get('4HHB_x')).rejects.toMatchObject({ param: 'entity' });
    await expect(client.entities.get('4HHB_0')).rejects.toThrow(/4HHB_1/);
    await expect(client.entities.get('4HHB')).rejects.toThrow(InputError);
    await expect(client.entities.get(1 as never)).rejects.toThrow(InputError);
    await expect(client.entities.get('4HHB_1', { kind: 'ligand' } as never)).rejects.toThrow(/params\.kind/);
    await expect(client.entities.get('4HHB_1', { knd: 'polymer' } as never)).rejects.toThrow(/params\.knd/);
    await expect(client.entities.get({ entryId: '4HHB', entityId: 1, asymId: 'A' } as never)).rejects.toThrow(
      /entity\.asymId/,
    );
    await expect(client.entities.uniprot('4HHB-1')).rejects.toMatchObject({ param: 'entity' });
    await expect(client.instances.get({ entryId: '4HHB', asymId: 'A/B' })).rejects.toThrow(
      /instance\.asymId/,
    );
    await expect(client.instances.get('4HHB.A/B')).rejects.toMatchObject({ param: 'instance' });
    await expect(client.instances.get('4HHB_1')).rejects.toThrow(/4HHB\.A/);
    await expect(client.assemblies.get({ entryId: '4HHB', assemblyId: '1/2' })).rejects.toThrow(
      /assembly\.assemblyId/,
    );
    await expect(client.assemblies.get('4HHB.1')).rejects.toMatchObject({ param: 'assembly' });
    await expect(client.chemComps.get('HEME12')).rejects.toThrow(/compId/);
    expect(nock.pendingMocks()).toEqual([]);
  });

  it('maps the service error body onto NotFoundError with its message', async () => {
    nock(DATA).get('/rest/v1/core/entry/9ZZZ').reply(404, {
      status: 404,
      message: 'No data found for entry id: [9ZZZ]',
      link: 'https://data.rcsb.org/redoc/index.html',
    });
    const error = await testClient()
      .entries.get('9ZZZ')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    expect((error as NotFoundError).status).toBe(404);
    expect((error as Error).message).toContain('No data found for entry id: [9ZZZ]');
  });

  it('retries 429 and 500 and gives up with the typed error', async () => {
    const sleeps: number[] = [];
    const clock = {
      now: () => Date.now(),
      random: () => 0.5,
      sleep: async (ms: number) => void sleeps.push(ms),
    };
    nock(DATA)
      .get('/rest/v1/core/entry/4HHB')
      .reply(429, { status: 429, message: 'Too many requests' }, { 'retry-after': '2' })
      .get('/rest/v1/core/entry/4HHB')
      .reply(500, { status: 500, message: 'Internal error' })
      .get('/rest/v1/core/entry/4HHB')
      .reply(200, { rcsb_id: '4HHB' });
    const entry = await testClient({ maxRetries: 3, clock }).entries.get('4HHB');
    expect(entry.rcsb_id).toBe('4HHB');
    expect(sleeps[0]).toBe(2000);
    expect(sleeps).toHaveLength(2);

    nock(DATA).get('/rest/v1/core/entry/1ABC').reply(429, { status: 429, message: 'Too many requests' });
    await expect(testClient().entries.get('1ABC')).rejects.toBeInstanceOf(RateLimitError);
    nock(DATA).get('/rest/v1/core/entry/1ABC').reply(500, { status: 500, message: 'boom' });
    await expect(testClient().entries.get('1ABC')).rejects.toBeInstanceOf(ServerError);
  });

  it('reads messages from REST, Search and GraphQL error bodies', () => {
    expect(structuresErrorMessage({ status: 400, message: 'bad query' })).toBe('bad query');
    expect(structuresErrorMessage({ errors: [{ message: 'a' }, { message: 'b' }] })).toBe('a; b');
    expect(structuresErrorMessage('  plain text ')).toBe('plain text');
    expect(structuresErrorMessage({})).toBeUndefined();
  });
});
