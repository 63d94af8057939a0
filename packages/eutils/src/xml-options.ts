import type { XmlParserOptions } from '@lifesci/core';
import type * as v from 'valibot';

// Elements that repeat in the E-utilities DTDs. Matched by full path so that a database's own
// elements inside a DocumentSummary keep whatever shape they have.
const ARRAY_PATHS = new Set([
  'eInfoResult.ERROR',
  'eInfoResult.DbList.DbName',
  'eInfoResult.DbInfo.FieldList.Field',
  'eInfoResult.DbInfo.LinkList.Link',
  'eSearchResult.ERROR',
  'eSearchResult.IdList.Id',
  'eSearchResult.TranslationSet.Translation',
  'eSummaryResult.ERROR',
  'eSummaryResult.DocSum',
  'eSummaryResult.DocumentSummarySet.DocumentSummary',
  'eLinkResult.ERROR',
  'eLinkResult.LinkSet',
  'eLinkResult.LinkSet.ERROR',
  'eLinkResult.LinkSet.IdList.Id',
  'eLinkResult.LinkSet.LinkSetDb',
  'eLinkResult.LinkSet.LinkSetDb.Link',
  'eLinkResult.LinkSet.LinkSetDbHistory',
  'ePostResult.ERROR',
  'ePostResult.InvalidIdList.Id',
]);

function isArrayPath(_name: string, path: string): boolean {
  if (ARRAY_PATHS.has(path)) return true;
  // ESearch ErrorList/WarningList children, and the (nested) Items of a version 1.0 DocSum.
  if (path.startsWith('eSearchResult.ErrorList.') || path.startsWith('eSearchResult.WarningList.'))
    return true;
  return path.startsWith('eSummaryResult.DocSum.') && path.endsWith('.Item');
}

/** Parser options for every E-utilities envelope (core's safe parser; values stay strings). */
export const EUTILS_XML: XmlParserOptions = { isArray: isArrayPath };

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
