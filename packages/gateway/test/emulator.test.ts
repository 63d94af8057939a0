import { type Emulator, startEmulator } from '@lifesci/emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GatewayClient, NotFoundError, ScriptFailedError, ServerError } from '../src/index.js';

let emulator: Emulator;
let failing: Emulator;

beforeAll(async () => {
  emulator = await startEmulator({ services: ['gateway'] });
  failing = await startEmulator({ services: ['gateway'], faults: { rate: 1, kinds: ['500'], seed: 1 } });
});

afterAll(async () => {
  await emulator?.close();
  await failing?.close();
});

function client(on: Emulator = emulator, maxRetries = 3): GatewayClient {
  return new GatewayClient({ baseUrls: on.baseUrls, maxRetries, retry: { baseDelayMs: 1, maxDelayMs: 5 } });
}

describe('gateway against the emulator', () => {
  it('health() answers', async () => {
    expect(await client().health()).toMatchObject({ status: 'ok' });
  });

  it('skills.list() lists the allow-listed skills with their count', async () => {
    const page = await client().skills.list();
    expect(page.total).toBe(4);
    expect(page.items.map((s) => s.name)).toEqual(['text', 'sequence', 'pgx', 'diagnostics']);
  });

  it('skills.get() gives a skill and its scripts; an unknown skill is NotFoundError', async () => {
    const skill = await client().skills.get('sequence');
    expect(skill.scripts.map((s) => s.name)).toEqual(['gc-content', 'reverse-complement']);
    await expect(client().skills.get('nope')).rejects.toBeInstanceOf(NotFoundError);
  });

  it('arguments with shell metacharacters reach the script verbatim, one argument each', async () => {
    const args = [
      '; rm -rf /',
      '$(id)',
      '`id`',
      '"double" and \'single\' quotes',
      'line one\nline two',
      '&& echo pwned | tee /tmp/x > /dev/null',
      '*',
      '',
      '  spaced  ',
    ];
    const result = await client().execute('text', { script: 'echo', args: args });
    expect(result.success).toBe(true);
    expect(result.returncode).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual(args);
    expect(result.command.startsWith('node text/echo.mjs')).toBe(true);
  });

  it('runs a real computation', async () => {
    const result = await client()
      .execute('sequence', { script: 'gc-content', args: ['ATGCGC'] })
      .orThrow();
    expect(JSON.parse(result.stdout)).toEqual({ length: 6, gc: 0.6667 });
    const rc = await client().execute('sequence', { script: 'reverse-complement', args: ['AACG'] });
    expect(rc.stdout.trim()).toBe('CGTT');
  });

  it('a failing script is success false with its stderr and return code; orThrow() raises', async () => {
    const result = await client().execute('sequence', { script: 'gc-content', args: ['ATGXC'] });
    expect(result).toMatchObject({ success: false, returncode: 2 });
    expect(result.stderr).toContain("invalid base 'X' at position 4");
    const error = await client()
      .execute('diagnostics', { script: 'fail', args: ['3', 'custom failure'] })
      .orThrow()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ScriptFailedError);
    expect(error).toMatchObject({ returncode: 3, stderr: 'custom failure\n' });
  });

  it('a script over the time limit is killed and reported as a failure', async () => {
    const result = await client().execute('diagnostics', { script: 'sleep', args: ['30'] });
    expect(result.success).toBe(false);
    expect(result.stderr).toMatch(/time limit/);
  }, 30_000);

  it('a script writing more than the output cap is stopped, its output cut', async () => {
    const result = await client().execute('diagnostics', {
      script: 'flood',
      args: [String(4 * 1024 * 1024)],
    });
    expect(result.success).toBe(false);
    expect(result.stdout.length).toBeLessThanOrEqual(64 * 1024);
    expect(result.stderr).toMatch(/output exceeded/);
  }, 30_000);

  it('an unknown script is NotFoundError, and nothing outside the allow-list runs', async () => {
    await expect(client().execute('text', { script: 'cat' })).rejects.toBeInstanceOf(NotFoundError);
    await expect(client().execute('scripts', { script: 'text' })).rejects.toBeInstanceOf(NotFoundError);
  });

  it('an execute answered with a 500 is sent once', async () => {
    const before = failing.requests.length;
    await expect(client(failing, 5).execute('text', { script: 'echo', args: ['x'] })).rejects.toBeInstanceOf(
      ServerError,
    );
    const sent = failing.requests.slice(before).filter((r) => r.path.includes('/execute/'));
    expect(sent).toHaveLength(1);
  });

  it('reads (health) answered with a 500 are retried', async () => {
    const before = failing.requests.length;
    await expect(client(failing, 2).health()).rejects.toBeInstanceOf(ServerError);
    expect(failing.requests.length - before).toBe(3);
  });
});
