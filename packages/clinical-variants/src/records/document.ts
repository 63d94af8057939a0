import { createXmlParser } from '@lifesci/core';
import type { ClinVarRecord, RcvRecord, VcvRecord } from '../types.js';
import { toRcvRecord } from './rcv.js';
import { toVcvRecord } from './vcv.js';
import { all, one, XML_OPTIONS, type XmlNode } from './xml.js';

/** Wrappers ClinVar puts around records: efetch, the FTP releases, or none. */
const WRAPPERS = ['ClinVarResult-Set', 'ClinVarVariationRelease', 'ReleaseSet'];

function recordElements(doc: XmlNode, name: string): XmlNode[] {
  return [...all(doc, name), ...WRAPPERS.flatMap((w) => all(one(doc, w), name))];
}

/** Every VCV record (`<VariationArchive>`) of a parsed document. */
export function vcvRecordsOf(doc: XmlNode): VcvRecord[] {
  return recordElements(doc, 'VariationArchive').map(toVcvRecord);
}

/** Every RCV record (`<ClinVarSet>`) of a parsed document. */
export function rcvRecordsOf(doc: XmlNode): RcvRecord[] {
  return recordElements(doc, 'ClinVarSet').map(toRcvRecord);
}

/** Every record of a parsed document, VCV and RCV, in document order per kind. */
export function recordsOf(doc: XmlNode): ClinVarRecord[] {
  return [...vcvRecordsOf(doc), ...rcvRecordsOf(doc)];
}

let parser: ReturnType<typeof createXmlParser> | undefined;

/**
 * Parses ClinVar XML text (an efetch body, a saved VCV/RCV file) into typed records, whichever
 * layout it uses. Uses core's safe XML parser (no DOCTYPE entity expansion).
 */
export function parseClinVarXml(xml: string): ClinVarRecord[] {
  parser ??= createXmlParser(XML_OPTIONS);
  return recordsOf(parser.parse(xml) as XmlNode);
}
