import * as v from 'valibot';

/**
 * The spec leaves these bodies open beyond `count`; a skill (or script) may be listed as a bare
 * name or as an object with a `name`. Both are read as `{ name, ... }`.
 */
const NamedSchema = v.union([
  v.pipe(
    v.string(),
    v.transform((name) => ({ name })),
  ),
  v.looseObject({ name: v.string(), description: v.optional(v.string()) }),
]);

export const ScriptSchema = NamedSchema;
export type Script = v.InferOutput<typeof ScriptSchema>;

export const SkillSchema = v.union([
  v.pipe(
    v.string(),
    v.transform((name) => ({ name })),
  ),
  v.looseObject({
    name: v.string(),
    description: v.optional(v.string()),
    scripts: v.optional(v.array(ScriptSchema)),
  }),
]);
export type Skill = v.InferOutput<typeof SkillSchema>;

/** `GET /skills`: at least `count`; the skills themselves under `skills` when the gateway lists them. */
export const SkillListSchema = v.looseObject({
  count: v.pipe(v.number(), v.integer(), v.minValue(0)),
  skills: v.optional(v.array(SkillSchema), []),
});
export type SkillList = v.InferOutput<typeof SkillListSchema>;

/** `GET /skills/{skill}`: details of one skill. */
export const SkillDetailsSchema = v.looseObject({
  name: v.optional(v.string()),
  description: v.optional(v.string()),
  scripts: v.optional(v.array(ScriptSchema), []),
});
export type SkillDetails = v.InferOutput<typeof SkillDetailsSchema>;

/** `GET /health`: the API status (shape not in the spec; `status` when the gateway says it). */
export const HealthSchema = v.looseObject({
  status: v.optional(v.string()),
});
export type Health = v.InferOutput<typeof HealthSchema>;
