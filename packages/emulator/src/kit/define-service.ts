import type { EmulatorReply, EmulatorRequest, EmulatorService, ServiceContext } from '../service.js';
import { type ErrorStyle, HttpError } from './errors.js';
import { compileRoute, matchRoute, type Route } from './router.js';

export interface ServiceDefinition
  extends Pick<EmulatorService, 'name' | 'mounts' | 'limits' | 'tooManyRequests' | 'serverError'> {
  /** The service's documented error body, used for 404/405, thrown HttpErrors and faults. */
  errors: ErrorStyle;
  routes: readonly Route[];
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

const SERVER_ERRORS = { 500: 'Internal server error', 503: 'Service temporarily unavailable' };

/**
 * Builds an `EmulatorService` from routes: method + path pattern routing, 404 and 405 (with Allow)
 * in the service's own error body, route errors (`HttpError`) mapped the same way; without their
 * own, 429s and injected 500/503s are `errors.reply(status, ...)`. Limits, faults and the request
 * log stay with the framework.
 */
export function defineService(definition: ServiceDefinition): EmulatorService {
  const routes = definition.routes.map(compileRoute);
  const { errors } = definition;
  async function handle(req: EmulatorRequest, ctx: ServiceContext): Promise<EmulatorReply> {
    const early = await definition.before?.(req, ctx);
    if (early) return early;
    let reply: EmulatorReply;
    try {
      const { route, params } = matchRoute(routes, req);
      reply = await route.handler({ req, params, query: req.query, ctx });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      const answer = errors.reply(error.status, error.message, req, error);
      reply = { ...answer, headers: { ...answer.headers, ...error.headers } };
    }
    return definition.after ? definition.after(reply, req, ctx) : reply;
  }
  return {
    name: definition.name,
    mounts: definition.mounts,
    handle,
    tooManyRequests: definition.tooManyRequests ?? ((req) => errors.reply(429, 'Too Many Requests', req)),
    serverError:
      definition.serverError ?? ((req, status) => errors.reply(status, SERVER_ERRORS[status], req)),
    ...(definition.limits && { limits: definition.limits }),
  };
}
