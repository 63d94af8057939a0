import * as v from 'valibot';
import { JsonHeader, Scalar, XmlDocument } from './common.js';

const JsonField = v.looseObject({ name: Scalar });
const JsonLink = v.looseObject({ name: Scalar });

export const JsonDbInfoSchema = v.looseObject({
  dbname: Scalar,
  count: v.optional(Scalar),
  fieldlist: v.optional(v.array(JsonField)),
  linklist: v.optional(v.array(JsonLink)),
});

export const EInfoJsonSchema = v.looseObject({
  header: v.optional(JsonHeader),
  einforesult: v.looseObject({
    dblist: v.optional(v.array(Scalar)),
    // NCBI sends a one-element array; older answers an object.
    dbinfo: v.optional(v.union([v.array(JsonDbInfoSchema), JsonDbInfoSchema])),
  }),
});

export const EInfoXmlSchema = v.looseObject({
  eInfoResult: v.looseObject({
    DbList: v.optional(v.unknown()),
    DbInfo: v.optional(v.looseObject({ DbName: v.unknown() })),
  }),
});

export { XmlDocument };
