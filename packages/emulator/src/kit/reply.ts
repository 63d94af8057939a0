import type { EmulatorReply } from '../service.js';

type ReplyHeaders = Record<string, string>;
type ReplyBody = NonNullable<EmulatorReply['body']>;

/** Any body, text or binary (`text/csv`, `chemical/x-mdl-sdfile`, `image/png` ...), whole or streamed. */
export function textReply(
  body: ReplyBody,
  contentType = 'text/plain; charset=utf-8',
  status = 200,
  headers: ReplyHeaders = {},
): EmulatorReply {
  return { status, headers: { 'content-type': contentType, ...headers }, body };
}

/** JSON answer (the body is serialised here). */
export const jsonReply = (body: unknown, status = 200, headers: ReplyHeaders = {}) =>
  textReply(JSON.stringify(body), 'application/json; charset=utf-8', status, headers);

/** XML answer; `body` is a whole document or a stream of its parts. */
export const xmlReply = (body: ReplyBody, status = 200, headers: ReplyHeaders = {}) =>
  textReply(body, 'text/xml; charset=UTF-8', status, headers);

/**
 * A whole body answered with HTTP Range support (`bytes=N-` and `bytes=N-M`), as file servers do:
 * 206 with Content-Range for a satisfiable range, 416 past the end, the whole body otherwise.
 * Lets clients' resumable downloads be tested against the emulator.
 */
export function rangeReply(
  whole: Uint8Array,
  rangeHeader: string | string[] | undefined,
  contentType = 'application/octet-stream',
  headers: ReplyHeaders = {},
): EmulatorReply {
  const base = { 'content-type': contentType, 'accept-ranges': 'bytes', ...headers };
  const range = Array.isArray(rangeHeader) ? rangeHeader[0] : rangeHeader;
  const match = range ? /^bytes=(\d+)-(\d*)$/.exec(range.trim()) : null;
  if (!match) return { status: 200, headers: base, body: whole };
  const start = Number(match[1]);
  const end = match[2] ? Math.min(Number(match[2]), whole.length - 1) : whole.length - 1;
  if (start >= whole.length || start > end) {
    return { status: 416, headers: { ...base, 'content-range': `bytes */${whole.length}` } };
  }
  return {
    status: 206,
    headers: { ...base, 'content-range': `bytes ${start}-${end}/${whole.length}` },
    body: whole.subarray(start, end + 1),
  };
}
