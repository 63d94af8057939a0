/**
 * Command-line words to a method's arguments, one convention for every service: the
 * identifiers are positional (several words for one list identifier make the list), every other
 * parameter is a `--flag` (`--page-size 10`, dotted for nesting: `--filter.overall-status
 * RECRUITING`; a repeated flag builds a list), and each value is read by its parameter's schema.
 */
import type { RawTree } from './schema.js';

/** A mistake in the command line itself (exit 2). */
export class UsageError extends Error {}

const FORBIDDEN = new Set(['__proto__', 'prototype', 'constructor']);

export interface Words {
  positionals: string[];
  flags: RawTree;
}

function add(tree: RawTree, path: string[], word: string, flag: string): void {
  let node = tree;
  for (const key of path.slice(0, -1)) {
    const next = node[key];
    if (Array.isArray(next)) throw new UsageError(`--${flag} sets a part of a value already given`);
    if (next === undefined) node[key] = Object.create(null) as RawTree;
    node = node[key] as RawTree;
  }
  const last = path[path.length - 1] as string;
  const before = node[last];
  if (before !== undefined && !Array.isArray(before))
    throw new UsageError(`--${flag} is given a value and nested options at once`);
  node[last] = [...(before ?? []), word];
}

/**
 * Splits the words into positionals and flags. `isSwitch(path)` says which flags take no value
 * (booleans): `--count-total NCT04280705` then leaves the identifier positional.
 */
export function splitWords(
  words: readonly string[],
  isSwitch: (path: string[]) => boolean = () => false,
): Words {
  const positionals: string[] = [];
  const flags: RawTree = Object.create(null) as RawTree;
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as string;
    if (word === '--') {
      positionals.push(...words.slice(i + 1));
      break;
    }
    if (!word.startsWith('--') || word === '--') {
      positionals.push(word);
      continue;
    }
    const eq = word.indexOf('=');
    const name = eq === -1 ? word.slice(2) : word.slice(2, eq);
    const path = name.split('.');
    if (path.some((k) => k === '' || FORBIDDEN.has(k)))
      throw new UsageError(`--${name} is not an option name`);
    if (eq !== -1) {
      add(flags, path, word.slice(eq + 1), name);
      continue;
    }
    const next = words[i + 1];
    if (next === undefined || next.startsWith('--') || isSwitch(path)) add(flags, path, 'true', name);
    else {
      add(flags, path, next, name);
      i += 1;
    }
  }
  return { positionals, flags };
}

/** Turns null-prototype objects (safe to fill from user words) into plain ones for the clients. */
export function plain(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(plain);
  if (typeof value !== 'object' || value === null || Object.getPrototypeOf(value) !== null) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
}
