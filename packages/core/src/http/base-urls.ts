import { InputError } from '../errors/classes.js';
import type { ClientOptions, ServiceConfig } from './types.js';

/**
 * The names of every lifesci interface address, the same keys the emulator hands out in
 * `emulator.baseUrls`. A client accepts its own keys; keys of other lifesci interfaces are ignored
 * (so one map can configure every client), and any other key is a mistake worth refusing, since a
 * misspelt key would otherwise send the request to the live service.
 */
export const BASE_ADDRESS_KEYS: readonly string[] = Object.freeze([
  'protocols',
  'pgx',
  'eutils',
  'datasets',
  'datasetsV1',
  'gwasCatalog',
  'gwasSumstats',
  'gwasFiles',
  'preprints',
  'preprintsSite',
  'trials',
  'structureData',
  'structureGraphql',
  'structureSearch',
  'structureFiles',
  'structureSite',
  'compounds',
  'predictedApi',
  'predictedFiles',
  'predictedBucket',
  'beacons',
  'gateway',
]);

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
    if (own.includes(key) || key === 'default' || BASE_ADDRESS_KEYS.includes(key)) continue;
    throw new InputError(
      `options.baseUrls.${key}`,
      `not a base address of ${config.service} (its keys: ${own.join(', ')})`,
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
