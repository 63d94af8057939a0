import { Readable } from 'node:stream';
import { createGzip } from 'node:zlib';
import { notFound, type RouteInput } from '../../kit/index.js';
import type { EmulatorReply } from '../../service.js';
import { catalogFor } from './data/catalog.js';
import { fileRows, HARMONISED, PLAIN, sumstatsRecord } from './sumstats-rows.js';

// Summary-statistics files, generated as they are sent: rows come from the seed, go (through
// gzip) in batches, and are never held whole. gzip's output is the same for the same input and
// settings, so a Range request regenerates the file and skips to the offset, and the length
// measured once (on the first full pass) is reused for Content-Length and Content-Range.

const BATCH_ROWS = 2_000;

/** The file `segments` (below the files mount) name for `accession`: harmonised, or plain (gzipped or not). */
function kindOf(segments: string[], accession: string) {
  const [, folder, name] = segments;
  if (segments.length === 3 && folder === 'harmonised' && name === `${accession}-harmonised.tsv.gz`)
    return { name: 'harmonised', layout: HARMONISED, gzip: true };
  if (segments.length === 2 && (folder === `${accession}.tsv` || folder === `${accession}.tsv.gz`)) {
    const gzip = folder.endsWith('.gz');
    return { name: gzip ? 'plain-gz' : 'plain', layout: PLAIN, gzip };
  }
  return undefined;
}

/** One file of one study: what its rows are computed from, and the key its length is kept under. */
type StudyFile = {
  seed: number;
  studyId: number;
  rows: number;
  kind: NonNullable<ReturnType<typeof kindOf>>;
  key: string;
};

async function* text({ seed, studyId, rows, kind }: StudyFile): AsyncGenerator<string> {
  yield `${kind.layout.header.join('\t')}\n`;
  for (let start = 0; start < rows; start += BATCH_ROWS) {
    let batch = '';
    const end = Math.min(rows, start + BATCH_ROWS);
    for (let i = start; i < end; i++) batch += kind.layout.line(sumstatsRecord(seed, studyId, rows, i));
    yield batch;
  }
}

/** The bytes of a file, from byte `from` on. */
async function* bytes(file: StudyFile, from: number, onEnd?: (length: number) => void) {
  const lines = Readable.from(text(file));
  const source = file.kind.gzip ? lines.pipe(createGzip({ level: 1 })) : lines;
  let offset = 0;
  try {
    for await (const piece of source as AsyncIterable<Buffer | string>) {
      const chunk = typeof piece === 'string' ? Buffer.from(piece) : piece;
      const end = offset + chunk.length;
      if (end > from) yield offset >= from ? chunk : chunk.subarray(from - offset);
      offset = end;
    }
    onEnd?.(offset);
  } finally {
    source.destroy();
    lines.destroy();
  }
}

const lengths = new Map<string, number>();

async function lengthOf(file: StudyFile) {
  const known = lengths.get(file.key);
  if (known !== undefined) return known;
  let total = 0;
  for await (const chunk of bytes(file, 0)) total += chunk.length;
  lengths.set(file.key, total);
  return total;
}

/**
 * A study's files, with Range (bytes=N-) and If-Range support: `/<GCST>/harmonised/<GCST>-harmonised.tsv.gz`,
 * and the plain GWAS-SSF file `/<GCST>/<GCST>.tsv` (also gzipped, `.tsv.gz`).
 */
export async function sumstatsFile({ params, req, ctx: { seed } }: RouteInput): Promise<EmulatorReply> {
  const segments = (params.rest ?? '').split('/');
  const accession = segments[0] ?? '';
  const kind = kindOf(segments, accession);
  const { sumstatsStudies } = catalogFor(seed);
  const index = sumstatsStudies.findIndex((s) => s.accession === accession);
  const study = sumstatsStudies[index];
  if (!kind || !study) throw notFound('File not found');
  const rows = fileRows(index);
  // The harmonised key keeps its earlier form, so its ETag is unchanged.
  const key = `${seed}:${accession}:${rows}${kind.name === 'harmonised' ? '' : `:${kind.name}`}`;
  const file = { seed, studyId: study.id, rows, kind, key };
  const etag = `"gwas-${key.replace(/:/g, '-')}"`;
  const type = kind.gzip ? 'application/gzip' : 'text/tab-separated-values';
  const base = { 'content-type': type, etag, 'accept-ranges': 'bytes' };
  const range = /^bytes=(\d+)-$/.exec(String(req.headers.range ?? ''));
  const ifRange = req.headers['if-range'];
  if (range && (ifRange === undefined || ifRange === etag)) {
    const total = await lengthOf(file);
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
      body: bytes(file, start),
    };
  }
  const known = lengths.get(key);
  return {
    status: 200,
    headers: known === undefined ? base : { ...base, 'content-length': String(known) },
    body: bytes(file, 0, (length) => lengths.set(key, length)),
  };
}
