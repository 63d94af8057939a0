import { type CallOptions, path, poll } from '@lifesci/core';
import type { CompoundsClient } from '../client.js';
import { internalsOf } from '../internal.js';
import { type SearchAnswer, SearchAnswerSchema } from '../schemas/identifiers.js';
import type { StructureSearchType } from '../schemas/params.js';
import { withOutput } from '../xml.js';

export interface PollBounds {
  pollTimeout?: number | undefined;
  pollInterval?: number | undefined;
  maxPollInterval?: number | undefined;
}

function cidsOf(answer: SearchAnswer): number[] | undefined {
  return answer.Waiting ? undefined : answer.IdentifierList?.CID;
}

/** GET of the listkey URL: `undefined` while PubChem still answers `Waiting`. */
function fetchListKey(
  client: CompoundsClient,
  listKey: string,
  call: CallOptions,
): Promise<number[] | undefined> {
  return client
    .request(
      {
        ...withOutput({ path: path`/rest/pug/compound/listkey/${listKey}/cids` }, client.wireFormat),
        schema: SearchAnswerSchema,
      },
      call,
    )
    .then(cidsOf);
}

/**
 * Waits for the results of a ListKey (spec S8 "asynchronous search") with core's `poll`: backoff
 * between checks, bounded by `pollTimeout` (TimeoutError) and the call's signal (AbortError).
 * `waiting`: the search was just answered "not ready", so the first check is that answer.
 */
export function awaitListKey(
  client: CompoundsClient,
  listKey: string,
  bounds: PollBounds,
  call: CallOptions,
  waiting = false,
): Promise<number[]> {
  const { clock } = internalsOf(client);
  return poll(
    async (attempt) => {
      if (waiting && attempt === 1) return { done: false };
      const cids = await fetchListKey(client, listKey, call);
      return cids === undefined ? { done: false } : { done: true, value: cids };
    },
    {
      timeoutMs: bounds.pollTimeout ?? client.polling.pollTimeout,
      intervalMs: bounds.pollInterval ?? client.polling.pollInterval,
      maxIntervalMs: bounds.maxPollInterval ?? client.polling.maxPollInterval,
      factor: 2,
      signal: call.signal,
      ...(clock ? { clock } : {}),
      what: `PubChem ListKey ${listKey}`,
    },
  );
}

/**
 * Submits a structure search as a form POST (a SMILES may hold `/`, `#` and `\`, which do not
 * survive a path segment) and returns its CIDs, polling a `Waiting.ListKey` when PubChem answers
 * with one. The caller simply awaits the results.
 */
export async function structureSearch(
  client: CompoundsClient,
  type: StructureSearchType,
  smiles: string,
  form: Record<string, string | number | undefined>,
  bounds: PollBounds,
  call: CallOptions,
): Promise<number[]> {
  const body = new URLSearchParams({ smiles });
  for (const [key, value] of Object.entries(form)) if (value !== undefined) body.set(key, String(value));
  const answer = await client.request(
    {
      ...withOutput(
        {
          method: 'POST',
          path: path`/rest/pug/compound/${type}/smiles/cids`,
          body,
          readOnly: true,
        },
        client.wireFormat,
      ),
      schema: SearchAnswerSchema,
    },
    call,
  );
  if (answer.Waiting) return awaitListKey(client, answer.Waiting.ListKey, bounds, call, true);
  return answer.IdentifierList?.CID ?? [];
}
