import { createHash } from 'node:crypto';
import {
  badRequest,
  fill,
  groupBy,
  jsonReply,
  memoize,
  notFound,
  type RouteHandler,
  rangeReply,
  tokenPage,
} from '../../kit/index.js';
import { mmcif } from '../structures/coordinates.js';
import { modelFile } from './files.js';
import { BUCKET_VERSION, type Model, modelsFor } from './models.js';
import templates from './templates.json' with { type: 'json' };

/**
 * The public bulk bucket through the Cloud Storage JSON API (listing, paged with
 * nextPageToken) and its download address (Range supported): the accession index, the
 * sequences and one tar per part of each species' proteome (10 models a part).
 */
const BUCKET = 'public-datasets-deepmind-alphafold-v4';
const PART = 10;

/** A ustar archive: 512-byte headers (octal fields, checksum) and padded contents. */
function tar(files: { name: string; text: string }[]): Uint8Array {
  const blocks: Buffer[] = [];
  const octal = (n: number) => `${n.toString(8).padStart(11, '0')}\0`;
  for (const f of files) {
    const body = Buffer.from(f.text, 'utf8');
    const header = Buffer.alloc(512);
    const fields: [number, number, string][] = [
      [0, 100, f.name],
      [124, 12, octal(body.length)],
      [136, 12, octal(1_659_000_000)],
      ...(templates.tarHeader as [number, number, string][]),
    ];
    for (const [offset, length, value] of fields) header.write(value, offset, length, 'ascii');
    let sum = 0;
    for (const byte of header) sum += byte;
    header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 8, 'ascii');
    blocks.push(header, body, Buffer.alloc((512 - (body.length % 512)) % 512));
  }
  blocks.push(Buffer.alloc(1024));
  return Buffer.concat(blocks);
}

/** Every object of the bucket for a seed, by name. */
const filesOf = memoize((seed: number) => {
  const models = [...modelsFor(seed).values()].flat();
  const byTaxon = groupBy(models, (m) => [m.protein.taxId]);
  const lines = (name: string, line: (m: Model) => string) => ({
    name,
    bytes: (): Uint8Array => Buffer.from(models.map(line).join('')),
  });
  const files = [
    lines(
      'accession_ids.csv',
      (m) => `${m.accession},1,${m.sequence.length},${m.entryId},${BUCKET_VERSION}\n`,
    ),
    lines(
      'sequences.fasta',
      (m) => `>AFDB:${m.entryId} ${m.protein.description} OS=${m.protein.organism}\n${m.sequence}\n`,
    ),
  ];
  for (const [taxId, group] of [...byTaxon].sort(([a], [b]) => a - b)) {
    for (let part = 0; part * PART < group.length; part++) {
      const chunk = group.slice(part * PART, (part + 1) * PART);
      const cif = (m: Model) => ({
        name: `${m.entryId}-model_v${BUCKET_VERSION}.cif`,
        text: mmcif(modelFile(m)),
      });
      files.push({
        name: `proteomes/proteome-tax_id-${taxId}-${part}_v${BUCKET_VERSION}.tar`,
        bytes: () => tar(chunk.map(cif)),
      });
    }
  }
  return files.sort((a, b) => a.name.localeCompare(b.name));
});

/** The bucket's files for a seed; a 404 for any other bucket. */
function bucketFiles(seed: number, bucket: string) {
  if (bucket !== BUCKET) throw notFound('The specified bucket does not exist.');
  return filesOf(seed);
}

/** GET /storage/v1/b/<bucket>/o?prefix=&maxResults=&pageToken= */
export const listObjects: RouteHandler = ({ params, query, ctx }) => {
  const bucket = params.bucket as string;
  const files = bucketFiles(ctx.seed, bucket);
  const prefix = query.get('prefix') ?? '';
  const max = Number(query.get('maxResults') ?? 1000);
  if (!Number.isInteger(max) || max < 1)
    throw badRequest(`Invalid value for maxResults: ${query.get('maxResults')}`);
  const matching = files.filter((f) => f.name.startsWith(prefix));
  const page = tokenPage(matching, query.get('pageToken'), Math.min(max, 1000), {
    seed: ctx.seed,
    query: [bucket, prefix],
  });
  const items = page.items.map((f) => {
    const bytes = f.bytes();
    return fill(templates.bucketObject, {
      bucket,
      name: f.name,
      contentType: f.name.endsWith('.tar') ? 'application/x-tar' : 'application/octet-stream',
      size: String(bytes.length),
      md5: createHash('md5').update(bytes).digest('base64'),
    });
  });
  return jsonReply(
    fill(templates.bucketListing, {
      next: page.nextToken || undefined,
      items: items.length ? items : undefined,
    }),
  );
};

/** GET /<bucket>/<name>: the object's bytes, with Range. */
export const downloadObject: RouteHandler = ({ req, params, ctx }) => {
  const [bucket, name] = [params.bucket as string, params.name as string];
  const file = bucketFiles(ctx.seed, bucket).find((f) => f.name === name);
  if (!file) throw notFound(`No such object: ${bucket}/${name}`);
  const bytes = file.bytes();
  return rangeReply(bytes, req.headers.range, 'application/octet-stream', {
    etag: `"${createHash('md5').update(bytes).digest('hex')}"`,
  });
};
