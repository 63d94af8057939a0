import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Emulator, startEmulator } from '../src/index.js';

let emulator: Emulator;
let base: string;

beforeAll(async () => {
  emulator = await startEmulator({ services: ['gateway'] });
  base = emulator.baseUrls.gateway ?? '';
});

afterAll(async () => {
  await emulator?.close();
});

function execute(skill: string, script: string, body: unknown, contentType = 'application/json') {
  return fetch(`${base}/execute/${skill}/${script}`, {
    method: 'POST',
    headers: { 'content-type': contentType },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

describe('S11 emulator', () => {
  it('lists skills with a count and describes one', async () => {
    const list = (await (await fetch(`${base}/skills`)).json()) as {
      count: number;
      skills: { name: string }[];
    };
    expect(list.count).toBe(list.skills.length);
    const one = (await (await fetch(`${base}/skills/text`)).json()) as { scripts: { name: string }[] };
    expect(one.scripts.map((s) => s.name)).toContain('echo');
    expect((await fetch(`${base}/skills/none`)).status).toBe(404);
  });

  it('runs a script with each argument verbatim (no shell)', async () => {
    const args = ['$(id)', '; ls', 'a\nb', "it's"];
    const res = await execute('text', 'echo', { args });
    const result = (await res.json()) as { success: boolean; stdout: string; command: string };
    expect(result.success).toBe(true);
    expect(JSON.parse(result.stdout)).toEqual(args);
    expect(result.command).toContain("'$(id)'");
  });

  it('refuses anything that is not an allow-listed skill/script pair', async () => {
    expect((await execute('text', 'nope', { args: [] })).status).toBe(404);
    expect((await execute('..', 'echo', { args: [] })).status).toBe(404);
    expect((await execute('text', '..%2F..%2Fpackage', { args: [] })).status).toBe(404);
    expect((await fetch(`${base}/execute/text/echo`)).status).toBe(405);
  });

  it('answers 422 for a body that is not {args: string[]}', async () => {
    expect((await execute('text', 'echo', { args: [1, 2] })).status).toBe(422);
    expect((await execute('text', 'echo', 'not json')).status).toBe(422);
    expect((await execute('text', 'echo', { args: ['x'] }, 'text/plain')).status).toBe(422);
  });

  it('a failing script is a 200 with success false, its code and stderr', async () => {
    const result = (await (
      await execute('diagnostics', 'fail', { args: ['4', 'no good'] })
    ).json()) as Record<string, unknown>;
    expect(result).toMatchObject({ success: false, returncode: 4, stderr: 'no good\n' });
  });
});
