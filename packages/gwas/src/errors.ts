/**
 * The message inside a GWAS Catalog error body. The spec documents
 * `{timestamp, status, error, message, path}` (Spring's error body); API 2.0's OpenAPI document
 * names `{error_code, error, error_message, service_path}`; the summary-statistics API answers
 * `{message}` or `{status, error, message}`. The message wins, then the error's name.
 */
export function gwasErrorMessage(body: unknown): string | undefined {
  if (typeof body === 'string') {
    const text = body.trim();
    return text === '' ? undefined : text.slice(0, 500);
  }
  if (typeof body !== 'object' || body === null) return undefined;
  const record = body as Record<string, unknown>;
  const message = [record.message, record.error_message].find(
    (m) => typeof m === 'string' && m.trim() !== '',
  );
  const error = typeof record.error === 'string' ? record.error : undefined;
  const path = [record.path, record.service_path].find((p) => typeof p === 'string');
  if (typeof message !== 'string') return error;
  const text = error && !message.startsWith(error) ? `${error}: ${message}` : message;
  return typeof path === 'string' ? `${text} (${path})` : text;
}
