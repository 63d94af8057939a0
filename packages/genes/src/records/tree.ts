/**
 * Entrezgene's recurring ASN.1-style structures, read with core's `xmlNodes` accessors (which
 * hide one-or-many and bare-text-or-`#text`, and copy text out of the document so a record keeps
 * nothing of it alive).
 */
import { intFromText, xmlNodes } from '@lifesci/core';

const { at, childText, text } = xmlNodes;

/** A whole number from an element's text. */
export function int(value: unknown): number | undefined {
  return intFromText(text(value));
}

/** `Dbtag` → `{ db, id }` (`Object-id_id` or `Object-id_str`). */
export function dbtag(value: unknown): { db: string; id: string } | undefined {
  const db = childText(value, 'Dbtag_db');
  const objectId = at(value, 'Dbtag_tag', 'Object-id');
  const id = childText(objectId, 'Object-id_id') ?? childText(objectId, 'Object-id_str');
  return db !== undefined && id !== undefined ? { db, id } : undefined;
}

/** `Date` → 'YYYY-MM-DD' from `Date_std`, or the free text of `Date_str`. */
export function date(value: unknown): string | undefined {
  const dateNode = at(value, 'Date');
  if (!dateNode) return undefined;
  const std = at(dateNode, 'Date_std', 'Date-std');
  if (!std) return childText(dateNode, 'Date_str');
  const year = childText(std, 'Date-std_year');
  if (year === undefined) return undefined;
  const month = childText(std, 'Date-std_month');
  const day = childText(std, 'Date-std_day');
  let out = year;
  if (month !== undefined) out += `-${month.padStart(2, '0')}`;
  if (month !== undefined && day !== undefined) out += `-${day.padStart(2, '0')}`;
  return out;
}
