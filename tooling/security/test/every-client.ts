import { inspect } from 'node:util';
import type { BaseClient } from '@lifesci/core';
import { INTERFACE_NAMES } from '@lifesci/emulator';
import { createLifesci, type LifesciClients, type LifesciOptions, SERVICE_NAMES } from '@lifesci/sdk';

// Every client the umbrella makes, by its name there: a service added to `createLifesci()` is in
// these tables without touching them. Each is driven through core's `request()` on its default
// base, so what is checked is what every method of it goes through.

/** The credential kinds a client can carry, one recognisable value each. */
export const CREDENTIALS = {
  apiKey: 'lifesci-sec-apikey-2b7e151628aed2a6',
  header: 'lifesci-sec-header-abf7158809cf4f3c',
  bearer: 'lifesci-sec-bearer-762e7160f38b4da5',
} as const;

/** Every interface address pointed at one local server, each under its own path. */
export function addressesAt(url: string): Record<string, string> {
  return Object.fromEntries(INTERFACE_NAMES.map((key) => [key, `${url}/${key}`]));
}

/**
 * The umbrella with every interface on `url`, without rate limits or retries: each client meets
 * the server's answer as it is. `extra` adds or overrides options.
 */
export function umbrellaAt(url: string, extra: LifesciOptions = {}): LifesciClients {
  const own = Object.fromEntries(SERVICE_NAMES.map((name) => [name, { rateLimit: false as const }]));
  return createLifesci({
    maxRetries: 0,
    emulator: { baseUrls: addressesAt(url) },
    ...own,
    ...extra,
  } as LifesciOptions);
}

/**
 * Every client on `url`, with every credential kind it takes: the NCBI key (eutils, genes,
 * clinicalVariants), a bearer token (protocols) and a header through the `headers` option (all).
 */
export function everyClient(url: string, extra: LifesciOptions = {}): [string, BaseClient][] {
  const lifesci = umbrellaAt(url, {
    ncbiApiKey: CREDENTIALS.apiKey,
    headers: { 'x-lifesci-proxy-token': CREDENTIALS.header },
    protocols: { rateLimit: false, accessToken: CREDENTIALS.bearer },
    ...extra,
  } as LifesciOptions);
  return SERVICE_NAMES.flatMap((name) =>
    transports(lifesci[name]).map(([where, client]) => [`${name}${where}`, client] as [string, BaseClient]),
  );
}

const isTransport = (value: unknown): value is BaseClient =>
  typeof value === 'object' && value !== null && typeof (value as BaseClient).request === 'function';

/**
 * The core clients a service client sends through: itself, or for a client made of others
 * (genes: E-utilities and Datasets) each one it holds, named by its field (`genes.datasets`).
 */
function transports(client: unknown): [string, BaseClient][] {
  if (isTransport(client)) return [['', client]];
  const found: [string, BaseClient][] = [];
  for (const [field, value] of Object.entries(client as object))
    if (isTransport(value)) found.push([`.${field}`, value]);
  return found;
}

/** Every string a user could print or log about `value`: own fields, `cause`, JSON and inspect. */
export function views(value: unknown, seen = new Set<unknown>()): string[] {
  if (typeof value === 'string') return [value];
  if (value === null || typeof value !== 'object' || seen.has(value)) return [];
  seen.add(value);
  const out: string[] = [];
  if (seen.size === 1) {
    out.push(inspect(value, { depth: 8 }));
    try {
      out.push(JSON.stringify(value) ?? '');
    } catch {
      // A cyclic field: the walk below covers it.
    }
  }
  if (value instanceof Error) out.push(value.message, value.stack ?? '', String(value));
  for (const key of Reflect.ownKeys(value))
    out.push(...views((value as Record<PropertyKey, unknown>)[key], seen));
  if (value instanceof Headers) for (const [, v] of value) out.push(v);
  return out;
}

/** Which of `secrets` appear in any of `texts`. */
export function leaked(texts: readonly string[], secrets: readonly string[]): string[] {
  return secrets.filter((secret) => texts.some((text) => text.includes(secret)));
}
