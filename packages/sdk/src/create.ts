import type { ClientOptions } from '@lifesci/core';
import { InputError } from '@lifesci/core';
import {
  type LifesciClients,
  SERVICE_NAMES,
  SERVICES,
  type ServiceName,
  type ServiceOptions,
} from './services.js';

/** Options every client shares (each service's own options go in its override). */
export type SharedOptions = Pick<
  ClientOptions,
  'timeout' | 'maxRetries' | 'fetch' | 'logger' | 'userAgent' | 'validate' | 'retry' | 'clock' | 'headers'
>;

export type LifesciOptions = SharedOptions & {
  /** A running emulator (or anything with its `baseUrls`): every client is pointed at it. */
  emulator?: { readonly baseUrls: Readonly<Record<string, string>> };
  /** NCBI API key for every client on the E-utilities budget (eutils, genes, clinicalVariants). */
  ncbiApiKey?: string;
} & { [K in ServiceName]?: ServiceOptions[K] };

const OWN = new Set(['emulator', 'ncbiApiKey', ...SERVICE_NAMES]);

/**
 * All lifesci clients with one configuration. Clients are built on first use, so a service that
 * needs an address nobody gave (pgx, gateway) fails only when it is used, with core's InputError.
 * They share core's one limiter registry: clients on one budget (genes, clinicalVariants and
 * eutils on NCBI's, for the same key) take turns from one limiter.
 */
export function createLifesci(options: LifesciOptions = {}): LifesciClients {
  if (typeof options !== 'object' || options === null) throw new InputError('options', 'an object');
  const shared: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(options)) if (!OWN.has(key)) shared[key] = value;
  const built = new Map<ServiceName, unknown>();
  const clients = {} as LifesciClients;
  for (const name of SERVICE_NAMES) {
    const entry = SERVICES[name];
    Object.defineProperty(clients, name, {
      enumerable: true,
      get() {
        if (!built.has(name)) {
          const own: Record<string, unknown> = { ...shared };
          if (options.emulator) own.baseUrls = { ...options.emulator.baseUrls };
          if ('ncbi' in entry && options.ncbiApiKey !== undefined) own.apiKey = options.ncbiApiKey;
          Object.assign(own, options[name]);
          built.set(name, (entry.create as (o: unknown) => unknown)(own));
        }
        return built.get(name);
      },
    });
  }
  return Object.freeze(clients);
}
