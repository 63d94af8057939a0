import * as v from 'valibot';

/** Text or number: NCBI sends counts and ids as strings, its prototype JSON as numbers. */
export const Scalar = v.union([v.string(), v.number()]);

/** The `header` every JSON answer starts with. */
export const JsonHeader = v.looseObject({ type: v.optional(v.string()), version: v.optional(v.string()) });

/** Any XML document: one root element. Loose, the normalisers read it defensively. */
export const XmlDocument = v.record(v.string(), v.unknown());
