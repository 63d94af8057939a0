import { createServer } from 'node:net';
import { BaseClient } from '@lifesci/core';
import { SERVICE_NAMES } from '@lifesci/sdk';
import { umbrellaAt } from './every-client.js';

/** What a method hands out, as docs/api.md's vocabulary says: pages, a stream of records, or else. */
type Kind = 'paged' | 'streamed' | 'other';

function kindOf(value: unknown): Kind {
  if (typeof value !== 'object' || value === null) return 'other';
  const thenable = typeof (value as PromiseLike<unknown>).then === 'function';
  // A RecordStream is thenable too, but it streams; a PagePromise has `pages()`.
  if (thenable && typeof (value as { pages?: unknown }).pages === 'function') return 'paged';
  if (typeof (value as AsyncIterable<unknown>)[Symbol.asyncIterator] === 'function') return 'streamed';
  return 'other';
}

/** core's own methods of every client (`request`, `paginate`): tested in core, not per service. */
const CORE_METHODS = new Set(Object.getOwnPropertyNames(BaseClient.prototype));

/**
 * Every method of the umbrella that hands out pages (a PagePromise: `list`, `search`, `esearch`,
 * relations) or a stream of records (`stream*`, `efetch*`, a RecordStream), by its path there
 * (`gwas.sumstats.stream`), found by what it returns: each method is called once without
 * arguments on clients pointed at a closed port (errors are asynchronous, nothing is awaited but
 * the rejection), so a new service or method is found without touching this file. A client held by
 * another (genes' eutils) is found under its own service.
 */
export async function pagedAndStreamed(): Promise<Record<string, Kind>> {
  const deadUrl = `http://127.0.0.1:${await closedPort()}`;
  const lifesci = umbrellaAt(deadUrl);
  const services = new Set(SERVICE_NAMES.map((name) => (lifesci[name] as object).constructor));
  const found: Record<string, Kind> = {};
  const pending: Promise<unknown>[] = [];
  const classify = (target: object, at: string) => {
    for (let proto = Object.getPrototypeOf(target); proto && proto !== Object.prototype; ) {
      for (const name of Object.getOwnPropertyNames(proto)) {
        const method = Object.getOwnPropertyDescriptor(proto, name)?.value;
        if (name === 'constructor' || CORE_METHODS.has(name) || typeof method !== 'function') continue;
        let result: unknown;
        try {
          result = method.call(target);
        } catch {
          continue; // a synchronous builder refusing no arguments: neither pages nor a stream
        }
        const kind = kindOf(result);
        if (kind !== 'other') found[`${at}.${name}`] = kind;
        if (typeof (result as PromiseLike<unknown> | null)?.then === 'function')
          pending.push(Promise.resolve(result).catch(() => undefined));
      }
      proto = Object.getPrototypeOf(proto);
    }
  };
  // A client's own methods, and those of each object it holds (its resources, and the clients a
  // composite one holds), as packages/sdk's vocabulary test walks them.
  for (const service of SERVICE_NAMES) {
    const client = lifesci[service] as object;
    classify(client, service);
    for (const [field, value] of Object.entries(client)) {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) continue;
      if (Object.getPrototypeOf(value) === Object.prototype || services.has(value.constructor)) continue;
      classify(value, `${service}.${field}`);
    }
  }
  await Promise.all(pending);
  return found;
}

/** A loopback port just bound and released: a request there is refused at once. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
