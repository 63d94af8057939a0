/**
 * The CLI's settings: credentials and defaults, each from a flag, else the environment, else the
 * config file (`config.json` in the configuration directory). One table says, for every key, its
 * variable, its flag, whether it is a secret, how its text is read and which client option it sets;
 * `lifesci config` and every command read it.
 */
import { InputError } from '@lifesci/core';
import { createLifesci, type LifesciOptions } from '../create.js';
import type { ServiceName } from '../services.js';
import { UsageError } from './args.js';
import { EXIT } from './exit.js';
import { CliFailure } from './failure.js';
import { camel } from './names.js';
import { configDir, readPrivateFile, writePrivateFile } from './private-files.js';

type Env = Readonly<Record<string, string | undefined>>;
type Value = string | boolean;

export interface Setting {
  /** As typed: `ncbi.api-key`. In the file: nested, camelCase (`{"ncbi": {"apiKey": ...}}`). */
  key: string;
  /** Environment variables, the first set one wins. */
  env: readonly string[];
  /** The flag that overrides it on one command (for help and the README). */
  flag: string;
  about: string;
  /** Shown masked (`****abcd`) by `config get` and `config list`. */
  secret?: boolean;
  /** The text given to `config set` or in the environment as the stored value (throws UsageError). */
  read(text: string): Value;
  /** Sets the client options the value stands for (also used to check a value with the client's own schema). */
  apply?(options: LifesciOptions, value: Value): void;
  /** The client whose construction checks the value. */
  checkedBy?: ServiceName;
}

const NCBI_CLIENTS = ['eutils', 'genes', 'clinicalVariants'] as const;
export const OUTPUT_FORMATS = ['json', 'ndjson', 'csv'] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

const text = (value: string): Value => value;

function setIn(options: LifesciOptions, service: ServiceName, values: Record<string, unknown>): void {
  const record = options as Record<string, unknown>;
  record[service] = { ...(record[service] as object | undefined), ...values };
}

function ncbiOption(name: 'email' | 'tool') {
  return (options: LifesciOptions, value: Value) => {
    for (const service of NCBI_CLIENTS) setIn(options, service, { [name]: value });
  };
}

export const SETTINGS: readonly Setting[] = [
  {
    key: 'ncbi.api-key',
    env: ['NCBI_API_KEY'],
    flag: '-',
    about: 'NCBI API key for eutils, genes and clinical-variants (10 requests/s instead of 3)',
    secret: true,
    read: text,
    apply: (options, value) => {
      options.ncbiApiKey = value as string;
    },
    checkedBy: 'eutils',
  },
  {
    key: 'ncbi.email',
    env: ['LIFESCI_NCBI_EMAIL'],
    flag: '--email',
    about: 'contact address NCBI asks E-utilities users to send',
    read: text,
    apply: ncbiOption('email'),
    checkedBy: 'eutils',
  },
  {
    key: 'ncbi.tool',
    env: ['LIFESCI_NCBI_TOOL'],
    flag: '--tool',
    about: 'application name sent to NCBI (default lifesci)',
    read: text,
    apply: ncbiOption('tool'),
    checkedBy: 'eutils',
  },
  {
    key: 'protocols.client-id',
    env: ['LIFESCI_PROTOCOLS_CLIENT_ID'],
    flag: '--client-id',
    about: 'protocols.io OAuth application id (for protocols login and token refresh)',
    read: text,
    apply: (options, value) => setIn(options, 'protocols', { clientId: value }),
    checkedBy: 'protocols',
  },
  {
    key: 'protocols.client-secret',
    env: ['LIFESCI_PROTOCOLS_CLIENT_SECRET'],
    flag: '--client-secret',
    about: 'protocols.io OAuth application secret',
    secret: true,
    read: text,
    apply: (options, value) => setIn(options, 'protocols', { clientSecret: value }),
    checkedBy: 'protocols',
  },
  {
    key: 'protocols.access-token',
    env: ['PROTOCOLS_ACCESS_TOKEN'],
    flag: '--access-token',
    about: 'a protocols.io access token you already have (used instead of protocols login)',
    secret: true,
    read: text,
    apply: (options, value) => setIn(options, 'protocols', { accessToken: value }),
    checkedBy: 'protocols',
  },
  {
    key: 'output',
    env: ['LIFESCI_OUTPUT'],
    flag: '--json, --ndjson, --csv',
    about: 'default output format: json, ndjson or csv',
    read: (value) => {
      if (!(OUTPUT_FORMATS as readonly string[]).includes(value))
        throw new UsageError(`output must be one of ${OUTPUT_FORMATS.join(', ')} (got "${value}")`);
      return value;
    },
  },
  {
    key: 'emulator',
    env: ['LIFESCI_EMULATOR'],
    flag: '--emulator, --no-emulator',
    about: 'run every command against a fresh embedded emulator: true or false',
    read: (value) => {
      if (/^(true|1|yes)$/i.test(value)) return true;
      if (/^(false|0|no)$/i.test(value)) return false;
      throw new UsageError(`emulator must be true or false (got "${value}")`);
    },
  },
];

/** A key as typed, in kebab- or camelCase (`ncbi.apiKey` is `ncbi.api-key`). */
export function settingOf(key: string): Setting {
  const wanted = key.split('.').map(camel).join('.');
  const found = SETTINGS.find((s) => s.key.split('.').map(camel).join('.') === wanted);
  if (!found)
    throw new UsageError(`unknown key "${key}"; the keys are ${SETTINGS.map((s) => s.key).join(', ')}`);
  return found;
}

/** Where a setting is kept in the file. */
function fileKeys(setting: Setting): string[] {
  return setting.key.split('.').map(camel);
}

/**
 * Reads and checks the value the way the clients will: a value a client refuses (an e-mail with
 * spaces, a secret with a control character) is a usage error now rather than on a later command.
 */
export function readValue(setting: Setting, textValue: string): Value {
  const value = setting.read(textValue);
  if (setting.apply && setting.checkedBy) {
    const options: LifesciOptions = {};
    setting.apply(options, value);
    // The client refuses a secret without its id; any id will do to check the secret itself.
    if (options.protocols?.clientSecret && !options.protocols.clientId) options.protocols.clientId = 'check';
    try {
      void createLifesci(options)[setting.checkedBy];
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
      throw new UsageError(`${setting.key}: ${error.message.replace(/^Invalid options(\.\w+)?: /, '')}`);
    }
  }
  return value;
}

/** The config file as stored: `{"ncbi": {"apiKey": "..."}, "output": "ndjson"}`. */
export type StoredSettings = Record<string, unknown>;

export interface Resolved {
  setting: Setting;
  value: Value;
  /** `env NCBI_API_KEY` or `file`. */
  source: string;
}

export interface Settings {
  dir: string;
  path: string;
  stored: StoredSettings;
  /** Each key with a value from the environment or the file (flags are the command's business). */
  values: Map<string, Resolved>;
}

export function configPath(env: Env): { dir: string; path: string } {
  const dir = configDir(env);
  return { dir, path: `${dir}/config.json` };
}

function storedValue(stored: StoredSettings, setting: Setting): unknown {
  let node: unknown = stored;
  for (const key of fileKeys(setting)) node = (node as Record<string, unknown> | undefined)?.[key];
  return node;
}

/**
 * A bad value found in the environment or the file: a usage error (exit 2) that says where it is,
 * and points at `config` rather than at the command that happened to read it.
 */
function misconfigured(where: string, read: () => Value): Value {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    throw new CliFailure(`${where}: ${error.message} (see: lifesci config list)`, EXIT.input);
  }
}

/** Every value of the file, checked: a file edited by hand with a typo is refused, not ignored. */
function checkStored(stored: unknown, path: string): StoredSettings {
  const fail = (message: string) =>
    misconfigured(path, () => {
      throw new UsageError(message);
    });
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) fail('must hold a JSON object');
  const known = new Set(SETTINGS.map((s) => fileKeys(s).join('.')));
  const walk = (node: Record<string, unknown>, prefix: string[]) => {
    for (const [key, value] of Object.entries(node)) {
      const at = [...prefix, key];
      const isSection = typeof value === 'object' && value !== null && !Array.isArray(value);
      if (known.has(at.join('.'))) {
        const setting = settingOf(at.join('.'));
        const asText = typeof value === 'boolean' ? String(value) : value;
        if (typeof asText !== 'string')
          fail(`${setting.key} must be ${setting.key === 'emulator' ? 'true or false' : 'text'}`);
        else misconfigured(path, () => readValue(setting, asText));
      } else if (isSection && prefix.length === 0) walk(value as Record<string, unknown>, at);
      else fail(`unknown key "${at.join('.')}"`);
    }
  };
  walk(stored as Record<string, unknown>, []);
  return stored as StoredSettings;
}

/** The settings from the environment and the config file. */
export async function loadSettings(env: Env): Promise<Settings> {
  const { dir, path } = configPath(env);
  const raw = await readPrivateFile(path);
  let stored: StoredSettings = {};
  if (raw !== undefined) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch (error) {
      misconfigured(path, () => {
        throw new UsageError(`not JSON: ${(error as Error).message}`);
      });
    }
    stored = checkStored(parsed, path);
  }
  const values = new Map<string, Resolved>();
  for (const setting of SETTINGS) {
    const variable = setting.env.find((name) => env[name]);
    if (variable) {
      const value = misconfigured(variable, () => readValue(setting, env[variable] as string));
      values.set(setting.key, { setting, value, source: `env ${variable}` });
      continue;
    }
    const fromFile = storedValue(stored, setting);
    if (fromFile !== undefined)
      values.set(setting.key, { setting, value: fromFile as Value, source: 'file' });
  }
  return { dir, path, stored, values };
}

/** Sets (or with `undefined`, removes) one key of the file, written atomically with mode 0600. */
export async function saveSetting(settings: Settings, setting: Setting, value: Value | undefined) {
  const stored = structuredClone(settings.stored);
  const [first, second] = fileKeys(setting) as [string, string | undefined];
  if (second === undefined) {
    if (value === undefined) delete stored[first];
    else stored[first] = value;
  } else {
    const section = { ...(stored[first] as Record<string, unknown> | undefined) };
    if (value === undefined) delete section[second];
    else section[second] = value;
    if (Object.keys(section).length > 0) stored[first] = section;
    else delete stored[first];
  }
  await writePrivateFile(settings.dir, settings.path, `${JSON.stringify(stored, null, 2)}\n`);
}

/** A secret as `config` shows it: its last four characters only (`****abcd`). */
export function masked(setting: Setting, value: Value): string {
  const shown = String(value);
  if (!setting.secret) return shown;
  return shown.length > 8 ? `****${shown.slice(-4)}` : '****';
}

/** The client options the settings stand for (a command's flags are merged over them). */
export function settingsOptions(settings: Settings): LifesciOptions {
  const options: LifesciOptions = { userAgent: 'lifesci-cli' };
  for (const { setting, value } of settings.values.values()) setting.apply?.(options, value);
  return options;
}

/** The output format: a flag, else the setting, else JSON. */
export function outputFormat(
  flags: { json?: boolean; ndjson?: boolean; csv?: boolean },
  settings: Settings,
): OutputFormat {
  if (flags.csv) return 'csv';
  if (flags.ndjson) return 'ndjson';
  if (flags.json) return 'json';
  return (settings.values.get('output')?.value as OutputFormat | undefined) ?? 'json';
}
