import * as v from 'valibot';
import { JsonHeader, Scalar } from './common.js';

export const ESummaryJsonSchema = v.looseObject({
  header: v.optional(JsonHeader),
  result: v.optional(
    v.looseObject({
      uids: v.optional(v.array(Scalar)),
    }),
  ),
  esummaryresult: v.optional(v.array(v.unknown())),
  error: v.optional(v.string()),
});

export const ESummaryXmlSchema = v.looseObject({
  eSummaryResult: v.union([
    v.looseObject({
      DocumentSummarySet: v.optional(v.looseObject({ DocumentSummary: v.optional(v.array(v.unknown())) })),
      DocSum: v.optional(v.array(v.unknown())),
      ERROR: v.optional(v.array(v.unknown())),
    }),
    // An empty <eSummaryResult/>.
    v.literal(''),
  ]),
});
