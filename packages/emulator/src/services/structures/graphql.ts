import { buildSchema, type GraphQLFieldResolver, type GraphQLSchema, graphql } from 'graphql';
import { jsonReply } from '../../kit/index.js';
import type { EmulatorReply, EmulatorRequest } from '../../service.js';
import { type Archive, type EntryRec, findEntry } from './data/entries.js';
import types from './data/graphql-schema.json' with { type: 'json' };
import {
  assemblyRecord,
  branchedEntityRecord,
  entryRecord,
  instanceRecord,
  nonpolymerEntityRecord,
  polymerEntityRecord,
} from './records.js';
import { coreRecord } from './rest.js';
import { restName } from './rest-names.js';

/**
 * The part of RCSB's GraphQL schema the emulator serves (data/graphql-schema.json), with the live
 * root fields and names. graphql-js executes queries against it, so validation errors, aliases,
 * fragments and variables behave as they do on the live endpoint.
 */
const SDL = Object.entries(types.types as Record<string, Record<string, string>>)
  .map(([name, fields]) => {
    const lines = Object.entries(fields).map(([field, type]) => `  ${field}: ${type}`);
    return `type ${name} {\n${lines.join('\n')}\n}`;
  })
  .join('\n');

let schema: GraphQLSchema | undefined;

/** A field by its GraphQL name, else by the REST name the records are kept under. */
const byEitherName: GraphQLFieldResolver<unknown, unknown> = (source, args, context, info) => {
  if (source === null || typeof source !== 'object') return undefined;
  const record = source as Record<string, unknown>;
  const value = record[info.fieldName] ?? record[restName(info.fieldName)];
  // As graphql-js's own default: a function (the root's fields) is called with the field's arguments.
  return typeof value === 'function' ? value.call(source, args, context, info) : value;
};

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
      entry_ids.flatMap((entry_id) => {
        const e = findEntry(archive, entry_id);
        return e ? [entryView(e)] : [];
      }),
    polymer_entity: ({ entry_id, entity_id }: { entry_id: string; entity_id: string }) =>
      polymer(entry_id, entity_id),
    polymer_entities: ({ entity_ids }: { entity_ids: string[] }) =>
      entity_ids.flatMap((id) => {
        const cut = id.lastIndexOf('_');
        return (cut > 0 && polymer(id.slice(0, cut), id.slice(cut + 1))) || [];
      }),
    nonpolymer_entity: ({ entry_id, entity_id }: { entry_id: string; entity_id: string }) =>
      coreRecord(archive, 0, 'nonpolymer_entity', entry_id, entity_id) ?? null,
    assembly: ({ entry_id, assembly_id }: { entry_id: string; assembly_id: string }) =>
      coreRecord(archive, 0, 'assembly', entry_id, assembly_id) ?? null,
    chem_comp: ({ comp_id }: { comp_id: string }) => coreRecord(archive, 0, 'chemcomp', comp_id) ?? null,
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
    fieldResolver: byEitherName,
    variableValues: (body.variables ?? undefined) as Record<string, unknown> | undefined,
    operationName: typeof body.operationName === 'string' ? body.operationName : undefined,
  });
  // A query that does not parse or validate never ran: the live endpoint answers those with 400.
  const status = result.data === undefined && result.errors?.length ? 400 : 200;
  return jsonReply(result, status);
}
