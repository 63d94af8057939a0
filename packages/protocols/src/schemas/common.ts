import { DecimalSchema } from '@lifesci/core';
import * as v from 'valibot';

// protocols.io answers flags as 0/1 (sometimes "1"), ids as numbers and counts as numbers or
// digit strings depending on the endpoint and its age: each is normalised once, here (numbers by
// core's DecimalSchema).

/** 0/1, "0"/"1" or a boolean, as a boolean. */
export const FlagSchema = v.pipe(
  v.union([v.boolean(), v.picklist([0, 1]), v.picklist(['0', '1'])]),
  v.transform((value) => value === true || value === 1 || value === '1'),
);

/** Unix time in seconds (0 or null when not set) as a Date, or null. */
export const UnixTimeSchema = v.pipe(
  v.nullish(DecimalSchema),
  v.transform((seconds) => (seconds ? new Date(seconds * 1000) : null)),
);

export const ImageSchema = v.looseObject({
  source: v.nullish(v.string()),
  placeholder: v.nullish(v.string()),
});
export type Image = v.InferOutput<typeof ImageSchema>;

/** A person as protocols.io shows creators, authors and token owners. */
export const UserSchema = v.looseObject({
  name: v.nullish(v.string()),
  affiliation: v.nullish(v.string()),
  username: v.nullish(v.string()),
  link: v.nullish(v.string()),
  image: v.nullish(ImageSchema),
});
export type User = v.InferOutput<typeof UserSchema>;

/**
 * The envelope fields every API v3 answer carries: `status_code` 0 means OK; a warning such as
 * "Your access token expires in 24 days" arrives beside the data a month before expiry.
 */
export const EnvelopeEntries = {
  status_code: v.optional(DecimalSchema),
  warning_code: v.optional(DecimalSchema),
  warning_message: v.optional(v.string()),
};
