import { Readable } from 'node:stream';
import { createGzip } from 'node:zlib';
import type { EmulatorReply } from '../../service.js';
import type { Catalog } from './data/model.js';
import { fileRows, HARMONISED_COLUMNS, harmonisedLine, sumstatsRecord } from './sumstats-rows.js';

// Harmonised summary-statistics files, generated as they are sent: rows come from the seed, go
// through gzip in batches, and are never held whole. gzip's output is the same for the same input
// and settings, so a Range request regenerates the file and skips to the offset, and the length
// measured once (on the first full pass) is reused for Content-Length and Content-Range.

const BATCH_ROWS = 2_000;

async function* text(seed: number, studyId: number, rows: number): AsyncGenerator<string> {
  yield `${HARMONISED_COLUMNS.join('\t')}\n`;
  for (let start = 0; start < rows; start += BATCH_ROWS) {
    let batch = '';
    const end = Math.min(rows, start + BATCH_ROWS);
    for (let i = start; i < end; i++) batch += harmonisedLine(sumstatsRecord(seed, studyId, rows, i));
    yield batch;
  }
}

/** The gzip bytes of a file, from byte `from` on. */
async function* gzipped(
  seed: number,
  studyId: number,
  rows: number,
  from: number,
  onEnd?: (length: number) => void,
) {
  const gzip = createGzip({ level: 1 });
  const source = Readable.from(text(seed, studyId, rows)).pipe(gzip);
  let offset = 0;
  try {
    for await (const chunk of source as AsyncIterable<Buffer>) {
      const end = offset + chunk.length;
      if (end > from) yield offset >= from ? chunk : chunk.subarray(from - offset);
      offset = end;
    }
    onEnd?.(offset);
  } finally {
    source.destroy();
  }
}

const lengths = new Map<string, number>();

async function lengthOf(key: string, seed: number, studyId: number, rows: number): Promise<number> {
  const known = lengths.get(key);
  if (known !== undefined) return known;
  let total = 0;
  for await (const chunk of gzipped(seed, studyId, rows, 0)) total += chunk.length;
  lengths.set(key, total);
  return total;
}

/** `/<GCST>/harmonised/<GCST>-harmonised.tsv.gz`, with Range (bytes=N-) and If-Range support. */
export async function harmonisedFile(
  segments: string[],
  headers: Record<string, string | string[] | undefined>,
  seed: number,
  catalog: Catalog,
): Promise<EmulatorReply | undefined> {
  const [accession, folder, name] = segments;
  if (segments.length !== 3 || folder !== 'harmonised' || name !== `${accession}-harmonised.tsv.gz`)
    return undefined;
  const index = catalog.sumstatsStudies.findIndex((s) => s.accession === accession);
  const study = catalog.sumstatsStudies[index];
  if (!study) return undefined;
  const rows = fileRows(index);
  const key = `${seed}:${accession}:${rows}`;
  const etag = `"gwas-${key.replace(/:/g, '-')}"`;
  const base = { 'content-type': 'application/gzip', etag, 'accept-ranges': 'bytes' };
  const range = /^bytes=(\d+)-$/.exec(String(headers.range ?? ''));
  const ifRange = headers['if-range'];
  if (range && (ifRange === undefined || ifRange === etag)) {
    const total = await lengthOf(key, seed, study.id, rows);
    const start = Number(range[1]);
    if (start >= total) {
      return { status: 416, headers: { ...base, 'content-range': `bytes */${total}` }, body: '' };
    }
    return {
      status: 206,
      headers: {
        ...base,
        'content-range': `bytes ${start}-${total - 1}/${total}`,
        'content-length': String(total - start),
      },
      body: gzipped(seed, study.id, rows, start),
    };
  }
  const known = lengths.get(key);
  return {
    status: 200,
    headers: known === undefined ? base : { ...base, 'content-length': String(known) },
    body: gzipped(seed, study.id, rows, 0, (length) => lengths.set(key, length)),
  };
}
