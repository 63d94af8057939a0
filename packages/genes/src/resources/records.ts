import { type BatchResult, batch, type CallOptions, InputError, NotFoundError } from '@lifesci/core';
import type { EutilsClient } from '@lifesci/eutils';
import { streamGeneRecords } from '../records/parse.js';
import type { GeneRecord } from '../records/types.js';

/**
 * Records per efetch request. Full Gene records are large (hundreds of kB each, MBs for
 * well-studied genes), so a request holds 100 of them rather than E-utilities' 500: fewer
 * bytes in memory at once for one extra request per 500 genes.
 */
export const RECORD_BATCH_SIZE = 100;

export interface RecordsOptions {
  /** Records per efetch request, 1..500 (default 100). */
  batchSize?: number;
}

export function recordBatchSize(options: RecordsOptions): number {
  const size = options.batchSize ?? RECORD_BATCH_SIZE;
  if (!Number.isSafeInteger(size) || size < 1 || size > 500) {
    throw new InputError('options.batchSize', 'an integer from 1 to 500');
  }
  return size;
}

/**
 * Every record of `ids`, one efetch request per batch, each record parsed from the body as it
 * arrives: memory holds one record's element, never a batch's text.
 */
export async function* streamRecords(
  eutils: EutilsClient,
  ids: readonly string[],
  batchSize: number,
  call: CallOptions,
): AsyncGenerator<GeneRecord, void, undefined> {
  for await (const fetched of eutils.efetchStream({ db: 'gene', ids, retmode: 'xml', batchSize }, call)) {
    // NCBI has none of this batch's ids (`ID list is empty!`): no document, so no records.
    if (fetched.empty) continue;
    yield* streamGeneRecords(fetched.body, 'genes efetch db=gene');
  }
}

/** Records of `ids` in input order; an id NCBI returned no record for is a per-id `NotFoundError`. */
export function recordsById(
  eutils: EutilsClient,
  ids: readonly string[],
  batchSize: number,
  call: CallOptions,
): Promise<BatchResult<string, GeneRecord>> {
  return batch<string, GeneRecord>(ids, {
    size: batchSize,
    signal: call.signal,
    missing: (id) =>
      new NotFoundError({
        status: 404,
        service: 'genes',
        method: 'GET',
        url: 'efetch.fcgi?db=gene',
        message: `no Gene record for id ${id} in the efetch answer`,
      }),
    run: async (chunk) => {
      const found = new Map<string, GeneRecord>();
      for await (const record of streamRecords(eutils, chunk, chunk.length, call))
        found.set(record.geneId, record);
      return found;
    },
  });
}
