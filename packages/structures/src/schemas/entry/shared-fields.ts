import * as v from 'valibot';

// One schema per optional primitive, shared by every entry field of that type (valibot schemas
// are immutable values). An entry has about 600 such fields; a schema built for each of them
// made importing the package several milliseconds slower.

export const optionalNumber = v.optional(v.number());
export const optionalString = v.optional(v.string());
export const optionalStrings = v.optional(v.array(v.string()));
