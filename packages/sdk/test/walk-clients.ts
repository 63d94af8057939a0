/**
 * The walk over every public method of every client `createLifesci()` builds, shared by the
 * tests that hold all clients to the conventions of docs/api.md (async-errors, vocabulary).
 */
import { createServer } from 'node:net';
import { BaseClient } from '@lifesci/core';
import { INTERFACE_NAMES } from '@lifesci/emulator';
import { parameterNames } from '../src/cli/signature.js';
import { createLifesci, type LifesciOptions } from '../src/create.js';

/**
 * BaseClient's own methods that are transport, not service methods: what a service method is
 * built from (`request`, `paginate`, `download`, `limiter`) and the synchronous utilities
 * (`redact` never fails; `baseUrlOf` names an address and throws for an unknown one, like the
 * URL builders documented in docs/api.md). Every other method, BaseClient's included, is checked.
 */
export const TRANSPORT = ['request', 'paginate', 'download', 'limiter', 'redact', 'baseUrlOf'] as const;

export type { Method } from '../src/cli/signature.js';

import type { Method } from '../src/cli/signature.js';

export interface Checked {
  /** `service.resource.method`, or `service.method` for a client's own. */
  path: string;
  target: object;
  name: string;
  /** The parameter names the method's source declares (`...rest` as `rest`). */
  params: string[];
}

/** The method itself, to call with `target` as `this`. */
export function methodOf(checked: Checked): Method {
  return (checked.target as Record<string, Method>)[checked.name] as Method;
}

/**
 * Method names on the prototype chain of `target`, without the constructor and, on
 * BaseClient.prototype only, the transport methods (a resource's own `download` is checked).
 */
function methodNames(target: object): string[] {
  const names = new Set<string>();
  for (
    let proto = Object.getPrototypeOf(target);
    proto && proto !== Object.prototype;
    proto = Object.getPrototypeOf(proto)
  ) {
    for (const name of Object.getOwnPropertyNames(proto)) {
      if (name === 'constructor') continue;
      if (proto === BaseClient.prototype && (TRANSPORT as readonly string[]).includes(name)) continue;
      if (typeof Object.getOwnPropertyDescriptor(proto, name)?.value === 'function') names.add(name);
    }
  }
  return [...names];
}

/**
 * Every public method of every client: the client's own (prototype chain, BaseClient's
 * included), and those of each object it holds (resources, and the inner clients of the
 * composite ones such as `genes.eutils`).
 */
export function everyMethod(options: LifesciOptions): Checked[] {
  const clients = createLifesci(options);
  const out: Checked[] = [];
  const add = (path: string, target: object) => {
    for (const name of methodNames(target)) {
      const fn = (target as Record<string, Method>)[name] as Method;
      out.push({ path: `${path}.${name}`, target, name, params: parameterNames(fn) });
    }
  };
  for (const [service, client] of Object.entries(clients) as [string, object][]) {
    add(service, client);
    for (const [name, value] of Object.entries(client)) {
      if (typeof value !== 'object' || value === null || Object.getPrototypeOf(value) === Object.prototype)
        continue;
      if (Array.isArray(value)) continue;
      add(`${service}.${name}`, value);
    }
  }
  return out;
}

/** A closed loopback port: bound, then released, so a request there is refused at once. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (typeof address !== 'object' || address === null) throw new Error('no port');
  return address.port;
}

/** Every method of clients whose every address is a closed port, with no pacing and no retries. */
export async function everyMethodOffline(): Promise<Checked[]> {
  const port = await closedPort();
  const nowhere = Object.fromEntries(INTERFACE_NAMES.map((k) => [k, `http://127.0.0.1:${port}/${k}`]));
  return everyMethod({
    emulator: { baseUrls: nowhere },
    rateLimit: false,
    maxRetries: 0,
  } as LifesciOptions);
}

export function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (
    (typeof value === 'object' || typeof value === 'function') &&
    value !== null &&
    typeof (value as { then?: unknown }).then === 'function'
  );
}

export function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { [Symbol.asyncIterator]?: unknown })[Symbol.asyncIterator] === 'function'
  );
}
