import { escapeXml, jsonReply, xmlReply } from '../../kit/index.js';

// PUG REST's XML (pug_rest.xsd) is its JSON written as elements: every key an element, a list
// the element repeated, the root carrying PubChem's namespace and schema location. One writer
// therefore renders every document this module answers (PropertyTable, InformationList,
// IdentifierList, Table, Waiting, Fault). Text is escaped as NCBI's XML writer escapes it, quotes too.

const ROOT_ATTRIBUTES =
  'xmlns="http://pubchem.ncbi.nlm.nih.gov/pug_rest" xmlns:xs="http://www.w3.org/2001/XMLSchema-instance" ' +
  'xs:schemaLocation="http://pubchem.ncbi.nlm.nih.gov/pug_rest https://pubchem.ncbi.nlm.nih.gov/pug_rest/pug_rest.xsd"';

function element(name: string, value: unknown, pad: string, attributes = ''): string {
  if (Array.isArray(value)) return value.map((item) => element(name, item, pad)).join('');
  const open = attributes ? `${name} ${attributes}` : name;
  if (value !== null && typeof value === 'object') {
    const inner = Object.entries(value).map(([key, child]) => element(key, child, `${pad}  `));
    return `${pad}<${open}>\n${inner.join('')}${pad}</${name}>\n`;
  }
  return `${pad}<${open}>${escapeXml(String(value ?? ''))}</${name}>\n`;
}

/** A PUG REST document (one root key, as the JSON has) as PubChem's XML. */
export function pugRestXml(document: Record<string, unknown>): string {
  const [root, body] = Object.entries(document)[0] as [string, unknown];
  return `<?xml version="1.0" encoding="UTF-8"?>\n${element(root, body, '', ROOT_ATTRIBUTES)}`;
}

/** The answer in the output the path asked for: `JSON` or `XML`. */
export const documentReply = (output: string, document: Record<string, unknown>, status = 200) =>
  output === 'XML' ? xmlReply(pugRestXml(document), status) : jsonReply(document, status);
