import type { RequestSpec, XmlParser, XmlParserOptions } from '@lifesci/core';
import { createXmlParser } from '@lifesci/core/xml';

/**
 * PUG REST's XML (pug_rest.xsd) is its JSON written as elements: a list is the element repeated
 * (`<CID>1</CID><CID>2</CID>`), so these are read as arrays even when there is one. Paths from
 * the root: a scalar of the same name elsewhere (`Properties.CID`) stays a scalar. With them the
 * parsed tree has the JSON's shape and goes through the same schemas.
 */
export const PUG_REST_XML: XmlParserOptions = {
  isArray: [
    'PropertyTable.Properties',
    'InformationList.Information',
    'InformationList.Information.Synonym',
    'IdentifierList.CID',
    'IdentifierList.SID',
    'IdentifierList.AID',
    'Table.Columns.Column',
    'Table.Row',
    'Table.Row.Cell',
    'Fault.Details',
  ],
  removeNamespacePrefix: true,
};

/** The parser factory the client's ServiceConfig names: PUG REST's arrays unless a request says otherwise. */
export const pugRestXmlParser = (options?: XmlParserOptions): XmlParser =>
  createXmlParser({ ...PUG_REST_XML, ...options });

/** The body format typed methods ask PUG REST for; the rows they return are the same either way. */
export type WireFormat = 'json' | 'xml';

/** `spec` with PubChem's output segment for `format` appended, read as that format. */
export function withOutput(spec: RequestSpec, format: WireFormat): RequestSpec {
  return format === 'xml'
    ? { ...spec, path: `${spec.path}/XML`, responseType: 'xml' }
    : { ...spec, path: `${spec.path}/JSON` };
}
