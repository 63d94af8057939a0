import { readRealFixture } from '@lifesci/vitest-config/kit';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Emulator, startEmulator } from '../../src/index.js';
import { archiveFor } from '../../src/services/structures/data/entries.js';

// The emulated RCSB Data API against RCSB's own JSON schemas of its core objects (py-rcsb-api's
// rcsbapi/data/resources/*.json), with a real validator. The schemas close their objects
// (additionalProperties: false), so an invented field fails as a missing required one does.
// Three documented adjustments:
// - the schemas say draft-04 but use nothing draft-07 reads otherwise, so their $schema line is
//   dropped for ajv 8;
// - RCSB writes times as 1984-03-07T00:00:00+0000, an offset without the colon RFC 3339 asks for,
//   so date-time accepts both offset forms, and sends such times where the schema says "date"
//   (deposit and release dates), so date accepts them too;
// - the schemas use the mmCIF names (cell.Z_PDB, journal_id_ASTM, rcsb_ORCID_identifiers) where the
//   REST answers write them in lower case, sometimes without an underscore (zpdb, journal_id_astm,
//   rcsb_orcididentifiers: see the recorded answers), so names are compared in a canonical form,
//   lower case without underscores, on both sides.

const KINDS = [
  'entry',
  'assembly',
  'polymer_entity',
  'polymer_entity_instance',
  'nonpolymer_entity',
  'nonpolymer_entity_instance',
  'branched_entity',
  'branched_entity_instance',
  'chem_comp',
  'pubmed',
  'uniprot',
] as const;
type Kind = (typeof KINDS)[number];

type Tree = unknown;
const canon = (name: string) => name.toLowerCase().replaceAll('_', '');
/** An answer with every field name in canonical form. */
const canonical = (value: Tree): Tree =>
  Array.isArray(value)
    ? value.map(canonical)
    : value && typeof value === 'object'
      ? Object.fromEntries(Object.entries(value).map(([k, v]) => [canon(k), canonical(v)]))
      : value;
/** A schema whose property names (and required lists) are in canonical form. */
const canonicalSchema = (node: Tree): Tree => {
  if (Array.isArray(node)) return node.map(canonicalSchema);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'properties' && value && typeof value === 'object')
      out[key] = Object.fromEntries(Object.entries(value).map(([k, v]) => [canon(k), canonicalSchema(v)]));
    else if (key === 'required' && Array.isArray(value)) out[key] = value.map((k) => canon(String(k)));
    else out[key] = canonicalSchema(value);
  }
  return out;
};

const ajv = new Ajv({ strict: false, allErrors: true });
addFormats.default(ajv);
const TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:?\d{2})$/;
ajv.addFormat('date-time', TIME);
ajv.addFormat('date', (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) || TIME.test(value));
const validators = new Map<Kind, ValidateFunction>(
  KINDS.map((kind) => {
    const { $schema: _draft, ...schema } = readRealFixture(`rcsb-pdb/schemas/${kind}.json`, {
      json: true,
    }) as Record<string, unknown>;
    return [kind, ajv.compile(canonicalSchema(schema) as object)];
  }),
);
const problems = (kind: Kind, body: unknown): string[] => {
  const validate = validators.get(kind) as ValidateFunction;
  return validate(canonical(body))
    ? []
    : (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message} ${JSON.stringify(e.params)}`);
};

type Json = Record<string, unknown>;
let emulator: Emulator;
const get = async (path: string) => {
  const res = await fetch(`${emulator.baseUrls.structureData}/rest/v1/core/${path}`);
  expect(res.status, path).toBe(200);
  return (await res.json()) as Json | Json[];
};

beforeAll(async () => {
  emulator = await startEmulator({ services: ['structures'], limits: 'off' });
});
afterAll(() => emulator.close());

describe("RCSB's recorded answers pass RCSB's schemas (the validator and its adjustments are sound)", () => {
  const recorded = readRealFixture('rcsb-pdb/test_pdb.json', { json: true }) as Record<
    string,
    { args: { resource?: string }; expected_result: unknown }
  >;
  const cases = Object.entries(recorded).filter(([, t]) => KINDS.includes(t.args.resource as Kind));
  // The recordings are older than the schemas: these fields were in RCSB's answers then and are
  // no longer defined (the emulator, checked against the current schemas, does not send them).
  const REMOVED_SINCE = [
    '/rcsbassemblyinfo must NOT have additional properties {"additionalProperty":"formulaweight"}',
    '/ must NOT have additional properties {"additionalProperty":"pdbxdatabasepdbobsspr"}',
    '/rcsbnonpolymerinstancevalidationscore/0 must NOT have additional properties',
  ];
  it.each(cases.map(([name, t]) => [name, t.args.resource, t] as const))('%s (%s)', (_name, _resource, t) => {
    const kind = t.args.resource as Kind;
    const bodies = Array.isArray(t.expected_result) ? t.expected_result : [t.expected_result];
    for (const body of bodies)
      expect(problems(kind, body).filter((p) => !REMOVED_SINCE.some((r) => p.startsWith(r)))).toEqual([]);
  });

  it('and a field the schema does not define fails', () => {
    expect(
      problems('pubmed', { rcsb_id: '1', rcsb_pubmed_container_identifiers: {}, invented: 1 }),
    ).not.toEqual([]);
  });
});

describe("the emulator's answers pass RCSB's schemas", () => {
  const archive = archiveFor(1);
  const sample = [
    // Experimental entries: computed models live in RCSB's separate CSM collection, whose schema
    // the package does not publish.
    ...archive.entries.filter((e) => !e.id.startsWith('PDB_9999') && !e.computational),
    ...['X-RAY DIFFRACTION', 'ELECTRON MICROSCOPY', 'SOLUTION NMR'].map(
      (method) =>
        archive.entries.find(
          (e) => e.method === method && e.id.startsWith('PDB_9999'),
        ) as (typeof archive.entries)[number],
    ),
    archive.entries.find((e) => e.branched.length > 0) as (typeof archive.entries)[number],
  ];

  it.each([...new Map(sample.map((e) => [e.id, e])).entries()])(
    '%s: entry, entities, instances, assemblies',
    async (id, e) => {
      const answers: [Kind, string][] = [
        ['entry', `entry/${id}`],
        ...e.polymers.map((p): [Kind, string] => ['polymer_entity', `polymer_entity/${id}/${p.entityId}`]),
        ...e.ligands.map((l): [Kind, string] => [
          'nonpolymer_entity',
          `nonpolymer_entity/${id}/${l.entityId}`,
        ]),
        ...e.branched.map((b): [Kind, string] => ['branched_entity', `branched_entity/${id}/${b.entityId}`]),
        ...e.polymers.map((p): [Kind, string] => [
          'polymer_entity_instance',
          `polymer_entity_instance/${id}/${p.chains[0]}`,
        ]),
        ...e.ligands.map((l): [Kind, string] => [
          'nonpolymer_entity_instance',
          `nonpolymer_entity_instance/${id}/${l.chains[0]}`,
        ]),
        ...e.branched.map((b): [Kind, string] => [
          'branched_entity_instance',
          `branched_entity_instance/${id}/${b.chains[0]}`,
        ]),
        ...e.assemblies.map((a): [Kind, string] => ['assembly', `assembly/${id}/${a.id}`]),
        ...e.polymers
          .filter((p) => p.accession)
          .map((p): [Kind, string] => ['uniprot', `uniprot/${id}/${p.entityId}`]),
        ...(e.pubmed ? [['pubmed', `pubmed/${id}`] as [Kind, string]] : []),
      ];
      const found: string[] = [];
      for (const [kind, path] of answers) {
        const body = await get(path);
        for (const one of Array.isArray(body) ? body : [body])
          found.push(...problems(kind, one).map((p) => `${path} ${p}`));
      }
      expect(found).toEqual([]);
    },
  );

  it('chemical components', async () => {
    for (const comp of ['HEM', 'PO4', 'NAG', 'ATP'])
      expect(problems('chem_comp', await get(`chemcomp/${comp}`)), comp).toEqual([]);
  });
});
