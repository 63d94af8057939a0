import { readFileSync } from 'node:fs';
import { inspect } from 'node:util';
import { BaseClient, RateLimitError } from '@lifesci/core';
import { realFixtureUrl } from '@lifesci/vitest-config/kit';
import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { createRedactor } from '../src/errors/redact.js';

// NCBI's 429 body: {"error":"API rate limit exceeded","api-key":"...","count":"4","limit":"3"}
const rateLimitBody = readFileSync(realFixtureUrl('ncbi-eutils/errors/rate-limit-error.json'), 'utf8');
const recorded = (JSON.parse(rateLimitBody) as Record<string, string>)['api-key'] as string;

const BASE = 'https://eutils.example.test';
const KEY = 'ncbi-key-0123456789abcdef';

function client(apiKey?: string) {
  return new BaseClient(
    {
      service: 'eutils',
      baseUrls: { default: BASE },
      limiterId: 'eutils.example.test',
      limits: {},
      apiKeyPlacement: { query: 'api_key' },
    },
    { rateLimit: false, maxRetries: 0, ...(apiKey ? { apiKey } : {}) },
  );
}

async function failure(c: BaseClient): Promise<RateLimitError> {
  const error = await c.request({ path: '/esearch.fcgi' }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(RateLimitError);
  return error as RateLimitError;
}

/** Everything a user could print or log about the error. */
function dump(error: RateLimitError): string {
  return [
    error.message,
    error.url,
    JSON.stringify(error.body),
    JSON.stringify(error.headers),
    inspect(error),
  ].join('\n');
}

describe('secrets in parsed error bodies (ApiError.body)', () => {
  it("redacts the api-key field of NCBI's real 429 body and keeps the rest", async () => {
    expect(recorded.length).toBeGreaterThan(0);
    nock(BASE).get('/esearch.fcgi').reply(429, rateLimitBody, { 'content-type': 'application/json' });
    const error = await failure(client());
    expect(error.body).toEqual({
      error: 'API rate limit exceeded',
      'api-key': '[REDACTED]',
      count: '4',
      limit: '3',
    });
    expect(error.message).toContain('API rate limit exceeded');
    expect(dump(error)).not.toContain(recorded);
  });

  it("removes the client's own key wherever the body carries it, as JSON or as text", async () => {
    const withKey = rateLimitBody.replace(recorded, KEY);
    const echoed = JSON.stringify({ error: `key ${KEY} over its limit`, [KEY]: { requests: 11 } });
    nock(BASE)
      .get('/esearch.fcgi')
      .query(true)
      .reply(429, withKey, { 'content-type': 'application/json' })
      .get('/esearch.fcgi')
      .query(true)
      .reply(429, echoed, { 'content-type': 'application/json' })
      .get('/esearch.fcgi')
      .query(true)
      .reply(429, `<html><body><pre>${withKey}</pre><p>key=${KEY}</p></body></html>`, {
        'content-type': 'text/html',
      });
    const c = client(KEY);
    const asJson = await failure(c);
    expect((asJson.body as Record<string, string>)['api-key']).toBe('[REDACTED]');
    const keyed = await failure(c);
    expect(keyed.body).toEqual({ error: 'key [REDACTED] over its limit', '[REDACTED]': { requests: 11 } });
    const asText = await failure(c);
    expect(typeof asText.body).toBe('string');
    expect(asText.body).toContain('"api-key":"[REDACTED]"');
    expect(asText.body).toContain('"count":"4"');
    for (const error of [asJson, keyed, asText]) {
      expect(dump(error)).not.toContain(KEY);
      expect(error.url).toBe(`${BASE}/esearch.fcgi?api_key=[REDACTED]`);
    }
  });
});

describe('secret-named fields', () => {
  const r = createRedactor();

  it('are found in every spelling of the listed names', () => {
    const body = {
      'api-key': 'a1',
      api_key: 'a2',
      apikey: 'a3',
      apiKey: 'a4',
      'API-Key': 'a5',
      token: 't1',
      access_token: 't2',
      accessToken: 't3',
      refresh_token: 't4',
      client_secret: 's1',
      clientSecret: 's2',
      authorization: 'Basic Zm9v',
      nested: [{ 'x-api-key': 'a6' }],
      pageToken: 'next-page',
      count: '4',
    };
    expect(r.value(body)).toEqual({
      'api-key': '[REDACTED]',
      api_key: '[REDACTED]',
      apikey: '[REDACTED]',
      apiKey: '[REDACTED]',
      'API-Key': '[REDACTED]',
      token: '[REDACTED]',
      access_token: '[REDACTED]',
      accessToken: '[REDACTED]',
      refresh_token: '[REDACTED]',
      client_secret: '[REDACTED]',
      clientSecret: '[REDACTED]',
      authorization: '[REDACTED]',
      nested: [{ 'x-api-key': '[REDACTED]' }],
      pageToken: 'next-page',
      count: '4',
    });
  });

  it('are found in JSON, XML and form text, with string or bare values', () => {
    expect(r.text('{"apiKey": "k1", "token": 12345, "client-secret": null, "pageToken": "p"}')).toBe(
      '{"apiKey": "[REDACTED]", "token": "[REDACTED]", "client-secret": "[REDACTED]", "pageToken": "p"}',
    );
    expect(
      r.text('<Error><api-key>k2</api-key><access_token kind="x">t</access_token><msg>over</msg></Error>'),
    ).toBe(
      '<Error><api-key>[REDACTED]</api-key><access_token kind="x">[REDACTED]</access_token><msg>over</msg></Error>',
    );
    expect(r.text('apiKey=k3&access-token=t&pageToken=p')).toBe(
      'apiKey=[REDACTED]&access-token=[REDACTED]&pageToken=p',
    );
  });
});
