import {
  ApiError,
  AuthError,
  BadRequestError,
  BaseClient,
  type ClientOptions,
  InputError,
  loadXmlParser,
  NotFoundError,
  ParseError,
  path,
  RateLimitError,
  ResponseValidationError,
  ServerError,
  type ServiceConfig,
} from '@lifesci/core';
import { createXmlParser } from '@lifesci/core/xml';
import nock from 'nock';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeClock } from './helpers.js';

const BASE = 'https://api.example.test';

const config: ServiceConfig = {
  service: 'demo',
  baseUrls: { default: `${BASE}/v2`, files: 'https://files.example.test' },
  limiterId: 'demo.example.test',
  limits: { perSecond: 1000 },
  xmlParser: createXmlParser,
  apiKeyPlacement: (base) => (base === 'files' ? { header: 'api-key' } : { query: 'api_key' }),
  errorMessage: (body) => (body as { error?: { message?: string } } | undefined)?.error?.message,
  checkBody: (body, ctx) => {
    const err = (body as { ERROR?: string } | undefined)?.ERROR;
    if (err) throw ctx.error(err.includes('rate') ? 429 : 400, err);
  },
};

class DemoClient extends BaseClient {
  constructor(options: ClientOptions = {}) {
    super(config, { rateLimit: false, clock: fakeClock(), ...options });
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('BaseClient.request', () => {
  it('builds an encoded URL, parses JSON and validates with the schema', async () => {
    const scope = nock(BASE)
      .get('/v2/studies/a%2Fb%20c')
      .query({ fields: 'x,y', n: '5', on: 'true' })
      .reply(200, { protocolSection: { id: 'NCT1' }, extra: 1 });
    const client = new DemoClient();
    const Schema = v.looseObject({ protocolSection: v.looseObject({ id: v.string() }) });
    const result = await client.request({
      path: path`/studies/${'a/b c'}`,
      query: { fields: ['x', 'y'], n: 5, on: true, skip: undefined },
      schema: Schema,
    });
    expect(result.protocolSection.id).toBe('NCT1');
    expect((result as Record<string, unknown>).extra).toBe(1);
    expect(scope.isDone()).toBe(true);
  });

  it('returns text, bytes, a stream or the raw response on request', async () => {
    nock(BASE).get('/v2/t').times(4).reply(200, 'hello');
    const client = new DemoClient();
    expect(await client.request({ path: '/t', responseType: 'text' })).toBe('hello');
    const bytes = await client.request({ path: '/t', responseType: 'bytes' });
    expect(new TextDecoder().decode(bytes)).toBe('hello');
    const stream = await client.request({ path: '/t', responseType: 'stream' });
    expect(await new Response(stream).text()).toBe('hello');
    const response = await client.request({ path: '/t', responseType: 'response' });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('hello');
  });

  it('parses XML through the safe parser', async () => {
    nock(BASE)
      .get('/v2/x')
      .reply(
        200,
        '<?xml version="1.0"?><!DOCTYPE eSearchResult PUBLIC "-//NLM//DTD esearch 20060628//EN" "https://eutils.ncbi.nlm.nih.gov/eutils/dtd/20060628/esearch.dtd"><eSearchResult><Count>1</Count><IdList><Id>00123</Id></IdList></eSearchResult>',
      );
    const client = new DemoClient();
    const body = await client.request({
      path: '/x',
      responseType: 'xml',
      xml: { isArray: ['eSearchResult.IdList.Id'] },
    });
    expect(body).toEqual({ eSearchResult: { Count: '1', IdList: { Id: ['00123'] } } });
  });

  it('reads XML with a parser the config loads on first use (loadXmlParser), unsafe XML refused alike', async () => {
    class LazyXmlClient extends BaseClient {
      constructor() {
        super({ ...config, xmlParser: loadXmlParser }, { rateLimit: false, clock: fakeClock() });
      }
    }
    nock(BASE)
      .get('/v2/x')
      .reply(200, '<eSearchResult><Count>2</Count><IdList><Id>00123</Id><Id>7</Id></IdList></eSearchResult>')
      .get('/v2/x')
      .reply(200, '<!DOCTYPE d [<!ENTITY a "aaaa">]><d>&a;</d>');
    const client = new LazyXmlClient();
    const body = await client.request({ path: '/x', responseType: 'xml' });
    expect(body).toEqual({ eSearchResult: { Count: '2', IdList: { Id: ['00123', '7'] } } });
    const hostile = client.request({ path: '/x', responseType: 'xml' });
    await expect(hostile).rejects.toThrow(ParseError);
    await expect(hostile).rejects.toThrow(/unsafe XML/);
    const sync = createXmlParser({ isArray: ['r.i'] }).parse('<r><i>1</i></r>');
    expect((await loadXmlParser({ isArray: ['r.i'] })).parse('<r><i>1</i></r>')).toEqual(sync);
  });

  it('sends JSON, form and string bodies', async () => {
    const seen: unknown[] = [];
    nock(BASE)
      .post('/v2/p')
      .times(3)
      .reply(200, function (_uri, body) {
        seen.push([this.req.headers['content-type'], body]);
        return {};
      });
    const client = new DemoClient();
    await client.request({ method: 'POST', path: '/p', body: { a: 1 } });
    await client.request({ method: 'POST', path: '/p', body: new URLSearchParams({ id: '1,2' }) });
    await client.request({
      method: 'POST',
      path: '/p',
      body: 'raw',
      headers: { 'content-type': 'text/plain' },
    });
    expect(seen).toEqual([
      ['application/json', { a: 1 }],
      [expect.stringContaining('application/x-www-form-urlencoded'), 'id=1%2C2'],
      ['text/plain', 'raw'],
    ]);
  });

  it('places the API key per base address and keeps it out of errors', async () => {
    nock(BASE)
      .get('/v2/q')
      .query({ api_key: 'SECRET-KEY-123' })
      .reply(404, { error: { message: 'nope' } });
    nock('https://files.example.test')
      .matchHeader('api-key', 'SECRET-KEY-123')
      .get('/f')
      .reply(401, 'denied for SECRET-KEY-123');
    const client = new DemoClient({ apiKey: 'SECRET-KEY-123' });
    const notFound = await client.request({ path: '/q' }).catch((e: unknown) => e);
    expect(notFound).toBeInstanceOf(NotFoundError);
    const nf = notFound as NotFoundError;
    expect(nf.status).toBe(404);
    expect(nf.message).toContain('nope');
    expect(nf.url).toBe(`${BASE}/v2/q?api_key=[REDACTED]`);
    expect(JSON.stringify({ ...nf, message: nf.message })).not.toContain('SECRET-KEY-123');

    const denied = await client.request({ base: 'files', path: '/f' }).catch((e: unknown) => e);
    expect(denied).toBeInstanceOf(AuthError);
    expect(String((denied as AuthError).body)).toBe('denied for [REDACTED]');
    expect((denied as AuthError).message).not.toContain('SECRET-KEY-123');
  });

  it('maps statuses onto error classes', async () => {
    const client = new DemoClient({ maxRetries: 0 });
    const cases: [number, unknown][] = [
      [400, BadRequestError],
      [403, AuthError],
      [404, NotFoundError],
      [429, RateLimitError],
      [500, ServerError],
      [503, ServerError],
      [418, ApiError],
    ];
    for (const [status, cls] of cases) {
      nock(BASE)
        .get('/v2/s')
        .reply(status, { error: { message: `m${status}` } });
      const error = await client.request({ path: '/s' }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(cls);
      expect((error as ApiError).status).toBe(status);
      expect((error as ApiError).service).toBe('demo');
      expect((error as ApiError).method).toBe('GET');
      expect((error as ApiError).body).toEqual({ error: { message: `m${status}` } });
    }
  });

  it('turns errors reported inside a 200 body into ApiErrors via checkBody', async () => {
    nock(BASE).get('/v2/e').reply(200, { ERROR: 'Invalid db name' });
    const error = await new DemoClient().request({ path: '/e' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BadRequestError);
    expect((error as BadRequestError).message).toContain('Invalid db name');
    nock(BASE).get('/v2/e').reply(200, { ERROR: 'Invalid db name' });
    expect(await new DemoClient().request({ path: '/e', skipBodyCheck: true })).toEqual({
      ERROR: 'Invalid db name',
    });
  });

  it('reports schema mismatches with paths, unless validation is off', async () => {
    nock(BASE)
      .get('/v2/v')
      .times(2)
      .reply(200, { items: [{ id: 1 }] });
    const Schema = v.looseObject({ items: v.array(v.looseObject({ id: v.string() })) });
    const error = await new DemoClient().request({ path: '/v', schema: Schema }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect((error as ResponseValidationError).issues[0]?.path).toBe('items.0.id');
    expect((error as ResponseValidationError).endpoint).toBe(`demo GET ${BASE}/v2/v`);
    const raw = await new DemoClient({ validate: false }).request({ path: '/v', schema: Schema });
    expect(raw).toEqual({ items: [{ id: 1 }] });
  });

  it('raises ParseError for a body that is not JSON', async () => {
    nock(BASE).get('/v2/html').reply(200, '<html>maintenance</html>');
    const error = await new DemoClient().request({ path: '/html' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ParseError);
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect((error as ParseError).message).toContain('<html>maintenance');
  });

  it('checks options at construction and touches no network doing so', () => {
    const fetch = vi.fn();
    expect(() => new DemoClient({ timeout: -1, fetch })).toThrow(InputError);
    expect(() => new DemoClient({ baseUrl: 'ftp://x' })).toThrowError(/options.baseUrl/);
    expect(() => new DemoClient({ maxRetries: 1.5 })).toThrowError(/options.maxRetries/);
    expect(() => new DemoClient({ rateLimit: { perSecond: 0 } })).toThrowError(/options.rateLimit/);
    expect(() => new DemoClient({ apiKey: '  ' })).toThrowError(/options.apiKey/);
    const error = (() => {
      try {
        new DemoClient({ timeout: 'x' as unknown as number });
      } catch (e) {
        return e as InputError;
      }
    })();
    expect(error?.param).toBe('options.timeout');
    new DemoClient({ fetch });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('rejects bad per-call options before any request', async () => {
    const fetch = vi.fn();
    const client = new DemoClient({ fetch });
    await expect(client.request({ path: '/x' }, { timeout: 0 })).rejects.toThrow(InputError);
    await expect(client.request({ base: 'nope', path: '/x' })).rejects.toThrowError(
      /no base address named "nope"/,
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('resolves fetch at call time, not at construction', async () => {
    const client = new DemoClient();
    const fetch = vi.fn(async () => new Response('{"late":true}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    expect(await client.request({ path: '/late' })).toEqual({ late: true });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('uses a custom fetch and sends the user agent and client headers', async () => {
    const fetch = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      const headers = new Headers(init?.headers);
      return Response.json({
        ua: headers.get('user-agent'),
        h: headers.get('x-team'),
        accept: headers.get('accept'),
      });
    });
    const client = new DemoClient({ fetch, userAgent: 'my-tool/1.0', headers: { 'x-team': 'bio' } });
    expect(await client.request({ path: '/h' })).toEqual({
      ua: 'my-tool/1.0',
      h: 'bio',
      accept: 'application/json',
    });
  });

  it('switches a long GET to a form POST when postIfUrlLonger is exceeded', async () => {
    const ids = Array.from({ length: 400 }, (_, i) => String(1000 + i));
    let received = '';
    nock(BASE)
      .post('/v2/esummary.fcgi', (body) => {
        received = new URLSearchParams(body as unknown as string).get('id') ?? '';
        return true;
      })
      .reply(200, { ok: 1 });
    const client = new DemoClient();
    await client.request({ path: '/esummary.fcgi', query: { db: 'gene', id: ids }, postIfUrlLonger: 1500 });
    expect(received.split(',')).toEqual(ids);
    nock(BASE).get('/v2/esummary.fcgi').query({ db: 'gene', id: '1,2' }).reply(200, { ok: 2 });
    expect(
      await client.request({
        path: '/esummary.fcgi',
        query: { db: 'gene', id: ['1', '2'] },
        postIfUrlLonger: 1500,
      }),
    ).toEqual({
      ok: 2,
    });
  });

  it('requires a base address when the service has no public one', () => {
    class NoBase extends BaseClient {
      constructor(options: ClientOptions = {}) {
        super({ ...config, baseUrls: { default: '' } }, options);
      }
    }
    expect(() => new NoBase()).toThrowError(/pass baseUrl/);
    expect(new NoBase({ baseUrl: 'http://127.0.0.1:1' }).service).toBe('demo');
  });
});
