import { type CallOptions, parseInput, Resource } from '@lifesci/core';
import type { CompoundsClient } from '../client.js';
import { ListKeySchema, type PollParams, PollParamsSchema } from '../schemas/params.js';
import { awaitListKey } from './structure-search.js';

/**
 * `listKeys.*`: the CID lists PubChem keeps on its side under a ListKey while an asynchronous
 * search runs (spec S8, `/compound/listkey/<key>/cids`).
 */
export class ListKeys extends Resource<CompoundsClient> {
  /**
   * The CIDs behind a ListKey from an earlier search, polled until ready (bounded by
   * `pollTimeout`; defaults from the client's `polling` option).
   */
  async get(listKey: string, params: PollParams = {}, call: CallOptions = {}): Promise<number[]> {
    const key = parseInput(ListKeySchema, listKey, 'listKey');
    const p = parseInput(PollParamsSchema, params, 'params');
    return awaitListKey(this.client, key, p, call);
  }
}
