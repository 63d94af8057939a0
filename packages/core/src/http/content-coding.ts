import type { Readable, Transform } from 'node:stream';
import { rebuildResponse } from './rebuild-response.js';

/**
 * Content codings decoded by core, strictly.
 *
 * Node's fetch (undici) inflates `Content-Encoding: gzip` with `finishFlush: Z_SYNC_FLUSH`, as
 * cURL does, so a compressed stream cut short (the HTTP framing complete: a Content-Length that
 * matches the cut body, or a clean last chunk) just ends: text read as it is, or streamed, loses
 * its tail without an error. So core asks fetch for the bytes as sent and inflates them itself
 * with zlib's defaults, where a stream that ends mid-member is an error (`unexpected end of file`)
 * that the attempt maps to a retryable NetworkError, and resumable walks resume.
 *
 * How: fetch takes a `dispatcher` in its init (Node's extension). The one given here forwards each
 * request to the global dispatcher (the one fetch would use anyway, a user's `setGlobalDispatcher`
 * included) and removes `content-encoding` from the answer's headers before fetch reads them, so
 * fetch hands the body on undecoded. No dispatcher is built from an `undici` package: one made by
 * another undici version than Node's bundled one is the known incompatibility, and forwarding to
 * whatever dispatcher is installed avoids it. The coding is then put back on the Response core
 * hands on, with the decoded body, as fetch would have done.
 *
 * Only codings fetch decodes itself (gzip, x-gzip, deflate, br) are taken over; any other list is
 * left to fetch untouched. A `fetch` given as an option is not given this dispatcher (it may be
 * any fetch): decoding its answers is its own business.
 */

const GLOBAL_DISPATCHER = Symbol.for('undici.globalDispatcher.1');
const DECODED = new Set(['gzip', 'x-gzip', 'deflate', 'br']);

interface Dispatcher {
  dispatch(options: unknown, handler: Record<string, unknown>): boolean;
  readonly isMockActive?: boolean | undefined;
}

type RawHeaders = (Buffer | string)[] | Record<string, string | string[] | undefined>;

/** The codings of a Content-Encoding value when core decodes all of them, else undefined. */
function codingsOf(value: string | undefined): string[] | undefined {
  if (!value) return undefined;
  const codings = value
    .toLowerCase()
    .split(',')
    .map((coding) => coding.trim());
  return codings.every((coding) => DECODED.has(coding)) ? codings : undefined;
}

/**
 * Whether a raw header name is Content-Encoding. Names are Buffers on HTTP/1 and every answer
 * passes here, compressed or not: only a name of the right length is made text.
 */
function isCoding(name: Buffer | string | undefined): boolean {
  return name?.length === 16 && String(name).toLowerCase() === 'content-encoding';
}

/** What core took out of an answer's headers: the codings to undo, and the header as sent. */
interface Taken {
  codings?: string[] | undefined;
  value?: string | undefined;
}

/** `raw` without its content-encoding (every field of it) when core decodes it, and what was taken. */
function takeCodings(raw: RawHeaders): Taken & { headers: RawHeaders } {
  if (Array.isArray(raw)) {
    const values: string[] = [];
    for (let i = 0; i < raw.length; i += 2) if (isCoding(raw[i])) values.push(String(raw[i + 1]));
    const value = values.length ? values.join(', ') : undefined;
    const codings = codingsOf(value);
    if (!codings) return { headers: raw };
    const kept: (Buffer | string)[] = [];
    for (let i = 0; i < raw.length; i += 2)
      if (!isCoding(raw[i])) kept.push(raw[i] as Buffer, raw[i + 1] as Buffer);
    return { headers: kept, codings, value };
  }
  // HTTP/2 and undici's newer handler API: an object with lower-case names.
  const entry = raw['content-encoding'];
  const value = Array.isArray(entry) ? entry.join(', ') : entry;
  const codings = codingsOf(value);
  if (!codings) return { headers: raw };
  const { 'content-encoding': _taken, ...kept } = raw;
  return { headers: kept, codings, value };
}

/**
 * A dispatcher for one fetch call: the global one, with `seen` set to what it took out of the
 * answer's headers. Both undici handler APIs are covered: `onHeaders` (what Node 20's fetch
 * calls) and `onResponseStart` (undici 7's newer one).
 */
function codingDispatcher(seen: Taken): Dispatcher {
  const global = () => (globalThis as Record<symbol, unknown>)[GLOBAL_DISPATCHER] as Dispatcher;
  return {
    get isMockActive() {
      return global().isMockActive;
    },
    dispatch(options, handler) {
      const onHeaders = handler.onHeaders as ((...args: unknown[]) => unknown) | undefined;
      if (onHeaders)
        handler.onHeaders = function (this: unknown, status: number, raw: RawHeaders, ...rest: unknown[]) {
          if (status < 200) return onHeaders.call(this, status, raw, ...rest);
          const { headers, ...taken } = takeCodings(raw);
          Object.assign(seen, { codings: undefined, value: undefined }, taken);
          return onHeaders.call(this, status, headers, ...rest);
        };
      const onResponseStart = handler.onResponseStart as ((...args: unknown[]) => unknown) | undefined;
      if (onResponseStart)
        handler.onResponseStart = function (
          this: unknown,
          controller: unknown,
          status: number,
          raw: RawHeaders,
          ...rest: unknown[]
        ) {
          if (status < 200) return onResponseStart.call(this, controller, status, raw, ...rest);
          const { headers, ...taken } = takeCodings(raw);
          Object.assign(seen, { codings: undefined, value: undefined }, taken);
          return onResponseStart.call(this, controller, status, headers, ...rest);
        };
      return global().dispatch(options, handler);
    },
  };
}

const importModules = () => Promise.all([import('node:zlib'), import('node:stream')]);
type Modules = Awaited<ReturnType<typeof importModules>>;
type Zlib = Modules[0];
type Stream = Modules[1];
let modules: Promise<Modules> | undefined;

/** zlib and streams, loaded by the first compressed answer rather than with core. */
function loadModules(): Promise<Modules> {
  modules ??= importModules();
  return modules;
}

/** zlib's error on a body that is not what its coding says, as a message that says so. */
function codingFailure(error: unknown, codings: string[]): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string' || !code.startsWith('Z_')) return error;
  const what = code === 'Z_BUF_ERROR' ? 'cut short' : 'corrupt';
  return new Error(`${codings.join(', ')} content encoding ${what} (${(error as Error).message})`, {
    cause: error,
  });
}

/**
 * `deflate` is zlib-wrapped by the standard, yet some servers send it raw: the first byte tells
 * (a zlib header's low nibble is 8, its method), as fetch itself decides.
 */
function inflateEither(zlib: Zlib, stream: Stream): Transform {
  let inflater: Transform | undefined;
  const choose = (first: Uint8Array) => {
    inflater = ((first[0] as number) & 0x0f) === 0x08 ? zlib.createInflate() : zlib.createInflateRaw();
    inflater.on('data', (chunk: Buffer) => outer.push(chunk));
    inflater.on('error', (error) => outer.destroy(error));
    return inflater;
  };
  const outer: Transform = new stream.Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (chunk.length === 0) return done();
      (inflater ?? choose(chunk)).write(chunk, () => done());
    },
    flush(done) {
      if (!inflater) return done();
      inflater.once('end', () => done());
      inflater.end();
    },
    destroy(error, done) {
      inflater?.destroy();
      done(error);
    },
  });
  return outer;
}

function decoderFor(coding: string, zlib: Zlib, stream: Stream): Transform {
  if (coding === 'br') return zlib.createBrotliDecompress();
  if (coding === 'deflate') return inflateEither(zlib, stream);
  return zlib.createGunzip();
}

/**
 * `body` decoded by `codings` (applied in order by the sender, so undone last first). A stream
 * that ends early or is corrupt errors the returned stream; an error of the body itself (a reset)
 * passes through as it came. Cancelling the returned stream cancels the body.
 */
async function decode(
  body: ReadableStream<Uint8Array>,
  codings: string[],
): Promise<ReadableStream<Uint8Array>> {
  const [zlib, stream] = await loadModules();
  const input = stream.Readable.fromWeb(body as import('node:stream/web').ReadableStream<Uint8Array>);
  let output: Readable = input;
  for (const coding of [...codings].reverse()) {
    const decoder = decoderFor(coding, zlib, stream);
    // An error anywhere ends the chain at its end, where it is read; a decoder's own error also
    // releases the body (destroying the input cancels its reader).
    output.on('error', (error) => decoder.destroy(error));
    decoder.on('error', () => input.destroy());
    output = output.pipe(decoder);
  }
  const chunks = output[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await chunks.next();
        if (done) controller.close();
        else controller.enqueue(new Uint8Array(value.buffer, value.byteOffset, value.byteLength));
      } catch (error) {
        controller.error(codingFailure(error, codings));
      }
    },
    cancel() {
      output.destroy();
      input.destroy();
    },
  });
}

/**
 * `fetch(url, init)` on the platform's fetch (looked up at each call, so a test's interceptor
 * still applies) with content codings decoded strictly by core. Answers fetch has already decoded
 * (an interceptor's, or a coding left to fetch) are returned as they came.
 */
export async function fetchDecodingStrictly(
  url: string | URL | Request,
  init?: RequestInit,
): Promise<Response> {
  const seen: Taken = {};
  const response = await globalThis.fetch(url, {
    ...init,
    dispatcher: codingDispatcher(seen),
  } as RequestInit);
  const codings = seen.codings;
  if (!codings) return response;
  const headers = new Headers(response.headers);
  headers.set('content-encoding', seen.value ?? codings.join(', '));
  const body = response.body ? await decode(response.body, codings) : null;
  return rebuildResponse(response, body, headers);
}
