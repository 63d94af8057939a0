import * as all from '@lifesci/core';
import { BaseClient } from '@lifesci/core';
import * as errors from '@lifesci/core/errors';
import { describe, expect, it } from 'vitest';

describe('@lifesci/core/errors', () => {
  it('exports exactly the error classes and the guard, the same objects as the main entry', () => {
    const names = Object.keys(errors).sort();
    expect(names).toEqual(
      [
        'AbortError',
        'ApiError',
        'AuthError',
        'BadRequestError',
        'BodyTooLargeError',
        'InputError',
        'isLifesciError',
        'LifesciError',
        'MissingItemError',
        'NetworkError',
        'NotFoundError',
        'ParseError',
        'RateLimitError',
        'ResponseValidationError',
        'ServerError',
        'TimeoutError',
      ].sort(),
    );
    for (const name of names)
      expect((errors as Record<string, unknown>)[name]).toBe((all as Record<string, unknown>)[name]);
  });
});

describe('client.redact', () => {
  it("removes the client's API key and secret-named fields from text, URLs and bodies", () => {
    const key = 'k3y-0123456789abcdef';
    const client = new BaseClient(
      {
        service: 'demo',
        baseUrls: { demo: 'http://127.0.0.1:9' },
        limiterId: 'demo',
        limits: {},
        secretParams: ['ticket'],
      },
      { apiKey: key },
    );
    expect(client.redact(`failed with ${key}`)).not.toContain(key);
    expect(client.redact(new URL(`http://h/x?api_key=${key}&q=1`))).not.toContain(key);
    const body = client.redact({ ticket: 'abc-secret-ticket', note: `key ${key}`, n: 1 });
    expect(JSON.stringify(body)).not.toContain(key);
    expect(JSON.stringify(body)).not.toContain('abc-secret-ticket');
    expect(body.n).toBe(1);
  });
});
