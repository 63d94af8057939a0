import type { EmulatorReply } from '../../service.js';

/** RCSB answers errors as `{ status, message }` JSON (Data and Search APIs alike). */
export const json = (status: number, value: unknown): EmulatorReply => ({
  status,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(value),
});

export const rcsbError = (status: number, message: string): EmulatorReply =>
  json(status, { status, message });

/**
 * A whole file, or the part a `Range: bytes=<start>-` asks for (206), so downloads can resume.
 * The ETag is the body's length and kind: stable for a seed, which is all If-Range needs.
 */
export function fileReply(
  body: string | Uint8Array,
  contentType: string,
  range: string | undefined,
  ifRange?: string,
): EmulatorReply {
  const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : Buffer.from(body);
  const etag = `"${bytes.length.toString(16)}-${contentType.length}"`;
  const headers = { 'content-type': contentType, etag, 'accept-ranges': 'bytes' };
  const match = range === undefined ? null : /^bytes=(\d+)-$/.exec(range);
  if (match && (ifRange === undefined || ifRange === etag)) {
    const start = Number(match[1]);
    if (start >= bytes.length)
      return { status: 416, headers: { 'content-range': `bytes */${bytes.length}` } };
    return {
      status: 206,
      headers: { ...headers, 'content-range': `bytes ${start}-${bytes.length - 1}/${bytes.length}` },
      body: bytes.subarray(start),
    };
  }
  return { status: 200, headers, body: bytes };
}
