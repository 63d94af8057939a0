import { InputError, MissingItemError, NotFoundError } from '@lifesci/core';
import nock from 'nock';
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ENTRY_SUMMARIES_QUERY,
  ENTRY_SUMMARY_BATCH,
  ENTRY_SUMMARY_QUERY,
  EntrySummarySchema,
  GraphqlError,
} from '../src/index.js';
import { DATA, testClient } from './helpers.js';

afterEach(() => nock.cleanAll());

const summary = (id: string) => ({
  rcsb_id: id,
  struct: { title: `Structure ${id}` },
  exptl: [{ method: 'X-RAY DIFFRACTION' }],
  rcsb_entry_info: { resolution_combined: [2.1], deposited_atom_count: 1000, polymer_entity_count: 1 },
  rcsb_accession_info: { deposit_date: '2001-01-01T00:00:00Z', initial_release_date: '2001-06-01T00:00:00Z' },
  polymer_entities: [
    {
      rcsb_id: `${id}_1`,
      entity_poly: {
        pdbx_seq_one_letter_code_can: 'MVLS',
        pdbx_strand_id: 'A',
        rcsb_entity_polymer_type: 'Protein',
      },
      rcsb_polymer_entity: { pdbx_description: 'Protein', formula_weight: 10.1 },
      rcsb_entity_source_organism: [{ scientific_name: 'Homo sapiens', ncbi_taxonomy_id: 9606 }],
    },
  ],
});

describe('client.graphql', () => {
  it('posts query and variables and resolves to data, typed by the caller', async () => {
    let sent: unknown;
    nock(DATA)
      .post('/graphql', (b) => {
        sent = b;
        return true;
      })
      .reply(200, { data: { entry: { rcsb_id: '4HHB', struct: { title: 'Hemoglobin' } } } });
    const data = await testClient().graphql<{ entry: { rcsb_id: string; struct: { title: string } } }>(
      'query($id: String!) { entry(entry_id: $id) { rcsb_id struct { title } } }',
      { variables: { id: '4HHB' } },
    );
    expect(data.entry.struct.title).toBe('Hemoglobin');
    expect(sent).toEqual({
      query: 'query($id: String!) { entry(entry_id: $id) { rcsb_id struct { title } } }',
      variables: { id: '4HHB' },
    });
  });

  it('turns GraphQL errors into GraphqlError keeping the partial data', async () => {
    nock(DATA)
      .post('/graphql')
      .reply(200, {
        data: { a: { rcsb_id: '4HHB' }, b: null },
        errors: [{ message: 'Field "nope" is undefined', locations: [{ line: 1, column: 30 }], path: ['b'] }],
      });
    const error = await testClient()
      .graphql('{ a: entry(entry_id: "4HHB") { rcsb_id } b: entry(entry_id: "4HHB") { nope } }')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GraphqlError);
    const gql = error as GraphqlError<{ a: { rcsb_id: string } }>;
    expect(gql.errors[0]?.message).toBe('Field "nope" is undefined');
    expect(gql.errors[0]?.path).toEqual(['b']);
    expect(gql.data?.a.rcsb_id).toBe('4HHB');
    expect(gql.message).toContain('Field "nope" is undefined');
  });

  it('checks data with a given schema and types the result by it', async () => {
    const Schema = v.looseObject({ entries: v.array(EntrySummarySchema) });
    nock(DATA)
      .post('/graphql')
      .reply(200, { data: { entries: [summary('4HHB')] } })
      .post('/graphql')
      .reply(200, { data: { entries: [{ rcsb_id: 7 }] } });
    const client = testClient();
    const data = await client.graphql(ENTRY_SUMMARIES_QUERY, {
      variables: { ids: ['4HHB'] },
      schema: Schema,
    });
    // Typed by the schema: no cast needed to read a nested field.
    expect(data.entries[0]?.polymer_entities?.[0]?.entity_poly?.pdbx_strand_id).toBe('A');
    await expect(
      client.graphql(ENTRY_SUMMARIES_QUERY, { variables: { ids: ['4HHB'] }, schema: Schema }),
    ).rejects.toMatchObject({ name: 'ResponseValidationError' });
    await expect(client.graphql('{ x }', { schema: { not: 'a schema' } as never })).rejects.toThrow(
      /params\.schema/,
    );
  });

  it('refuses an empty query before sending', async () => {
    await expect(testClient().graphql('  ')).rejects.toThrow(InputError);
    await expect(testClient().graphql('{ x }', { variables: [] as never })).rejects.toThrow(
      /params\.variables/,
    );
    await expect(testClient().graphql('{ x }', { id: '4HHB' } as never)).rejects.toThrow(/params\.id/);
  });
});

describe('entries.summary and entries.summaries (GraphQL)', () => {
  it('summary: one entry with its polymer entities and source organisms', async () => {
    nock(DATA)
      .post(
        '/graphql',
        (b: { query: string; variables: { id: string } }) =>
          b.query === ENTRY_SUMMARY_QUERY && b.variables.id === '4HHB',
      )
      .reply(200, { data: { entry: summary('4HHB') } });
    const entry = await testClient().entries.summary('4HHB');
    expect(entry.polymer_entities?.[0]?.rcsb_entity_source_organism?.[0]?.scientific_name).toBe(
      'Homo sapiens',
    );
    expect(entry.rcsb_entry_info?.resolution_combined).toEqual([2.1]);
  });

  it('summary: a null entry is NotFoundError', async () => {
    nock(DATA)
      .post('/graphql')
      .reply(200, { data: { entry: null } });
    await expect(testClient().entries.summary('9ZZZ')).rejects.toBeInstanceOf(NotFoundError);
  });

  it('summaries: batches of 100, input order, unknown ids reported as failures', async () => {
    const sent: string[][] = [];
    nock(DATA)
      .post('/graphql', (b: { query: string; variables: { ids: string[] } }) => {
        sent.push(b.variables.ids);
        return b.query === ENTRY_SUMMARIES_QUERY;
      })
      .times(2)
      .reply(200, (_uri, body) => {
        const { ids } = (body as { variables: { ids: string[] } }).variables;
        // The service leaves unknown ids out and answers in its own order.
        return {
          data: {
            entries: ids
              .filter((id) => id !== '9ZZZ')
              .reverse()
              .map(summary),
          },
        };
      });
    const ids = Array.from({ length: 120 }, (_, i) => `${(i % 9) + 1}${String(i).padStart(3, '0')}`);
    ids.splice(5, 0, '9ZZZ');
    const result = await testClient().entries.summaries(ids);
    expect(sent.map((chunk) => chunk.length)).toEqual([ENTRY_SUMMARY_BATCH, 21]);
    expect(result.items).toHaveLength(121);
    expect(result.values.map((e) => e.rcsb_id)).toEqual(ids.filter((id) => id !== '9ZZZ'));
    expect(result.failures.map((f) => f.id)).toEqual(['9ZZZ']);
    expect(result.failures[0]?.error).toBeInstanceOf(MissingItemError);
    expect((result.failures[0]?.error as MissingItemError | undefined)?.id).toBe('9ZZZ');
  });

  it('summaries refuses an empty list and bad ids before sending', async () => {
    await expect(testClient().entries.summaries([])).rejects.toThrow(/entryIds/);
    await expect(testClient().entries.summaries(['4HHB', 'nope'])).rejects.toThrow(/entryIds\[1\]/);
    await expect(testClient().entries.summaries('4HHB' as never)).rejects.toThrow(/entryIds/);
  });
});
