import { InputError } from '../errors/classes.js';
import type { ClientOptions, ServiceConfig } from './types.js';

/** `gwasCatalog` -> `LIFESCI_GWAS_CATALOG_URL`: the environment fallback for one address. */
export function baseUrlEnvName(key: string): string {
  return `LIFESCI_${key.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase()}_URL`;
}

const HTTP_URL = /^https?:\/\/[^\s/?#]+[^\s]*$/i;

function env(name: string): string | undefined {
  // Not every runtime has process (browsers, workers): no environment there.
  const value = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env?.[
    name
  ];
  return value === undefined || value === '' ? undefined : value;
}

/**
 * Edits (a letter added, dropped, changed, or two neighbours swapped) from `a` to `b`, letter case
 * aside; `limit + 1` as soon as it is known to be more than `limit`.
 */
function editsBetween(a: string, b: string, limit: number): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  if (Math.abs(x.length - y.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const row = [i];
    for (let j = 1; j <= y.length; j++) {
      let cost = Math.min(
        (previous[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (previous[j - 1] as number) + (x[i - 1] === y[j - 1] ? 0 : 1),
      );
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1])
        cost = Math.min(cost, (before[j - 2] as number) + 1);
      row.push(cost);
    }
    if (Math.min(...row) > limit) return limit + 1;
    before = previous;
    previous = row;
  }
  return previous[y.length] as number;
}

/**
 * The client's own key that `key` (not one of them) looks like a misspelling of: the same but for
 * letter case, or one edit away (two for keys of six letters or more). Any other key is another
 * interface's address, as in the emulator's map of every interface.
 */
function misspelt(key: string, own: readonly string[]): string | undefined {
  return own.find((name) => {
    const limit = name.length >= 6 ? 2 : 1;
    return editsBetween(key, name, limit) <= limit;
  });
}

/** The key requests use when they name no base (`RequestSpec.base` absent or `'default'`). */
export function defaultBaseKey(config: ServiceConfig): string {
  const key = config.defaultBase ?? Object.keys(config.baseUrls)[0];
  if (key === undefined) throw new Error(`${config.service} declares no base address`);
  return key;
}

/**
 * Every base address of a client, by key: `options.baseUrl` (the default key), then
 * `options.baseUrls[key]`, then `LIFESCI_<KEY>_URL`, then the service's public address. An address
 * that none of them gives is an InputError naming the option to set.
 */
export function resolveBaseUrls(config: ServiceConfig, options: ClientOptions): Record<string, string> {
  const own = Object.keys(config.baseUrls);
  const main = defaultBaseKey(config);
  for (const key of Object.keys(options.baseUrls ?? {})) {
    if (own.includes(key) || key === 'default') continue;
    const meant = misspelt(key, own);
    if (meant === undefined) continue;
    throw new InputError(
      `options.baseUrls.${key}`,
      `not a base address of ${config.service}: did you mean ${meant}? (its keys: ${own.join(', ')})`,
    );
  }
  const out: Record<string, string> = {};
  for (const key of own) {
    const given =
      (key === main ? (options.baseUrl ?? options.baseUrls?.default) : undefined) ?? options.baseUrls?.[key];
    const fromEnv = given === undefined ? env(baseUrlEnvName(key)) : undefined;
    if (fromEnv !== undefined && !HTTP_URL.test(fromEnv)) {
      throw new InputError(baseUrlEnvName(key), 'must be an absolute http(s) URL');
    }
    const address = given || fromEnv || config.baseUrls[key];
    if (!address) {
      const option = key === main ? 'baseUrl' : `baseUrls.${key}`;
      throw new InputError(
        `options.${option}`,
        `${config.service} has no public address for "${key}": pass ${option} or set ${baseUrlEnvName(key)}`,
      );
    }
    out[key] = address;
  }
  return out;
}
