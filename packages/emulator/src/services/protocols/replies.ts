import { type ErrorStyle, jsonReply } from '../../kit/index.js';
import type { EmulatorReply } from '../../service.js';

/** An API v3 answer: the data plus `status_code` 0. */
export const ok = (data: Record<string, unknown>): EmulatorReply => jsonReply({ ...data, status_code: 0 });

/** A documented error envelope: `{ status_code, error_message }` with an HTTP status. */
export const apiError = (status: number, statusCode: number, message: string): EmulatorReply =>
  jsonReply({ status_code: statusCode, error_message: message }, status);

/** An OAuth 2.0 token-endpoint error (RFC 6749 section 5.2 names). */
export const oauthError = (status: number, error: string, description: string): EmulatorReply =>
  jsonReply({ error, error_description: description, error_message: description }, status);

/**
 * protocols.io's error body: `{ status_code, error_message }` ("Together with HTTP code 500 json
 * response contains status_code and error_message"). Where the documentation names no code (404,
 * 405, 429) the body carries the message alone.
 */
export const protocolsErrors: ErrorStyle = {
  reply: (status, message) =>
    status >= 500 ? apiError(status, status, message) : jsonReply({ error_message: message }, status),
};
