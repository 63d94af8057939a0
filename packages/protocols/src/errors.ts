import {
  ApiError,
  type ApiErrorInit,
  AuthError,
  BadRequestError,
  type BodyCheckContext,
} from '@lifesci/core';

/**
 * protocols.io reports failures as `{ status_code, error_message }`, inside a 200 as well as
 * with an HTTP error status. Documented codes: 0 OK, 1 missing or empty parameters, 1218 invalid
 * token, 1219 token expired, 1302 wrong order field.
 */
export const STATUS_CODES = {
  ok: 0,
  missingParameters: 1,
  invalidToken: 1218,
  tokenExpired: 1219,
  wrongOrderField: 1302,
} as const;

/** The access token was refused as invalid (status_code 1218, or HTTP 401 without a code). */
export class InvalidTokenError extends AuthError {
  override readonly name: string = 'InvalidTokenError';
}

/** The access token has expired (status_code 1219): refresh it (the client does, once, itself). */
export class TokenExpiredError extends AuthError {
  override readonly name: string = 'TokenExpiredError';
}

/** `status_code` of a parsed body, when it has a numeric one. */
export function statusCodeOf(body: unknown): number | undefined {
  if (typeof body !== 'object' || body === null || !('status_code' in body)) return undefined;
  const code = Number((body as { status_code: unknown }).status_code);
  return Number.isFinite(code) ? code : undefined;
}

/** The human message of a protocols.io error body. */
export function protocolsErrorMessage(body: unknown): string | undefined {
  if (typeof body === 'string') {
    const text = body.trim();
    if (text.startsWith('{')) {
      try {
        return protocolsErrorMessage(JSON.parse(text));
      } catch {
        // not JSON after all: use the text
      }
    }
    return text === '' ? undefined : text.slice(0, 500);
  }
  if (typeof body !== 'object' || body === null) return undefined;
  const record = body as Record<string, unknown>;
  for (const key of ['error_message', 'message', 'error_description', 'error']) {
    const value = record[key];
    if (typeof value === 'string' && value !== '') return value;
  }
  const code = statusCodeOf(body);
  return code === undefined ? undefined : `status_code ${code}`;
}

/**
 * The typed error for a body carrying a non-zero `status_code`, or undefined for a body that
 * reports success. `status` is the HTTP status the error will carry.
 */
export function errorForStatusCode(body: unknown, init: Omit<ApiErrorInit, 'body'>): ApiError | undefined {
  const code = statusCodeOf(body);
  if (code === undefined || code === STATUS_CODES.ok) return undefined;
  const full: ApiErrorInit = { ...init, body, message: init.message ?? protocolsErrorMessage(body) };
  if (code === STATUS_CODES.tokenExpired) return new TokenExpiredError(full);
  if (code === STATUS_CODES.invalidToken) return new InvalidTokenError(full);
  // A server error stays one (retried as such) whatever its body says.
  if (
    (code === STATUS_CODES.missingParameters || code === STATUS_CODES.wrongOrderField) &&
    init.status < 500
  ) {
    return new BadRequestError({ ...full, status: 400 });
  }
  return undefined;
}

function parsedBody(body: unknown, partial: boolean): unknown {
  if (typeof body !== 'string') return body;
  const text = body.trimStart();
  // A PDF or any other document: not an API envelope.
  if (!text.startsWith('{') || partial) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Errors protocols.io reports inside a 2xx body. Token errors become `TokenExpiredError` /
 * `InvalidTokenError` with status 401 (what an HTTP answer would have said), missing
 * parameters a `BadRequestError` 400; any other non-zero code an `ApiError` with its message.
 */
export function protocolsCheckBody(body: unknown, ctx: BodyCheckContext): void {
  const parsed = parsedBody(body, ctx.partial);
  const code = statusCodeOf(parsed);
  if (code === undefined || code === STATUS_CODES.ok) return;
  const status = code === STATUS_CODES.tokenExpired || code === STATUS_CODES.invalidToken ? 401 : 400;
  // ctx.error applies the client's redactor (runtime secrets included); the typed error is built
  // from its already redacted parts.
  const base = ctx.error(status, protocolsErrorMessage(parsed), parsed);
  const typed = errorForStatusCode(base.body, {
    status,
    service: base.service,
    method: base.method,
    url: base.url,
    headers: base.headers,
    message: protocolsErrorMessage(base.body),
  });
  throw typed ?? base;
}

/**
 * An answer after which refreshing the token may help: status_code 1219 (in any body), or an HTTP
 * 401 that is not an explicit 1218 (invalid token).
 */
export function isExpiredAnswer(error: unknown): boolean {
  if (error instanceof TokenExpiredError) return true;
  if (error instanceof InvalidTokenError) return false;
  if (!(error instanceof ApiError)) return false;
  const code = statusCodeOf(error.body);
  return code === STATUS_CODES.tokenExpired || (error.status === 401 && code !== STATUS_CODES.invalidToken);
}
