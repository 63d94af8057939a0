/**
 * One verb of the command line: its arguments built from the words typed (by the schemas the
 * probe found), and its help (parameters with type, default and allowed values, and an example).
 */
import { plain, splitWords, UsageError } from './args.js';
import { kebab } from './names.js';
import { type Found, kindOf, NUMBER } from './probe.js';
import {
  allowed,
  entriesOf,
  entryName,
  type Field,
  fieldsOf,
  fromTree,
  fromWords,
  isSchema,
  passes,
  type RawTree,
  type Schema,
  typeLabel,
  unwrap,
} from './schema.js';
import type { Signature } from './signature.js';
import type { VerbDoc } from './verb-docs.js';

/** A word read without a schema: JSON lists and objects, text otherwise (a digit string stays text). */
export function looseWord(word: string): unknown {
  const first = word.trimStart()[0];
  if (first === '[' || first === '{') {
    try {
      return JSON.parse(word);
    } catch {
      return word;
    }
  }
  return word;
}

/** The words for each identifier: one each, and the rest to the last one (a list of ids). */
export function positionalWords(signature: Signature, words: readonly string[]): string[][] {
  const slots = signature.positionals.length;
  if (slots === 0) return [];
  const out: string[][] = [];
  for (let i = 0; i < slots; i++) {
    if (i === slots - 1) out.push(words.slice(i));
    else out.push(words[i] === undefined ? [] : [words[i] as string]);
  }
  return out;
}

/** What the user typed for each identifier, read without schemas (for the probe). */
export function givenValues(signature: Signature, words: readonly string[]): unknown[] {
  return positionalWords(signature, words).map((w) =>
    w.length === 0 ? undefined : w.length === 1 ? looseWord(w[0] as string) : w.map(looseWord),
  );
}

/** An identifier whose schema is an object (`{ gene, drug }`) is filled from flags when not typed. */
function objectPositional(signature: Signature, found: Found, words: string[][]): number {
  return signature.positionals.findIndex((_n, i) => {
    const schema = found.positionals[i];
    return (words[i]?.length ?? 0) === 0 && schema !== undefined && entriesOf(schema) !== undefined;
  });
}

/** Whether a flag path names a boolean field of the schema (a switch: takes no value). */
function isBooleanAt(schema: Schema | undefined, path: string[]): boolean {
  let current = schema;
  for (const segment of path) {
    const entries = current ? entriesOf(current) : undefined;
    if (!entries) return false;
    current = entries[entryName(entries, segment)];
  }
  return current !== undefined && unwrap(current).schema.type === 'boolean';
}

/** The method's arguments from the words after the verb. */
export function buildArgs(signature: Signature, found: Found, words: readonly string[]): unknown[] {
  const first = splitWords(words);
  const slotWords = positionalWords(signature, first.positionals);
  const objectSlot = objectPositional(signature, found, slotWords);
  const switches = (path: string[]) =>
    isBooleanAt(found.params, path) ||
    (objectSlot !== -1 && isBooleanAt(found.positionals[objectSlot], path));
  const { positionals, flags } = splitWords(words, switches);
  const perSlot = positionalWords(signature, positionals);
  if (signature.positionals.length === 0 && positionals.length > 0)
    throw new UsageError(`unexpected argument '${positionals[0]}': this command takes only --options`);
  const args: unknown[] = signature.positionals.map((_name, i) => {
    const w = perSlot[i] ?? [];
    if (w.length === 0) return undefined;
    const schema = found.positionals[i];
    if (schema) return fromWords(schema, w);
    // No schema: what the probe found the method accepts (one id or a one-element list).
    const accepted = found.accepted[i];
    const read = (word: string) =>
      typeof (Array.isArray(accepted) ? accepted[0] : accepted) === 'number' && NUMBER.test(word)
        ? Number(word)
        : looseWord(word);
    const loose = w.length === 1 ? read(w[0] as string) : w.map(read);
    return Array.isArray(accepted) && !Array.isArray(loose) ? [loose] : loose;
  });
  let rest: RawTree = flags;
  if (objectSlot !== -1) {
    // Flags naming the identifier's own fields fill it; the others are params.
    const entries = entriesOf(found.positionals[objectSlot] as Schema) ?? {};
    const own: RawTree = {};
    rest = {};
    for (const [key, value] of Object.entries(flags)) {
      if (Object.hasOwn(entries, entryName(entries, key))) own[key] = value;
      else rest[key] = value;
    }
    if (Object.keys(own).length > 0) args[objectSlot] = fromTree(found.positionals[objectSlot], own);
  }
  if (Object.keys(rest).length > 0) {
    if (!signature.params) {
      const names = Object.keys(rest).map((k) => `--${k}`);
      throw new UsageError(`unknown option ${names.join(', ')}: this command takes no options`);
    }
    args[signature.params.index] = plain(fromTree(found.params, rest));
  }
  while (args.length > 0 && args[args.length - 1] === undefined) args.pop();
  return args;
}

function flagName(field: Field): string {
  return `--${field.path.map(kebab).join('.')}`;
}

function valueWord(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return /^[\w@.:/+-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
}

/**
 * Whether a parameter takes only a function (`onProgress`, a record reader): code can give one,
 * the command line cannot, so help leaves it out.
 */
function onlyFunctions(schema: Schema): boolean {
  const inner = unwrap(schema).schema;
  if (inner.type === 'function') return true;
  return (
    inner.type === 'custom' &&
    passes(inner, () => {}) &&
    !['x', 1, true, {}, []].some((value) => passes(inner, value))
  );
}

/** The fields a command line can give (see onlyFunctions). */
function typedFields(fields: Field[]): Field[] {
  return fields.filter((field) => !onlyFunctions(field.schema));
}

function optionLines(fields: Field[], oneOf = false): string[] {
  const lines: string[] = [];
  for (const field of fields) {
    const u = unwrap(field.schema);
    const type = typeLabel(field.schema);
    const isList = u.schema.type === 'array';
    const isSwitch = u.schema.type === 'boolean';
    let line = `  ${flagName(field)}${isSwitch ? '' : ' <value>'}`.padEnd(34);
    line += ` ${type}`;
    if (field.default !== undefined) line += ` (default: ${JSON.stringify(field.default)})`;
    if (!field.optional && !oneOf) line += ' (required)';
    if (isList) line += '; repeat the flag for more';
    lines.push(line);
  }
  return lines;
}

/** A flag worth showing in an example: one with a default or allowed values. */
function exampleFlag(fields: Field[]): string | undefined {
  for (const field of fields) {
    const choices = allowed(
      unwrap(field.schema).schema.type === 'array'
        ? (unwrap(field.schema).schema.item as Schema)
        : field.schema,
    );
    const value = field.default ?? choices?.[0];
    if (value !== undefined && typeof value !== 'object' && typeof value !== 'boolean')
      return `${flagName(field)} ${valueWord(value)}`;
  }
  return undefined;
}

/** One item of an identifier accepted as a list (its kind is the item's; help says "several"). */
function unlisted(value: unknown): unknown {
  return Array.isArray(value) ? value[0] : value;
}

/** The options of one of several shapes (`{ ids } | { history, retmax }`). */
function unionOptions(schema: Schema): Schema[] {
  const inner = unwrap(schema).schema;
  return isUnion(inner) && Array.isArray(inner.options) ? inner.options.filter(isSchema) : [];
}

/**
 * The params' fields; for params of several shapes, a field is required only when every shape
 * requires it (efetch's `db`), not when one does (`ids`, or `history` with `retmax`).
 */
function paramFields(schema: Schema): Field[] {
  const fields = fieldsOf(schema);
  const shapes = unionOptions(schema).map((option) => fieldsOf(option));
  if (shapes.length === 0) return fields;
  const key = (f: Field) => f.path.join('.');
  return fields.map((field) => {
    const everywhere = shapes.every((shape) => shape.some((f) => key(f) === key(field) && !f.optional));
    return everywhere ? field : { ...field, optional: true };
  });
}

/** For params of several shapes, the rule saying which go together (the union's own message). */
function shapesRule(schema: Schema): string {
  const inner = unwrap(schema).schema;
  return unionOptions(schema).length > 0 && typeof inner.message === 'string' ? ` (${inner.message})` : '';
}

/** Whether an object identifier is one of several shapes (`{ cid } | { name } | ...`). */
function isUnion(schema: Schema): boolean {
  const type = unwrap(schema).schema.type;
  return type === 'union' || type === 'variant';
}

/** The help of one verb: what it does, usage, arguments, options and one example. */
export function verbHelp(command: string, signature: Signature, found: Found, doc?: VerbDoc): string {
  const fields = found.params ? typedFields(paramFields(found.params)) : [];
  const objectSlot = signature.positionals.findIndex(
    (_n, i) => found.positionals[i] !== undefined && entriesOf(found.positionals[i] as Schema) !== undefined,
  );
  const slotFields = objectSlot === -1 ? [] : typedFields(fieldsOf(found.positionals[objectSlot] as Schema));
  const slotOneOf = objectSlot !== -1 && isUnion(found.positionals[objectSlot] as Schema);
  const args = signature.positionals.map((name, i) =>
    i === objectSlot
      ? `[<${kebab(name)}>]`
      : `<${kebab(name)}${i === signature.positionals.length - 1 && Array.isArray(found.accepted[i]) ? '...' : ''}>`,
  );
  const hasOptions = fields.length > 0 || slotFields.length > 0 || (signature.params && !found.params);
  const out = [
    `Usage: ${command}${args.length ? ` ${args.join(' ')}` : ''}${hasOptions ? ' [--option value ...]' : ''}`,
    '',
  ];
  if (doc) out.push(`${doc.does}.`, '');
  if (signature.positionals.length) {
    out.push('Arguments:');
    signature.positionals.forEach((name, i) => {
      const schema = found.positionals[i];
      const rule =
        i === objectSlot
          ? 'an object'
          : (found.rules[i] ?? (schema ? typeLabel(schema) : kindOf(unlisted(found.accepted[i]))));
      const list = Array.isArray(found.accepted[i]) || (schema && unwrap(schema).schema.type === 'array');
      let text = rule ?? 'a value';
      if (list) text += ' (several: one after another)';
      if (i === objectSlot) text += ' (or give its fields as the options below)';
      out.push(`  ${`<${kebab(name)}>`.padEnd(32)} ${text}`);
    });
    out.push('');
  }
  if (slotFields.length) {
    out.push(
      `Fields of <${kebab(signature.positionals[objectSlot] as string)}>${slotOneOf ? ' (give one of them)' : ''}:`,
      ...optionLines(slotFields, slotOneOf),
      '',
    );
  }
  if (fields.length) out.push(`Options${shapesRule(found.params as Schema)}:`, ...optionLines(fields), '');
  else if (signature.params && !found.params)
    out.push('Options:', '  --<name> <value>                  the options this method takes, as --flags', '');
  out.push(
    'Example:',
    `  ${doc ? [command, ...doc.example.map(valueWord)].join(' ') : derivedExample(command, signature, found, objectSlot, slotFields, fields)}`,
    '',
  );
  out.push('Output: JSON (--ndjson, --csv; --limit N, --all for lists). See lifesci --help.');
  return `${out.join('\n')}\n`;
}

/** An example built from what the probe accepted, for a verb without a written one. */
function derivedExample(
  command: string,
  signature: Signature,
  found: Found,
  objectSlot: number,
  slotFields: Field[],
  fields: Field[],
): string {
  const example = [command];
  signature.positionals.forEach((_n, i) => {
    const value = found.accepted[i];
    if (i === objectSlot && value === undefined) {
      for (const field of slotFields.filter((f) => !f.optional))
        example.push(`${flagName(field)} <${kebab(field.path[field.path.length - 1] as string)}>`);
      return;
    }
    if (value === undefined) example.push(`<${kebab(signature.positionals[i] as string)}>`);
    else if (Array.isArray(value)) example.push(...value.map(valueWord));
    else example.push(valueWord(value));
  });
  const flag = exampleFlag(fields);
  if (flag) example.push(flag);
  return example.join(' ');
}
