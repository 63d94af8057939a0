import { createHash } from 'node:crypto';
import type { EmulatorReply, EmulatorRequest, EmulatorService, ServiceContext } from '../../service.js';
import { catalogFor, type ProtocolRecord } from './catalog.js';
import { listPage } from './listing.js';
import { authorize, token } from './oauth-routes.js';
import { protocolPdf } from './pdf.js';
import { fullProtocol, materials, steps } from './render.js';
import { apiError, ok, plainError } from './replies.js';
import { type Access, bearer, limitKeyOf, type Sessions, sessionsFor } from './sessions.js';

export { OAUTH_APPS, type OAuthApp, TEST_USERS, type TestUser } from './accounts.js';

/**
 * S1, the protocol-sharing service: the OAuth 2.0 code flow, the API v3 read endpoints
 * (protocols by id or uri, steps, materials, listings by filter) and the PDF path, with
 * visibility per the spec's token table and both documented limits.
 */

const FILTERS = ['public', 'user_public', 'user_private', 'shared_with_user'] as const;

function canSee(p: ProtocolRecord, access: Access, sessions: Sessions): boolean {
  if (p.isPublic) return true;
  if (access.kind !== 'client' && access.kind !== 'oauth') return false;
  if (p.owner !== null && sessions.privateOwners(access).has(p.owner)) return true;
  return p.sharedWith.includes(access.user);
}

/** Token problems in the documented shape (1219 with a 400, as the API v3 documentation shows). */
function tokenProblem(access: Access): EmulatorReply | undefined {
  if (access.kind === 'expired') return apiError(400, 1219, 'token is expired');
  if (access.kind === 'invalid') return apiError(401, 1218, 'invalid token');
  return undefined;
}

function selected(
  filter: (typeof FILTERS)[number],
  all: readonly ProtocolRecord[],
  access: Access,
  sessions: Sessions,
) {
  if (filter === 'public') return all.filter((p) => p.isPublic);
  if (access.kind !== 'client' && access.kind !== 'oauth') return undefined;
  const user = access.user;
  if (filter === 'user_public') return all.filter((p) => p.isPublic && p.owner === user);
  if (filter === 'user_private') return all.filter((p) => !p.isPublic && p.owner === user);
  return all.filter((p) => !p.isPublic && p.sharedWith.includes(user) && canSee(p, access, sessions));
}

function api(req: EmulatorRequest, ctx: ServiceContext, access: Access): EmulatorReply {
  const sessions = sessionsFor(ctx);
  const catalog = catalogFor(ctx.seed);
  if (req.path === '/api/v3/protocols' || req.path === '/api/v3/protocols/') {
    const filter = req.query.get('filter') ?? '';
    if (!filter) return apiError(400, 1, 'Missing or empty parameters: filter');
    if (!(FILTERS as readonly string[]).includes(filter))
      return apiError(400, 1, `Unknown filter: ${filter}`);
    const visible = selected(filter as (typeof FILTERS)[number], catalog.records, access, sessions);
    if (!visible) return apiError(401, 1218, `filter=${filter} needs an access token`);
    const self = `${ctx.baseUrls.protocols ?? ''}${req.path}?${req.query}`;
    return listPage(visible, req.query, self, ctx);
  }
  const match = /^\/api\/v3\/protocols\/([^/]+)(?:\/(steps|materials))?\/?$/.exec(req.path);
  if (!match) return plainError(404, `Not found: ${req.path}`);
  const [, rawRef = '', part] = match;
  const protocol = catalog.find(decodeURIComponent(rawRef));
  // A private protocol the token may not read is answered like a missing one: no existence leak.
  if (!protocol || !canSee(protocol, access, sessions)) return plainError(404, 'Protocol not found');
  if (part === 'steps') return ok({ steps: steps(protocol) });
  if (part === 'materials') return ok({ materials: materials(protocol) });
  return ok({ protocol: fullProtocol(protocol) });
}

function pdf(req: EmulatorRequest, ctx: ServiceContext, access: Access): EmulatorReply {
  const match = /^\/view\/([^/]+)\.pdf$/.exec(req.path);
  const protocol = match ? catalogFor(ctx.seed).find(decodeURIComponent(match[1] ?? '')) : undefined;
  if (!protocol || !canSee(protocol, access, sessionsFor(ctx))) return plainError(404, 'Protocol not found');
  const bytes = protocolPdf(protocol);
  return {
    status: 200,
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="${protocol.uri}.pdf"`,
    },
    body: bytes,
  };
}

function route(req: EmulatorRequest, ctx: ServiceContext): EmulatorReply {
  if (req.path === '/api/v3/oauth/authorize') return authorize(req, ctx);
  if (req.path === '/api/v3/oauth/token') return token(req, ctx);
  if (req.method !== 'GET' && req.method !== 'HEAD')
    return plainError(405, `Method ${req.method} not allowed`);
  const access = sessionsFor(ctx).access(header(req, 'authorization'), Date.now());
  const problem = tokenProblem(access);
  if (problem) return problem;
  if (req.path.startsWith('/view/')) return pdf(req, ctx, access);
  if (req.path.startsWith('/api/v3/')) return api(req, ctx, access);
  return plainError(404, `Not found: ${req.path}`);
}

function header(req: EmulatorRequest, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export const protocolsService: EmulatorService = {
  name: 'protocols',
  mounts: { protocols: '/protocols' },
  // Spec S1: 100 requests per minute per user; the PDF path 5 per minute signed in, 3 unsigned.
  limits: (req) => {
    const authorization = header(req, 'authorization');
    const user = limitKeyOf(authorization);
    const token = bearer(authorization);
    // An unknown token still gets a budget of its own, keyed by a hash (never the token itself).
    const signed =
      user ?? (token ? `token:${createHash('sha256').update(token).digest('hex').slice(0, 16)}` : undefined);
    if (req.path.startsWith('/view/')) {
      return user
        ? [{ key: `pdf:${user}`, perMinute: 5 }]
        : [{ key: `pdf-ip:${req.remoteAddress}`, perMinute: 3 }];
    }
    return [{ key: signed ?? `ip:${req.remoteAddress}`, perMinute: 100 }];
  },
  tooManyRequests: (req) =>
    plainError(
      429,
      req.path.startsWith('/view/')
        ? 'Too many requests: the PDF path allows 5 per minute signed in, 3 per minute unsigned'
        : 'Too many requests: the limit is 100 requests per minute per user',
    ),
  serverError: (_req, status) =>
    apiError(status, status, status === 503 ? 'Service Unavailable' : 'Internal Server Error'),
  handle: route,
};
