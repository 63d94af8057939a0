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

/** A request's JSON body (`{}` when empty); a 400 when it does not parse. */
export function jsonBody<T>(raw: Buffer): T {
  try {
    return JSON.parse(raw.toString('utf8') || '{}');
  } catch {
    throw badRequest('Request body is not valid JSON');
  }
}
