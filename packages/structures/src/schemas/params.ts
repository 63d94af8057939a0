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
});

/** `{ variables }` of `graphql`. */
export interface GraphqlParams {
  variables?: Record<string, unknown> | undefined;
}
