import type { CallOptions } from '@lifesci/core';
import { MAX_GET_URL } from '../params.js';
import type { EutilsTransport } from '../transport.js';
import type { HistoryRef } from '../types.js';

/**
 * Uids of a stored set, `retmax` from `retstart`, via EFetch rettype=uilist. The text form is
 * one uid per line in every database, so no XML needs reading at all.
 */
export async function uidsFromHistory(
  t: EutilsTransport,
  db: string,
  history: HistoryRef,
  retstart: number,
  retmax: number,
  call: CallOptions | undefined,
): Promise<string[]> {
  const body = await t.request<string>(
    {
      path: '/efetch.fcgi',
      query: {
        ...t.common,
        db,
        WebEnv: history.webEnv,
        query_key: history.queryKey,
        retstart,
        retmax,
        rettype: 'uilist',
        retmode: 'text',
      },
      responseType: 'text',
      postIfUrlLonger: MAX_GET_URL,
    },
    call,
  );
  return body
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('<'));
}
