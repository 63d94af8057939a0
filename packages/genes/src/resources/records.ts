import { type BatchResult, batch, type CallOptions, MissingItemError } from '@lifesci/core';
import { type EutilsClient, failuresOf, type RecordReader, RecordStream } from '@lifesci/eutils';
import { streamGeneRecords } from '../records/parse.js';
import type { GeneRecord } from '../records/types.js';

/**
 * Records per efetch request. Full Gene records are large (hundreds of kB each, MBs for
 * well-studied genes), so a request holds 100 of them rather than E-utilities' 500: fewer
 * bytes in memory at once for one extra request per 500 genes.
 */
export const RECORD_BATCH_SIZE = 100;

const ENDPOINT = 'genes efetch db=gene';

/** Gene records of a body, keyed by gene id (one record per id). */
const GENE_READER: RecordReader<GeneRecord> = {
  read: (body) => streamGeneRecords(body, ENDPOINT),
  key: (record) => record.geneId,
};

/**
 * Every record of `ids`, one efetch request per batch, each record parsed from the body as it
 * arrives: memory holds one record's element, never a batch's text. A body that breaks is
 * fetched again and read on after the records already handed out (eutils' `efetchRecords`);
 * a request that spends its retries lists its ids in `failures` and the walk goes on.
 */
export function streamRecords(
  eutils: EutilsClient,
  ids: readonly string[],
  batchSize: number,
  call: CallOptions,
): RecordStream<GeneRecord> {
  return new RecordStream<GeneRecord>(async function* (failures) {
    let records: GeneRecord[] = [];
    const answered = new Set<string>();
    for await (const event of eutils.efetchRecords(
      { db: 'gene', ids, retmode: 'xml', batchSize, reader: GENE_READER },
      call,
    )) {
      if (event.record) {
        answered.add(event.record.geneId);
        // One record at a time: a batch of one keeps memory to one record.
        records.push(event.record);
        yield records;
        records = [];
        continue;
      }
      failures.push(...failuresOf(event.done, answered));
    }
  });
}

/**
 * Records of `ids` in input order. One rule with the rest of the E-utilities family: an error
 * about the request (an in-body ERROR, a rate limit that spent its retries) rejects; an id NCBI
 * returned no record for is a per-id `MissingItemError`, and the ids of a request that spent its
 * retries on a transient failure fail with that error.
 */
export async function recordsById(
  eutils: EutilsClient,
  ids: readonly string[],
  batchSize: number,
  call: CallOptions,
): Promise<BatchResult<string, GeneRecord>> {
  const found = new Map<string, GeneRecord | Error>();
  const stream = streamRecords(eutils, ids, batchSize, call);
  for await (const record of stream) found.set(record.geneId, record);
  for (const failure of stream.failures) if ('id' in failure) found.set(failure.id, failure.error);
  return batch<string, GeneRecord>(ids, {
    size: Math.max(1, ids.length),
    signal: call.signal,
    // NCBI's answer left the id out: core's MissingItemError, not an invented 404. Its text goes
    // through the E-utilities client's redactor (`redact`, core's hook for errors built outside it).
    missing: (id) =>
      new MissingItemError('genes', eutils.redact(id), {
        message: eutils.redact(`genes: no Gene record for id ${id} in the efetch answer`),
      }),
    run: async () => found,
  });
}
