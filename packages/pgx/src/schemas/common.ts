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
