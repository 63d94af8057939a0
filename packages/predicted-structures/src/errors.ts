import type { BodyCheckContext } from '@lifesci/core';

/** The message in an AlphaFold DB, 3D-Beacons or Cloud Storage error body. */
export function predictedErrorMessage(body: unknown): string | undefined {
  if (typeof body === 'string') {
    const text = body.trim();
    return text === '' ? undefined : text.slice(0, 500);
  }
  if (typeof body !== 'object' || body === null) return undefined;
  const record = body as { error?: unknown; detail?: unknown; message?: unknown };
  // Cloud Storage: { error: { code, message } }; AlphaFold / FastAPI: { error } or { detail }.
  if (typeof record.error === 'object' && record.error !== null) {
    const message = (record.error as { message?: unknown }).message;
    if (typeof message === 'string') return message;
  }
  for (const value of [record.error, record.detail, record.message])
    if (typeof value === 'string') return value;
  return undefined;
}

/**
 * The prediction API answers some bad identifiers with HTTP 200 and `{ "error": "Invalid
 * identifier format ..." }` instead of an array: that is a 400, not a record.
 */
export function predictedCheckBody(body: unknown, ctx: BodyCheckContext): void {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return;
  const error = (body as { error?: unknown }).error;
  if (typeof error === 'string') throw ctx.error(400, error, body);
}
