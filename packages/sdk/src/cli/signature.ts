/**
 * What a client method's declaration says about its arguments: its parameter names in order,
 * read from its (compiled) source, and which one is the params object. By the conventions of
 * docs/api.md, the arguments before the params object are identifiers (positional on the
 * command line), the params object's fields are flags, and `call` is never given.
 */

export type Method = (...args: unknown[]) => unknown;

/** The top-level pieces of a function's parameter list, as written in its source. */
function parameterSources(fn: Method): string[] {
  const source = Function.prototype.toString.call(fn);
  const open = source.indexOf('(');
  const pieces: string[] = [];
  let depth = 0;
  let current = '';
  let quote: string | undefined;
  for (let i = open + 1; i < source.length; i += 1) {
    const c = source[i] as string;
    if (quote) {
      current += c;
      if (c === '\\') {
        current += source[i + 1] ?? '';
        i += 1;
      } else if (c === quote) quote = undefined;
      continue;
    }
    if (c === '"' || c === "'" || c === '`') quote = c;
    else if (c === '(' || c === '[' || c === '{') depth += 1;
    else if (c === ')' || c === ']' || c === '}') {
      if (depth === 0) {
        if (current.trim()) pieces.push(current.trim());
        return pieces;
      }
      depth -= 1;
    } else if (c === ',' && depth === 0) {
      pieces.push(current.trim());
      current = '';
      continue;
    }
    current += c;
  }
  return pieces;
}

export interface Signature {
  /** Identifier parameters, in order (`nctId`; `taxId`, `part`). */
  positionals: string[];
  /** The params object's name and index, when the method takes one. */
  params?: { name: string; index: number };
}

const PARAMS_NAMES = new Set(['params', 'options']);

/** A method's parameter names in order: `call = {}` → `call`, `...rest` → `rest`, a destructured one → `{…}`. */
export function parameterNames(fn: Method): string[] {
  return parameterSources(fn).map((piece) => {
    const head =
      piece
        .replace(/^\.\.\./, '')
        .split('=')[0]
        ?.trim() ?? '';
    return /^[\w$]+$/.test(head) ? head : '{…}';
  });
}

export function signatureOf(fn: Method): Signature {
  const names = parameterNames(fn);
  const positionals: string[] = [];
  let params: Signature['params'];
  names.forEach((name, index) => {
    if (name === 'call' || params) return;
    if (PARAMS_NAMES.has(name)) params = { name, index };
    else positionals.push(name === '{…}' ? 'value' : name);
  });
  return params ? { positionals, params } : { positionals };
}
