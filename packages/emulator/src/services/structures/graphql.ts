import { buildSchema, type GraphQLSchema, graphql } from 'graphql';
import { jsonReply } from '../../kit/index.js';
import type { EmulatorReply, EmulatorRequest } from '../../service.js';
import { chemCompById } from './data/chem-comps.js';
import { type Archive, type EntryRec, findEntry } from './data/entries.js';
import {
  assemblyRecord,
  branchedEntityRecord,
  chemCompRecord,
  entryRecord,
  instanceRecord,
  nonpolymerEntityRecord,
  polymerEntityRecord,
} from './records.js';

/**
 * The part of RCSB's GraphQL schema the emulator serves, with the live root fields and names.
 * graphql-js executes queries against it, so validation errors, aliases, fragments and
 * variables behave as they do on the live endpoint.
 */
const SDL = /* GraphQL */ `
type Query {
  entry(entry_id: String!): CoreEntry
  entries(entry_ids: [String!]!): [CoreEntry]
  polymer_entity(entry_id: String!, entity_id: String!): CorePolymerEntity
  polymer_entities(entity_ids: [String!]!): [CorePolymerEntity]
  nonpolymer_entity(entry_id: String!, entity_id: String!): CoreNonpolymerEntity
  assembly(entry_id: String!, assembly_id: String!): CoreAssembly
  chem_comp(comp_id: String!): CoreChemComp
}
type CoreEntry {
  rcsb_id: String!
  entry: Entry
  struct: Struct
  struct_keywords: StructKeywords
  exptl: [Exptl]
  rcsb_entry_info: RcsbEntryInfo
  rcsb_accession_info: RcsbAccessionInfo
  rcsb_entry_container_identifiers: RcsbEntryContainerIdentifiers
  polymer_entities: [CorePolymerEntity]
  nonpolymer_entities: [CoreNonpolymerEntity]
  branched_entities: [CoreBranchedEntity]
  assemblies: [CoreAssembly]
}
type Entry { id: String! }
type Struct { title: String }
type StructKeywords { pdbx_keywords: String text: String }
type Exptl { method: String! }
type RcsbEntryInfo {
  resolution_combined: [Float]
  deposited_atom_count: Int
  polymer_entity_count: Int
  nonpolymer_entity_count: Int
  branched_entity_count: Int
  entity_count: Int
  assembly_count: Int
  deposited_polymer_entity_instance_count: Int
  experimental_method: String
  structure_determination_methodology: String
}
type RcsbAccessionInfo { deposit_date: String initial_release_date: String status_code: String }
type RcsbEntryContainerIdentifiers {
  entry_id: String!
  rcsb_id: String
  entity_ids: [String]
  polymer_entity_ids: [String]
  non_polymer_entity_ids: [String]
  branched_entity_ids: [String]
  assembly_ids: [String]
  pubmed_id: Int
}
type CorePolymerEntity {
  rcsb_id: String!
  entity_poly: EntityPoly
  rcsb_polymer_entity: RcsbEntityDescription
  rcsb_entity_source_organism: [SourceOrganism]
  rcsb_polymer_entity_container_identifiers: EntityIdentifiers
  entry: CoreEntry
  polymer_entity_instances: [CorePolymerEntityInstance]
}
type EntityPoly {
  pdbx_seq_one_letter_code: String
  pdbx_seq_one_letter_code_can: String
  pdbx_strand_id: String
  rcsb_entity_polymer_type: String
  type: String
}
type RcsbEntityDescription { pdbx_description: String formula_weight: Float pdbx_number_of_molecules: Int }
type SourceOrganism { scientific_name: String ncbi_scientific_name: String ncbi_taxonomy_id: Int source_type: String }
type EntityIdentifiers {
  entry_id: String!
  entity_id: String!
  asym_ids: [String]
  auth_asym_ids: [String]
  rcsb_id: String
  uniprot_ids: [String]
  nonpolymer_comp_id: String
  chem_comp_monomers: [String]
}
type CorePolymerEntityInstance {
  rcsb_id: String!
  rcsb_polymer_entity_instance_container_identifiers: InstanceIdentifiers
}
type InstanceIdentifiers { entry_id: String! entity_id: String! asym_id: String! auth_asym_id: String rcsb_id: String }
type CoreNonpolymerEntity {
  rcsb_id: String!
  pdbx_entity_nonpoly: EntityNonpoly
  rcsb_nonpolymer_entity: RcsbEntityDescription
  rcsb_nonpolymer_entity_container_identifiers: EntityIdentifiers
}
type EntityNonpoly { comp_id: String entity_id: String name: String }
type CoreBranchedEntity {
  rcsb_id: String!
  rcsb_branched_entity: RcsbEntityDescription
  rcsb_branched_entity_container_identifiers: EntityIdentifiers
}
type CoreAssembly {
  rcsb_id: String!
  pdbx_struct_assembly: StructAssembly
  rcsb_assembly_info: RcsbAssemblyInfo
  rcsb_assembly_container_identifiers: AssemblyIdentifiers
}
type StructAssembly { id: String details: String oligomeric_count: Int oligomeric_details: String }
type RcsbAssemblyInfo {
  assembly_id: String!
  entry_id: String
  polymer_entity_count: Int
  polymer_entity_instance_count: Int
  polymer_composition: String
}
type AssemblyIdentifiers { assembly_id: String! entry_id: String! rcsb_id: String }
type CoreChemComp { rcsb_id: String! chem_comp: ChemComp rcsb_chem_comp_descriptor: ChemCompDescriptor }
type ChemComp { id: String name: String formula: String formula_weight: Float type: String }
type ChemCompDescriptor { SMILES: String InChI: String }
`;

let schema: GraphQLSchema | undefined;

/** An entry with its relations as functions, which graphql-js resolves only when selected. */
function entryView(e: EntryRec): Record<string, unknown> {
  return {
    ...entryRecord(e),
    polymer_entities: () => e.polymers.map((p) => polymerView(e, p)),
    nonpolymer_entities: () => e.ligands.map((l) => nonpolymerEntityRecord(e, l)),
    branched_entities: () => e.branched.map((b) => branchedEntityRecord(e, b)),
    assemblies: () => e.assemblies.map((a) => assemblyRecord(e, a.id)),
  };
}

function polymerView(e: EntryRec, p: EntryRec['polymers'][number]): Record<string, unknown> {
  return {
    ...polymerEntityRecord(e, p),
    entry: () => entryView(e),
    polymer_entity_instances: () => p.chains.map((c) => instanceRecord(e, 'polymer', p, c)),
  };
}

function rootFor(archive: Archive) {
  const polymer = (entryId: string, entityId: string) => {
    const e = findEntry(archive, entryId);
    const p = e?.polymers.find((x) => x.entityId === entityId);
    return e && p ? polymerView(e, p) : null;
  };
  const entry = ({ entry_id }: { entry_id: string }) => {
    // A malformed id is a field error: the rest of the query still resolves (partial data).
    if (!/^[A-Za-z0-9_]{4,40}$/.test(entry_id)) throw new Error(`Invalid entry id: ${entry_id}`);
    const e = findEntry(archive, entry_id);
    return e ? entryView(e) : null;
  };
  return {
    entry,
    // Unknown ids are left out of the list, as the live service does.
    entries: ({ entry_ids }: { entry_ids: string[] }) =>
      entry_ids
        .map((entry_id) => {
          const e = findEntry(archive, entry_id);
          return e ? entryView(e) : null;
        })
        .filter((x) => x !== null),
    polymer_entity: ({ entry_id, entity_id }: { entry_id: string; entity_id: string }) =>
      polymer(entry_id, entity_id),
    polymer_entities: ({ entity_ids }: { entity_ids: string[] }) =>
      entity_ids
        .map((id) => {
          const cut = id.lastIndexOf('_');
          return cut > 0 ? polymer(id.slice(0, cut), id.slice(cut + 1)) : null;
        })
        .filter((x) => x !== null),
    nonpolymer_entity: ({ entry_id, entity_id }: { entry_id: string; entity_id: string }) => {
      const e = findEntry(archive, entry_id);
      const l = e?.ligands.find((x) => x.entityId === entity_id);
      return e && l ? nonpolymerEntityRecord(e, l) : null;
    },
    assembly: ({ entry_id, assembly_id }: { entry_id: string; assembly_id: string }) => {
      const e = findEntry(archive, entry_id);
      return (e && assemblyRecord(e, assembly_id)) ?? null;
    },
    chem_comp: ({ comp_id }: { comp_id: string }) => {
      const c = chemCompById.get(comp_id.toUpperCase());
      return c ? chemCompRecord(c) : null;
    },
  };
}

/** POST {structureGraphql} `{ query, variables?, operationName? }` (GET with ?query= too). */
export async function graphqlApi(archive: Archive, req: EmulatorRequest): Promise<EmulatorReply> {
  let body: { query?: unknown; variables?: unknown; operationName?: unknown };
  if (req.method === 'GET') {
    const variables = req.query.get('variables');
    body = {
      query: req.query.get('query') ?? undefined,
      variables: variables ? JSON.parse(variables) : undefined,
    };
  } else if (req.method === 'POST') {
    try {
      body = JSON.parse(req.body.toString('utf8') || '{}');
    } catch {
      return jsonReply({ errors: [{ message: 'Request body is not valid JSON' }] }, 400);
    }
  } else {
    return jsonReply({ errors: [{ message: `Method ${req.method} not allowed` }] }, 405);
  }
  if (typeof body.query !== 'string' || body.query.trim() === '') {
    return jsonReply({ errors: [{ message: 'Must provide query string.' }] }, 400);
  }
  schema ??= buildSchema(SDL);
  const result = await graphql({
    schema,
    source: body.query,
    rootValue: rootFor(archive),
    variableValues: (body.variables ?? undefined) as Record<string, unknown> | undefined,
    operationName: typeof body.operationName === 'string' ? body.operationName : undefined,
  });
  // A query that does not parse or validate never ran: the live endpoint answers those with 400.
  const status = result.data === undefined && result.errors?.length ? 400 : 200;
  return jsonReply(result, status);
}
