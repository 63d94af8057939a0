import * as v from 'valibot';

const Int = v.pipe(v.number(), v.integer());

/** `{ InformationList: { Information: [{ SID, CID?: [...] }] } }` of `/substance/sid/<sids>/cids/JSON`. */
export const SubstanceCidsSchema = v.looseObject({
  InformationList: v.looseObject({
    Information: v.array(v.looseObject({ SID: Int, CID: v.optional(v.array(Int), []) })),
  }),
});
export type SubstanceCids = v.InferOutput<typeof SubstanceCidsSchema>;
