import type { EmulatorReply } from '../../service.js';

export const json = (status: number, body: unknown, headers: Record<string, string> = {}): EmulatorReply => ({
  status,
  headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  body: JSON.stringify(body),
});

/** An API v3 answer: the data plus `status_code` 0. */
export const ok = (data: Record<string, unknown>): EmulatorReply => json(200, { ...data, status_code: 0 });

/** A documented error envelope: `{ status_code, error_message }` with an HTTP status. */
export const apiError = (status: number, statusCode: number, message: string): EmulatorReply =>
  json(status, { status_code: statusCode, error_message: message });

/** An error the documentation gives no status_code for: the message alone. */
export const plainError = (status: number, message: string): EmulatorReply =>
  json(status, { error_message: message });

/** An OAuth 2.0 token-endpoint error (RFC 6749 section 5.2 names). */
export const oauthError = (status: number, error: string, description: string): EmulatorReply =>
  json(status, { error, error_description: description, error_message: description });
