import { BaseClient, type ClientOptions, InputError, type ServiceConfig } from '@lifesci/core';
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { type LocalServer, startServer } from './helpers.js';

const PollingSchema = v.objectWithRest(
  {
    every: v.optional(
      v.pipe(v.number(), v.integer('must be whole ms'), v.minValue(1, 'must be whole ms')),
      1000,
    ),
  },
  v.never('is not a documented option'),
  'must be an object',
);

const DemoOptionsSchema = v.pipe(
  v.object({
    format: v.optional(v.picklist(['json', 'xml'], 'must be "json" or "xml"'), 'json'),
    polling: v.optional(PollingSchema, {}),
    user: v.optional(v.string()),
    secret: v.optional(v.string()),
    // A core option the service narrows: refused with the service's words.
    apiKey: v.optional(v.never('demo has no API key: pass user and secret')),
  }),
  v.check((o) => !(o.secret && !o.user), 'secret needs user'),
);

type DemoOptions = v.InferOutput<typeof DemoOptionsSchema>;

function demoConfig(url = 'http://127.0.0.1:9'): ServiceConfig<DemoOptions> {
  return {
    service: 'demo',
    baseUrls: { demo: url },
    limiterId: 'demo.options',
    limits: {},
    options: DemoOptionsSchema,
  };
}

class Demo extends BaseClient<DemoOptions> {
  constructor(options: ClientOptions & Record<string, unknown> = {}) {
    super(demoConfig(), options);
  }
  get own(): Readonly<DemoOptions> {
    return this.serviceOptions;
  }
}

function refusal(make: () => unknown): InputError {
  try {
    make();
  } catch (error) {
    expect(error).toBeInstanceOf(InputError);
    return error as InputError;
  }
  throw new Error('expected an InputError');
}

describe('ServiceConfig.options: a service declares its own client options as a schema', () => {
  it('hands the parsed options, defaults filled in, to the client', () => {
    expect(new Demo().own).toEqual({ format: 'json', polling: { every: 1000 } });
    const demo = new Demo({ format: 'xml', polling: { every: 5 }, user: 'u', timeout: 1000 });
    expect(demo.own).toEqual({ format: 'xml', polling: { every: 5 }, user: 'u' });
    expect(Object.isFrozen(demo.own)).toBe(true);
  });

  it('refuses a key that is neither core’s nor the service’s, naming it', () => {
    const error = refusal(() => new Demo({ fromat: 'xml' }));
    expect(error.param).toBe('options.fromat');
    expect(error.message).toContain('unknown option');
  });

  it('refuses a bad value of the service’s in its schema’s words, naming its path', () => {
    expect(refusal(() => new Demo({ format: 'yaml' }))).toMatchObject({
      param: 'options.format',
      message: expect.stringContaining('must be "json" or "xml"'),
    });
    expect(refusal(() => new Demo({ polling: { every: 0 } }))).toMatchObject({
      param: 'options.polling.every',
    });
    expect(refusal(() => new Demo({ polling: { evry: 5 } }))).toMatchObject({
      param: 'options.polling.evry',
      message: expect.stringContaining('is not a documented option'),
    });
    expect(refusal(() => new Demo({ polling: 5 }))).toMatchObject({ param: 'options.polling' });
  });

  it('runs the checks a piped schema makes across keys, and the service’s narrowing of a core option', () => {
    expect(refusal(() => new Demo({ secret: 's' })).message).toContain('secret needs user');
    expect(refusal(() => new Demo({ apiKey: 'k' }))).toMatchObject({
      param: 'options.apiKey',
      message: expect.stringContaining('demo has no API key'),
    });
  });

  it('still checks core’s options, after the service’s', () => {
    expect(refusal(() => new Demo({ timeout: -1 })).param).toBe('options.timeout');
    // Both wrong: the service's value is reported first.
    expect(refusal(() => new Demo({ format: 'yaml', timeout: -1 })).param).toBe('options.format');
    expect(refusal(() => new Demo(7 as never)).param).toBe('options');
  });

  it('without a schema a client has no own options: any key not core’s is refused', () => {
    const plain = (options: Record<string, unknown>) =>
      new BaseClient(
        { service: 'plain', baseUrls: { plain: 'http://127.0.0.1:9' }, limiterId: 'plain', limits: {} },
        options,
      );
    expect(() => plain({ timeout: 1000, rateLimit: false })).not.toThrow();
    expect(refusal(() => plain({ format: 'xml' })).param).toBe('options.format');
  });
});

describe('ServiceConfig.auth: credentials the client manages itself', () => {
  let server: LocalServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  class Signed extends BaseClient {
    constructor(url: string, options: ClientOptions = {}) {
      super(
        {
          service: 'signed',
          baseUrls: { signed: url },
          limiterId: 'signed.options',
          limits: {},
          auth: { headers: () => ({ authorization: 'Bearer service-managed-token' }) },
        },
        { rateLimit: false, ...options },
      );
    }
    me() {
      return this.request({ path: '/me' });
    }
  }

  it('signs requests with the service’s provider unless the user gives one', async () => {
    server = await startServer((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ authorization: req.headers.authorization ?? null }));
    });
    expect(await new Signed(server.url).me()).toEqual({ authorization: 'Bearer service-managed-token' });
    const own = new Signed(server.url, { auth: { headers: () => ({ authorization: 'Bearer user-token' }) } });
    expect(await own.me()).toEqual({ authorization: 'Bearer user-token' });
  });
});
