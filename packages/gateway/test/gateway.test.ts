import { InputError, NotFoundError, ServerError } from '@lifesci/core';
import nock from 'nock';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GatewayClient, ScriptFailedError } from '../src/index.js';
import { BASE, result, testClient } from './helpers.js';

afterEach(() => {
  nock.cleanAll();
  vi.unstubAllEnvs();
});

describe('construction', () => {
  it('requires baseUrl or LIFESCI_GATEWAY_URL', () => {
    vi.stubEnv('LIFESCI_GATEWAY_URL', '');
    expect(() => new GatewayClient()).toThrow(expect.objectContaining({ param: 'options.baseUrl' }));
  });

  it('reads LIFESCI_GATEWAY_URL when no baseUrl is given', async () => {
    vi.stubEnv('LIFESCI_GATEWAY_URL', 'http://from-env.test');
    nock('http://from-env.test').get('/health').reply(200, { status: 'ok' });
    const client = new GatewayClient({ rateLimit: false });
    expect(await client.health()).toEqual({ status: 'ok' });
  });
});

describe('health and skills', () => {
  it('health() reads GET /health', async () => {
    nock(BASE).get('/health').reply(200, { status: 'healthy', version: '1.2' });
    expect(await testClient().health()).toEqual({ status: 'healthy', version: '1.2' });
  });

  it('skills.list() gives the skills and the count as total', async () => {
    nock(BASE)
      .get('/skills')
      .reply(200, {
        count: 2,
        skills: ['text', { name: 'math', description: 'Arithmetic', scripts: ['add'] }],
      });
    const page = await testClient().skills.list();
    expect(page.total).toBe(2);
    expect(page.items).toEqual([
      { name: 'text' },
      { name: 'math', description: 'Arithmetic', scripts: [{ name: 'add' }] },
    ]);
    expect(page.hasNextPage()).toBe(false);
  });

  it('skills.list() accepts a body with only count', async () => {
    nock(BASE).get('/skills').reply(200, { count: 0 });
    const page = await testClient().skills.list();
    expect(page.items).toEqual([]);
    expect(page.raw?.count).toBe(0);
  });

  it('skills.get(skill) reads GET /skills/{skill}; 404 is NotFoundError', async () => {
    nock(BASE)
      .get('/skills/text')
      .reply(200, { name: 'text', scripts: [{ name: 'echo', description: 'echo args' }] })
      .get('/skills/nope')
      .reply(404, { detail: 'Skill not found: nope' });
    const client = testClient();
    expect((await client.skills.get('text')).scripts).toEqual([{ name: 'echo', description: 'echo args' }]);
    await expect(client.skills.get('nope')).rejects.toBeInstanceOf(NotFoundError);
    await expect(client.skills.get('nope')).rejects.toThrow();
  });
});

describe('execute', () => {
  it('POSTs {args} as JSON to /execute/{skill}/{script} and returns the typed result', async () => {
    let body: unknown;
    let contentType: string | undefined;
    nock(BASE)
      .post('/execute/text/echo', (b) => {
        body = b;
        return true;
      })
      .reply(function reply() {
        contentType = String(this.req.headers['content-type']);
        return [200, result({ stdout: 'a b\n', command: 'node echo.mjs a b' })];
      });
    const out = await testClient().execute('text', { script: 'echo', args: ['a', 'b'] });
    expect(body).toEqual({ args: ['a', 'b'] });
    expect(contentType).toMatch(/application\/json/);
    expect(out).toEqual({
      success: true,
      returncode: 0,
      stdout: 'a b\n',
      stderr: '',
      command: 'node echo.mjs a b',
    });
  });

  it('sends shell metacharacters verbatim, one argument each', async () => {
    const args = [
      '; rm -rf /',
      '$(id)',
      '"quoted" \'single\'',
      'line1\nline2',
      '`uname`',
      '&& echo hi | cat > /tmp/x',
    ];
    let body: { args: string[] } | undefined;
    nock(BASE)
      .post('/execute/text/echo', (b) => {
        body = b;
        return true;
      })
      .reply(200, result());
    await testClient().execute('text', { script: 'echo', args });
    expect(body?.args).toEqual(args);
  });

  it('success: false is a result; orThrow() and throwOnFailure make it a ScriptFailedError', async () => {
    const failed = result({ success: false, returncode: 2, stderr: 'Traceback...\nValueError: bad input\n' });
    nock(BASE).post('/execute/math/div').times(3).reply(200, failed);
    const client = testClient();
    const plain = await client.execute('math', { script: 'div', args: ['1', '0'] });
    expect(plain.success).toBe(false);
    const error = await client
      .execute('math', { script: 'div', args: ['1', '0'] })
      .orThrow()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ScriptFailedError);
    expect(error).toMatchObject({ returncode: 2, stderr: failed.stderr, skill: 'math', script: 'div' });
    expect((error as Error).message).toContain('ValueError: bad input');
    await expect(
      client.execute('math', { script: 'div', args: [], throwOnFailure: true }),
    ).rejects.toBeInstanceOf(ScriptFailedError);
  });

  it('orThrow() returns the result of a successful run, from the one request', async () => {
    const scope = nock(BASE).post('/execute/text/echo').once().reply(200, result());
    const run = testClient().execute('text', { script: 'echo', args: [] });
    const [a, b] = await Promise.all([run, run.orThrow()]);
    expect(a).toEqual(b);
    expect(scope.isDone()).toBe(true);
  });

  it('a 500 answer is sent once: never retried by default', async () => {
    let calls = 0;
    nock(BASE)
      .post('/execute/text/echo')
      .times(5)
      .reply(() => {
        calls += 1;
        return [500, { detail: 'boom' }];
      });
    const client = testClient({ maxRetries: 3, retry: { baseDelayMs: 1, maxDelayMs: 1 } });
    await expect(client.execute('text', { script: 'echo', args: ['x'] })).rejects.toBeInstanceOf(ServerError);
    expect(calls).toBe(1);
  });

  it('{ retry: true } opts in to retries', async () => {
    nock(BASE)
      .post('/execute/text/echo')
      .reply(503, { detail: 'busy' })
      .post('/execute/text/echo')
      .reply(200, result());
    const client = testClient({ maxRetries: 3, retry: { baseDelayMs: 1, maxDelayMs: 1 } });
    expect((await client.execute('text', { script: 'echo', args: [], retry: true })).success).toBe(true);
  });

  it.each([
    ['../etc', 'echo', 'skill'],
    ['text', 'a/b', 'params.script'],
    ['text', 'a\\b', 'params.script'],
    ['text', '..', 'params.script'],
    ['te\nxt', 'echo', 'skill'],
    ['', 'echo', 'skill'],
    ['text', 'x\u0000', 'params.script'],
  ])('refuses names %j / %j (param %s) before sending', async (skill, script, param) => {
    await expect(testClient().execute(skill, { script })).rejects.toThrow(expect.objectContaining({ param }));
  });

  it('sends no arguments when params has no args', async () => {
    let body: unknown;
    nock(BASE)
      .post('/execute/text/echo', (b) => {
        body = b;
        return true;
      })
      .reply(200, result());
    expect((await testClient().execute('text', { script: 'echo' })).success).toBe(true);
    expect(body).toEqual({ args: [] });
  });

  it('needs params with a script', async () => {
    await expect(testClient().execute('text', {} as never)).rejects.toMatchObject({
      name: 'InputError',
      param: 'params.script',
    });
    await expect(testClient().execute('text', 'echo' as never)).rejects.toMatchObject({
      name: 'InputError',
      param: 'params',
    });
  });

  it.each([[['a', 1]], ['a b'], [[null]], [['ok', '\u0000']]])('refuses args %j', async (args) => {
    await expect(testClient().execute('text', { script: 'echo', args: args as never })).rejects.toThrow(
      InputError,
    );
  });

  it('a bad name rejects orThrow() too, and nothing is sent', async () => {
    const run = testClient().execute('../etc', { script: 'echo', args: [] });
    await expect(run.orThrow()).rejects.toMatchObject({ name: 'InputError', param: 'skill' });
  });

  it('refuses unknown params', async () => {
    await expect(
      testClient().execute('text', { script: 'echo', args: [], shell: true } as never),
    ).rejects.toThrow(expect.objectContaining({ param: 'params.shell' }));
  });

  it('skills.get refuses a name with a path separator', async () => {
    await expect(async () => testClient().skills.get('a/b')).rejects.toMatchObject({ param: 'skill' });
  });
});

describe('error bodies', () => {
  it('reads FastAPI {detail} strings and validation lists into the message', async () => {
    nock(BASE)
      .post('/execute/text/echo')
      .reply(422, {
        detail: [{ loc: ['body', 'args', 0], msg: 'str type expected', type: 'type_error.str' }],
      })
      .get('/skills/x')
      .reply(404, { detail: 'Skill not found: x' });
    await expect(testClient().execute('text', { script: 'echo', args: ['a'] })).rejects.toThrow(
      /body\.args\.0: str type expected/,
    );
    await expect(testClient().skills.get('x')).rejects.toThrow(/Skill not found: x/);
  });
});
