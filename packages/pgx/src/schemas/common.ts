import * as v from 'valibot';

/**
 * A response body, or the same body inside the `{ status: "success", data }` envelope the live
 * ClinPGx API wraps its answers in: the envelope is taken off once, here, so every resource
 * schema describes the record itself.
 */
export function unwrapped<S extends v.GenericSchema>(schema: S) {
  return v.pipe(v.unknown(), v.transform(unwrapEnvelope), schema);
}

function unwrapEnvelope(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const record = body as Record<string, unknown>;
  return 'data' in record && typeof record.status === 'string' ? record.data : body;
}

/** A list answer: an array of records (enveloped or not). */
export function listOf<S extends v.GenericSchema>(item: S) {
  return unwrapped(v.array(item));
}

/** Population name -> frequency (0-1). */
export const FrequenciesSchema = v.record(v.string(), v.number());
export type Frequencies = v.InferOutput<typeof FrequenciesSchema>;

/** A date as sent (`YYYY-MM-DD`); kept as a string, since partial dates have no honest `Date`. */
export const DateStringSchema = v.string();

type Fields = Record<string, unknown>;
/** Reads one spec field from a record in the live service's own names (undefined: not there). */
export type Derive = (record: Fields) => unknown;

/**
 * A record schema that reads the live ClinPGx/PharmGKB names as well as the spec's simplified
 * ones. The live service names related records `relatedGenes`/`relatedChemicals` (objects
 * `{ objCls, id, symbol | name }`), writes text as `summaryHtml`/`textHtml` (or
 * `summaryMarkdown.html`), and may give the record's address as `@id`: each spec field the record
 * lacks is filled from `derive`, and the service's own fields stay as sent (loose objects).
 */
export function serviceShape<T>(
  derive: Record<string, Derive>,
  shape: v.GenericSchema<unknown, T>,
  /** Fields whose value read from the service's names wins even over a spec-shaped one. */
  prefer: readonly string[] = [],
): v.GenericSchema<unknown, T> {
  return v.pipe(
    v.unknown(),
    v.transform((body) => withSpecNames(body, derive, prefer)),
    shape,
  ) as v.GenericSchema<unknown, T>;
}

function withSpecNames(body: unknown, derive: Record<string, Derive>, prefer: readonly string[]): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const record = body as Fields;
  const out: Fields = { ...record };
  if (out.id === undefined && typeof record['@id'] === 'string') {
    // `@id` is the record's address; its last segment is the accession (PA166104996).
    out.id = record['@id'].split('/').filter(Boolean).pop();
  }
  for (const [name, read] of Object.entries(derive)) {
    if (!prefer.includes(name) && inSpecNames(out[name])) continue;
    const value = read(record);
    if (value !== undefined) out[name] = value;
  }
  return out;
}

/**
 * Whether a field already holds the spec's kind of value. A field the live service fills with
 * its own kind (a clinical annotation's numeric `id` beside its `accessionId`, an allele's `gene`
 * object, a list of reference objects) is read again from the service's names.
 */
function inSpecNames(value: unknown): boolean {
  if (value === undefined || typeof value === 'number') return false;
  if (Array.isArray(value)) return value.every((item) => typeof item !== 'object' || item === null);
  return typeof value !== 'object' || value === null;
}

/** The name a reference to another record goes by: a gene's symbol, else its name. */
export function refName(ref: unknown): string | undefined {
  if (typeof ref === 'string') return ref;
  if (typeof ref !== 'object' || ref === null) return undefined;
  const { symbol, name } = ref as Fields;
  return typeof symbol === 'string' ? symbol : typeof name === 'string' ? name : undefined;
}

/** The names of the records listed under `key` (`relatedGenes` -> gene symbols). */
export function refNames(key: string): Derive {
  return (record) => {
    const refs = record[key];
    if (!Array.isArray(refs)) return undefined;
    return refs.map(refName).filter((name): name is string => name !== undefined);
  };
}

/** The name of the first record listed under `key`, or of the one record there. */
export function firstRefName(key: string): Derive {
  return (record) => {
    const refs = record[key];
    return refName(Array.isArray(refs) ? refs[0] : refs);
  };
}

/** The first of `keys` that holds text: a string, or an object's `html` (`summaryMarkdown.html`). */
export function text(...keys: string[]): Derive {
  return (record) => {
    for (const key of keys) {
      const value = record[key];
      if (typeof value === 'string') return value;
      if (typeof value === 'object' && value !== null && typeof (value as Fields).html === 'string') {
        return (value as Fields).html;
      }
    }
    return undefined;
  };
}

/** A string field read from a nested object (`levelOfEvidence.term`). */
export function nested(key: string, field: string): Derive {
  return (record) => {
    const value = record[key];
    if (typeof value !== 'object' || value === null) return undefined;
    const inner = (value as Fields)[field];
    return typeof inner === 'string' ? inner : undefined;
  };
}
