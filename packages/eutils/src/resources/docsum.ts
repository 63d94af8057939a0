import { type XmlNode, xmlNodes } from '@lifesci/core';
import type { DocSum } from '../types.js';

const { all, attr, childText, text } = xmlNodes;

/**
 * A version 1.0 `<Item Name Type>` value: Integer → number, List → array of its items' values,
 * Structure → object by item name, anything else → text (as Biopython's Entrez.read reads them).
 */
function itemValue(item: XmlNode): unknown {
  const type = attr(item, 'Type');
  if (type === 'List') return all(item, 'Item').map(itemValue);
  if (type === 'Structure') return itemsToObject(all(item, 'Item'));
  const value = text(item) ?? '';
  if (type === 'Integer' && /^-?\d+$/.test(value)) return Number(value);
  return value;
}

function itemsToObject(items: XmlNode[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const item of items) {
    const name = attr(item, 'Name');
    if (name !== undefined) out[name] = itemValue(item);
  }
  return out;
}

/** `<DocSum><Id/><Item Name=.../>...</DocSum>` (version 1.0 XML) as a DocSum. */
export function fromDocSumV1(node: Readonly<Record<string, unknown>>): DocSum {
  const fields = itemsToObject(all(node, 'Item'));
  return { ...fields, uid: childText(node, 'Id') ?? '' };
}

/** `<DocumentSummary uid="...">...</DocumentSummary>` (version 2.0 XML): fields as the database names them. */
export function fromDocumentSummary(node: Readonly<Record<string, unknown>>): DocSum {
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) if (key !== '@_uid') fields[key] = value;
  return { ...fields, uid: attr(node, 'uid') ?? '' };
}
