import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { InputError, MissingItemError } from '@lifesci/core';
import nock from 'nock';
import type * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ENTRY_SUMMARIES_QUERY,
  EntrySummarySchema,
  POLYMER_ENTITY_SUMMARIES_QUERY,
  POLYMER_ENTITY_SUMMARY_BATCH,
  PolymerEntitySummarySchema,
} from '../src/index.js';
import { REAL_DIR } from './fixtures.js';
import { DATA, testClient } from './helpers.js';

afterEach(() => nock.cleanAll());

// RCSB's GraphQL schema as its service answers the introspection query (rcsb/py-rcsb-api's
// recorded copy; fixtures/real/SOURCES.md). Each typed query is checked against it: every field
// it selects exists, and the valibot schema that checks the answer reads each field as the type
// RCSB declares.

interface TypeRef {
  kind: string;
  name: string | null;
  ofType: TypeRef | null;
}
interface Field {
  name: string;
  args: { name: string }[];
  type: TypeRef;
}
interface GqlType {
  name: string;
  kind: string;
  fields: Field[] | null;
}

const introspection = JSON.parse(
  gunzipSync(readFileSync(new URL('graphql-introspection.json.gz', REAL_DIR))).toString('utf8'),
) as {
  data: { __schema: { queryType: { name: string }; types: GqlType[] } };
};
const TYPES = new Map(introspection.data.__schema.types.map((t) => [t.name, t]));

/** A selection: field name → its sub-selection (empty for a leaf). */
type Selection = Map<string, { args: string[]; sub: Selection }>;

/** Reads a query document's selection set (names, `(args)`, `{ ... }`); enough for these queries. */
function selectionOf(document: string): Selection {
  const tokens: string[] = document.match(/[A-Za-z_][A-Za-z0-9_]*|[{}()]|\$[A-Za-z_]+|[:!,[\]]/g) ?? [];
  let at = tokens.indexOf('{');
  const read = (): Selection => {
    const out: Selection = new Map();
    at += 1; // past '{'
    while (tokens[at] !== '}') {
      const name = tokens[at++] as string;
      const args: string[] = [];
      if (tokens[at] === '(') {
        for (at += 1; tokens[at] !== ')'; at += 1)
          if (tokens[at + 1] === ':') args.push(tokens[at] as string);
        at += 1;
      }
      const sub: Selection = tokens[at] === '{' ? read() : new Map();
      out.set(name, { args, sub });
    }
    at += 1; // past '}'
    return out;
  };
  return read();
}

const named = (type: TypeRef): TypeRef => (type.ofType ? named(type.ofType) : type);
const isList = (type: TypeRef): boolean =>
  type.kind === 'LIST' || (type.ofType !== null && isList(type.ofType));

/** The valibot schema under nullish/optional wrappers. */
function unwrap(schema: v.GenericSchema): v.GenericSchema {
  const s = schema as v.GenericSchema & { wrapped?: v.GenericSchema };
  return s.type === 'nullish' || s.type === 'optional' || s.type === 'nullable'
    ? unwrap(s.wrapped as v.GenericSchema)
    : s;
}

// RCSB's `Date` is an ISO 8601 string in the answer.
const SCALAR_TYPE: Record<string, string> = {
  String: 'string',
  Date: 'string',
  Int: 'number',
  Float: 'number',
  Boolean: 'boolean',
};

/** Every difference between a selection, RCSB's type and our schema, as readable lines. */
function check(
  selection: Selection,
  typeName: string,
  schema: v.GenericSchema | undefined,
  path: string,
): string[] {
  const problems: string[] = [];
  const type = TYPES.get(typeName);
  if (!type?.fields) return [`${path}: RCSB has no object type ${typeName}`];
  for (const [name, { sub }] of selection) {
    const field = type.fields.find((f) => f.name === name);
    const at = `${path}.${name}`;
    if (!field) {
      problems.push(`${at}: not a field of ${typeName}`);
      continue;
    }
    let ours = schema
      ? (schema as v.GenericSchema & { entries: Record<string, v.GenericSchema> }).entries[name]
      : undefined;
    if (schema && !ours) problems.push(`${at}: selected but not in our schema`);
    if (ours) ours = unwrap(ours);
    if (ours && isList(field.type)) {
      if (ours.type !== 'array') problems.push(`${at}: RCSB lists it, our schema has ${ours.type}`);
      else ours = unwrap((ours as v.GenericSchema & { item: v.GenericSchema }).item);
    }
    const inner = named(field.type);
    if (sub.size > 0) problems.push(...check(sub, inner.name as string, ours, at));
    else if (inner.kind !== 'SCALAR' && inner.kind !== 'ENUM')
      problems.push(`${at}: an object selected as a leaf`);
    else if (ours && inner.kind === 'SCALAR' && SCALAR_TYPE[inner.name as string] !== ours.type)
      problems.push(`${at}: RCSB's ${inner.name}, our ${ours.type}`);
  }
  return problems;
}

describe('typed GraphQL queries against RCSB’s published GraphQL schema', () => {
  const query = TYPES.get(introspection.data.__schema.queryType.name);

  it.each([
    [
      'POLYMER_ENTITY_SUMMARIES_QUERY',
      POLYMER_ENTITY_SUMMARIES_QUERY,
      'polymer_entities',
      'entity_ids',
      PolymerEntitySummarySchema,
    ],
    ['ENTRY_SUMMARIES_QUERY', ENTRY_SUMMARIES_QUERY, 'entries', 'entry_ids', EntrySummarySchema],
  ] as const)(
    '%s selects fields RCSB has, read by its schema as RCSB types them',
    (_, document, root, arg, schema) => {
      const selection = selectionOf(document);
      const top = selection.get(root);
      expect(top?.args).toEqual([arg]);
      const field = query?.fields?.find((f) => f.name === root);
      expect(field?.args.map((a) => a.name)).toContain(arg);
      const problems = check(
        top?.sub ?? new Map(),
        named(field?.type as TypeRef).name as string,
        schema,
        root,
      );
      expect(problems).toEqual([]);
      // The walk did look at fields: the selection is not empty.
      expect(top?.sub.size).toBeGreaterThan(3);
    },
  );
});

// No recorded answer to a polymer_entities query was found; this body is written in the shape
// RCSB's schema above gives (null where an entity lacks a field).
const entity = (id: string) => ({
  rcsb_id: id,
  entity_poly: {
    pdbx_seq_one_letter_code_can:
      'VLSPADKTNVKAAWGKVGAHAGEYGAEALERMFLSFPTTKTYFPHFDLSHGSAQVKGHGKKVADALTNAVAHVDDMPNALSALSDLHAHKLRVDPVNFKLLSHCLLVTLAAHLPAEFTPAVHASLDKFLASVSTVLTSKYR',
    pdbx_strand_id: 'A,C',
    rcsb_entity_polymer_type: 'Protein',
    type: 'polypeptide(L)',
  },
  rcsb_polymer_entity: { pdbx_description: 'Hemoglobin subunit alpha', formula_weight: 15.13 },
  rcsb_polymer_entity_container_identifiers: {
    entry_id: id.split('_')[0],
    entity_id: id.split('_')[1],
    asym_ids: ['A', 'C'],
    auth_asym_ids: ['A', 'C'],
    uniprot_ids: null,
  },
  rcsb_entity_source_organism: [
    { scientific_name: 'Homo sapiens', ncbi_scientific_name: null, ncbi_taxonomy_id: 9606 },
  ],
});

describe('entities.summaries', () => {
  it('sends the typed query with RCSB-form ids and answers in input order, unknown ids as failures', async () => {
    const sent: unknown[] = [];
    nock(DATA)
      .post('/graphql', (body) => {
        sent.push(body);
        return true;
      })
      // RCSB leaves an unknown id out of the list.
      .reply(200, { data: { polymer_entities: [entity('4HHB_2'), entity('4HHB_1')] } });
    const result = await testClient().entities.summaries([
      '4hhb_1',
      { entryId: '4HHB', entityId: 2 },
      '9ZZZ_1',
    ]);
    expect(sent).toEqual([
      { query: POLYMER_ENTITY_SUMMARIES_QUERY, variables: { ids: ['4hhb_1', '4HHB_2', '9ZZZ_1'] } },
    ]);
    // Matched to the answer whatever the case of the id asked for.
    expect(result.values.map((e) => e.rcsb_id)).toEqual(['4HHB_1', '4HHB_2']);
    expect(result.values[0]?.rcsb_polymer_entity_container_identifiers?.asym_ids).toEqual(['A', 'C']);
    expect(result.failures).toHaveLength(1);
    expect(result.failures[0]?.error).toBeInstanceOf(MissingItemError);
  });

  it(`sends ${POLYMER_ENTITY_SUMMARY_BATCH} ids per request`, async () => {
    const ids = Array.from({ length: POLYMER_ENTITY_SUMMARY_BATCH + 1 }, (_, i) => `4HHB_${i + 1}`);
    const sizes: number[] = [];
    nock(DATA)
      .post('/graphql')
      .times(2)
      .reply(200, (_, body) => {
        const asked = (body as { variables: { ids: string[] } }).variables.ids;
        sizes.push(asked.length);
        return { data: { polymer_entities: asked.map(entity) } };
      });
    const result = await testClient().entities.summaries(ids);
    expect(sizes).toEqual([POLYMER_ENTITY_SUMMARY_BATCH, 1]);
    expect(result.values).toHaveLength(ids.length);
  });

  it('an answer that does not fit the schema fails its ids (ResponseValidationError), not the call', async () => {
    nock(DATA)
      .post('/graphql')
      .reply(200, {
        data: {
          polymer_entities: [{ ...entity('4HHB_1'), entity_poly: { pdbx_strand_id: 7 } }],
        },
      });
    const result = await testClient().entities.summaries(['4HHB_1']);
    expect(result.values).toEqual([]);
    expect(result.failures[0]?.error.name).toBe('ResponseValidationError');
  });

  it('bad ids are an InputError naming the position, before any request', async () => {
    await expect(testClient().entities.summaries(['4HHB_1', '4HHB'])).rejects.toMatchObject({
      name: 'InputError',
      param: 'entities.1',
    });
    await expect(testClient().entities.summaries([])).rejects.toBeInstanceOf(InputError);
  });
});
