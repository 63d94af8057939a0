/**
 * Every public method of every client as command words, found on the clients themselves
 * (without the CLI's own discovery), for the tests that walk every verb of the CLI.
 */
import { BaseClient } from '@lifesci/core';
import { INTERFACE_NAMES } from '@lifesci/emulator';
import { createLifesci, type LifesciOptions } from '../src/create.js';

/** `clinicalVariants` → `clinical-variants`: command names as typed. */
export const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/** Method names on an object's prototype chain (below `stop` and Object.prototype), found without the CLI's own discovery. */
function methodNames(target: object, stop: object): string[] {
  const names = new Set<string>();
  for (
    let proto = Object.getPrototypeOf(target);
    proto && proto !== stop && proto !== Object.prototype;
    proto = Object.getPrototypeOf(proto)
  ) {
    for (const name of Object.getOwnPropertyNames(proto)) {
      if (name !== 'constructor' && typeof Object.getOwnPropertyDescriptor(proto, name)?.value === 'function')
        names.add(name);
    }
  }
  return [...names];
}

/**
 * Every public method of every client createLifesci() builds, as command words: each resource
 * (an object property with methods: `trials.studies`, a composite's inner client `genes.eutils`)
 * and its verbs, and the client's own methods (`genes.summaries`). Core's BaseClient methods
 * (request, paginate, download, ...) are transport, not service methods.
 */
export function everyMethod(): string[][] {
  const nowhere = Object.fromEntries(INTERFACE_NAMES.map((k) => [k, `http://127.0.0.1:9/${k}`]));
  const clients = createLifesci({ emulator: { baseUrls: nowhere }, rateLimit: false } as LifesciOptions);
  const paths: string[][] = [];
  for (const [service, client] of Object.entries(clients) as [string, object][]) {
    for (const [name, value] of Object.entries(client)) {
      if (typeof value !== 'object' || value === null || Object.getPrototypeOf(value) === Object.prototype)
        continue;
      const stop = value instanceof BaseClient ? BaseClient.prototype : Object.prototype;
      for (const verb of methodNames(value, stop)) paths.push([service, name, verb]);
    }
    for (const method of methodNames(client, BaseClient.prototype)) paths.push([service, method]);
  }
  return paths;
}
