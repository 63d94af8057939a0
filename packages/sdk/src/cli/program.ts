import { readFileSync } from 'node:fs';
import type { Writable } from 'node:stream';
import { BaseClient, InputError } from '@lifesci/core';
import { Argument, Command, CommanderError, InvalidArgumentError } from 'commander';
import { createLifesci, type LifesciOptions } from '../create.js';
import { type LifesciClients, SERVICE_NAMES, SERVICES, type ServiceName } from '../services.js';
import { UsageError } from './args.js';
import { commandOptions } from './client-options.js';
import { completionScript, SHELLS, type Shell } from './completion.js';
import { addConfigCommand } from './config.js';
import { discover } from './discover.js';
import { batchExit, EXIT } from './exit.js';
import { CliFailure } from './failure.js';
import { learn } from './learn.js';
import { addSignInCommands } from './login.js';
import { camel, kebab } from './names.js';
import { printResult } from './output.js';
import { type Field, fromWords, typeLabel } from './schema.js';
import { serviceOptionFields } from './service-options.js';
import { loadSettings, outputFormat } from './settings.js';
import { type Method, signatureOf } from './signature.js';
import { buildArgs, verbHelp } from './verb.js';
import { verbDoc } from './verb-docs.js';
import { verbVersionFlags } from './version-flag.js';

export { EXIT } from './exit.js';

/** `id 7157: NetworkError: ...`, or the window of a history walk, for a stream's failure line. */
function describeFailure(failure: { id?: unknown; error?: Error } & Record<string, unknown>): string {
  const { error, ...where } = failure;
  const place = Object.entries(where)
    .map(([key, value]) => `${key} ${String(value)}`)
    .join(', ');
  return `${place || 'a request'}: ${error ? `${error.name}: ${error.message}` : 'no error given'}`;
}

export interface CliIo {
  stdout: Writable & { isTTY?: boolean };
  stderr: Writable & { isTTY?: boolean };
  env: Readonly<Record<string, string | undefined>>;
}

interface GlobalFlags {
  json?: boolean;
  ndjson?: boolean;
  csv?: boolean;
  limit?: number;
  all?: boolean;
  emulator?: boolean;
  compact?: boolean;
  [serviceOption: string]: unknown;
}

/** What `--emulator` uses of `@lifesci/emulator`, an optional peer dependency loaded on demand. */
export interface EmulatorModule {
  startEmulator(): Promise<{ close(): Promise<void>; baseUrls: Readonly<Record<string, string>> }>;
}

/** What the CLI loads at run time; tests replace it. */
export interface CliDeps {
  /** Loads `@lifesci/emulator` (default: a dynamic import). */
  importEmulator?: () => Promise<EmulatorModule>;
}

/** The one line printed when `--emulator` is given and `@lifesci/emulator` is not installed. */
export const EMULATOR_MISSING =
  'lifesci: --emulator needs the optional package @lifesci/emulator, which is not installed; install it with: npm install @lifesci/emulator';

class EmulatorMissing extends Error {}

/** Node's error for `@lifesci/emulator` itself being absent (not for a module missing inside it). */
function isEmulatorMissing(error: unknown): boolean {
  return (
    (error as { code?: unknown } | null)?.code === 'ERR_MODULE_NOT_FOUND' &&
    /['"]@lifesci\/emulator['"]/.test(error instanceof Error ? error.message : String(error))
  );
}

function positiveInt(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError('a whole number of at least 1');
  return n;
}

/** The package's version (package.json sits two levels above both src/cli and dist/cli). */
function version(): string {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  };
  return pkg.version;
}

/**
 * Clients only for reading their resources and methods (help, dispatch): never sent anything.
 * Each gets an address (pgx and gateway have no public one), and a fetch that refuses to send.
 */
function discoveryClients(): LifesciClients {
  const nowhere = Object.fromEntries(SERVICE_NAMES.map((name) => [name, { baseUrl: 'http://127.0.0.1:9/' }]));
  const refuse = () => Promise.reject(new Error('lifesci: discovery clients never send'));
  return createLifesci({ ...nowhere, rateLimit: false, fetch: refuse } as LifesciOptions);
}

/** A command's name as typed (kebab-case), with its camelCase spelling as an alias. */
function named(parent: Command, name: string): Command {
  const command = parent.command(kebab(name));
  if (kebab(name) !== name) command.alias(name);
  return command;
}

export interface Invocation {
  service: ServiceName;
  /** `[resource, verb]` or `[method]`, as the client names them. */
  path: string[];
  /** The command as typed in help (`lifesci trials studies get`). */
  command: string;
  words: string[];
  flags: GlobalFlags;
  serviceOptions: Field[];
}

export function buildProgram(io: CliIo, run: (invocation: Invocation) => Promise<void>): Command {
  const program = new Command('lifesci')
    .description('Typed, rate-limit-safe access to eleven life-science services')
    .version(version(), '--version', 'print the version')
    .option('--json', 'JSON (the default, unless the output setting says otherwise)')
    .option('--ndjson', 'lists as one JSON value per line')
    .option('--csv', 'flat rows as CSV')
    .option('--limit <n>', 'at most n items of a list (default: the first page)', positiveInt)
    .option('--all', 'every item of a list, page after page')
    .option('--emulator', 'run against a fresh embedded emulator')
    .option('--no-emulator', 'run against the services even if the emulator setting is on')
    .option('--compact', 'compact JSON even on a terminal')
    .configureOutput({
      writeOut: (s) => io.stdout.write(s),
      // Commander's own error lines and implicit help are replaced by one line (see runCli).
      writeErr: () => {},
      outputError: () => {},
    })
    .exitOverride();
  program.addHelpText(
    'after',
    [
      '',
      'Each command: lifesci <service> <resource> <verb> <identifier> [--option value ...]',
      'Identifiers are positional; every other parameter is a --flag (dotted for nested ones:',
      '--filter.overall-status RECRUITING; repeat a flag for a list). `--help` on a verb lists them.',
      '',
      'Exit codes: 0 success, 1 service or network error, 2 usage error or bad input,',
      '3 a batch or record stream partly failed (failures in the output or on stderr, a summary on stderr).',
      'Credentials and defaults: a flag, else the environment (NCBI_API_KEY, ...), else the config file',
      '(lifesci config list). LIFESCI_<ADDRESS>_URL sets a service address. protocols login signs in.',
      'Completion: eval "$(lifesci completion bash)" (or zsh; fish: lifesci completion fish | source).',
      '',
    ].join('\n'),
  );
  const clients = discoveryClients();
  for (const service of SERVICE_NAMES) {
    const info = SERVICES[service];
    const command = named(program, service).description(info.about).exitOverride();
    const serviceOptions = serviceOptionFields(clients, service);
    for (const field of serviceOptions) {
      const flag = `--${field.path.map(kebab).join('.')} <value>`;
      const fallback = field.default !== undefined ? ` (default: ${JSON.stringify(field.default)})` : '';
      command.option(flag, `${typeLabel(field.schema)}${fallback}`);
    }
    for (const entry of discover(clients[service], BaseClient.prototype)) {
      const leaf = (parent: Command, name: string, path: string[]) =>
        named(parent, name)
          .description(verbDoc(service, path)?.does ?? '')
          .helpOption(false)
          .allowUnknownOption()
          .allowExcessArguments()
          .exitOverride()
          .action(async (_opts: unknown, cmd: Command) => {
            await run({
              service,
              path,
              command: `lifesci ${[service, ...path].map(kebab).join(' ')}`,
              words: cmd.args,
              flags: cmd.optsWithGlobals<GlobalFlags>(),
              serviceOptions,
            });
          });
      if (entry.verbs) {
        const resource = named(command, entry.name)
          .description(entry.verbs.map((v) => kebab(v.name)).join(', '))
          .exitOverride();
        for (const verb of entry.verbs) leaf(resource, verb.name, [entry.name, verb.name]);
      } else leaf(command, entry.name, [entry.name]);
    }
    if (service === 'protocols') addSignInCommands(command, io);
  }
  addConfigCommand(program, io);
  program
    .command('completion')
    .description('print a completion script for your shell: bash, zsh or fish')
    .addArgument(new Argument('<shell>', 'bash, zsh or fish').choices(SHELLS))
    .exitOverride()
    .action((shell: Shell) => {
      io.stdout.write(completionScript(program, shell));
    });
  return program;
}

/** The global flags as they may appear among a verb's words (commander leaves them there). */
const GLOBAL_SWITCHES = new Set([
  '--json',
  '--ndjson',
  '--csv',
  '--all',
  '--emulator',
  '--no-emulator',
  '--compact',
]);
const GLOBAL_VALUED = new Set(['--limit']);

function ownWords(words: readonly string[], serviceOptions: Field[]): string[] {
  const valued = new Set([
    ...GLOBAL_VALUED,
    ...serviceOptions.map((f) => `--${f.path.map(kebab).join('.')}`),
  ]);
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as string;
    if (word === '--') {
      out.push(...words.slice(i));
      break;
    }
    if (GLOBAL_SWITCHES.has(word)) continue;
    if (valued.has(word)) {
      i += 1;
      continue;
    }
    if ([...valued].some((v) => word.startsWith(`${v}=`))) continue;
    out.push(word);
  }
  return out;
}

/** The service's own options given as flags (before or after the verb), read by their schemas. */
function serviceOptionValues(fields: Field[], flags: GlobalFlags): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    const key = camel(field.path.map(kebab).join('.'));
    const value = flags[key];
    if (typeof value === 'string') out[field.path.join('.')] = fromWords(field.schema, [value]);
  }
  return out;
}

/** The commands named at the start of argv (for the hint after a usage error). */
function commandOf(program: Command, argv: readonly string[]): string {
  const names = ['lifesci'];
  let current = program;
  for (const word of argv) {
    if (word.startsWith('-')) continue;
    const next = current.commands.find((c) => c.name() === word || c.aliases().includes(word));
    if (!next) break;
    names.push(next.name());
    current = next;
  }
  return names.join(' ');
}

function usageLine(io: CliIo, message: string, command: string): number {
  const text = message.replace(/^error: /, '').replace(/\s*\n\s*/g, ' ');
  io.stderr.write(`lifesci: ${text} (see: ${command} --help)\n`);
  return EXIT.input;
}

/** Runs the CLI; resolves with the exit code (the bin sets process.exitCode to it). */
export async function runCli(
  argv: readonly string[],
  io: CliIo,
  { importEmulator = () => import('@lifesci/emulator') }: CliDeps = {},
): Promise<number> {
  let emulator: { close(): Promise<void>; baseUrls: Readonly<Record<string, string>> } | undefined;
  let code: number = EXIT.ok;
  const program = buildProgram(
    io,
    async ({ service, path, command, words: allWords, flags, serviceOptions }) => {
      const words = ownWords(allWords, serviceOptions);
      const signature = signatureOf(ownerMethod(discoveryClients(), service, path).method);
      if (words.includes('--help') || words.includes('-h')) {
        const doc = verbDoc(service, path);
        const found = await learn(service, path, signature, ownWords(doc?.example ?? [], serviceOptions));
        io.stdout.write(verbHelp(command, signature, found, doc));
        return;
      }
      const found = await learn(service, path, signature, words);
      const args = buildArgs(signature, found, words);
      const settings = await loadSettings(io.env);
      const onEmulator = flags.emulator ?? settings.values.get('emulator')?.value === true;
      const options = await commandOptions(settings, io.env, service, {
        serviceFlags: serviceOptionValues(serviceOptions, flags),
        // A fresh emulator never issued the tokens of `protocols login`.
        signedIn: !onEmulator,
      });
      if (onEmulator) {
        let loaded: EmulatorModule;
        try {
          loaded = await importEmulator();
        } catch (error) {
          throw isEmulatorMissing(error) ? new EmulatorMissing() : error;
        }
        emulator = await loaded.startEmulator();
        options.emulator = emulator;
      }
      const { owner, method } = ownerMethod(createLifesci(options), service, path);
      const format = outputFormat(flags, settings);
      const printed = await printResult(io.stdout, method.apply(owner, args), {
        ndjson: format === 'ndjson',
        csv: format === 'csv',
        all: flags.all ?? false,
        ...(flags.limit !== undefined ? { limit: flags.limit } : {}),
        pretty: !flags.compact && (io.stdout.isTTY ?? false),
        progress: io.stderr as NodeJS.WriteStream,
      });
      if (printed.batch) {
        const { items, failed } = printed.batch;
        code = batchExit(items, failed);
        // A record stream's output is its records alone: its failures go to stderr, one a line.
        for (const failure of printed.streamFailures ?? [])
          io.stderr.write(`lifesci: not read: ${describeFailure(failure)}\n`);
        if (failed > 0)
          io.stderr.write(
            printed.streamFailures
              ? `lifesci: ${failed} of ${items} records were not read (listed above)\n`
              : `lifesci: ${failed} of ${items} items failed (their errors are in the output)\n`,
          );
      }
    },
  );
  try {
    await program.parseAsync(verbVersionFlags(program, argv), { from: 'user' });
    return code;
  } catch (error) {
    if (error instanceof CommanderError) {
      if (error.code === 'commander.helpDisplayed' || error.code === 'commander.version') return EXIT.ok;
      const command = commandOf(program, argv);
      // A service or resource named without what to do with it.
      if (error.code === 'commander.help')
        return usageLine(io, `${command.replace(/^lifesci ?/, '') || 'lifesci'} needs a command`, command);
      return usageLine(io, error.message, command);
    }
    if (error instanceof UsageError) return usageLine(io, error.message, commandOf(program, argv));
    if (error instanceof CliFailure) {
      io.stderr.write(`lifesci: ${error.message}\n`);
      return error.exitCode;
    }
    if (error instanceof EmulatorMissing) {
      io.stderr.write(`${EMULATOR_MISSING}\n`);
      return EXIT.service;
    }
    const name = error instanceof Error ? error.name : 'Error';
    const message = error instanceof Error ? error.message : String(error);
    io.stderr.write(`lifesci: ${name}: ${message.split('\n')[0]}\n`);
    return error instanceof InputError ? EXIT.input : EXIT.service;
  } finally {
    await emulator?.close();
  }
}

function ownerMethod(clients: LifesciClients, service: ServiceName, path: readonly string[]) {
  const client = clients[service] as unknown as Record<string, unknown>;
  const owner = (path.length === 2 ? client[path[0] as string] : client) as Record<string, unknown>;
  return { owner, method: owner[path[path.length - 1] as string] as Method };
}
