import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Emulator, startEmulator } from '@lifesci/emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, lifesci, ndjson } from './cli-process.js';

let emulator: Emulator;
beforeAll(async () => {
  emulator = await startEmulator({ services: ['eutils', 'trials'], limits: 'off' });
});
afterAll(() => emulator?.close());

function user(extra: Record<string, string> = {}) {
  const home = mkdtempSync(join(tmpdir(), 'lifesci-config-'));
  const config = join(home, 'config');
  return {
    env: { PATH: process.env.PATH ?? '', HOME: home, XDG_CONFIG_HOME: config, ...extra },
    dir: join(config, 'lifesci'),
    file: join(config, 'lifesci', 'config.json'),
  };
}
const mode = (path: string) => statSync(path).mode & 0o777;
const oneLine = (text: string) => text.trim().split('\n').length === 1;

describe('lifesci config (the built command, as a child process)', () => {
  it('sets, gets, lists and unsets values in a 0600 config.json; secrets are masked when shown', async () => {
    const { env, dir, file } = user();
    const path = await lifesci(['config', 'path'], env);
    expect(path.out.trim()).toBe(file);
    expect((await lifesci(['config', 'set', 'ncbi.api-key', 'secret-key-0123abcd'], env)).code).toBe(0);
    expect((await lifesci(['config', 'set', 'ncbi.email', 'me@example.org'], env)).code).toBe(0);
    expect((await lifesci(['config', 'set', 'output', 'ndjson'], env)).code).toBe(0);
    expect(mode(file)).toBe(0o600);
    expect(mode(dir)).toBe(0o700);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      ncbi: { apiKey: 'secret-key-0123abcd', email: 'me@example.org' },
      output: 'ndjson',
    });

    const key = await lifesci(['config', 'get', 'ncbi.api-key'], env);
    expect(key).toMatchObject({ code: 0, out: '****abcd\n' });
    // camelCase spelling of a key works too
    expect((await lifesci(['config', 'get', 'ncbi.email'], env)).out).toBe('me@example.org\n');
    const list = await lifesci(['config', 'list'], env);
    expect(list.code).toBe(0);
    expect(list.out).toMatch(/^ncbi\.api-key\s+\*\*\*\*abcd\s+\(file\)$/m);
    expect(list.out).toMatch(/^output\s+ndjson\s+\(file\)$/m);
    expect(list.out).toMatch(/^protocols\.client-secret\s+-$/m);
    expect(list.out).not.toContain('secret-key');
    const json = JSON.parse((await lifesci(['config', 'list', '--json'], env)).out) as Record<
      string,
      unknown
    >;
    expect(json['ncbi.api-key']).toEqual({ value: '****abcd', source: 'file' });
    expect(json['protocols.client-id']).toBeNull();

    expect((await lifesci(['config', 'unset', 'ncbi.apiKey'], env)).code).toBe(0);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      ncbi: { email: 'me@example.org' },
      output: 'ndjson',
    });
    const gone = await lifesci(['config', 'get', 'ncbi.api-key'], env);
    expect(gone.code).toBe(1);
    expect(gone.out).toBe('');
    expect(gone.err).toMatch(/ncbi\.api-key is not set/);
    expect(mode(file)).toBe(0o600);
  }, 120_000);

  it('reads a value given as "-" from stdin (a secret kept out of the shell history)', () => {
    const { env, file } = user();
    const set = (input: string) =>
      spawnSync(process.execPath, [BIN, 'config', 'set', 'protocols.client-secret', '-'], {
        env,
        input,
        encoding: 'utf8',
      });
    expect(set('from-stdin-secret-42\n').status).toBe(0);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      protocols: { clientSecret: 'from-stdin-secret-42' },
    });
    const empty = set('');
    expect(empty.status).toBe(2);
    expect(empty.stderr).toMatch(/protocols\.client-secret: must not be empty/);
  }, 60_000);

  it('refuses unknown keys and bad values with exit 2 and one line, leaving the file alone', async () => {
    const { env, file } = user();
    const unknown = await lifesci(['config', 'set', 'ncbi.apikey2', 'x'], env);
    expect(unknown.code).toBe(2);
    expect(oneLine(unknown.err)).toBe(true);
    expect(unknown.err).toMatch(/unknown key "ncbi\.apikey2"; the keys are ncbi\.api-key, /);
    expect((await lifesci(['config', 'get', 'colour'], env)).code).toBe(2);
    // values are checked as the clients check them
    const email = await lifesci(['config', 'set', 'ncbi.email', 'not an address'], env);
    expect(email.code).toBe(2);
    expect(oneLine(email.err)).toBe(true);
    expect(email.err).toMatch(/ncbi\.email: an e-mail address/);
    const output = await lifesci(['config', 'set', 'output', 'xml'], env);
    expect(output.code).toBe(2);
    expect(output.err).toMatch(/output must be one of json, ndjson, csv/);
    expect(() => statSync(file)).toThrow(/ENOENT/);
    // A file edited by hand with a key no one reads is refused, not ignored.
    expect((await lifesci(['config', 'set', 'ncbi.tool', 'mytool'], env)).code).toBe(0);
    writeFileSync(file, JSON.stringify({ ncbi: { tool: 'mytool', emial: 'x@y.org' } }));
    const typo = await lifesci(['config', 'list'], env);
    expect(typo.code).toBe(2);
    expect(typo.err).toMatch(/config\.json: unknown key "ncbi\.emial" \(see: lifesci config list\)/);
    // a bad variable is named, on any command that reads it
    const badEnv = await lifesci(['trials', 'studies', 'get', 'NCT02576665'], {
      ...user().env,
      LIFESCI_OUTPUT: 'xml',
    });
    expect(badEnv.code).toBe(2);
    expect(oneLine(badEnv.err)).toBe(true);
    expect(badEnv.err).toMatch(
      /^lifesci: LIFESCI_OUTPUT: output must be one of json, ndjson, csv \(got "xml"\)/,
    );
  }, 120_000);

  it('sends credentials from the flag, else the environment, else the file', async () => {
    const { env } = user({ LIFESCI_EUTILS_URL: emulator.baseUrls.eutils as string });
    await lifesci(['config', 'set', 'ncbi.api-key', 'file-key-0000000000'], env);
    await lifesci(['config', 'set', 'ncbi.email', 'file@example.org'], env);
    await lifesci(['config', 'set', 'ncbi.tool', 'filetool'], env);
    const sent = async (argv: string[], runEnv: Record<string, string>) => {
      const before = emulator.requests.length;
      const run = await lifesci(['eutils', ...argv, 'einfo', '--compact'], runEnv);
      expect(run.err).toBe('');
      expect(run.code).toBe(0);
      const request = emulator.requests.slice(before).find((r) => r.path.endsWith('einfo.fcgi'));
      return new URLSearchParams(request?.query);
    };
    const fromFile = await sent([], env);
    expect([fromFile.get('api_key'), fromFile.get('email'), fromFile.get('tool')]).toEqual([
      'file-key-0000000000',
      'file@example.org',
      'filetool',
    ]);
    const withEnv = { ...env, NCBI_API_KEY: 'env-key-00000000000', LIFESCI_NCBI_EMAIL: 'env@example.org' };
    const fromEnv = await sent([], withEnv);
    expect([fromEnv.get('api_key'), fromEnv.get('email'), fromEnv.get('tool')]).toEqual([
      'env-key-00000000000',
      'env@example.org',
      'filetool',
    ]);
    const fromFlag = await sent(['--email', 'flag@example.org'], withEnv);
    expect(fromFlag.get('email')).toBe('flag@example.org');
    const list = await lifesci(['config', 'list'], withEnv);
    expect(list.out).toMatch(/^ncbi\.email\s+env@example\.org\s+\(env LIFESCI_NCBI_EMAIL\)$/m);
  }, 120_000);

  it('takes the default output format and the emulator from the settings; flags override them', async () => {
    const { env } = user({ LIFESCI_TRIALS_URL: emulator.baseUrls.trials as string });
    await lifesci(['config', 'set', 'output', 'ndjson'], env);
    const list = ['trials', 'studies', 'list', '--limit', '2', '--page-size', '2', '--fields', 'NCTId'];
    const lines = await lifesci(list, env);
    expect(lines.code).toBe(0);
    expect(ndjson(lines.out)).toHaveLength(2);
    const json = await lifesci([...list, '--json'], env);
    expect(json.code).toBe(0);
    expect(JSON.parse(json.out)).toHaveLength(2);
    // a variable beats the file: CSV, a header and two rows
    const csv = (await lifesci(list, { ...env, LIFESCI_OUTPUT: 'csv' })).out.trim().split('\n');
    expect(csv).toHaveLength(3);
    expect(csv[0]).toBe('protocolSection');

    // emulator=true: no address is needed; --no-emulator goes to the (here closed) address.
    const closed = { ...env, LIFESCI_TRIALS_URL: 'http://127.0.0.1:9/' };
    await lifesci(['config', 'set', 'emulator', 'true'], closed);
    expect((await lifesci(list, closed)).code).toBe(0);
    expect((await lifesci([...list, '--no-emulator'], closed)).code).toBe(1);
  }, 120_000);
});
