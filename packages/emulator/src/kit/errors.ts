import type { EmulatorReply, EmulatorRequest } from '../service.js';

/**
 * An error a route throws to answer with the service's own error body (a bad parameter, an unknown
 * id): `defineService` turns it into the service's `errors.reply(...)`.
 */
export class HttpError extends Error {
  readonly headers: Record<string, string>;
  /** Extra fields some services put in their error bodies (`code`, `path` ...). */
  readonly details: Record<string, unknown>;

  constructor(
    readonly status: number,
    message: string,
    options: { headers?: Record<string, string>; details?: Record<string, unknown> } = {},
  ) {
    super(message);
    this.headers = options.headers ?? {};
    this.details = options.details ?? {};
  }
}

export const badRequest = (message: string, details?: Record<string, unknown>) =>
  new HttpError(400, message, details ? { details } : {});
export const notFound = (message: string, details?: Record<string, unknown>) =>
  new HttpError(404, message, details ? { details } : {});

/** How a service words its errors: its documented error body for a status and message. */
export interface ErrorStyle {
  reply(status: number, message: string, request: EmulatorRequest, error?: HttpError): EmulatorReply;
}
