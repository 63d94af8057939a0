import type { CallOptions } from '@lifesci/core';
import { type LifesciClients, SERVICE_NAMES } from '@lifesci/sdk';

// Every streamed reader of the umbrella, for the tests that hold each to a hostile body
// (record-gaps.test.ts, html-200.test.ts).

const MODEL = { entryId: 'AF-P69905-F1', version: 4 };

/**
 * Every streamed reader of the umbrella, by its path there. `buffered`: the reader takes each
 * page whole inside the request, bounded by the attempt's timeout (on the same clock) and the
 * 48 MiB of a body read whole rather than by the gap between records.
 */
export const READERS: Record<
  string,
  { read: (l: LifesciClients, call: CallOptions) => AsyncIterable<unknown>; buffered?: true }
> = {
  'clinicalVariants.streamRecords': {
    read: (l, call) => l.clinicalVariants.streamRecords(['12345'], { rettype: 'vcv' }, call),
  },
  'compounds.compounds.streamProperties': {
    read: (l, call) => l.compounds.compounds.streamProperties([2244], {}, call),
  },
  'compounds.files.streamMolecules': { read: (l, call) => l.compounds.files.streamMolecules([2244], call) },
  'eutils.efetchRecords': {
    read: (l, call) =>
      l.eutils.efetchRecords({ db: 'pubmed', ids: ['1'], reader: { read: xmlReader, key: () => '' } }, call),
  },
  'eutils.efetchText': {
    read: (l, call) => l.eutils.efetchText({ db: 'pubmed', ids: ['1'], rettype: 'medline' }, call),
  },
  'genes.streamRecords': { read: (l, call) => l.genes.streamRecords([7157], {}, call) },
  'gwas.sumstats.stream': { read: (l, call) => l.gwas.sumstats.stream('GCST90000123', {}, call) },
  'gwas.sumstats.streamFile': {
    read: (l, call) => l.gwas.sumstats.streamFile('/GCST90000123/x.tsv', {}, call),
  },
  'gwas.sumstats.streamColumns': {
    read: (l, call) => l.gwas.sumstats.streamColumns('GCST90000123', {}, call),
  },
  'gwas.sumstats.streamFileColumns': {
    read: (l, call) => l.gwas.sumstats.streamFileColumns('/GCST90000123/x.tsv', {}, call),
  },
  'predictedStructures.files.streamAlphaMissense': {
    read: (l, call) => l.predictedStructures.files.streamAlphaMissense(MODEL, {}, call),
  },
  'trials.studies.streamCsv': { read: (l, call) => l.trials.studies.streamCsv({}, call), buffered: true },
};

// eutils takes the caller's reader: one built on core's xmlElements, as the services' are.
async function* xmlReader(body: ReadableStream<Uint8Array>) {
  const { xmlElements } = await import('@lifesci/core');
  yield* xmlElements(body, 'PubmedArticle');
}

/** The methods of the umbrella that stream records: `stream*`, and eutils' record and text readers. */
export function streamedReaders(l: LifesciClients): string[] {
  const found: string[] = [];
  const visit = (value: unknown, at: string, depth: number) => {
    if (typeof value !== 'object' || value === null || depth > 2) return;
    for (let proto = Object.getPrototypeOf(value); proto && proto !== Object.prototype; ) {
      for (const name of Object.getOwnPropertyNames(proto))
        if (
          /^stream|^efetchRecords$|^efetchText$/.test(name) &&
          typeof (value as Record<string, unknown>)[name] === 'function'
        )
          found.push(`${at}.${name}`);
      proto = Object.getPrototypeOf(proto);
    }
    for (const [field, inner] of Object.entries(value)) {
      // A client a service holds (genes' eutils) is in the table under its own name.
      if (typeof (inner as { request?: unknown } | null)?.request === 'function') continue;
      visit(inner, `${at}.${field}`, depth + 1);
    }
  };
  for (const name of SERVICE_NAMES) visit(l[name], name, 1);
  return [...new Set(found)].sort();
}

/**
 * Reads to the end: the error that ended it, or the one a reader that goes on past a failed
 * request reports (eutils' `done.error` event, a RecordStream's `failures`).
 */
export async function drain(records: AsyncIterable<unknown>): Promise<{ records: number; error?: unknown }> {
  let count = 0;
  try {
    for await (const item of records) {
      const failed = (item as { done?: { error?: unknown } }).done?.error;
      if (failed) return { records: count, error: failed };
      count += 1;
    }
  } catch (error) {
    return { records: count, error };
  }
  const failures = (records as { failures?: readonly { error?: unknown }[] }).failures;
  return failures?.[0] ? { records: count, error: failures[0].error } : { records: count };
}
