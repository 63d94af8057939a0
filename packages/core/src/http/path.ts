import { InputError } from '../errors/classes.js';

export type PathValue = string | number | bigint | readonly (string | number)[];

function encodeSegment(value: string | number | bigint): string {
  const text = String(value);
  if (text === '') throw new InputError('path', 'a path segment must not be empty');
  // encodeURIComponent leaves dots alone, so "." and ".." would walk up the base path.
  if (text === '.' || text === '..') return text.replace(/\./g, '%2E');
  return encodeURIComponent(text);
}

/**
 * Tag for request paths: every interpolated value is percent-encoded as one segment (arrays become
 * comma-separated lists of encoded values), so user input can never change the path's shape.
 *
 *     path`/api/v2/studies/${nctId}`
 */
export function path(strings: TemplateStringsArray, ...values: PathValue[]): string {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    const encoded = Array.isArray(value)
      ? (value as readonly (string | number)[]).map(encodeSegment).join(',')
      : encodeSegment(value as string | number | bigint);
    out += encoded + (strings[i + 1] ?? '');
  });
  return out;
}
