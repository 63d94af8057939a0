import { openEnum } from '@lifesci/core';
import * as v from 'valibot';

/**
 * CommonMark Markdown exactly as the registry sends it (escapes such as `\[` included). Kept as a
 * string: rendering is the caller's choice.
 */
export const MarkdownSchema = v.string();
export type Markdown = string;

export const DATE_TYPE_VALUES = ['ACTUAL', 'ESTIMATED'] as const;
export type DateType = (typeof DATE_TYPE_VALUES)[number];

const dateStructShape = v.looseObject({
  date: v.optional(v.string()),
  type: v.optional(openEnum(DATE_TYPE_VALUES)),
});
/**
 * `{date, type}` date struct. `date` is ISO 8601 as sent: `yyyy-MM-dd`, or partial `yyyy-MM` for
 * start and completion dates; kept as a string because a partial date has no honest `Date`.
 * `type` is absent on records that never stated it (and when `fields=` selected only the date).
 */
export interface DateStruct extends v.InferOutput<typeof dateStructShape> {}
export const DateStructSchema: v.GenericSchema<unknown, DateStruct> = dateStructShape;
