import { type BatchResult, type CallOptions, parseInput, parseResponse, Resource } from '@lifesci/core';
import type { DocSum, EutilsClient } from '@lifesci/eutils';
import { variationIds } from '../ids.js';
import { ClinVarDocSumSchema } from '../schemas/summary.js';
import { toSummary } from '../summary.js';
import type { ClinVarSummary } from '../types/index.js';
import { type ClinVarHistory, type ClinVarIds, DB, HistorySchema, isHistory } from './common.js';

/**
 * One DocSum → ClinVarSummary; the schema both checks and normalises (numbers as strings,
 * blanks), so it runs as eutils' `map` (always), not as a `schema` that `validate: false` skips.
 */
export function summaryOf(doc: DocSum): ClinVarSummary {
  return toSummary(parseResponse(ClinVarDocSumSchema, doc, `eutils esummary clinvar ${doc.uid}`));
}

/** ESummary version 2.0 of Variation IDs, typed. */
export class Summaries extends Resource<EutilsClient> {
  /** ESummary version 2.0 of ids (input order, per-id failures) or of a stored window. */
  async get(
    input: ClinVarIds | ClinVarHistory,
    call: CallOptions | undefined,
  ): Promise<BatchResult<string, ClinVarSummary>> {
    const eutils = this.client;
    if (isHistory(input)) {
      const h = parseInput(HistorySchema, input, 'history');
      return eutils.esummary(
        {
          db: DB,
          version: '2.0',
          history: { webEnv: h.webEnv, queryKey: h.queryKey },
          ...(h.retstart === undefined ? {} : { retstart: h.retstart }),
          ...(h.retmax === undefined ? {} : { retmax: h.retmax }),
          map: summaryOf,
        },
        call,
      );
    }
    const uids = variationIds(input);
    const mapped = await eutils.esummary({ db: DB, version: '2.0', ids: uids, map: summaryOf }, call);
    // Report each item under the id the caller gave (a VCV accession stays an accession).
    for (const item of mapped.items) item.id = String(input[item.index] ?? item.id);
    for (const failure of mapped.failures) failure.id = String(input[failure.index] ?? failure.id);
    return mapped;
  }
}
