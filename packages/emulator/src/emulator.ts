import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { buffer as readBody } from 'node:stream/consumers';
import { type FaultOptions, resolveFaults } from './faults.js';
import { INTERFACE_NAMES, INTERFACES } from './interfaces.js';
import { jsonReply } from './kit/reply.js';
import type { RequestLogEntry } from './request-log.js';
import { sendReply, sendSlowly, sendTruncated } from './send.js';
import type { EmulatorReply, EmulatorRequest, EmulatorService, ServiceContext } from './service.js';
import { registeredServices } from './services/index.js';
import { SlidingWindowLimiter, windowRules } from './sliding-window.js';

export interface EmulatorOptions {
  /** TCP port (default 0: any free port). */
  port?: number;
  /** Interface to listen on (default 127.0.0.1; the emulator is meant for loopback). */
  host?: string;
  /**
   * Services to mount: names of registered services and/or your own service modules
   * (default: every registered service). Interfaces nobody mounts answer 501.
   */
  services?: ReadonlyArray<string | EmulatorService>;
  /** 'documented' (default) enforces each service's documented limits; 'off' disables them. */
  limits?: 'documented' | 'off';
  /** Seeded fault injection. */
  faults?: FaultOptions;
  /** Seed for generated data and, unless `faults.seed` is given, for faults (default 1). */
  seed?: number;
  /**
   * Clock in ms for limits, the request log and services' timed state such as PubChem's ListKeys
   * (default performance.now). Tests inject one to step over a window without waiting for it.
   */
  now?: () => number;
}

export interface Emulator {
  /** Base address of every interface in the spec, by name (no trailing slash). */
  baseUrls: Readonly<Record<string, string>>;
  /** `http://host:port` of the server. */
  origin: string;
  /** Names of the services actually emulated by this instance. */
  services: readonly string[];
  /** The baseUrls keys answered by a service module (every other one answers 501). */
  emulated: readonly string[];
  /** Every request so far, in the order their status was decided. */
  requests: RequestLogEntry[];
  close(): Promise<void>;
}

type Mount = { key: string; prefix: string; service?: EmulatorService };

function chooseServices(selection: EmulatorOptions['services']): EmulatorService[] {
  return (selection ?? registeredServices).map((item) => {
    if (typeof item !== 'string') return item;
    const found = registeredServices.find((service) => service.name === item);
    if (!found) {
      const known = registeredServices.map((service) => service.name).join(', ');
      throw new RangeError(`unknown emulated service "${item}"; registered: ${known}`);
    }
    return found;
  });
}

/** Every mount by key: the spec's interfaces in spec order, then keys only a custom service adds. */
function buildMounts(services: readonly EmulatorService[]): Map<string, Mount> {
  const mounts = new Map<string, Mount>(
    INTERFACE_NAMES.map((key) => [key, { key, prefix: INTERFACES[key].prefix }]),
  );
  for (const service of services) {
    for (const [key, prefix] of Object.entries(service.mounts)) {
      const taken = mounts.get(key)?.service;
      if (taken) throw new Error(`mount "${key}" is claimed by both ${taken.name} and ${service.name}`);
      if (!/^\/[^?#]*[^/?#]$/.test(prefix)) {
        throw new Error(`mount prefix of ${service.name}.${key} must start with '/' and not end with it`);
      }
      mounts.set(key, { key, prefix, service });
    }
  }
  return mounts;
}

/** Starts one loopback HTTP server that answers for every interface of the spec. */
export async function startEmulator(options: EmulatorOptions = {}): Promise<Emulator> {
  const seed = options.seed ?? 1;
  const host = options.host ?? '127.0.0.1';
  const now = options.now ?? (() => performance.now());
  const services = chooseServices(options.services);
  const mountsByKey = buildMounts(services);
  // Longest prefix first, so a mount nested under another one still wins its own paths.
  const mounts = [...mountsByKey.values()].sort((a, b) => b.prefix.length - a.prefix.length);
  const limiter = options.limits === 'off' ? undefined : new SlidingWindowLimiter();
  const faults = resolveFaults(options.faults, seed);
  const requests: RequestLogEntry[] = [];
  const lifetime = new AbortController();
  const baseUrls: Record<string, string> = {};
  const context: ServiceContext = { seed, baseUrls, now };
  const emulated = services.map((service) => service.name);

  async function dispatch(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const time = now();
    const method = req.method ?? 'GET';
    const [fullPath = '', ...queryParts] = (req.url ?? '/').split('?');
    const queryString = queryParts.join('?');
    const mount = mounts.find((m) => fullPath === m.prefix || fullPath.startsWith(`${m.prefix}/`));
    const path = mount ? fullPath.slice(mount.prefix.length) || '/' : fullPath;
    const log = (status: number, extra: Partial<RequestLogEntry> = {}) =>
      requests.push({
        time,
        service: mount?.service?.name ?? mount?.key ?? '',
        mount: mount?.key ?? '',
        method,
        path,
        query: queryString,
        status,
        ...extra,
      });
    // An injected 'truncate' or 'slow' fault shapes how the answer goes out.
    const send = (reply: EmulatorReply, extra: Partial<RequestLogEntry> = {}) => {
      log(reply.status, extra);
      if (extra.fault === 'truncate') return sendTruncated(res, reply);
      if (extra.fault === 'slow' && faults) return sendSlowly(res, reply, faults, lifetime.signal);
      return sendReply(res, reply);
    };

    if (!mount) {
      const known = mounts.map((m) => m.prefix).sort();
      return send(jsonReply({ error: 'not_found', message: `no interface at ${fullPath}`, known }, 404));
    }
    const { service } = mount;
    if (!service) {
      const info = INTERFACES[mount.key as keyof typeof INTERFACES];
      const message = `The lifesci emulator does not emulate ${mount.key} (${info.spec}, ${info.description}) in this instance; emulated: ${emulated.join(', ') || 'none'}.`;
      return send(jsonReply({ error: 'not_emulated', interface: mount.key, message }, 501));
    }

    const request: EmulatorRequest = {
      method,
      mount: mount.key,
      path,
      query: new URLSearchParams(queryString),
      headers: req.headers,
      body: await readBody(req),
      remoteAddress: req.socket.remoteAddress ?? '',
    };
    const fault = faults?.next();
    const withRetryAfter = (reply: EmulatorReply, seconds: number): EmulatorReply => ({
      ...reply,
      headers: { ...reply.headers, 'retry-after': String(seconds) },
    });
    const tooMany = (seconds: number) =>
      withRetryAfter(
        service.tooManyRequests?.(request) ?? jsonReply({ error: 'Too Many Requests' }, 429),
        seconds,
      );

    if (limiter && service.limits) {
      const decision = limiter.check(windowRules(service.name, service.limits(request)), time);
      if (!decision.allowed)
        return send(tooMany(Math.max(1, Math.ceil(decision.retryAfterMs / 1000))), { limited: true });
    }

    if (fault === 'reset') {
      log(0, { fault });
      req.socket.resetAndDestroy();
      return;
    }
    if (fault === '429' || fault === '500' || fault === '503') {
      const retryAfter = faults?.retryAfterSeconds ?? 1;
      const status = fault === '500' ? 500 : 503;
      const reply =
        fault === '429'
          ? tooMany(retryAfter)
          : (service.serverError?.(request, status) ?? jsonReply({ error: 'emulated server error' }, status));
      // A 503 announces when to come back; a 500 does not.
      return send(fault === '503' ? withRetryAfter(reply, retryAfter) : reply, { fault });
    }

    let reply: EmulatorReply;
    try {
      reply = await service.handle(request, context);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      reply = jsonReply({ error: 'emulator_service_failed', service: service.name, message }, 500);
    }
    return send(reply, fault ? { fault } : {});
  }

  const server = createServer((req, res) => {
    dispatch(req, res).catch(() => {
      // Aborted by close() or a client that left mid-body: nothing left to answer.
      if (!res.headersSent && !res.destroyed) res.writeHead(500).end();
      else res.destroy();
    });
  });
  // Node closes idle keep-alive sockets after 5 s; a client that reuses one at that moment sees
  // ECONNRESET, which on a loaded machine happens between a test's requests. A long idle time
  // (announced in the Keep-Alive header, which undici honours) makes that race vanishingly rare.
  server.keepAliveTimeout = 60_000;
  server.headersTimeout = 65_000;
  server.listen(options.port ?? 0, host);
  await once(server, 'listening');

  const { port } = server.address() as AddressInfo;
  const urlHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  const origin = `http://${urlHost}:${port}`;
  for (const m of mountsByKey.values()) baseUrls[m.key] = origin + m.prefix;
  Object.freeze(baseUrls);

  return {
    baseUrls,
    origin,
    services: emulated,
    emulated: [...mountsByKey.values()].filter((m) => m.service).map((m) => m.key),
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        lifetime.abort();
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
