import type * as v from 'valibot';

/**
 * Where in an argument a valibot issue is, as a reader writes it: `params.ids[0]`,
 * `options.headers.accept`. Array indexes (and map keys that are not identifiers) in brackets.
 */
export function fieldPath(param: string, issue: v.BaseIssue<unknown>): string {
  let out = param;
  for (const item of issue.path ?? []) {
    const key = item.key;
    if (typeof key === 'number' || item.type === 'array' || item.type === 'set') {
      out += `[${String(key)}]`;
    } else if (typeof key === 'string' && /^[A-Za-z_$][\w$]*$/.test(key)) {
      out += out === '' ? key : `.${key}`;
    } else {
      out += `[${JSON.stringify(String(key))}]`;
    }
  }
  return out;
}
