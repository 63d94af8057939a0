import type { EmulatorReply, EmulatorRequest, ServiceContext } from '../service.js';
import { HttpError, notFound } from './errors.js';

/** What a route handler gets: the request, its path parameters (decoded) and the instance context. */
export interface RouteInput {
  req: EmulatorRequest;
  params: Readonly<Record<string, string>>;
  query: URLSearchParams;
  ctx: ServiceContext;
}

export type RouteHandler = (input: RouteInput) => EmulatorReply | Promise<EmulatorReply>;

export interface Route {
  /** Upper-case method; GET routes also answer HEAD. */
  method: string;
  /** `/api/v2/studies/:nctId`; `:name*` takes the rest of the path (slashes included). */
  pattern: string;
  /** Which mount the route is under when the service has several (default: any). */
  mount?: string;
  handler: RouteHandler;
}

function route(method: string) {
  return (pattern: string, handler: RouteHandler, mount?: string): Route =>
    mount === undefined ? { method, pattern, handler } : { method, pattern, handler, mount };
}

export const get = route('GET');
export const post = route('POST');

export function compileRoute(r: Route) {
  const names: string[] = [];
  const source = r.pattern
    .split('/')
    .map((segment) => {
      const param = /^:([A-Za-z_][A-Za-z0-9_]*)(\*)?$/.exec(segment);
      if (!param) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(param[1] as string);
      return param[2] ? '(.+)' : '([^/]+)';
    })
    .join('/');
  return { ...r, method: r.method.toUpperCase(), regex: new RegExp(`^${source}/?$`), names };
}

type CompiledRoute = ReturnType<typeof compileRoute>;

/** A percent-decoded path segment, or undefined for a malformed escape (never a throw). */
export function safeDecode(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/**
 * The route for a request, by mount, path pattern and method (HEAD served by GET), with its
 * decoded path parameters; a 404, or a 405 with Allow, as an HttpError when none fits.
 */
export function matchRoute(routes: readonly CompiledRoute[], req: EmulatorRequest) {
  const allow = new Set<string>();
  for (const r of routes) {
    if (r.mount !== undefined && r.mount !== req.mount) continue;
    const m = r.regex.exec(req.path);
    if (!m) continue;
    if (r.method !== req.method && !(r.method === 'GET' && req.method === 'HEAD')) {
      allow.add(r.method);
      continue;
    }
    const values = r.names.map((_, i) => safeDecode(m[i + 1] as string));
    // A malformed percent-escape in a path segment can match no resource.
    if (values.includes(undefined)) continue;
    const params: Record<string, string> = Object.create(null);
    for (const [i, name] of r.names.entries()) params[name] = values[i] as string;
    return { route: r, params };
  }
  if (!allow.size) throw notFound(`No resource at ${req.path}`);
  const headers = { allow: [...allow].join(', ') };
  throw new HttpError(405, `Method ${req.method} not allowed`, { headers });
}
