import { isLifesciError, type Logger } from '@lifesci/core';
import nock from 'nock';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryTokenStore } from '../src/index.js';
import { BASE, OAUTH, testClient } from './helpers.js';

afterEach(() => nock.cleanAll());

const ACCESS = 'acc3ss-t0ken-value-0123456789';
const REFRESH = 'r3fresh-t0ken-value-0123456789';
const SECRETS = [ACCESS, REFRESH, OAUTH.clientSecret, 'the-auth-code-123'];

/** Every string reachable from an error: message, fields, body, headers, causes. */
function everything(value: unknown, seen = new Set<unknown>()): string {
  if (value === null || value === undefined || seen.has(value)) return '';
  if (typeof value !== 'object') return String(value);
  seen.add(value);
  const parts: string[] = [];
  if (value instanceof Error) parts.push(value.message, String(value.stack), everything(value.cause, seen));
  for (const key of Object.getOwnPropertyNames(value)) {
    parts.push(key, everything((value as Record<string, unknown>)[key], seen));
  }
  return parts.join('\n');
}

function logCollector(): Logger & { lines: string[] } {
  const lines: string[] = [];
  const log = (message: string, fields?: Record<string, unknown>) => {
    lines.push(message, JSON.stringify(fields ?? {}));
  };
  return { lines, debug: log, info: log, warn: log, error: log };
}

describe('no secret in any thrown error or log line', () => {
  it('errors that echo the tokens, the code and the client secret are scrubbed', async () => {
    const echo = `token ${ACCESS} refresh ${REFRESH} secret ${OAUTH.clientSecret} code the-auth-code-123`;
    nock(BASE)
      .post('/api/v3/oauth/token')
      .reply(401, { error: 'invalid_grant', error_description: echo })
      .get('/api/v3/protocols/1')
      .reply(400, { status_code: 1219, error_message: echo, access_token: ACCESS })
      .post('/api/v3/oauth/token')
      .reply(400, { status_code: 1, error_message: echo, refresh_token: REFRESH })
      .get('/api/v3/protocols/1')
      .reply(500, `plain text ${echo}`, { 'content-type': 'text/plain' })
      .get('/api/v3/protocols')
      .query(true)
      .reply(200, { status_code: 1218, error_message: echo });
    const logger = logCollector();
    const store = new MemoryTokenStore({
      accessToken: ACCESS,
      refreshToken: REFRESH,
      tokenType: 'bearer',
      obtainedAt: Date.now(),
      expiresAt: Date.now() + 3_600_000,
    });
    const client = testClient({ ...OAUTH, tokenStore: store, logger });
    const errors: unknown[] = [];
    const collect = (p: PromiseLike<unknown>) =>
      p.then(
        () => expect.fail('should fail'),
        (e: unknown) => errors.push(e),
      );
    // The code exchange answered 401 (the redirect's code is a secret too).
    const { state } = client.oauth.authorizeUrl();
    await collect(client.oauth.exchangeCode({ code: 'the-auth-code-123', state, expectedState: state }));
    // 1219 -> refresh (answered 400 with the echo) -> the refresh's error.
    await collect(client.protocols.get(1));
    // 500 with a text body echoing every secret.
    await collect(client.protocols.get(1));
    // 1218 inside a 200.
    await collect(client.protocols.list());
    expect(errors).toHaveLength(4);
    for (const error of errors) {
      expect(isLifesciError(error)).toBe(true);
      const text = everything(error);
      for (const secret of SECRETS) expect(text).not.toContain(secret);
    }
    expect(logger.lines.length).toBeGreaterThan(0);
    for (const secret of SECRETS) expect(logger.lines.join('\n')).not.toContain(secret);
  });
});
