import { createXmlParser, ResponseValidationError, type XmlParser } from '@lifesci/core';
import * as v from 'valibot';
import { toGeneRecord } from './entrezgene.js';
import type { XmlNode } from './tree.js';
import type { GeneRecord } from './types.js';

/** Only the envelope and each record's id are checked: the mapping reads the rest defensively. */
const EntrezgeneSchema = v.looseObject({
  'Entrezgene_track-info': v.looseObject({
    'Gene-track': v.looseObject({ 'Gene-track_geneid': v.string() }),
  }),
});

const EntrezgeneSetSchema = v.looseObject({
  'Entrezgene-Set': v.pipe(
    v.unknown(),
    // An empty set (no record for any id) parses to ''.
    v.transform((set) => (set === '' ? {} : set)),
    v.looseObject({
      Entrezgene: v.optional(
        v.pipe(
          v.unknown(),
          v.transform((entries) => (Array.isArray(entries) ? entries : [entries])),
          v.array(EntrezgeneSchema),
        ),
        [],
      ),
    }),
  ),
});

let parser: XmlParser | undefined;

/**
 * Parses an Entrezgene-Set document (efetch db=gene retmode=xml) into typed records, in
 * document order. Each record is mapped from its element and the element is released with the
 * document: nothing of the raw tree is kept in the result.
 */
export function parseGeneRecords(xml: string | Uint8Array, endpoint = 'gene efetch'): GeneRecord[] {
  parser ??= createXmlParser();
  const document = parser.parse(xml);
  const checked = v.safeParse(EntrezgeneSetSchema, document);
  if (!checked.success) {
    throw new ResponseValidationError(
      endpoint,
      checked.issues.map((issue) => ({
        path: v.getDotPath(issue) ?? '',
        message: issue.message,
      })),
    );
  }
  return checked.output['Entrezgene-Set'].Entrezgene.map((entry) => toGeneRecord(entry as XmlNode));
}
