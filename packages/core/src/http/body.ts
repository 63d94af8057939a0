import { ParseError } from '../errors/classes.js';
import type { Redactor } from '../errors/redact.js';
import type { XmlParser } from '../xml/parser.js';

const decoder = new TextDecoder('utf-8');

export function decodeText(bytes: Uint8Array): string {
  return decoder.decode(bytes);
}

export function parseJsonBody(bytes: Uint8Array, endpoint: string, redactor?: Redactor): unknown {
  return parseJsonText(decodeText(bytes), endpoint, redactor);
}

export function parseJsonText(text: string, endpoint: string, redactor?: Redactor): unknown {
  if (!/\S/.test(text)) return undefined;
  try {
    return JSON.parse(text);
  } catch (error) {
    const head = text.slice(0, 80).replace(/\s+/g, ' ');
    throw new ParseError(endpoint, `not JSON (starts with "${head}")`, redacting(redactor, error));
  }
}

export function parseXmlBody(
  bytes: Uint8Array | string,
  parser: XmlParser,
  endpoint: string,
  redactor?: Redactor,
): unknown {
  try {
    return parser.parse(bytes);
  } catch (error) {
    if (error instanceof ParseError) {
      throw new ParseError(endpoint, error.issues[0]?.message ?? error.message, redacting(redactor, error));
    }
    throw error;
  }
}

function redacting(redactor: Redactor | undefined, cause: unknown): { cause: unknown; redactor?: Redactor } {
  return redactor === undefined ? { cause } : { cause, redactor };
}

// Error pages can be large HTML documents; the error keeps enough to diagnose, not the whole page.
const MAX_ERROR_TEXT = 8_192;

/** An error response's body: parsed JSON when it is JSON, otherwise (shortened) text. */
export function parseErrorBody(bytes: Uint8Array, contentType: string | null): unknown {
  const text = decodeText(bytes);
  if (text.trim() === '') return undefined;
  if (/json/i.test(contentType ?? '') || /^\s*[{[]/.test(text)) {
    try {
      return JSON.parse(text);
    } catch {
      // fall through to text
    }
  }
  return text.length > MAX_ERROR_TEXT ? `${text.slice(0, MAX_ERROR_TEXT)}…` : text;
}

/** A message found in common error body shapes, used when the service gives no `errorMessage`. */
export function defaultErrorMessage(body: unknown): string | undefined {
  if (typeof body === 'string') {
    const xmlError = /<ERROR>([^<]*)<\/ERROR>/i.exec(body);
    if (xmlError?.[1]) return xmlError[1].trim();
    const flat = body
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    return flat ? flat.slice(0, 200) : undefined;
  }
  if (typeof body !== 'object' || body === null) return undefined;
  const record = body as Record<string, unknown>;
  for (const key of ['message', 'error_description', 'detail', 'error', 'title']) {
    const value = record[key];
    if (typeof value === 'string' && value) return value;
    if (typeof value === 'object' && value !== null) {
      const nested = defaultErrorMessage(value);
      if (nested) return nested;
    }
  }
  return undefined;
}
