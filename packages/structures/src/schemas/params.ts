import * as v from 'valibot';

/** What an entity (or instance) id names: a polymer (protein, DNA, RNA), a ligand, or a sugar. */
export const ENTITY_KINDS = ['polymer', 'nonpolymer', 'branched'] as const;
export type EntityKind = (typeof ENTITY_KINDS)[number];

export const KindParamsSchema = v.strictObject({
  /** `polymer` when not given. */
  kind: v.optional(v.picklist(ENTITY_KINDS)),
});

/** `{ kind }` of `entities.get` and `instances.get`: which kind of record the id names (`polymer` when not given). */
export interface KindParams<K extends EntityKind = EntityKind> {
  kind?: K | undefined;
}

export const GraphqlParamsSchema = v.strictObject({
  /** The values of the document's variables (`$id` → `{ id: '4HHB' }`). */
  variables: v.optional(
    v.custom<Record<string, unknown>>(
      (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
      'an object of variable values',
    ),
  ),
  /** A valibot schema `data` is checked with (and typed by). */
  schema: v.optional(
    v.custom<v.GenericSchema>(
      (value) =>
        typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'schema',
      'a valibot schema',
    ),
  ),
});

/** `{ variables, schema }` of `graphql`. */
export interface GraphqlParams<S extends v.GenericSchema = v.GenericSchema> {
  variables?: Record<string, unknown> | undefined;
  /**
   * A valibot schema for `data` (loose objects, so fields RCSB adds pass): the answer is checked
   * with it, a mismatch is a ResponseValidationError naming the path, and the result is its output.
   */
  schema?: S | undefined;
}
