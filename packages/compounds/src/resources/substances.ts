import {
  type BatchResult,
  batch,
  type CallOptions,
  parseInput,
  path,
  type RequestSpec,
  Resource,
} from '@lifesci/core';

import { CID_CHUNK, type CompoundsClient } from '../client.js';
import { SidListSchema, SidSchema, type SidsInput } from '../schemas/params.js';
import { SubstanceCidsSchema } from '../schemas/substances.js';

/** One SID: GET with it in the path; several: a form POST of `sid=`. */
function sidRequest(sids: readonly number[], operation: string): RequestSpec {
  if (sids.length === 1) return { path: `${path`/rest/pug/substance/sid/${sids[0] as number}`}${operation}` };
  return {
    method: 'POST',
    path: `/rest/pug/substance/sid${operation}`,
    body: new URLSearchParams({ sid: sids.join(',') }),
    readOnly: true,
  };
}

/** `substances.*`: PUG REST substance operations (spec S8 input `substance/sid/<sid>`). */
export class Substances extends Resource<CompoundsClient> {
  /**
   * The standardized compounds (CIDs) of any number of deposited substances (SIDs), in input
   * order, with per-SID failures. A substance without a standardized compound has `[]`.
   */
  async cids(sids: SidsInput, call: CallOptions = {}): Promise<BatchResult<number, number[]>> {
    const ids = Array.isArray(sids)
      ? parseInput(SidListSchema, sids, 'sids')
      : [parseInput(SidSchema, sids, 'sids')];
    return batch(ids, {
      size: CID_CHUNK,
      signal: call.signal,
      service: 'compounds',
      run: async (chunk) => {
        const list = await this.client.request(
          { ...sidRequest(chunk, '/cids/JSON'), schema: SubstanceCidsSchema },
          call,
        );
        return new Map(list.InformationList.Information.map((info) => [String(info.SID), info.CID]));
      },
    });
  }
}
