import { NotFoundError } from '@lifesci/core';

/**
 * The message inside an S2 error body. The spec documents `{ error, message }` for 404 and 429
 * (`{"error":"Resource not found","message":"Gene 'INVALID' does not exist"}`); the live ClinPGx
 * API answers with `{ status: "fail", data: { errors: [{ message }] } }`. Both are read; `message`
 * is the specific part, `error` the fallback.
 */
export function pgxErrorMessage(body: unknown): string | undefined {
  if (typeof body === 'string') {
    const text = body.trim();
    return text === '' ? undefined : text.slice(0, 500);
  }
  if (!isRecord(body)) return undefined;
  if (typeof body.message === 'string' && body.message !== '') return body.message;
  if (typeof body.error === 'string' && body.error !== '') return body.error;
  const errors = isRecord(body.data) ? body.data.errors : undefined;
  if (Array.isArray(errors)) {
    const first: unknown = errors[0];
    if (isRecord(first) && typeof first.message === 'string') return first.message;
  }
  return undefined;
}

/**
 * True when a 404 came from the service itself, with its documented error body, rather than from
 * something in front of it (a wrong base address answers with an HTML page or nothing). Only the
 * service's own 404 on a list path means "nothing matches the filter".
 */
export function isServiceNotFound(error: unknown): boolean {
  if (!(error instanceof NotFoundError)) return false;
  const body = error.body;
  if (!isRecord(body)) return false;
  return typeof body.error === 'string' || typeof body.message === 'string' || body.status === 'fail';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
