/** Query, form, JSON and header names whose values are secrets. Compared case-insensitively. */
export const DEFAULT_SECRET_NAMES: readonly string[] = [
  'api_key',
  'api-key',
  'apikey',
  'token',
  'access_token',
  'refresh_token',
  'id_token',
  'client_secret',
  'password',
  'authorization',
  'proxy-authorization',
  'x-api-key',
];

export const REDACTED = '[REDACTED]';

/** Removes secrets from strings, URLs, headers and parsed bodies. */
export interface Redactor {
  text(value: string): string;
  url(value: string | URL): string;
  headers(value: HeadersInit | undefined): Record<string, string>;
  /** Deep copy of a parsed body with secret-named fields and known secret values replaced. */
  value<T>(value: T): T;
  isSecretName(name: string): boolean;
  /**
   * Registers a secret learned at run time (an OAuth access or refresh token): from then on it is
   * removed wherever it appears, like the ones given at creation.
   */
  addSecret(value: string | undefined): void;
}

export interface RedactorOptions {
  /** Extra parameter/header/field names to treat as secret. */
  names?: readonly string[];
  /** Known secret values (an API key, a token) removed wherever they appear. */
  secrets?: readonly (string | undefined)[];
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** `api-key`, `api_key`, `apiKey` and `APIKEY` are one name: lower case, separators dropped. */
function normalizeName(name: string): string {
  return name.toLowerCase().replace(/[-_]/g, '');
}

/** A name as a pattern that also matches its other spellings (`api-key` → `api[-_]?key`). */
function namePattern(name: string): string {
  return name.split(/[-_]/).map(escapeRegExp).join('[-_]?');
}

export function createRedactor(options: RedactorOptions = {}): Redactor {
  const listed = [...DEFAULT_SECRET_NAMES, ...(options.names ?? [])];
  const names = new Set(listed.map(normalizeName));
  // Short values would blank out ordinary text, so only values of a secret-like length are matched.
  const secrets = new Set(
    (options.secrets ?? []).filter((s): s is string => typeof s === 'string' && s.length >= 6),
  );
  const nameAlternation = [...new Set(listed.map((n) => namePattern(n.toLowerCase())))].join('|');
  // name=value in query strings and form bodies
  const pairPattern = new RegExp(`([?&;\\s]|^)(${nameAlternation})=([^&#\\s"']*)`, 'gi');
  // "name": "value" (or a bare number/true/null) in JSON text
  const jsonPattern = new RegExp(
    `("(?:${nameAlternation})"\\s*:\\s*)(?:"(?:[^"\\\\]|\\\\.)*"|[^\\s,}\\]"]+)`,
    'gi',
  );
  // <name>value</name> in XML or HTML text (error bodies that are not JSON are kept as text)
  const elementPattern = new RegExp(`(<(${nameAlternation})(?:\\s[^>]*)?>)[^<]*(</\\2\\s*>)`, 'gi');
  // Authorization: Bearer xyz / Basic xyz, also when echoed without the header name
  const schemePattern = /\b(Bearer|Basic|Token)\s+[A-Za-z0-9._~+/=-]+/g;
  // Secret values are removed by plain substring search, never by a RegExp built from them: a
  // pattern of every secret overflows the engine once one is long (a 40,000-character token), and
  // the SyntaxError it throws would carry every secret. Longest first, so a secret that contains
  // another is removed whole.
  let needles: string[] = [];
  const rebuildNeedles = (): void => {
    const all = new Set<string>();
    for (const s of secrets) {
      all.add(s);
      try {
        all.add(encodeURIComponent(s));
      } catch {
        // A lone surrogate cannot be percent-encoded; the raw value is still removed.
      }
    }
    needles = [...all].sort((a, b) => b.length - a.length);
  };
  rebuildNeedles();
  const addSecret = (value: string | undefined): void => {
    if (typeof value !== 'string' || value.length < 6 || secrets.has(value)) return;
    secrets.add(value);
    rebuildNeedles();
  };
  const removeSecrets = (value: string): string => {
    let out = value;
    for (const needle of needles) if (out.includes(needle)) out = out.split(needle).join(REDACTED);
    return out;
  };

  const isSecretName = (name: string) => names.has(normalizeName(name));

  // Each pattern runs only when its marker character is present: this is on every request's path.
  const scrub = (value: string): string => {
    let out = removeSecrets(value);
    if (out.includes('=')) {
      out = out.replace(pairPattern, (_m, lead: string, name: string) => `${lead}${name}=${REDACTED}`);
    }
    if (out.includes('"')) out = out.replace(jsonPattern, (_m, head: string) => `${head}"${REDACTED}"`);
    if (out.includes('</'))
      out = out.replace(
        elementPattern,
        (_m, open: string, _n, close: string) => `${open}${REDACTED}${close}`,
      );
    if (out.includes(' ')) out = out.replace(schemePattern, (_m, scheme: string) => `${scheme} ${REDACTED}`);
    return out;
  };
  // Redaction never fails: should anything above throw (a string past the engine's limits), the
  // whole text is withheld rather than shown or turned into an error that would carry it.
  const text = (value: string): string => {
    try {
      return scrub(value);
    } catch {
      return REDACTED;
    }
  };

  const url = (value: string | URL): string => {
    const raw = String(value);
    if (!raw.includes('@')) return text(raw);
    let parsed: URL;
    try {
      parsed = new URL(raw);
    } catch {
      return text(raw);
    }
    if (parsed.username || parsed.password) {
      parsed.username = parsed.username ? REDACTED : '';
      parsed.password = parsed.password ? REDACTED : '';
    }
    // Rewrite only the secret pairs so the rest of the query keeps its original encoding.
    return text(parsed.toString());
  };

  const headers = (value: HeadersInit | undefined): Record<string, string> => {
    const out: Record<string, string> = Object.create(null);
    if (!value) return out;
    // Not through `new Headers()`, which throws on a value fetch would refuse (non-Latin-1).
    const entries: Iterable<[string, string]> =
      value instanceof Headers || Array.isArray(value)
        ? (value as Iterable<[string, string]>)
        : Object.entries(value as Record<string, string>);
    for (const [k, v] of entries) {
      const name = String(k).toLowerCase();
      out[name] = isSecretName(name) ? REDACTED : text(String(v));
    }
    return out;
  };

  const deep = (input: unknown, depth: number): unknown => {
    if (typeof input === 'string') return text(input);
    if (depth > 64 || input === null || typeof input !== 'object') return input;
    if (Array.isArray(input)) return input.map((item) => deep(item, depth + 1));
    if (input instanceof Uint8Array || input instanceof ArrayBuffer) return input;
    // No prototype: a "__proto__" key in a hostile body stays an ordinary field.
    const out: Record<string, unknown> = Object.create(null);
    for (const [key, item] of Object.entries(input)) {
      // A body keyed by the secret itself (`{ "<key>": {...} }`) must not show it either.
      const safeKey = needles.length ? text(key) : key;
      out[safeKey] =
        isSecretName(key) && item !== null && item !== undefined ? REDACTED : deep(item, depth + 1);
    }
    return out;
  };

  return { text, url, headers, value: <T>(v: T) => deep(v, 0) as T, isSecretName, addSecret };
}

/** The redactor every error uses when no client-specific one was given. */
export const defaultRedactor: Redactor = createRedactor();
