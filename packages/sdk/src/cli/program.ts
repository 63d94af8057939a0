import type { Writable } from 'node:stream';
import { BaseClient, InputError, isLifesciError } from '@lifesci/core';
import { Command, CommanderError, InvalidArgumentError } from 'commander';
import { createLifesci, type LifesciOptions } from '../create.js';
import { SERVICE_NAMES, SERVICES, type ServiceName } from '../services.js';
import { parseCallWords } from './args.js';
import { discover, type Entry } from './discover.js';
import { printResult } from './output.js';

export interface CliIo {
  stdout: Writable & { isTTY?: boolean };
  stderr: Writable & { isTTY?: boolean };
  env: Readonly<Record<string, string | undefined>>;
}

interface GlobalFlags {
  ndjson?: boolean;
  csv?: boolean;
  limit?: number;
  all?: boolean;
  emulator?: boolean;
  compact?: boolean;
}

/** Exit codes: 0 success, 1 the service (or the network) failed, 2 bad input or usage. */
export const EXIT = { ok: 0, service: 1, input: 2 } as const;

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

/** Secrets and settings from the environment; never printed. */
function optionsFromEnv(env: CliIo['env']): LifesciOptions {
  const options: LifesciOptions = { userAgent: 'lifesci-cli' };
  if (env.NCBI_API_KEY) options.ncbiApiKey = env.NCBI_API_KEY;
  if (env.PROTOCOLS_ACCESS_TOKEN) options.protocols = { accessToken: env.PROTOCOLS_ACCESS_TOKEN };
  return options;
}

/**
 * Clients only for reading their resources and methods (help, dispatch): never sent anything.
 * Each gets an address (pgx and gateway have no public one), and a fetch that refuses to send.
 */
function discoveryClients() {
  const nowhere = Object.fromEntries(SERVICE_NAMES.map((name) => [name, { baseUrl: 'http://127.0.0.1:9/' }]));
  const refuse = () => Promise.reject(new Error('lifesci: discovery clients never send'));
  return createLifesci({ ...nowhere, rateLimit: false, fetch: refuse } as LifesciOptions);
}

function usage(entry: Entry): string {
  return entry.params?.length ? entry.params.map((p) => `[${p}]`).join(' ') : '[args...]';
}

export function buildProgram(
  io: CliIo,
  run: (service: ServiceName, path: string[], words: string[], flags: GlobalFlags) => Promise<void>,
): Command {
  const program = new Command('lifesci')
    .description('Typed, rate-limit-safe access to eleven life-science services')
    .option('--ndjson', 'lists as one JSON value per line')
    .option('--csv', 'flat rows as CSV')
    .option('--limit <n>', 'at most n items of a list (default: the first page)', positiveInt)
    .option('--all', 'every item of a list, page after page')
    .option('--emulator', 'run against a fresh embedded emulator')
    .option('--compact', 'compact JSON even on a terminal')
    .showHelpAfterError()
    .configureOutput({ writeOut: (s) => io.stdout.write(s), writeErr: (s) => io.stderr.write(s) })
    .exitOverride();
  program.addHelpText(
    'after',
    '\nArguments are read as JSON when they are JSON (numbers, ["a","b"], {"k":1}) and as text otherwise;\n--name value flags (dotted names nest) form one options object passed after them.\nNCBI_API_KEY, PROTOCOLS_ACCESS_TOKEN and LIFESCI_<ADDRESS>_URL are read from the environment.',
  );
  const clients = discoveryClients();
  for (const service of SERVICE_NAMES) {
    const info = SERVICES[service];
    const command = program.command(service).description(`${info.about} (${info.spec})`).exitOverride();
    for (const entry of discover(clients[service], BaseClient.prototype)) {
      const leaf = (parent: Command, name: string, params: string, path: string[]) =>
        parent
          .command(name)
          .usage(`${params} [--option value ...]`)
          .allowUnknownOption()
          .allowExcessArguments()
          .helpOption('-h, --help')
          .exitOverride()
          .action(async (_opts: unknown, cmd: Command) => {
            await run(service, path, cmd.args, cmd.optsWithGlobals<GlobalFlags>());
          });
      if (entry.verbs) {
        const resource = command.command(entry.name).description(`${service}.${entry.name}`).exitOverride();
        for (const verb of entry.verbs) leaf(resource, verb.name, usage(verb), [entry.name, verb.name]);
      } else leaf(command, entry.name, usage(entry), [entry.name]);
    }
  }
  return program;
}

/** Runs the CLI; resolves with the exit code (the bin calls process.exit with it). */
export async function runCli(
  argv: readonly string[],
  io: CliIo,
  { importEmulator = () => import('@lifesci/emulator') }: CliDeps = {},
): Promise<number> {
  let emulator: { close(): Promise<void>; baseUrls: Readonly<Record<string, string>> } | undefined;
  const program = buildProgram(io, async (service, path, words, flags) => {
    const options = optionsFromEnv(io.env);
    if (flags.emulator) {
      let loaded: EmulatorModule;
      try {
        loaded = await importEmulator();
      } catch (error) {
        throw isEmulatorMissing(error) ? new EmulatorMissing() : error;
      }
      emulator = await loaded.startEmulator();
      options.emulator = emulator;
    }
    const client = createLifesci(options)[service] as unknown as Record<string, unknown>;
    const owner = path.length === 2 ? (client[path[0] as string] as Record<string, unknown>) : client;
    const method = owner[path[path.length - 1] as string] as (...args: unknown[]) => unknown;
    let args: unknown[];
    try {
      args = parseCallWords(words.filter((w) => !GLOBAL_WORDS.has(w)));
    } catch (error) {
      throw new InputError('arguments', (error as Error).message);
    }
    const result = method.apply(owner, args);
    await printResult(io.stdout, result, {
      ndjson: flags.ndjson ?? false,
      csv: flags.csv ?? false,
      all: flags.all ?? false,
      ...(flags.limit !== undefined ? { limit: flags.limit } : {}),
      pretty: !flags.compact && (io.stdout.isTTY ?? false),
      progress: io.stderr as NodeJS.WriteStream,
    });
  });
  try {
    await program.parseAsync(argv, { from: 'user' });
    return EXIT.ok;
  } catch (error) {
    if (error instanceof CommanderError) {
      if (
        error.code === 'commander.helpDisplayed' ||
        error.code === 'commander.help' ||
        error.code === 'commander.version'
      )
        return EXIT.ok;
      // commander has already printed its message.
      return EXIT.input;
    }
    if (error instanceof EmulatorMissing) {
      io.stderr.write(`${EMULATOR_MISSING}\n`);
      return EXIT.service;
    }
    const name = error instanceof Error ? error.name : 'Error';
    const message = error instanceof Error ? error.message : String(error);
    io.stderr.write(`lifesci: ${name}: ${message.split('\n')[0]}\n`);
    return error instanceof InputError ? EXIT.input : isLifesciError(error) ? EXIT.service : EXIT.service;
  } finally {
    await emulator?.close();
  }
}

/** The global flags as they may appear among a method's words (commander leaves them there). */
const GLOBAL_WORDS = new Set(['--ndjson', '--csv', '--all', '--emulator', '--compact']);
