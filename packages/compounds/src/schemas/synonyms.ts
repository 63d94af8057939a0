import { IntSchema } from '@lifesci/core';
import * as v from 'valibot';

/** One compound's synonyms, most common first as PubChem orders them. */
export const SynonymInformationSchema = v.looseObject({
  CID: IntSchema,
  Synonym: v.optional(v.array(v.string()), []),
});
export type SynonymInformation = v.InferOutput<typeof SynonymInformationSchema>;

/** `{ InformationList: { Information: [{ CID, Synonym: [...] }] } }`. */
export const SynonymListSchema = v.looseObject({
  InformationList: v.looseObject({ Information: v.array(SynonymInformationSchema) }),
});
export type SynonymList = v.InferOutput<typeof SynonymListSchema>;
