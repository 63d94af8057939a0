import { InputError } from '../errors/classes.js';

/** A value of several path segments (`a/b/c`), made with `segments()`. */
export class PathSegments {
  readonly parts: readonly string[];
  constructor(parts: readonly string[]) {
    this.parts = parts;
  }
}

export type PathValue = string | number | bigint | readonly (string | number)[] | PathSegments;

/**
 * A value that is a relative path (`proteomes/proteome-tax_id-9606-0_v4.tar`), for the `path`
 * tag: each segment is encoded on its own, so the slashes stay separators. Empty, `.` and `..`
 * segments are refused (InputError naming `param`): the value can name a file below the place
 * it goes, never walk above it.
 */
export function segments(value: string, param = 'path'): PathSegments {
  if (typeof value !== 'string' || value === '') throw new InputError(param, 'a non-empty relative path');
  const parts = value.split('/');
  if (parts.some((part) => part === '' || part === '.' || part === '..')) {
    throw new InputError(param, 'a relative path without empty, "." or ".." segments');
  }
  return new PathSegments(parts);
}

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
 *     path`/files/${segments(name, 'name')}`   // several segments, each encoded
 */
export function path(strings: TemplateStringsArray, ...values: PathValue[]): string {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    const encoded =
      value instanceof PathSegments
        ? value.parts.map(encodeURIComponent).join('/')
        : Array.isArray(value)
          ? (value as readonly (string | number)[]).map(encodeSegment).join(',')
          : encodeSegment(value as string | number | bigint);
    out += encoded + (strings[i + 1] ?? '');
  });
  return out;
}
