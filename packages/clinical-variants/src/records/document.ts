import { createXmlParser, ResponseValidationError, type XmlParser } from '@lifesci/core';
import * as v from 'valibot';
import type { ClinVarRecord, RcvRecord, VcvRecord } from '../types/index.js';
import { toRcvRecord } from './rcv.js';
import { toVcvRecord } from './vcv.js';
import { all, one, XML_OPTIONS, type XmlNode } from './xml.js';

/** Wrappers ClinVar puts around records: efetch, the FTP releases, or none. */
const WRAPPERS = ['ClinVarResult-Set', 'ClinVarVariationRelease', 'ReleaseSet'];

// Only what identifies a record is checked; the mappers read everything else defensively.
const VariationArchiveSchema = v.looseObject({ '@_VariationID': v.string(), '@_Accession': v.string() });
const ClinVarSetSchema = v.looseObject({
  ReferenceClinVarAssertion: v.looseObject({
    ClinVarAccession: v.union([
      v.looseObject({ '@_Acc': v.string() }),
      v.looseObject({ '@_Accession': v.string() }),
    ]),
  }),
});

function recordElements(doc: XmlNode, name: string): XmlNode[] {
  return [...all(doc, name), ...WRAPPERS.flatMap((w) => all(one(doc, w), name))];
}

function checked(elements: XmlNode[], schema: v.GenericSchema, name: string, endpoint: string): XmlNode[] {
  const issues = elements.flatMap((el, i) => {
    const result = v.safeParse(schema, el);
    return result.success
      ? []
      : result.issues.map((issue) => ({
          path: [name, String(i), v.getDotPath(issue)].filter(Boolean).join('.'),
          message: issue.message,
        }));
  });
  if (issues.length > 0) throw new ResponseValidationError(endpoint, issues);
  return elements;
}

/** Every VCV record (`<VariationArchive>`) of a parsed document. */
export function vcvRecordsOf(doc: XmlNode, endpoint = 'ClinVar VCV XML'): VcvRecord[] {
  const elements = recordElements(doc, 'VariationArchive');
  return checked(elements, VariationArchiveSchema, 'VariationArchive', endpoint).map(toVcvRecord);
}

/** Every RCV record (`<ClinVarSet>`) of a parsed document. */
export function rcvRecordsOf(doc: XmlNode, endpoint = 'ClinVar RCV XML'): RcvRecord[] {
  const elements = recordElements(doc, 'ClinVarSet');
  return checked(elements, ClinVarSetSchema, 'ClinVarSet', endpoint).map(toRcvRecord);
}

/** Every record of a parsed document, VCV and RCV, in document order per kind. */
export function recordsOf(doc: XmlNode, endpoint = 'ClinVar XML'): ClinVarRecord[] {
  return [...vcvRecordsOf(doc, endpoint), ...rcvRecordsOf(doc, endpoint)];
}

let parser: XmlParser | undefined;

/** Parses ClinVar XML with core's safe parser (no DOCTYPE entity expansion; values stay strings). */
export function parseClinVarDocument(xml: string): XmlNode {
  parser ??= createXmlParser(XML_OPTIONS);
  const doc = parser.parse(xml);
  return typeof doc === 'object' && doc !== null ? (doc as XmlNode) : {};
}

/**
 * Parses ClinVar XML text (an efetch body, a saved VCV/RCV file) into typed records, whichever
 * layout it uses. A record element without its identifying attributes is a
 * ResponseValidationError; a document with no record elements yields [].
 */
export function parseClinVarXml(xml: string, endpoint = 'ClinVar XML'): ClinVarRecord[] {
  return recordsOf(parseClinVarDocument(xml), endpoint);
}
