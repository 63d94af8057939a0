import type { ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { EmulatorReply } from './service.js';

type Body = NonNullable<EmulatorReply['body']>;

function isAsyncIterable(body: Body): body is AsyncIterable<string | Uint8Array> {
  return typeof body === 'object' && Symbol.asyncIterator in body;
}

const toBuffer = (chunk: string | Uint8Array): Buffer =>
  typeof chunk === 'string'
    ? Buffer.from(chunk, 'utf8')
    : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);

async function collect(body: Body | undefined): Promise<Buffer> {
  if (body === undefined) return Buffer.alloc(0);
  if (!isAsyncIterable(body)) return toBuffer(body);
  const parts: Buffer[] = [];
  for await (const chunk of body) parts.push(toBuffer(chunk));
  return Buffer.concat(parts);
}

/** Resolves once the chunk is handed to the socket: at once, on 'drain', or when the client left. */
function write(res: ServerResponse, chunk: Buffer): Promise<void> {
  return new Promise((resolve) => {
    if (res.write(chunk)) return resolve();
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.once('drain', done);
    res.once('close', done);
  });
}

/** Sends a reply as it is: whole bodies with Content-Length, streamed ones chunked. */
export async function sendReply(res: ServerResponse, reply: EmulatorReply): Promise<void> {
  const { body } = reply;
  if (body === undefined || !isAsyncIterable(body)) {
    const bytes = await collect(body);
    res.writeHead(reply.status, { ...reply.headers, 'content-length': String(bytes.length) });
    res.end(bytes);
    return;
  }
  res.writeHead(reply.status, reply.headers);
  for await (const chunk of body) {
    // The client went away: stop pulling from the generator (its `finally` runs).
    if (res.destroyed) return;
    await write(res, toBuffer(chunk));
  }
  res.end();
}

/**
 * Declares the full Content-Length, sends only the first half of the body, then drops the
 * connection: the client sees a premature close mid-body, as with a proxy that gave up.
 */
export async function sendTruncated(res: ServerResponse, reply: EmulatorReply): Promise<void> {
  const bytes = await collect(reply.body);
  // An empty body cannot be cut short, so it promises one byte that never comes.
  res.writeHead(reply.status, { ...reply.headers, 'content-length': String(Math.max(bytes.length, 1)) });
  res.write(bytes.subarray(0, Math.floor(bytes.length / 2)), () => res.destroy());
}

/** An injected 'slow' answer's pace (FaultOptions): this many chunks, with this pause before each. */
type Pace = { slowChunks: number; slowChunkDelayMs: number };

/** Sends the body in parts with a pause before each: a slow but complete answer. */
export async function sendSlowly(res: ServerResponse, reply: EmulatorReply, pace: Pace, signal: AbortSignal) {
  const bytes = await collect(reply.body);
  res.writeHead(reply.status, { ...reply.headers, 'content-length': String(bytes.length) });
  res.flushHeaders();
  const size = Math.max(1, Math.ceil(bytes.length / pace.slowChunks));
  for (let start = 0; start < bytes.length; start += size) {
    await sleep(pace.slowChunkDelayMs, undefined, { signal });
    if (res.destroyed) return;
    await write(res, bytes.subarray(start, start + size));
  }
  res.end();
}
