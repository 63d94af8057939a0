import type { XmlParserOptions } from '@lifesci/core';
import type * as v from 'valibot';

// Elements that repeat in the E-utilities DTDs. Matched by full path so that a database's own
// elements inside a DocumentSummary keep whatever shape they have. A list, not a predicate:
// core then builds an element's path only when its name ends one of these paths, instead of for
// every element of a summary (a third of the parse of a large ESummary).
const ARRAY_PATHS = [
  'eInfoResult.ERROR',
  'eInfoResult.DbList.DbName',
  'eInfoResult.DbInfo.FieldList.Field',
  'eInfoResult.DbInfo.LinkList.Link',
  'eSearchResult.ERROR',
  'eSearchResult.IdList.Id',
  'eSearchResult.TranslationSet.Translation',
  // ESearch's ErrorList and WarningList children (esearch.dtd).
  ...['PhraseNotFound', 'FieldNotFound'].map((name) => `eSearchResult.ErrorList.${name}`),
  ...['PhraseIgnored', 'QuotedPhraseNotFound', 'OutputMessage'].map(
    (name) => `eSearchResult.WarningList.${name}`,
  ),
  'eSummaryResult.ERROR',
  'eSummaryResult.DocSum',
  'eSummaryResult.DocumentSummarySet.DocumentSummary',
  // The Items of a version 1.0 DocSum, nested in Lists and Structures (deeper ones, which no
  // database has, are read with xmlNodes.all all the same).
  ...Array.from({ length: 8 }, (_, depth) => `eSummaryResult.DocSum${'.Item'.repeat(depth + 1)}`),
  'eLinkResult.ERROR',
  'eLinkResult.LinkSet',
  'eLinkResult.LinkSet.ERROR',
  'eLinkResult.LinkSet.IdList.Id',
  'eLinkResult.LinkSet.LinkSetDb',
  'eLinkResult.LinkSet.LinkSetDb.Link',
  'eLinkResult.LinkSet.LinkSetDbHistory',
  'ePostResult.ERROR',
  'ePostResult.InvalidIdList.Id',
];

/**
 * Parser options for every E-utilities envelope (core's safe parser; values stay strings). One
 * object for every request, so the client's XML parser is built once (core keeps one per options).
 */
export const EUTILS_XML: XmlParserOptions = { isArray: ARRAY_PATHS };

/**
 * How a utility that answers in either retmode is read: JSON, or XML with NCBI's parser options,
 * each checked by its own schema. One place, so every utility reads the two forms alike.
 */
export function answerIn<J extends v.GenericSchema, X extends v.GenericSchema>(
  json: boolean,
  schemas: { json: J; xml: X },
): {
  responseType: 'json' | 'xml';
  schema: v.GenericSchema<unknown, v.InferOutput<J> | v.InferOutput<X>>;
  xml: XmlParserOptions;
} {
  return json
    ? { responseType: 'json', schema: schemas.json, xml: EUTILS_XML }
    : { responseType: 'xml', schema: schemas.xml, xml: EUTILS_XML };
}
