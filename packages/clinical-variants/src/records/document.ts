import {
  parseResponse,
  type XmlNode,
  type XmlParser,
  type XmlSource,
  xmlElements,
  xmlNodes,
} from '@lifesci/core';
import { createXmlParser } from '@lifesci/core/xml';
import * as v from 'valibot';
import type { ClinVarRecord, RcvRecord, VcvRecord } from '../types/index.js';
import { toRcvRecord } from './rcv.js';
import { toVcvRecord } from './vcv.js';

const { all, one } = xmlNodes;

/** Wrappers ClinVar puts around records: efetch, the FTP releases, or none. */
const WRAPPERS = ['ClinVarResult-Set', 'ClinVarVariationRelease', 'ReleaseSet'];

/** The roots a document of records may have: a wrapper, or one record saved on its own (NCBI's RCV sample). */
function rootsOf(kind: RecordKind): string[] {
  return [...WRAPPERS, KINDS[kind].element];
}

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

/** Each record kind: its element, the check of its identifiers, and its mapper. */
const KINDS = {
  vcv: { element: 'VariationArchive', schema: VariationArchiveSchema, map: toVcvRecord },
  rcv: { element: 'ClinVarSet', schema: ClinVarSetSchema, map: toRcvRecord },
} as const;

export type RecordKind = keyof typeof KINDS;

/** One record element checked and mapped; `index` places it in the error's path. */
function recordOf<K extends RecordKind>(kind: K, element: unknown, index: number, endpoint: string) {
  const { element: name, schema, map } = KINDS[kind];
  parseResponse(schema, element, endpoint, { pathPrefix: `${name}.${index}` });
  // The check passed, so the element is an object, not bare text.
  return map(element as XmlNode) as K extends 'vcv' ? VcvRecord : RcvRecord;
}

function recordElements(doc: XmlNode, name: string): XmlNode[] {
  return [...all(doc, name), ...WRAPPERS.flatMap((w) => all(one(doc, w), name))];
}

/** Every VCV record (`<VariationArchive>`) of a parsed document. */
export function vcvRecordsOf(doc: XmlNode, endpoint = 'ClinVar VCV XML'): VcvRecord[] {
  return recordElements(doc, KINDS.vcv.element).map((el, i) => recordOf('vcv', el, i, endpoint));
}

/** Every RCV record (`<ClinVarSet>`) of a parsed document. */
export function rcvRecordsOf(doc: XmlNode, endpoint = 'ClinVar RCV XML'): RcvRecord[] {
  return recordElements(doc, KINDS.rcv.element).map((el, i) => recordOf('rcv', el, i, endpoint));
}

/** Every record of a parsed document, VCV and RCV, in document order per kind. */
export function recordsOf(doc: XmlNode, endpoint = 'ClinVar XML'): ClinVarRecord[] {
  return [...vcvRecordsOf(doc, endpoint), ...rcvRecordsOf(doc, endpoint)];
}

let parser: XmlParser | undefined;

/** Parses ClinVar XML with core's safe parser (no DOCTYPE entity expansion; values stay strings). */
export function parseClinVarDocument(xml: string): XmlNode {
  parser ??= createXmlParser();
  return xmlNodes.node(parser.parse(xml)) ?? {};
}

/**
 * Parses ClinVar XML text (an efetch body, a saved VCV/RCV file) into typed records, whichever
 * layout it uses. A record element without its identifying attributes is a
 * ResponseValidationError; a document with no record elements yields []. For documents too
 * large to hold as text, `streamClinVarRecords` reads them record by record.
 */
export function parseClinVarXml(xml: string, endpoint = 'ClinVar XML'): ClinVarRecord[] {
  return recordsOf(parseClinVarDocument(xml), endpoint);
}

/**
 * The records of one kind (`'vcv'`: `<VariationArchive>`, `'rcv'`: `<ClinVarSet>`) of a ClinVar
 * document, read one element at a time with core's streaming `xmlElements` as the document
 * arrives (string, bytes, `ReadableStream`, async iterable of chunks): memory holds one record's
 * element, never the document. Checked and mapped as `parseClinVarXml` does. A document whose
 * root is none of the kind's (an `<eFetchResult><ERROR>` document, an HTML page, an empty body)
 * is a `ParseError` before any record, never an empty result.
 */
export function streamClinVarRecords(
  source: XmlSource,
  kind: 'vcv',
  endpoint?: string,
): AsyncGenerator<VcvRecord>;
export function streamClinVarRecords(
  source: XmlSource,
  kind: 'rcv',
  endpoint?: string,
): AsyncGenerator<RcvRecord>;
export function streamClinVarRecords(
  source: XmlSource,
  kind: RecordKind,
  endpoint?: string,
): AsyncGenerator<ClinVarRecord>;
export async function* streamClinVarRecords(
  source: XmlSource,
  kind: RecordKind,
  endpoint = 'ClinVar XML',
): AsyncGenerator<ClinVarRecord> {
  let index = 0;
  for await (const element of xmlElements(source, KINDS[kind].element, { root: rootsOf(kind) })) {
    yield recordOf(kind, element, index, endpoint);
    index += 1;
  }
}
