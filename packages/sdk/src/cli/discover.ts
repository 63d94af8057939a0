/**
 * What the command line can reach: a client's resources (`client.studies`) with their verbs, and
 * the client's own methods (`genes.summaries`). Found on the objects themselves, so every public
 * method of every client is reachable without a hand-kept list.
 */

export interface Verb {
  name: string;
  /** Parameter names as declared (for help), from the function's source. */
  params: string[];
}

export interface Entry {
  name: string;
  /** Methods of a resource; undefined for a client method. */
  verbs?: Verb[];
  /** Set for a client method. */
  params?: string[];
}

// Core's transport methods are hidden only on clients: a resource's `download` (structures.files,
// predictedStructures.bulk, ...) is a public verb, and hiding it by name made those unreachable.
const CLIENT_HIDDEN = new Set([
  'constructor',
  'request',
  'paginate',
  'download',
  'limiter',
  'baseUrlOf',
  'then',
]);
// `then` would make a resource look like a promise to `await`.
const RESOURCE_HIDDEN = new Set(['constructor', 'then']);

function paramsOf(fn: (...args: unknown[]) => unknown): string[] {
  const source = Function.prototype.toString.call(fn);
  const head = /^[^(]*\(([^)]*)\)/.exec(source)?.[1] ?? '';
  return head
    .split(',')
    .map((p) => p.replace(/=.*$/s, '').trim())
    .filter((p) => p !== '' && /^[A-Za-z_$][\w$]*$/.test(p));
}

/** Public methods found on an object's prototype chain, below `stop`. */
function methodsOf(target: object, stop: object | null): Verb[] {
  const hidden =
    stop !== null && Object.prototype.isPrototypeOf.call(stop, target) ? CLIENT_HIDDEN : RESOURCE_HIDDEN;
  const seen = new Map<string, Verb>();
  for (
    let proto = Object.getPrototypeOf(target);
    proto && proto !== stop && proto !== Object.prototype;
    proto = Object.getPrototypeOf(proto)
  ) {
    for (const name of Object.getOwnPropertyNames(proto)) {
      if (hidden.has(name) || name.startsWith('_') || seen.has(name)) continue;
      const descriptor = Object.getOwnPropertyDescriptor(proto, name);
      if (typeof descriptor?.value !== 'function') continue;
      seen.set(name, { name, params: paramsOf(descriptor.value) });
    }
  }
  return [...seen.values()].sort((a, b) => a.name.localeCompare(b.name));
}

function isResource(value: unknown): value is object {
  return (
    typeof value === 'object' && value !== null && !Array.isArray(value) && methodsOf(value, null).length > 0
  );
}

/** Resources and client methods of one client, by name. */
export function discover(client: object, base: object): Entry[] {
  const out: Entry[] = [];
  for (const [name, value] of Object.entries(client)) {
    if (name.startsWith('_') || !isResource(value)) continue;
    // A composite client's inner client (genes.eutils) is a resource too: reach its methods.
    out.push({ name, verbs: methodsOf(value, base) });
  }
  for (const method of methodsOf(client, base)) {
    if (!out.some((e) => e.name === method.name)) out.push({ name: method.name, params: method.params });
  }
  return out.sort((a, b) => a.name.localeCompare(b.name));
}
