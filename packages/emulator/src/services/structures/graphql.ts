import { buildSchema, type GraphQLFieldResolver, type GraphQLSchema, graphql } from 'graphql';
import { badRequest, jsonReply, type RouteHandler } from '../../kit/index.js';
import { type Archive, archiveFor, type EntryRec, findEntry } from './data/entries.js';
import types from './data/graphql-schema.json' with { type: 'json' };
import {
  assemblyRecord,
  branchedEntityRecord,
  entryRecord,
  instanceRecord,
  nonpolymerEntityRecord,
  polymerEntityRecord,
} from './records.js';
import { jsonBody } from './reply.js';
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
  const view = (id: string) => {
    const e = findEntry(archive, id);
    return e ? entryView(e) : null;
  };
  const polymer = (entryId: string, entityId: string) => {
    const e = findEntry(archive, entryId);
    const p = e?.polymers.find((x) => x.entityId === entityId);
    return e && p ? polymerView(e, p) : null;
  };
  type Ids = Record<'entry_id' | 'entity_id' | 'assembly_id' | 'comp_id', string>;
  return {
    entry: ({ entry_id }: Ids) => {
      // A malformed id is a field error: the rest of the query still resolves (partial data).
      if (!/^[A-Za-z0-9_]{4,40}$/.test(entry_id)) throw new Error(`Invalid entry id: ${entry_id}`);
      return view(entry_id);
    },
    // Unknown ids are left out of the list, as the live service does.
    entries: ({ entry_ids }: { entry_ids: string[] }) => entry_ids.map(view).filter((e) => e !== null),
    polymer_entity: ({ entry_id, entity_id }: Ids) => polymer(entry_id, entity_id),
    polymer_entities: ({ entity_ids }: { entity_ids: string[] }) =>
      entity_ids.flatMap((id) => {
        const cut = id.lastIndexOf('_');
        return (cut > 0 && polymer(id.slice(0, cut), id.slice(cut + 1))) || [];
      }),
    nonpolymer_entity: ({ entry_id, entity_id }: Ids) =>
      coreRecord(archive, 'nonpolymer_entity', entry_id, entity_id) ?? null,
    assembly: ({ entry_id, assembly_id }: Ids) =>
      coreRecord(archive, 'assembly', entry_id, assembly_id) ?? null,
    chem_comp: ({ comp_id }: Ids) => coreRecord(archive, 'chemcomp', comp_id) ?? null,
  };
}

/** POST {structureGraphql} `{ query, variables?, operationName? }`. */
export const graphqlApi: RouteHandler = async ({ req, ctx }) => {
  const body = jsonBody<{ query?: unknown; variables?: unknown; operationName?: unknown }>(req.body);
  if (typeof body.query !== 'string' || body.query.trim() === '')
    throw badRequest('Must provide query string.');
  schema ??= buildSchema(SDL);
  const result = await graphql({
    schema,
    source: body.query,
    rootValue: rootFor(archiveFor(ctx.seed)),
    fieldResolver: byEitherName,
    variableValues: (body.variables ?? undefined) as Record<string, unknown> | undefined,
    operationName: typeof body.operationName === 'string' ? body.operationName : undefined,
  });
  // A query that does not parse or validate never ran: the live endpoint answers those with 400.
  const status = result.data === undefined && result.errors?.length ? 400 : 200;
  return jsonReply(result, status);
};
