import type {
  EmulatorReply,
  EmulatorRequest,
  EmulatorService,
  LimitRule,
  ServiceContext,
} from '../service.js';
import { type ErrorStyle, HttpError } from './errors.js';
import { compileRoute, matchRoute, type Route } from './router.js';

export interface ServiceDefinition {
  /** Short service name as in DESIGN.md ('pgx', 'compounds' ...). */
  name: string;
  /** Interface key -> mount prefix (keys from ../interfaces.ts). */
  mounts: Readonly<Record<string, string>>;
  /** The service's documented error body, used for 404/405, thrown HttpErrors and faults. */
  errors: ErrorStyle;
  routes: readonly Route[];
  /** Documented limits for a request (the framework keeps the sliding windows). */
  limits?(req: EmulatorRequest): LimitRule[];
  /** The documented 429 answer; default: `errors.reply(429, ...)`. */
  tooManyRequests?(req: EmulatorRequest): EmulatorReply;
  /** The documented 500/503 answer for injected faults; default: `errors.reply(status, ...)`. */
  serverError?(req: EmulatorRequest, status: 500 | 503): EmulatorReply;
  /**
   * Runs before routing (an OAuth check, a throttling header on every answer ...). Return a reply
   * to answer at once, or undefined to go on.
   */
  before?(
    req: EmulatorRequest,
    ctx: ServiceContext,
  ): EmulatorReply | undefined | Promise<EmulatorReply | undefined>;
  /** Adjusts every routed answer (e.g. adds the service's throttling headers). */
  after?(reply: EmulatorReply, req: EmulatorRequest, ctx: ServiceContext): EmulatorReply;
}

/**
 * Builds an `EmulatorService` from routes: method + path pattern routing, 404 and 405 (with Allow)
 * in the service's own error body, route errors (`HttpError`) mapped the same way. Limits, 429s,
 * faults and the request log stay with the framework.
 */
export function defineService(definition: ServiceDefinition): EmulatorService {
  const routes = definition.routes.map(compileRoute);
  const { errors } = definition;
  async function handle(req: EmulatorRequest, ctx: ServiceContext): Promise<EmulatorReply> {
    const early = await definition.before?.(req, ctx);
    if (early) return early;
    const match = matchRoute(routes, req);
    let reply: EmulatorReply;
    if (match.kind === 'none') reply = errors.reply(404, `No resource at ${req.path}`, req);
    else if (match.kind === 'method') {
      const answer = errors.reply(405, `Method ${req.method} not allowed`, req);
      reply = { ...answer, headers: { ...answer.headers, allow: match.allow.join(', ') } };
    } else {
      try {
        reply = await match.route.handler({ req, params: match.params, query: req.query, ctx });
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        const answer = errors.reply(error.status, error.message, req, error);
        reply = { ...answer, headers: { ...answer.headers, ...error.headers } };
      }
    }
    return definition.after ? definition.after(reply, req, ctx) : reply;
  }
  const service: EmulatorService = {
    name: definition.name,
    mounts: definition.mounts,
    handle,
    tooManyRequests: definition.tooManyRequests ?? ((req) => errors.reply(429, 'Too Many Requests', req)),
    serverError:
      definition.serverError ??
      ((req, status) =>
        errors.reply(
          status,
          status === 503 ? 'Service temporarily unavailable' : 'Internal server error',
          req,
        )),
  };
  if (definition.limits) service.limits = definition.limits;
  return service;
}
