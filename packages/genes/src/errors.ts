import type { BodyCheckContext } from '@lifesci/core';

/**
 * The message of a Datasets error body: its gRPC-gateway status `{ code, message, details }`
 * (datasets.openapi.yaml `rpcStatus`), or the `{ error, message }` / `{ error: { message } }`
 * shapes other NCBI front ends answer with.
 */
export function datasetsErrorMessage(body: unknown): string | undefined {
  if (typeof body === 'string') return body.trim() || undefined;
  if (body === null || typeof body !== 'object') return undefined;
  const { message, error, reason } = body as { message?: unknown; error?: unknown; reason?: unknown };
  if (typeof message === 'string' && message !== '') return message;
  if (typeof error === 'string' && error !== '') return error;
  if (error !== null && typeof error === 'object') {
    const inner = (error as { message?: unknown }).message;
    if (typeof inner === 'string' && inner !== '') return inner;
  }
  return typeof reason === 'string' && reason !== '' ? reason : undefined;
}

// gRPC status codes (google.rpc.Code) of an `rpcStatus` body, as the HTTP status they stand for.
const GRPC_STATUS: Readonly<Record<number, number>> = {
  3: 400, // INVALID_ARGUMENT
  5: 404, // NOT_FOUND
  7: 403, // PERMISSION_DENIED
  8: 429, // RESOURCE_EXHAUSTED
  11: 400, // OUT_OF_RANGE
  13: 500, // INTERNAL
  14: 503, // UNAVAILABLE
  16: 401, // UNAUTHENTICATED
};

const REPORT_KEYS = ['reports', 'genes', 'total_count', 'next_page_token'];

function asObject(body: unknown): Record<string, unknown> | undefined {
  if (typeof body === 'string') {
    // Raw text (a streamed start, or a check that runs before parsing): only a JSON object can be an error body here.
    if (!/^\s*\{/.test(body) || body.length > 65_536) return undefined;
    try {
      return asObject(JSON.parse(body));
    } catch {
      return undefined;
    }
  }
  return body !== null && typeof body === 'object' && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : undefined;
}

/**
 * The HTTP status an error body inside a 200 stands for, or undefined for a report page. NCBI's
 * rate-limit JSON (`{"error":"API rate limit exceeded", ...}`) is a 429; a gRPC-gateway
 * `rpcStatus` (`{ code, message, details }`) maps its code; any other `{ error }` is a 400.
 * A body that carries reports (or their paging fields) is a page, whatever else it says.
 */
export function datasetsErrorStatus(body: unknown): { status: number; message: string } | undefined {
  const object = asObject(body);
  if (!object || REPORT_KEYS.some((key) => object[key] !== undefined)) return undefined;
  const message = datasetsErrorMessage(object);
  if (message === undefined) return undefined;
  if (/rate limit exceeded/i.test(message)) return { status: 429, message };
  if (typeof object.code === 'number' && object.code !== 0)
    return { status: GRPC_STATUS[object.code] ?? 500, message };
  return object.error !== undefined ? { status: 400, message } : undefined;
}

/**
 * `checkBody` for the Datasets interface: an error body that came with a 200 becomes the ApiError
 * of the status it stands for (a rate limit is retried and pauses the budget, as a 429 is),
 * instead of a page without reports, which would read as "not found".
 */
export function checkDatasetsBody(body: unknown, context: BodyCheckContext): void {
  const found = datasetsErrorStatus(body);
  if (found) throw context.error(found.status, found.message, body);
}
