/**
 * Command-line words to method arguments: each positional is one argument, read as JSON when it
 * is valid JSON (numbers, arrays, objects, quoted strings) and as text otherwise; `--name value`
 * flags (dotted names nest, repeated names collect) make one object passed after the positionals.
 */

export function parseValue(word: string): unknown {
  const first = word.trimStart()[0];
  if (first === undefined) return word;
  if ('{["-0123456789tfn'.includes(first)) {
    try {
      return JSON.parse(word);
    } catch {
      return word;
    }
  }
  return word;
}

const FORBIDDEN = new Set(['__proto__', 'prototype', 'constructor']);

function assign(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  if (keys.some((k) => k === '' || FORBIDDEN.has(k))) throw new Error(`--${path} is not an option name`);
  let node = target;
  for (const key of keys.slice(0, -1)) {
    const next = node[key];
    if (typeof next !== 'object' || next === null || Array.isArray(next)) node[key] = Object.create(null);
    node = node[key] as Record<string, unknown>;
  }
  const last = keys[keys.length - 1] as string;
  if (Object.hasOwn(node, last)) {
    const before = node[last];
    node[last] = Array.isArray(before) ? [...before, value] : [before, value];
  } else node[last] = value;
}

/** Turns null-prototype objects (safe to fill from user words) into plain ones for the clients. */
function plain(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(plain);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
}

export function parseCallWords(words: readonly string[]): unknown[] {
  const positionals: unknown[] = [];
  const flags: Record<string, unknown> = Object.create(null);
  let any = false;
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as string;
    if (word === '--') {
      positionals.push(...words.slice(i + 1).map(parseValue));
      break;
    }
    if (!word.startsWith('--')) {
      positionals.push(parseValue(word));
      continue;
    }
    any = true;
    const eq = word.indexOf('=');
    if (eq !== -1) {
      assign(flags, word.slice(2, eq), parseValue(word.slice(eq + 1)));
      continue;
    }
    const next = words[i + 1];
    if (next === undefined || next.startsWith('--')) assign(flags, word.slice(2), true);
    else {
      assign(flags, word.slice(2), parseValue(next));
      i += 1;
    }
  }
  return any ? [...positionals, plain(flags)] : positionals;
}
