/**
 * `lifesci config get|set|unset|list|path`: the settings file (`config.json`, 0600) and what is
 * in force (a variable beats the file; a flag beats both on its command). Secrets are shown
 * masked; an unknown key is a usage error.
 */
import type { Command } from 'commander';
import { CliFailure } from './failure.js';
import type { CliIo } from './program.js';
import { configPath, loadSettings, masked, readValue, SETTINGS, saveSetting, settingOf } from './settings.js';

const KEYS = `keys: ${SETTINGS.map((s) => s.key).join(', ')}`;

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

export function addConfigCommand(program: Command, io: CliIo): void {
  const config = program
    .command('config')
    .description('show and change settings (credentials, default output, ...) kept in your config directory')
    .exitOverride();
  config.addHelpText(
    'after',
    [
      '',
      `Settings come from a flag, else an environment variable, else the config file (lifesci config path).`,
      KEYS,
      'Example: lifesci config set ncbi.email you@example.org',
      '',
    ].join('\n'),
  );
  config
    .command('get')
    .description('print the value in force (secrets masked); exit 1 when it has none')
    .argument('<key>')
    .exitOverride()
    .action(async (key: string) => {
      const setting = settingOf(key);
      const found = (await loadSettings(io.env)).values.get(setting.key);
      if (!found) throw new CliFailure(`${setting.key} is not set`);
      io.stdout.write(`${masked(setting, found.value)}\n`);
    });
  config
    .command('set')
    .description('keep a value in the config file ("-" reads it from stdin, out of your shell history)')
    .argument('<key>')
    .argument('<value>')
    .exitOverride()
    .action(async (key: string, text: string) => {
      const setting = settingOf(key);
      const value = readValue(setting, text === '-' ? await readStdin() : text);
      const settings = await loadSettings(io.env);
      await saveSetting(settings, setting, value);
      const shadow = settings.values.get(setting.key);
      if (shadow?.source.startsWith('env'))
        io.stderr.write(`lifesci: ${setting.key} is saved, but ${shadow.source.slice(4)} overrides it\n`);
    });
  config
    .command('unset')
    .description('remove a value from the config file')
    .argument('<key>')
    .exitOverride()
    .action(async (key: string) => {
      const setting = settingOf(key);
      await saveSetting(await loadSettings(io.env), setting, undefined);
    });
  config
    .command('list')
    .description(
      'every key with the value in force and where it comes from (secrets masked; --json: as JSON)',
    )
    .exitOverride()
    .action(async (_opts: unknown, cmd: Command) => {
      const { values } = await loadSettings(io.env);
      if (cmd.optsWithGlobals<{ json?: boolean }>().json) {
        const shown = Object.fromEntries(
          SETTINGS.map((setting) => {
            const found = values.get(setting.key);
            return [
              setting.key,
              found ? { value: masked(setting, found.value), source: found.source } : null,
            ];
          }),
        );
        io.stdout.write(`${JSON.stringify(shown)}\n`);
        return;
      }
      const width = Math.max(...SETTINGS.map((s) => s.key.length));
      for (const setting of SETTINGS) {
        const found = values.get(setting.key);
        const shown = found ? `${masked(setting, found.value)}  (${found.source})` : '-';
        io.stdout.write(`${setting.key.padEnd(width)}  ${shown}\n`);
      }
    });
  config
    .command('path')
    .description('print where the config file is (or would be)')
    .exitOverride()
    .action(() => {
      io.stdout.write(`${configPath(io.env).path}\n`);
    });
}
