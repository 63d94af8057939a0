import { badRequest, type ErrorStyle, jsonReply } from '../../kit/index.js';
import type { EmulatorReply } from '../../service.js';

/** RCSB answers errors as `{ status, message }` JSON (Data and Search APIs alike). */
export const rcsbError = (status: number, message: string): EmulatorReply =>
  jsonReply({ status, message }, status);

/** The error bodies per mount: GraphQL speaks `{ errors: [{ message }] }`, the rest `{ status, message }`. */
export const rcsbErrors: ErrorStyle = {
  reply: (status, message, req) =>
    req.mount === 'structureGraphql'
      ? jsonReply({ errors: [{ message }] }, status)
      : rcsbError(status, message),
};

/** A request's JSON object body (`{}` when empty); a 400 when it does not parse or is no object. */
export function jsonBody<T>(raw: Buffer): T {
  let body: unknown;
  try {
    body = JSON.parse(raw.toString('utf8') || '{}');
  } catch {
    throw badRequest('Request body is not valid JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw badRequest('Request body must be a JSON object');
  return body as T;
}
