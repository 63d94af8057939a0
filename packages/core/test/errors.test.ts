import {
  ApiError,
  InputError,
  isLifesciError,
  LifesciError,
  NetworkError,
  NotFoundError,
  ParseError,
  RateLimitError,
  ResponseValidationError,
  ServerError,
} from '@lifesci/core';
import { describe, expect, it, vi } from 'vitest';
import { createRedactor } from '../src/errors/redact.js';

const init = { status: 404, service: 'trials', method: 'GET', url: 'https://x.test/a?api_key=abc123456&q=1' };

describe('error classes', () => {
  it('form one hierarchy with the documented fields', () => {
    const error = new NotFoundError({ ...init, body: { error: 'gone' }, retryAfterMs: 5 });
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(LifesciError);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(ServerError);
    expect(error.name).toBe('NotFoundError');
    expect(error.retryAfterMs).toBe(5);
    expect(error.body).toEqual({ error: 'gone' });
    expect(isLifesciError(error)).toBe(true);
    expect(isLifesciError(new Error('x'))).toBe(false);
    expect(isLifesciError({ name: 'LifesciError' })).toBe(false);
    const input = new InputError('nctId', 'NCT followed by 8 digits');
    expect(input.message).toBe('Invalid nctId: NCT followed by 8 digits');
    expect([input.param, input.rule]).toEqual(['nctId', 'NCT followed by 8 digits']);
    expect(new ParseError('svc GET u', 'bad')).toBeInstanceOf(ResponseValidationError);
  });

  it('are recognised across two loaded copies of core', async () => {
    vi.resetModules();
    const other = (await import('../src/errors/index.js')) as typeof import('../src/errors/index.js');
    expect(other.RateLimitError).not.toBe(RateLimitError);
    const foreign = new other.RateLimitError({ ...init, status: 429 });
    expect(foreign instanceof RateLimitError).toBe(true);
    expect(foreign instanceof ApiError).toBe(true);
    expect(foreign instanceof LifesciError).toBe(true);
    expect(foreign instanceof ServerError).toBe(false);
    expect(isLifesciError(foreign)).toBe(true);
    const local = new NetworkError('reset');
    expect(local instanceof other.NetworkError).toBe(true);
    expect(local instanceof other.ApiError).toBe(false);
    expect(other.isLifesciError(local)).toBe(true);
  });

  it('lets services subclass without breaking instanceof', () => {
    class EutilsError extends ApiError {}
    const mine = new EutilsError({ ...init, status: 400 });
    const plain = new ApiError({ ...init, status: 400 });
    expect(mine).toBeInstanceOf(EutilsError);
    expect(mine).toBeInstanceOf(ApiError);
    expect(plain).not.toBeInstanceOf(EutilsError);
  });

  it('never carry a secret in the message, url, body or headers', () => {
    const error = new ApiError({
      ...init,
      status: 401,
      message: 'token=abcdef1234 rejected',
      body: { access_token: 'tok-1', nested: { refresh_token: 'tok-2', ok: 'fine' }, text: 'Bearer xyz.abc' },
      headers: { authorization: 'Bearer xyz.abc', 'content-type': 'json' },
    });
    const dump = JSON.stringify({
      message: error.message,
      url: error.url,
      body: error.body,
      headers: error.headers,
    });
    for (const secret of ['abc123456', 'abcdef1234', 'tok-1', 'tok-2', 'xyz.abc'])
      expect(dump).not.toContain(secret);
    expect(error.url).toBe('https://x.test/a?api_key=[REDACTED]&q=1');
    expect((error.body as { nested: { ok: string } }).nested.ok).toBe('fine');
    expect(error.headers['content-type']).toBe('json');
  });
});

describe('redactor', () => {
  const r = createRedactor({ names: ['email'], secrets: ['sk_live_SECRET'] });

  it('removes secret query/form pairs, JSON fields, auth schemes and known values', () => {
    expect(r.url('https://h.test/p?db=gene&api_key=K123&email=a@b.c&token=t')).toBe(
      'https://h.test/p?db=gene&api_key=[REDACTED]&email=[REDACTED]&token=[REDACTED]',
    );
    expect(r.text('grant_type=refresh_token&refresh_token=r1&client_secret=s1')).toBe(
      'grant_type=refresh_token&refresh_token=[REDACTED]&client_secret=[REDACTED]',
    );
    expect(r.text('{"access_token": "a.b.c", "x": 1}')).toBe('{"access_token": "[REDACTED]", "x": 1}');
    expect(r.text('Authorization: Bearer abc.def')).toBe('Authorization: Bearer [REDACTED]');
    expect(r.text('key sk_live_SECRET leaked, encoded sk_live_SECRET')).not.toContain('sk_live_SECRET');
    expect(r.url('https://user:pw@h.test/')).toBe('https://%5BREDACTED%5D:%5BREDACTED%5D@h.test/');
  });

  it('redacts header maps by name', () => {
    expect(r.headers({ Authorization: 'Basic Zm9v', 'api-key': 'k', Accept: 'x' })).toEqual({
      authorization: '[REDACTED]',
      'api-key': '[REDACTED]',
      accept: 'x',
    });
  });

  it('leaves ordinary words that merely look like names alone', () => {
    expect(r.text('pageToken=abc&nextPageToken=def')).toBe('pageToken=abc&nextPageToken=def');
    expect(r.value({ code: 400, message: 'bad' })).toEqual({ code: 400, message: 'bad' });
  });
});
