import { HttpError } from '../../kit/index.js';
import type { EmulatorReply } from '../../service.js';

/**
 * Error answers in the spec's shape, {error: {code, message}}. The messages follow the live
 * service's wording where it is known (the live service sends the same text as text/plain).
 */
export function errorReply(
  code: number,
  message: string,
  headers: Record<string, string> = {},
): EmulatorReply {
  return {
    status: code,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ error: { code, message } }),
  };
}

/** A 400 in the registry's wording; the kit answers it with `errorReply`. */
export class BadRequest extends HttpError {
  constructor(message: string) {
    super(400, message);
  }
}
