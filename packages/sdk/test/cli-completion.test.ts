import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { kebab } from '../src/cli/names.js';
import { SERVICE_NAMES } from '../src/services.js';
import { lifesci } from './cli-process.js';

/** What bash offers for `typed` (the words on the line; the last one is being completed). */
function bashOffers(script: string, typed: string[]): string[] {
  const words = ['lifesci', ...typed].map((w) => `'${w}'`).join(' ');
  const program = `${script}\nCOMP_WORDS=(${words}); COMP_CWORD=${typed.length}; _lifesci; printf '%s\\n' "\${COMPREPLY[@]}"`;
  return execFileSync('bash', ['-c', program], { encoding: 'utf8' }).split('\n').filter(Boolean);
}

describe('lifesci completion (the built command, as a child process)', () => {
  it('writes a bash script that completes services, resources, verbs and flags', async () => {
    const { code, out } = await lifesci(['completion', 'bash']);
    expect(code).toBe(0);
    expect(bashOffers(out, [''])).toEqual(
      expect.arrayContaining([...SERVICE_NAMES.map(kebab), 'completion', '--ndjson', '--limit', '--version']),
    );
    expect(bashOffers(out, ['clin'])).toEqual(['clinical-variants']);
    expect(bashOffers(out, ['trials', 'st'])).toEqual(['studies']);
    expect(bashOffers(out, ['trials', 'studies', ''])).toEqual(expect.arrayContaining(['get', 'list']));
    // the value of a flag is not a command: `--limit 5` is skipped
    expect(bashOffers(out, ['--limit', '5', 'trials', 'studies', 'l'])).toEqual(['list']);
    expect(bashOffers(out, ['gwas', '--api-version', 'v1', 'stud'])).toEqual(['studies']);
    expect(bashOffers(out, ['completion', ''])).toEqual(expect.arrayContaining(['bash', 'zsh', 'fish']));
  }, 60_000);

  it('writes zsh and fish scripts with every service and command path', async () => {
    const bash = (await lifesci(['completion', 'bash'])).out;
    const paths = [...bash.matchAll(/^ {4}"([^"]*)"\) words="([^"]*)"/gm)].map((m) => [m[1], m[2]]);
    expect(paths.length).toBeGreaterThan(50);
    const zsh = await lifesci(['completion', 'zsh']);
    const fish = await lifesci(['completion', 'fish']);
    expect(zsh.out.startsWith('#compdef lifesci')).toBe(true);
    for (const [path, words] of paths) {
      expect(zsh.out).toContain(`"${path}") compadd -- ${words} ;;`);
      expect(fish.out).toContain(`complete -c lifesci -f -n '__lifesci_is "${path}"' -a '${words}'`);
    }
  }, 60_000);

  it('refuses an unknown shell as a usage error (exit 2, one line)', async () => {
    const { code, err } = await lifesci(['completion', 'powershell']);
    expect(code).toBe(2);
    expect(err.trim().split('\n')).toHaveLength(1);
    expect(err).toMatch(/powershell/);
  }, 30_000);
});
