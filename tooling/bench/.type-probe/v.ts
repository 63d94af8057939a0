import * as v from 'valibot';
export const S = v.object({ a: v.string() });
