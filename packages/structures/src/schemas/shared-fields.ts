import * as v from 'valibot';

// One schema per optional primitive, shared by every field of that type (valibot schemas
// are immutable values). An entry alone has about 600 such fields; a schema built for each
// made importing the package several milliseconds slower.

export const optionalNumber = v.optional(v.number());
export const optionalString = v.optional(v.string());
export const optionalStrings = v.optional(v.array(v.string()));
