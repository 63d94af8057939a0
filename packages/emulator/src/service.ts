import type { IncomingHttpHeaders } from 'node:http';

/**
 * The contract between the emulator's HTTP framework and one emulated service. A service module
 * (src/services/<service>/) only answers requests from its embedded data; the framework owns
 * the socket, prefix routing, documented limits (429s), fault injection and the request log.
 */

/** One incoming request, already stripped of the mount prefix. */
export interface EmulatorRequest {
  method: string;
  /** Which mount of the service matched (a key of `EmulatorService.mounts`, e.g. 'eutils'). */
  mount: string;
  /** Path below the mount prefix, starting with '/', not decoded. */
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** Raw request body (empty for GET). */
  body: Buffer;
  /** Client address, used as the default rate-limit key. */
  remoteAddress: string;
}

/** What a service answers. Streams let large bodies (CSV, XML) go out without buffering. */
export interface EmulatorReply {
  status: number;
  headers?: Record<string, string>;
  body?: string | Uint8Array | AsyncIterable<string | Uint8Array>;
}

/** A documented limit for one request: the framework keeps one sliding window per `key`. */
export interface LimitRule {
  key: string;
  perSecond?: number;
  perMinute?: number;
}

export interface ServiceContext {
  /** Seed of this emulator instance; data derived from it is the same on every start. */
  seed: number;
  /** Full base addresses of every mount of every service, for links inside responses. */
  baseUrls: Readonly<Record<string, string>>;
  /** The emulator's clock in ms (`EmulatorOptions.now`), so tests can step a module's timed state. */
  now(): number;
}

export interface EmulatorService {
  /** Short service name as in DESIGN.md ('trials', 'eutils', ...). */
  name: string;
  /** baseUrls key -> mount prefix, e.g. { trials: '/trials' } or { eutils: '/ncbi/entrez/eutils' }. */
  mounts: Readonly<Record<string, string>>;
  /** The documented limits that apply to this request (none: unlimited). */
  limits?(req: EmulatorRequest): LimitRule[];
  /** The service's documented 429 answer (body and headers; Retry-After is added by the framework). */
  tooManyRequests?(req: EmulatorRequest): EmulatorReply;
  /**
   * The service's documented 500/503 answer, used for injected faults (optional; the framework
   * sends a generic JSON body without it, and adds Retry-After to a 503).
   */
  serverError?(req: EmulatorRequest, status: 500 | 503): EmulatorReply;
  /** Answer one request; unknown paths answer the service's own 404. */
  handle(req: EmulatorRequest, ctx: ServiceContext): EmulatorReply | Promise<EmulatorReply>;
}
