import { IntSchema } from '@lifesci/core';
import * as v from 'valibot';

/** `{ IdentifierList: { CID: [...] } }`: the answer of `.../cids/JSON` and of a finished search. */
const IdentifierListEntry = v.looseObject({
  CID: v.optional(v.array(IntSchema), []),
  SID: v.optional(v.array(IntSchema)),
  AID: v.optional(v.array(IntSchema)),
  /** Present when the list was stored on the server (`list_return=listkey`). */
  ListKey: v.optional(v.string()),
  Size: v.optional(IntSchema),
});
export const IdentifierListSchema = v.looseObject({ IdentifierList: IdentifierListEntry });
export type IdentifierList = v.InferOutput<typeof IdentifierListSchema>;

/**
 * `{ Waiting: { ListKey, Message? } }` (HTTP 202): the search is still running; GET
 * `/compound/listkey/<ListKey>/cids/JSON` until the same URL answers with the results (spec S8,
 * "asynchronous search").
 */
const WaitingEntry = v.looseObject({
  ListKey: v.pipe(v.string(), v.nonEmpty()),
  Message: v.optional(v.string()),
});
export const WaitingSchema = v.looseObject({ Waiting: WaitingEntry });
export type Waiting = v.InferOutput<typeof WaitingSchema>;

/** A search answer: the results at once, or a ListKey to poll. */
export const SearchAnswerSchema = v.pipe(
  v.looseObject({ Waiting: v.optional(WaitingEntry), IdentifierList: v.optional(IdentifierListEntry) }),
  v.check(
    (a) => a.Waiting !== undefined || a.IdentifierList !== undefined,
    'holds neither Waiting nor IdentifierList',
  ),
);
export type SearchAnswer = v.InferOutput<typeof SearchAnswerSchema>;
