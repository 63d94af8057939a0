export type QueryValue = string | number | boolean | bigint | readonly (string | number)[] | null | undefined;
export type Query = Record<string, QueryValue>;

// Commas are legal in a query (RFC 3986 sub-delims) and keep id lists short and readable.
function encodeQueryPart(value: string): string {
  return encodeURIComponent(value).replace(/%2C/gi, ',');
}

/** `a=1&b=x,y` from a query object; undefined/null values are left out, arrays joined by commas. */
export function encodeQuery(query: Query | undefined): string {
  if (!query) return '';
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    const text = Array.isArray(value) ? value.join(',') : String(value);
    parts.push(`${encodeQueryPart(key)}=${encodeQueryPart(text)}`);
  }
  return parts.join('&');
}

/** Joins a base address and an (already encoded) path without doubling or dropping slashes. */
export function joinUrl(base: string, path: string | undefined, query?: string): string {
  const trimmedBase = base.replace(/\/+$/, '');
  let url = trimmedBase;
  if (path) url += path.startsWith('/') ? path : `/${path}`;
  if (query) url += (url.includes('?') ? '&' : '?') + query;
  return url;
}
