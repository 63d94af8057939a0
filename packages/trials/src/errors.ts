/**
 * The message inside a ClinicalTrials.gov error body. The interface spec documents
 * `{error: {code, message}}`; the live service (and its OpenAPI document) answers 400/404 with a
 * text/plain message such as "NCT number NCT99999999 not found". Both are read.
 */
export function trialsErrorMessage(body: unknown): string | undefined {
  if (typeof body === 'string') {
    const text = body.trim();
    return text === '' ? undefined : text.slice(0, 500);
  }
  if (typeof body === 'object' && body !== null && 'error' in body) {
    const error = (body as { error: unknown }).error;
    if (typeof error === 'string') return error;
    if (typeof error === 'object' && error !== null && 'message' in error) {
      const message = (error as { message: unknown }).message;
      if (typeof message === 'string') return message;
    }
  }
  return undefined;
}
