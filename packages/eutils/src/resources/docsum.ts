import type { DocSum } from '../types.js';
import { asArray, attr, isNode, textOf, type XmlNode } from '../xml-nodes.js';

/**
 * A version 1.0 `<Item Name Type>` value: Integer → number, List → array of its items' values,
 * Structure → object by item name, anything else → text (as Biopython's Entrez.read reads them).
 */
function itemValue(item: unknown): unknown {
  const type = attr(item, 'Type');
  const children = isNode(item) ? asArray(item.Item) : [];
  if (type === 'List') return children.map(itemValue);
  if (type === 'Structure') return itemsToObject(children);
  const text = textOf(item) ?? '';
  if (type === 'Integer' && /^-?\d+$/.test(text)) return Number(text);
  return text;
}

function itemsToObject(items: unknown[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const item of items) {
    const name = attr(item, 'Name');
    if (name !== undefined) out[name] = itemValue(item);
  }
  return out;
}

/** `<DocSum><Id/><Item Name=.../>...</DocSum>` (version 1.0 XML) as a DocSum. */
export function fromDocSumV1(node: XmlNode): DocSum {
  const fields = itemsToObject(asArray(node.Item));
  return { ...fields, uid: textOf(node.Id) ?? '' };
}

/** `<DocumentSummary uid="...">...</DocumentSummary>` (version 2.0 XML): fields as the database names them. */
export function fromDocumentSummary(node: XmlNode): DocSum {
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) if (key !== '@_uid') fields[key] = value;
  return { ...fields, uid: attr(node, 'uid') ?? '' };
}
