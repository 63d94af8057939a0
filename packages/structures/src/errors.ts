import { LifesciError } from '@lifesci/core';

/**
 * The message inside an RCSB error body. The Data and Search APIs answer errors with
 * `{ status, message, link? }`; GraphQL request errors come as `{ errors: [{ message }] }`.
 */
export function structuresErrorMessage(body: unknown): string | undefined {
  if (typeof body === 'string') {
    const text = body.trim();
    return text === '' ? undefined : text.slice(0, 500);
  }
  if (typeof body !== 'object' || body === null) return undefined;
  const record = body as { message?: unknown; errors?: unknown };
  if (typeof record.message === 'string') return record.message;
  if (Array.isArray(record.errors)) {
    const messages = record.errors
      .map((e) => (typeof e === 'object' && e !== null ? (e as { message?: unknown }).message : undefined))
      .filter((m): m is string => typeof m === 'string');
    if (messages.length > 0) return messages.join('; ');
  }
  return undefined;
}

/** One entry of a GraphQL response's `errors` array. */
export interface GraphqlErrorItem {
  message: string;
  locations?: { line: number; column: number }[];
  path?: (string | number)[];
  extensions?: Record<string, unknown>;
}

/**
 * A GraphQL response that carried `errors` (HTTP 200). `data` keeps whatever the server could
 * resolve (GraphQL answers partial data next to errors), so a caller can still use it.
 */
export class GraphqlError<T = unknown> extends LifesciError {
  readonly errors: readonly GraphqlErrorItem[];
  readonly data: T | null | undefined;

  constructor(errors: readonly GraphqlErrorItem[], data: T | null | undefined) {
    super(`structures GraphQL query failed: ${errors.map((e) => e.message).join('; ') || 'unknown error'}`);
    this.name = 'GraphqlError';
    this.errors = errors;
    this.data = data;
  }
}
