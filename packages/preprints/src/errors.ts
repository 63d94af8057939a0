import type { BodyCheckContext } from '@lifesci/core';

/** `messages[0].status` of an envelope, when the body is one. */
function envelopeStatus(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const messages = (body as { messages?: unknown }).messages;
  if (!Array.isArray(messages)) return undefined;
  const status = (messages[0] as { status?: unknown } | undefined)?.status;
  return typeof status === 'string' ? status : undefined;
}

/**
 * A miss is reported as a status, not an error: `no posts found` (details) and `no articles found
 * for published version of …` (pubs) come with an empty collection and mean "no results".
 */
export function isEmptyStatus(status: string): boolean {
  return /^no (posts|articles|results) found/i.test(status.trim());
}

/** The message of a preprint API error: the envelope's status text (`Server not recognized`). */
export function preprintsErrorMessage(body: unknown): string | undefined {
  const status = envelopeStatus(body);
  if (status !== undefined) return status;
  if (typeof body === 'string' && body.trim() !== '') return body.trim().slice(0, 500);
  return undefined;
}

/**
 * Errors the API reports inside a 200: any `messages[].status` other than `ok` (or a miss) is a
 * BadRequestError carrying the envelope; an empty 200 body (the live /details endpoint sends one
 * when a range is too large to answer, or under load) is a retryable 502, never "no results".
 */
export function checkPreprintsBody(body: unknown, ctx: BodyCheckContext): void {
  if (body === undefined) {
    throw ctx.error(502, 'the preprint API answered 200 with an empty body');
  }
  const status = envelopeStatus(body);
  if (status === undefined || isEmptyStatus(status)) return;
  if (status.trim().toLowerCase() !== 'ok') {
    throw ctx.error(400, `the preprint API answered status "${status}"`, body);
  }
  const ignored = ignoredCategory(body, ctx.url);
  if (ignored !== undefined) {
    throw ctx.error(
      400,
      `the preprint API ignored category "${ignored}" and answered for every category`,
      body,
    );
  }
}

/**
 * The live API answers an unknown or retired category with the whole server's records and
 * `category: "all"` in the envelope, which would silently widen a filtered crawl.
 */
function ignoredCategory(body: unknown, url: string): string | undefined {
  let asked: string | null;
  try {
    asked = new URL(url).searchParams.get('category');
  } catch {
    return undefined;
  }
  if (!asked) return undefined;
  const message = (body as { messages: { category?: unknown }[] }).messages[0];
  const answered = message?.category;
  if (typeof answered !== 'string') return undefined;
  const norm = (s: string) =>
    s
      .trim()
      .toLowerCase()
      .replace(/[\s_-]+/g, ' ');
  return norm(answered) === norm(asked) ? undefined : asked;
}
