/**
 * Readers for the plain-object tree core's XML parser builds from NCBI's ASN.1-style XML. The
 * parser is used without `isArray` (every array option costs a callback per element on
 * documents of tens of MB), so any element may arrive as one value or an array: `many` hides it.
 */

export type XmlNode = Record<string, unknown>;

const EMPTY: readonly unknown[] = Object.freeze([]);

export function many(value: unknown): readonly unknown[] {
  if (value === undefined || value === null || value === '') return EMPTY;
  return Array.isArray(value) ? value : [value];
}

export function node(value: unknown): XmlNode | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as XmlNode)
    : undefined;
}

/**
 * A copy of `value` that does not point into the document. V8 keeps substrings of 13+ chars as
 * views on their parent string, so one kept GeneRIF would keep a whole efetch body (tens of MB)
 * alive; joining then slicing forces a flat copy of just these characters.
 */
function detach(value: string): string {
  return value.length < 13 ? value : ` ${value}`.slice(1);
}

/** Text of an element (a bare string, or `#text` beside attributes), detached from the document. */
export function text(value: unknown): string | undefined {
  if (typeof value === 'string') return value === '' ? undefined : detach(value);
  if (typeof value === 'number') return String(value);
  const inner = node(value)?.['#text'];
  return typeof inner === 'string' ? detach(inner) : typeof inner === 'number' ? String(inner) : undefined;
}

/** The `value="..."` attribute NCBI puts on enumerated elements. */
export function valueAttr(value: unknown): string | undefined {
  const attr = node(value)?.['@_value'];
  return typeof attr === 'string' ? detach(attr) : undefined;
}

export function int(value: unknown): number | undefined {
  const raw = text(value);
  if (raw === undefined) return undefined;
  const parsed = Number(raw);
  return Number.isSafeInteger(parsed) ? parsed : undefined;
}

/** Walks `path` from `start` through single elements (the first one where several repeat). */
export function at(start: unknown, ...path: string[]): unknown {
  let current: unknown = start;
  for (const key of path) {
    const here = node(Array.isArray(current) ? current[0] : current);
    if (!here) return undefined;
    current = here[key];
  }
  return current;
}

/** `Dbtag` → `{ db, id }` (`Object-id_id` or `Object-id_str`). */
export function dbtag(value: unknown): { db: string; id: string } | undefined {
  const tag = node(value);
  const db = text(tag?.Dbtag_db);
  const objectId = node(at(tag, 'Dbtag_tag', 'Object-id'));
  const id = text(objectId?.['Object-id_id']) ?? text(objectId?.['Object-id_str']);
  return db !== undefined && id !== undefined ? { db, id } : undefined;
}

/** `Date` → 'YYYY-MM-DD' from `Date_std`, or the free text of `Date_str`. */
export function date(value: unknown): string | undefined {
  const dateNode = node(at(value, 'Date'));
  if (!dateNode) return undefined;
  const std = node(at(dateNode, 'Date_std', 'Date-std'));
  if (!std) return text(dateNode.Date_str);
  const year = text(std['Date-std_year']);
  if (year === undefined) return undefined;
  const month = text(std['Date-std_month']);
  const day = text(std['Date-std_day']);
  let out = year;
  if (month !== undefined) out += `-${month.padStart(2, '0')}`;
  if (month !== undefined && day !== undefined) out += `-${day.padStart(2, '0')}`;
  return out;
}
