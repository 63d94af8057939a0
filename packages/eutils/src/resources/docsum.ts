import { type XmlNode, xmlNodes } from '@lifesci/core';
import type { DocSum, SummaryElement, SummaryField } from '../types.js';
import { isRecord } from '../values.js';

const { all, attr, childText, text } = xmlNodes;

/**
 * Whether a version 1.0 List holds items named after it (`AuthorList` of `Author`, `LangList` of
 * `Lang`, `References` of `Reference`): a plain list. Any other List (`ArticleIds` of
 * `pubmed`/`doi`/`pmc`, `History` of `pubmed`/`medline`/`entrez`) names what each item is.
 */
function isPlainList(listName: string | undefined, items: readonly XmlNode[]): boolean {
  const names = new Set(items.map((item) => attr(item, 'Name') ?? ''));
  if (names.size !== 1) return false;
  const [itemName] = [...names] as [string];
  return itemName !== '' && (listName ?? '').toLowerCase().startsWith(itemName.toLowerCase());
}

/**
 * A version 1.0 `<Item Name Type>` value: Integer → number, Structure → object by item name,
 * List → its items' values when they are named after the list, otherwise (as Biopython reads
 * `ArticleIds` and `History`) an object by item name, a name that repeats giving an array;
 * anything else → text.
 */
function itemValue(item: XmlNode): unknown {
  const type = attr(item, 'Type');
  if (type === 'List') {
    const items = all(item, 'Item');
    if (items.length === 0) return [];
    return isPlainList(attr(item, 'Name'), items) ? items.map(itemValue) : itemsToObject(items);
  }
  if (type === 'Structure') return itemsToObject(all(item, 'Item'));
  const value = text(item) ?? '';
  if (type === 'Integer' && /^-?\d+$/.test(value)) return Number(value);
  return value;
}

/** Items by name; a name given more than once keeps every value, as an array. */
function itemsToObject(items: XmlNode[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const repeated = new Set<string>();
  for (const item of items) {
    const name = attr(item, 'Name');
    if (name === undefined) continue;
    const value = itemValue(item);
    if (!Object.hasOwn(out, name)) out[name] = value;
    else if (repeated.has(name)) (out[name] as unknown[]).push(value);
    else {
      out[name] = [out[name], value];
      repeated.add(name);
    }
  }
  return out;
}

/** `<DocSum><Id/><Item Name=.../>...</DocSum>` (version 1.0 XML) as a DocSum. */
export function fromDocSumV1(node: Readonly<Record<string, unknown>>): DocSum {
  const fields = itemsToObject(all(node, 'Item'));
  // Set on the object built here, not spread into a copy: the same keys in the same order.
  fields.uid = childText(node, 'Id') ?? '';
  return fields as DocSum;
}

const ATTRIBUTE = '@_';
const TEXT = '#text';

/** A parsed element (text, or a node with `@_` attributes, `#text` and children) in the generic shape. */
function toElement(value: unknown): SummaryElement {
  if (!isRecord(value))
    return { text: value === undefined ? '' : String(value), attributes: {}, children: {} };
  const element: SummaryElement = { text: '', attributes: {}, children: {} };
  // for...in and one array per child name: no entries array or intermediate array per element.
  for (const key in value) {
    const inner = value[key];
    if (key === TEXT) element.text = String(inner);
    else if (key.startsWith(ATTRIBUTE)) element.attributes[key.slice(ATTRIBUTE.length)] = String(inner);
    else if (Array.isArray(inner)) {
      const children: SummaryElement[] = new Array(inner.length);
      for (let i = 0; i < inner.length; i++) children[i] = toElement(inner[i]);
      element.children[key] = children;
    } else element.children[key] = [toElement(inner)];
  }
  return element;
}

/** Whether a parsed element has attributes or child elements (not just `#text`). */
function hasMarkup(node: Readonly<Record<string, unknown>>): boolean {
  for (const key in node) if (key !== TEXT) return true;
  return false;
}

/** A field: the text of an element with neither attributes nor children, otherwise the element. */
function toField(value: unknown): SummaryField {
  // Most fields are text: read as text, without building an element to throw away.
  if (!isRecord(value)) return value === undefined ? '' : String(value);
  if (!hasMarkup(value)) return value[TEXT] === undefined ? '' : String(value[TEXT]);
  return toElement(value);
}

/**
 * `<DocumentSummary uid="...">...</DocumentSummary>` (version 2.0 XML), read without the
 * database's DTD into one documented shape: each child element is a field named as NCBI names
 * it; a field with neither attributes nor child elements is its text, any other is a
 * `SummaryElement` (text, attributes by name, child elements by name, each ALWAYS an array).
 * A field name NCBI repeats directly under DocumentSummary (no DTD does) gives an array.
 */
export function fromDocumentSummary(node: Readonly<Record<string, unknown>>): DocSum {
  // Each summary is reshaped once, into the object returned (no copy with the uid added).
  const fields: Record<string, unknown> = {};
  for (const key in node) {
    if (key.startsWith(ATTRIBUTE) || key === TEXT) continue;
    const value = node[key];
    fields[key] = Array.isArray(value) ? value.map(toField) : toField(value);
  }
  fields.uid = attr(node, 'uid') ?? '';
  return fields as DocSum;
}
