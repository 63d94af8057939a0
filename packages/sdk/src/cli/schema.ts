/**
 * Reading a service's valibot input schema as plain data (kinds, entries, wrappers, options), to
 * describe a parameter in help and to read command-line words as the values it wants. Only the
 * schema objects' documented shape is read (`type`, `entries`, `wrapped`, `default`, `options`,
 * `item`, `pipe`), and values are checked through the Standard Schema `~standard.validate`.
 */
import { camel, kebab } from './names.js';

export interface Schema {
  readonly kind: string;
  readonly type: string;
  readonly [key: string]: unknown;
}

export function isSchema(value: unknown): value is Schema {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { kind?: unknown }).kind === 'schema' &&
    typeof (value as { type?: unknown }).type === 'string'
  );
}

const WRAPPERS = new Set([
  'optional',
  'exact_optional',
  'nullish',
  'nullable',
  'undefinedable',
  'non_optional',
  'non_nullable',
  'non_nullish',
]);
const OBJECTS = new Set(['object', 'strict_object', 'loose_object', 'object_with_rest']);

export interface Unwrapped {
  schema: Schema;
  optional: boolean;
  /** The default value, when the schema fills one in. */
  default?: unknown;
}

/** The schema inside `optional(…, default)`, `nullish(…)` and the like, with what they add. */
export function unwrap(schema: Schema): Unwrapped {
  let current = schema;
  let optional = false;
  let fallback: unknown;
  let hasDefault = false;
  for (let i = 0; i < 8 && WRAPPERS.has(current.type) && isSchema(current.wrapped); i++) {
    if (!current.type.startsWith('non_')) optional = true;
    if (!hasDefault && current.default !== undefined) {
      hasDefault = true;
      fallback =
        typeof current.default === 'function' ? safeCall(current.default as () => unknown) : current.default;
    }
    current = current.wrapped;
  }
  if (current.type === 'lazy' && typeof current.getter === 'function') {
    const inner = safeCall(() => (current.getter as (x: unknown) => unknown)(undefined));
    if (isSchema(inner)) return { ...unwrap(inner), optional: optional || unwrap(inner).optional };
  }
  return hasDefault ? { schema: current, optional, default: fallback } : { schema: current, optional };
}

function safeCall<T>(fn: () => T): T | undefined {
  try {
    return fn();
  } catch {
    return undefined;
  }
}

function pipeItems(schema: Schema): Record<string, unknown>[] {
  return Array.isArray(schema.pipe) ? (schema.pipe.slice(1) as Record<string, unknown>[]) : [];
}

/** A schema's own words, when it has some: `v.description(...)` in its pipe, or a custom check's message. */
export function describe(schema: Schema): string | undefined {
  for (const item of pipeItems(schema)) if (item.type === 'description') return String(item.description);
  const { schema: inner } = unwrap(schema);
  if (inner !== schema) return describe(inner);
  if (inner.type === 'custom' && typeof inner.message === 'string')
    return inner.message.replace(/^must be /, '');
  return undefined;
}

/** The values a picklist, enum or literal union allows; undefined for anything else. */
export function allowed(schema: Schema): unknown[] | undefined {
  const inner = unwrap(schema).schema;
  if ((inner.type === 'picklist' || inner.type === 'enum') && Array.isArray(inner.options))
    return inner.options;
  if (inner.type === 'literal') return [inner.literal];
  if ((inner.type === 'union' || inner.type === 'variant') && Array.isArray(inner.options)) {
    const all: unknown[] = [];
    for (const option of inner.options) {
      const values = isSchema(option) ? allowed(option) : undefined;
      if (!values) return undefined;
      all.push(...values);
    }
    return all;
  }
  return undefined;
}

/** A short type for help: `text`, `integer ≥ 1`, `list of text`, `one of: a, b`. */
export function typeLabel(schema: Schema): string {
  const inner = unwrap(schema).schema;
  const choices = allowed(inner);
  if (choices) return `one of: ${choices.map((c) => String(c)).join(', ')}`;
  switch (inner.type) {
    case 'string':
      return 'text';
    case 'number': {
      const items = pipeItems(inner);
      let label = items.some((i) => i.type === 'integer' || i.type === 'safe_integer') ? 'integer' : 'number';
      for (const i of items) {
        if (i.type === 'min_value') label += ` ≥ ${String(i.requirement)}`;
        if (i.type === 'max_value') label += ` ≤ ${String(i.requirement)}`;
      }
      return label;
    }
    case 'boolean':
      return 'boolean';
    case 'bigint':
      return 'integer';
    case 'array':
      return isSchema(inner.item) ? `list of ${typeLabel(inner.item)}` : 'list';
    case 'union':
    case 'variant':
      return Array.isArray(inner.options)
        ? [...new Set(inner.options.filter(isSchema).map(typeLabel))].join(' or ')
        : 'value';
    case 'record':
      return 'name=value pairs (JSON object)';
    case 'custom':
      return describe(inner) ?? 'value';
    default:
      return OBJECTS.has(inner.type) ? 'object (JSON)' : inner.type;
  }
}

/** An object schema's entries (through wrappers and pipes), or undefined. */
export function entriesOf(schema: Schema): Record<string, Schema> | undefined {
  const inner = unwrap(schema).schema;
  if (OBJECTS.has(inner.type) && typeof inner.entries === 'object' && inner.entries !== null)
    return inner.entries as Record<string, Schema>;
  // A union of objects (`{ cid } | { name } | ...`): every entry of every option.
  if ((inner.type === 'union' || inner.type === 'variant') && Array.isArray(inner.options)) {
    const merged: Record<string, Schema> = {};
    for (const option of inner.options) {
      const entries = isSchema(option) ? entriesOf(option) : undefined;
      if (!entries) return undefined;
      for (const [k, s] of Object.entries(entries)) merged[k] ??= s;
    }
    return merged;
  }
  return undefined;
}

export interface Field {
  /** Object keys from the top, as the schema names them. */
  path: string[];
  schema: Schema;
  optional: boolean;
  default?: unknown;
}

/** The leaves of an object schema as flags (`filter.overallStatus`), nested objects flattened. */
export function fieldsOf(schema: Schema, prefix: string[] = [], depth = 0): Field[] {
  const entries = entriesOf(schema);
  if (!entries) return [];
  const out: Field[] = [];
  for (const [key, entry] of Object.entries(entries)) {
    const u = unwrap(entry);
    const nested = depth < 3 && allowed(u.schema) === undefined ? entriesOf(u.schema) : undefined;
    if (nested && Object.keys(nested).length > 0)
      out.push(...fieldsOf(u.schema, [...prefix, key], depth + 1));
    else {
      const field: Field = { path: [...prefix, key], schema: entry, optional: u.optional };
      if ('default' in u) field.default = u.default;
      out.push(field);
    }
  }
  return out;
}

/** Whether a value passes the schema (Standard Schema; an async check counts as passing here). */
export function passes(schema: Schema, value: unknown): boolean {
  const standard = schema['~standard'] as { validate?: (v: unknown) => unknown } | undefined;
  if (typeof standard?.validate !== 'function') return true;
  try {
    const result = standard.validate(value) as { issues?: unknown } | PromiseLike<unknown>;
    if (typeof (result as PromiseLike<unknown>).then === 'function') return true;
    return !(result as { issues?: unknown }).issues;
  } catch {
    return false;
  }
}

function json(word: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(word) };
  } catch {
    return { ok: false };
  }
}

const NUMBER = /^-?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/;

/**
 * One command-line word as the value `schema` wants: a digit string stays text where the schema
 * wants text and becomes a number where it wants a number; `true`/`false` a boolean where it
 * wants one; `[...]`/`{...}` JSON where it wants a list or an object. A word no reading fits is
 * passed as it is, so the service's own check names the parameter and the rule.
 */
export function fromWord(schema: Schema, word: string): unknown {
  const inner = unwrap(schema).schema;
  switch (inner.type) {
    case 'string':
      return word;
    case 'number':
      return NUMBER.test(word.trim()) ? Number(word) : word;
    case 'bigint':
      return /^-?\d+$/.test(word) ? BigInt(word) : word;
    case 'boolean':
      return word === 'true' ? true : word === 'false' ? false : word;
    case 'null':
      return word === 'null' ? null : word;
    case 'picklist':
    case 'enum':
    case 'literal': {
      const match = (allowed(inner) ?? []).find((o) => String(o) === word);
      return match ?? word;
    }
    case 'array': {
      if (word.trimStart().startsWith('[')) {
        const parsed = json(word);
        if (parsed.ok) return parsed.value;
      }
      return isSchema(inner.item) ? [fromWord(inner.item, word)] : [word];
    }
    case 'union':
    case 'variant': {
      const options = Array.isArray(inner.options) ? inner.options.filter(isSchema) : [];
      for (const option of options) {
        const value = fromWord(option, word);
        if (passes(option, value)) return value;
      }
      return guess(inner, word);
    }
    default:
      return guess(inner, word);
  }
}

/** For a schema whose kind says nothing (a custom check, an object): the first reading it accepts. */
function guess(schema: Schema, word: string): unknown {
  if (passes(schema, word)) return word;
  if (NUMBER.test(word.trim()) && passes(schema, Number(word))) return Number(word);
  const parsed = json(word);
  if (parsed.ok && passes(schema, parsed.value)) return parsed.value;
  return word;
}

/** What the command line gives for one flag: its words (one per occurrence), or nested flags. */
export type RawValue = string[] | RawTree;
export interface RawTree {
  [key: string]: RawValue;
}

/** Several words for one parameter: a list (each word an item), or the one word's reading. */
export function fromWords(schema: Schema | undefined, words: readonly string[]): unknown {
  if (!schema) return words.length === 1 ? looseWord(words[0] as string) : words.map(looseWord);
  const inner = unwrap(schema).schema;
  if (words.length === 1) return fromWord(schema, words[0] as string);
  if (inner.type === 'array' && isSchema(inner.item)) {
    const item = inner.item;
    return words.map((w) => fromWord(item, w));
  }
  return words.map((w) => fromWord(schema, w));
}

/** A word with no schema to read it by: JSON lists and objects, text otherwise. */
function looseWord(word: string): unknown {
  const first = word.trimStart()[0];
  if (first === '[' || first === '{') {
    const parsed = json(word);
    if (parsed.ok) return parsed.value;
  }
  return word;
}

/** The entry of `entries` a flag segment names: its own name or its kebab-case spelling. */
export function entryName(entries: Record<string, Schema> | undefined, segment: string): string {
  if (entries) {
    if (Object.hasOwn(entries, segment)) return segment;
    for (const key of Object.keys(entries)) if (kebab(key) === segment) return key;
  }
  return segment.includes('-') ? camel(segment) : segment;
}

/** Nested flags read by an object schema: keys matched to its entries, values by their schemas. */
export function fromTree(schema: Schema | undefined, tree: RawTree): Record<string, unknown> {
  const entries = schema ? entriesOf(schema) : undefined;
  const out: Record<string, unknown> = {};
  for (const [segment, raw] of Object.entries(tree)) {
    const key = entryName(entries, segment);
    const entry = entries?.[key];
    out[key] = Array.isArray(raw) ? fromWords(entry, raw) : fromTree(entry, raw);
  }
  return out;
}
