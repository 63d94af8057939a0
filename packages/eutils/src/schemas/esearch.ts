import * as v from 'valibot';
import { JsonHeader, Scalar } from './common.js';

export const ESearchJsonSchema = v.looseObject({
  header: v.optional(JsonHeader),
  esearchresult: v.looseObject({
    count: Scalar,
    retmax: v.optional(Scalar),
    retstart: v.optional(Scalar),
    querykey: v.optional(Scalar),
    webenv: v.optional(v.string()),
    idlist: v.optional(v.array(Scalar)),
    translationset: v.optional(
      v.array(v.looseObject({ from: v.optional(v.string()), to: v.optional(v.string()) })),
    ),
    querytranslation: v.optional(v.string()),
    errorlist: v.optional(v.record(v.string(), v.unknown())),
    warninglist: v.optional(v.record(v.string(), v.unknown())),
  }),
});

export const ESearchXmlSchema = v.looseObject({
  eSearchResult: v.looseObject({
    Count: v.string(),
  }),
});
