import { AbortError, isLifesciError, NetworkError } from '../errors/classes.js';

export interface DownloadProgress {
  /** Bytes delivered so far. */
  received: number;
  /** Full size when the server said (Content-Length / Content-Range). */
  total: number | undefined;
  /** How many times the transfer was resumed after a dropped connection. */
  resumes: number;
}

export interface DownloadOptions {
  onProgress?: (progress: DownloadProgress) => void;
  /** Resumptions allowed after dropped connections (default 5). */
  maxResumes?: number;
  signal?: AbortSignal | undefined;
  /**
   * Called with every answer opened (the first and each resumption) before its bytes are handed
   * out; what it throws ends the download (e.g. `refuseMarkupType` on its Content-Type).
   */
  check?: (response: Response) => void;
}

/** Where to restart: the byte offset, and the validator that must still match (`If-Range`). */
export interface ResumeFrom {
  start: number;
  validator?: string | undefined;
}

/** Opens the resource, from the start (undefined) or from `from` with a Range request. */
export type RangeOpener = (from: ResumeFrom | undefined) => Promise<Response>;

function totalOf(response: Response, start: number): number | undefined {
  const range = /\/(\d+)\s*$/.exec(response.headers.get('content-range') ?? '');
  if (range?.[1]) return Number(range[1]);
  const length = response.headers.get('content-length');
  // With content coding the length is of the encoded bytes, not of what is delivered.
  if (length === null || response.headers.get('content-encoding')) return undefined;
  return start + Number(length);
}

function rangeStart(response: Response): number | undefined {
  const match = /bytes\s+(\d+)-/.exec(response.headers.get('content-range') ?? '');
  return match?.[1] === undefined ? undefined : Number(match[1]);
}

function checked(response: Response, check: DownloadOptions['check']): Response {
  if (!check) return response;
  try {
    check(response);
  } catch (error) {
    response.body?.cancel().catch(() => undefined);
    throw error;
  }
  return response;
}

/**
 * A download as a stream that survives dropped connections: when the body breaks off, the rest is
 * requested with `Range: bytes=<received>-` (guarded by `If-Range` with the ETag or
 * Last-Modified), and the stream carries on. A server that answers a range with the whole body
 * again has the bytes already delivered skipped. Progress is reported per chunk.
 */
export async function download(
  open: RangeOpener,
  options: DownloadOptions = {},
): Promise<ReadableStream<Uint8Array>> {
  const maxResumes = options.maxResumes ?? 5;
  const { signal } = options;
  let response = checked(await open(undefined), options.check);
  const validator = response.headers.get('etag') ?? response.headers.get('last-modified') ?? undefined;
  let total = totalOf(response, 0);
  let received = 0;
  let resumes = 0;
  let skip = 0;
  let reader = (response.body ?? new ReadableStream<Uint8Array>()).getReader();

  const resume = async (cause: unknown): Promise<void> => {
    if (signal?.aborted) throw new AbortError('download was aborted', { cause: signal.reason });
    if (isLifesciError(cause) && !(cause instanceof NetworkError)) throw cause;
    if (resumes >= maxResumes) {
      throw new NetworkError(`download broke off after ${received} bytes and ${resumes} resumptions`, {
        cause,
      });
    }
    resumes += 1;
    await reader.cancel().catch(() => undefined);
    response = checked(await open({ start: received, validator }), options.check);
    if (response.status === 206) {
      const start = rangeStart(response);
      if (start !== undefined && start !== received) {
        throw new NetworkError(`the server resumed at byte ${start}, not ${received}`);
      }
      skip = 0;
    } else {
      // The whole body again (no range support, or the resource changed and If-Range failed).
      skip = received;
      total = totalOf(response, 0) ?? total;
    }
    reader = (response.body ?? new ReadableStream<Uint8Array>()).getReader();
  };

  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      for (;;) {
        let chunk: ReadableStreamReadResult<Uint8Array>;
        try {
          chunk = await reader.read();
        } catch (error) {
          try {
            await resume(error);
          } catch (fatal) {
            controller.error(fatal);
            return;
          }
          continue;
        }
        if (chunk.done) {
          if (total !== undefined && received < total) {
            // The connection closed cleanly but early: resume like any other break.
            try {
              await resume(new NetworkError(`body ended at ${received} of ${total} bytes`));
            } catch (fatal) {
              controller.error(fatal);
              return;
            }
            continue;
          }
          controller.close();
          return;
        }
        let bytes = chunk.value;
        if (skip > 0) {
          const drop = Math.min(skip, bytes.byteLength);
          skip -= drop;
          bytes = bytes.subarray(drop);
          if (bytes.byteLength === 0) continue;
        }
        received += bytes.byteLength;
        options.onProgress?.({ received, total, resumes });
        controller.enqueue(bytes);
        return;
      }
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
}
