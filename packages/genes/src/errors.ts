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
