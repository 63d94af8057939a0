import * as v from 'valibot';
import { JsonHeader, Scalar } from './common.js';

const JsonLinkSetDb = v.looseObject({
  dbto: v.optional(v.string()),
  linkname: v.optional(v.string()),
  links: v.optional(v.array(v.union([Scalar, v.looseObject({ id: Scalar, score: v.optional(Scalar) })]))),
});

export const ELinkJsonSchema = v.looseObject({
  header: v.optional(JsonHeader),
  linksets: v.optional(
    v.array(
      v.looseObject({
        dbfrom: v.optional(v.string()),
        ids: v.optional(v.array(v.unknown())),
        linksetdbs: v.optional(v.array(JsonLinkSetDb)),
      }),
    ),
  ),
});

export const ELinkXmlSchema = v.looseObject({
  eLinkResult: v.union([v.looseObject({ LinkSet: v.optional(v.array(v.unknown())) }), v.literal('')]),
});
