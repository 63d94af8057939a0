import { type CallOptions, type InputOf, parseInput, Resource } from '@lifesci/core';
import {
  type EutilsClient,
  failuresOf,
  type HistoryRef,
  type RecordReader,
  RecordStream,
} from '@lifesci/eutils';
import * as v from 'valibot';
import { variationIds } from '../ids.js';
import { streamClinVarRecords } from '../records/document.js';
import type { RcvRecord, VcvRecord } from '../types/index.js';
import { type ClinVarHistory, type ClinVarIds, DB, HistorySchema, isHistory } from './common.js';

const ClinVarRecordsParamsSchema = v.strictObject({
  /** `vcv`: one record per Variation ID; `rcv`: one per variant-condition pair. */
  rettype: v.picklist(['vcv', 'rcv'], "'vcv' or 'rcv'"),
});
export interface ClinVarRecordsParams extends InputOf<typeof ClinVarRecordsParamsSchema> {}
export type RecordType = ClinVarRecordsParams['rettype'];
const RecordsHistorySchema = v.pipe(
  HistorySchema,
  v.check((x) => x.retmax !== undefined, 'retmax is required for records'),
);

/** Records of one batch, in the order of the ids asked for (ClinVar's own order otherwise). */
function inInputOrder<R extends { variationId?: string | undefined }>(
  records: R[],
  ids: readonly string[] | undefined,
): R[] {
  if (!ids) return records;
  const rank = new Map(ids.map((id, i) => [id, i]));
  const at = (r: R) => rank.get(r.variationId ?? '') ?? ids.length;
  return records
    .map((r, i) => ({ r, i }))
    .sort((a, b) => at(a.r) - at(b.r) || a.i - b.i)
    .map((x) => x.r);
}

/** EFetch VCV/RCV records, typed, streamed. */
export class Records extends Resource<EutilsClient> {
  /**
   * EFetch rettype vcv/rcv, each ≤500-id batch read record by record as its body arrives (the
   * batch's typed records are held to put them in input order; its XML never is). A body that
   * breaks is fetched again and read on after the records already handed out (eutils'
   * `efetchRecords`, keyed by accession); a batch that spends its retries lists its ids in the
   * stream's `failures` and the walk goes on. Request-level errors reject.
   */
  read(
    input: ClinVarIds | ClinVarHistory,
    params: ClinVarRecordsParams,
    call: CallOptions | undefined,
  ): RecordStream<VcvRecord | RcvRecord> {
    const eutils = this.client;
    const { rettype } = parseInput(ClinVarRecordsParamsSchema, params, 'params');
    let source: { ids: string[] } | { history: HistoryRef; retstart?: number; retmax: number };
    if (isHistory(input)) {
      const h = parseInput(RecordsHistorySchema, input, 'history');
      source = {
        history: { webEnv: h.webEnv, queryKey: h.queryKey },
        ...(h.retstart === undefined ? {} : { retstart: h.retstart }),
        retmax: h.retmax!,
      };
    } else {
      source = { ids: variationIds(input) };
    }
    const fetch = {
      ...source,
      db: DB,
      rettype,
      retmode: 'xml',
      // The uids are Variation IDs; ClinVar wants to be told so for the VCV report.
      ...(rettype === 'vcv' ? { extra: { is_variationid: 'true' } } : {}),
    };
    const endpoint = `eutils efetch clinvar rettype=${rettype}`;
    const reader: RecordReader<VcvRecord | RcvRecord> = {
      read: (body) => streamClinVarRecords(body, rettype, endpoint),
      // An RCV is one variant-condition pair: several per Variation ID, each its own accession.
      key: (record) => record.accession,
    };
    return new RecordStream(async function* (failures) {
      let found: (VcvRecord | RcvRecord)[] = [];
      const answered = new Set<string>();
      for await (const event of eutils.efetchRecords({ ...fetch, reader }, call)) {
        if (event.record) {
          found.push(event.record);
          if (event.record.variationId) answered.add(event.record.variationId);
          continue;
        }
        failures.push(...failuresOf(event.done, answered));
        yield inInputOrder(found, 'ids' in event.done ? event.done.ids : undefined);
        found = [];
      }
    });
  }
}
