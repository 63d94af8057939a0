import { ParseError } from '../errors/classes.js';

// fast-xml-parser's rules for names that would touch Object.prototype, kept identical so both
// readers build the same objects: the first three throw, the others are renamed with '__'.
// A switch rather than a Set: names are fresh substrings, and hashing each one for a Set lookup
// was a tenth of the streaming reader's time.
function safeKey(name: string): string {
  switch (name) {
    case '__proto__':
    case 'constructor':
    case 'prototype':
      throw new ParseError('XML document', `unsafe XML: the name "${name}" could pollute object prototypes`);
    case 'hasOwnProperty':
    case 'toString':
    case 'valueOf':
    case '__defineGetter__':
    case '__defineSetter__':
    case '__lookupGetter__':
    case '__lookupSetter__':
      return `__${name}`;
    default:
      return name;
  }
}

/** An element's key: without its namespace prefix when asked (`ns:Name` → `Name`). */
export function elementKey(raw: string, removeNamespacePrefix: boolean): string {
  let name = raw;
  if (removeNamespacePrefix) {
    const colon = name.indexOf(':');
    if (colon !== -1) name = name.slice(colon + 1);
  }
  return safeKey(name);
}

/**
 * An attribute's key, or undefined for one that is dropped: without namespace prefixes,
 * `xmlns` declarations go and `ns:name` becomes `name` (a name with two colons is kept whole).
 */
export function attributeKey(
  raw: string,
  prefix: string,
  removeNamespacePrefix: boolean,
): string | undefined {
  let name = raw;
  if (removeNamespacePrefix) {
    const parts = name.split(':');
    if (parts[0] === 'xmlns') return undefined;
    if (parts.length === 2) name = parts[1] as string;
    if (name === '') return undefined;
  }
  return safeKey(prefix + name);
}
