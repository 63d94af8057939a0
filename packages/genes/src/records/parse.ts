import { parseResponse, type XmlNode, type XmlSource, xmlElements } from '@lifesci/core';
import * as v from 'valibot';
import { toGeneRecord } from './entrezgene.js';
import type { GeneRecord } from './types.js';

/** Only each record's id is checked: the mapping reads the rest defensively. */
const EntrezgeneSchema = v.looseObject({
  'Entrezgene_track-info': v.looseObject({
    'Gene-track': v.looseObject({ 'Gene-track_geneid': v.string() }),
  }),
});

/** Records are the `<Entrezgene>` children of the `<Entrezgene-Set>` root efetch db=gene sends. */
const ROOT = 'Entrezgene-Set';
const RECORD_PATH = `${ROOT}.Entrezgene`;

/**
 * The records of an Entrezgene-Set document (efetch db=gene retmode=xml) in document order, read
 * one `<Entrezgene>` at a time with core's streaming `xmlElements`: memory holds one record's
 * element (and a chunk of the input), never the whole document, and each record keeps nothing of
 * it. `source`: the document as a string or bytes, or as it arrives (a `ReadableStream`, an
 * async iterable of chunks). A record without a gene id is a `ResponseValidationError`; a
 * document whose root is not `<Entrezgene-Set>` (an error document, an HTML page, an empty body)
 * is a `ParseError` before any record, never an empty result; unsafe or malformed XML is a
 * `ParseError`, after the records that completed before it.
 */
export async function* streamGeneRecords(
  source: XmlSource,
  endpoint = 'gene efetch',
): AsyncGenerator<GeneRecord, void, undefined> {
  let index = 0;
  for await (const element of xmlElements(source, RECORD_PATH, { root: ROOT })) {
    parseResponse(EntrezgeneSchema, element, endpoint, { pathPrefix: `${RECORD_PATH}.${index}` });
    index += 1;
    // The schema passed, so the element is an object, not bare text.
    yield toGeneRecord(element as XmlNode);
  }
}

/** Every record of an Entrezgene-Set document (see `streamGeneRecords`), collected. */
export async function parseGeneRecords(source: XmlSource, endpoint = 'gene efetch'): Promise<GeneRecord[]> {
  const records: GeneRecord[] = [];
  for await (const record of streamGeneRecords(source, endpoint)) records.push(record);
  return records;
}
