/**
 * The published declarations accept any Standard Schema (zod, arktype, ...), while core's own
 * schemas are valibot's and are checked with valibot. One valibot did not build is checked here,
 * through the `~standard.validate` it implements.
 */
interface StandardProps {
  vendor: string;
  validate(
    value: unknown,
  ):
    | { value: unknown; issues?: undefined }
    | { issues: readonly { message: string; path?: readonly (PropertyKey | { key: PropertyKey })[] }[] }
    | Promise<unknown>;
}

export type ForeignResult =
  | { ok: true; value: unknown }
  | { ok: false; issues: { keys: PropertyKey[]; message: string }[] };

/** The result of a schema valibot did not build; `undefined` for valibot's own (check those with valibot). */
export function checkForeign(schema: unknown, value: unknown, where: string): ForeignResult | undefined {
  // valibot's own (they carry `~run`) are left to valibot, without reading `~standard`, a getter
  // that builds an object on every read (this runs once per record parsed).
  if (typeof (schema as { '~run'?: unknown })['~run'] === 'function') return undefined;
  const standard = (schema as { '~standard'?: StandardProps })['~standard'];
  if (!standard || standard.vendor === 'valibot') return undefined;
  const result = standard.validate(value);
  if (result instanceof Promise)
    throw new TypeError(`the schema for ${where} validates asynchronously; give a synchronous one`);
  if (!result.issues) return { ok: true, value: (result as { value: unknown }).value };
  return {
    ok: false,
    issues: result.issues.map((issue) => ({
      keys: (issue.path ?? []).map((p) => (typeof p === 'object' ? p.key : p)),
      message: issue.message,
    })),
  };
}
