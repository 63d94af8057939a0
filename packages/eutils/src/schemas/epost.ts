import * as v from 'valibot';

export const EPostXmlSchema = v.looseObject({
  ePostResult: v.looseObject({
    QueryKey: v.string(),
    WebEnv: v.string(),
  }),
});
