import type { EmulatorReply } from '../../service.js';

/** A JSON answer. */
export function json(body: unknown, status = 200): EmulatorReply {
  return { status, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
}

/** Errors in the spec's S2 shape, `{ error, message }` (spec S2, Errors). */
export function errorReply(status: number, error: string, message: string): EmulatorReply {
  return json({ error, message }, status);
}

export const notFound = (message: string) => errorReply(404, 'Resource not found', message);

/** A parameter the service refuses; the spec documents no 400 body, so it uses the 404/429 shape. */
export class BadRequest extends Error {}

export const TOO_MANY = errorReply(429, 'Rate limit exceeded', 'Maximum 2 requests per second allowed');
