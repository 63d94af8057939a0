import { type BatchResult, type CallOptions, parseInput, ResponseValidationError } from '@lifesci/core';
import type { EutilsClient } from '@lifesci/eutils';
import * as v from 'valibot';
import { variationIds } from '../ids.js';
import { ClinVarDocSumSchema } from '../schemas/summary.js';
import { toSummary } from '../summary.js';
import type { ClinVarSummary } from '../types/index.js';
import { type ClinVarHistory, type ClinVarIds, DB, HistorySchema, isHistory } from './common.js';

export function emptyBatch<T>(): BatchResult<string, T> {
  return { items: [], values: [], failures: [] };
}

/** Maps a BatchResult's values, turning a mapping failure into that id's failure. */
function mapBatch<T, U>(result: BatchResult<string, T>, map: (value: T) => U): BatchResult<string, U> {
  const out = emptyBatch<U>();
  for (const item of result.items) {
    let mapped: { ok: true; value: U } | { ok: false; error: Error };
    if (!item.ok) {
      mapped = item;
    } else {
      try {
        mapped = { ok: true, value: map(item.value) };
      } catch (error) {
        mapped = { ok: false, error: error instanceof Error ? error : new Error(String(error)) };
      }
    }
    if (mapped.ok) {
      out.items.push({ id: item.id, index: item.index, ok: true, value: mapped.value });
      out.values.push(mapped.value);
    } else {
      out.items.push({ id: item.id, index: item.index, ok: false, error: mapped.error });
      out.failures.push({ id: item.id, index: item.index, error: mapped.error });
    }
  }
  return out;
}

/** One DocSum → ClinVarSummary; the schema both checks and normalises (numbers as strings, blanks). */
function summaryOf(doc: unknown): ClinVarSummary {
  const parsed = v.safeParse(ClinVarDocSumSchema, doc);
  if (!parsed.success) {
    const uid = (doc as { uid?: unknown } | null)?.uid;
    throw new ResponseValidationError(
      `eutils esummary clinvar ${String(uid)}`,
      parsed.issues.map((issue) => ({ path: v.getDotPath(issue) ?? '', message: issue.message })),
    );
  }
  return toSummary(parsed.output);
}

/** ESummary version 2.0 of ids (input order, per-id failures) or of a stored window. */
export async function summaries(
  eutils: EutilsClient,
  input: ClinVarIds | ClinVarHistory,
  call: CallOptions | undefined,
): Promise<BatchResult<string, ClinVarSummary>> {
  if (isHistory(input)) {
    const h = parseInput(HistorySchema, input, 'history');
    const result = await eutils.esummary(
      {
        db: DB,
        version: '2.0',
        history: { webEnv: h.webEnv, queryKey: h.queryKey },
        ...(h.retstart === undefined ? {} : { retstart: h.retstart }),
        ...(h.retmax === undefined ? {} : { retmax: h.retmax }),
      },
      {},
      call,
    );
    return mapBatch(result, summaryOf);
  }
  const uids = variationIds(input);
  const mapped = mapBatch(await eutils.esummary({ db: DB, version: '2.0', ids: uids }, {}, call), summaryOf);
  // Report each item under the id the caller gave (a VCV accession stays an accession).
  for (const item of mapped.items) item.id = String(input[item.index] ?? item.id);
  for (const failure of mapped.failures) failure.id = String(input[failure.index] ?? failure.id);
  return mapped;
}
