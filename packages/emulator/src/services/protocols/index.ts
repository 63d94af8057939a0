import { createHash } from 'node:crypto';
import { defineService, get, notFound, post, type RouteInput, rangeReply } from '../../kit/index.js';
import type { EmulatorReply, EmulatorRequest, ServiceContext } from '../../service.js';
import { catalogFor, type ProtocolRecord } from './catalog.js';
import { list } from './listing.js';
import { authorize, token } from './oauth-routes.js';
import { fullProtocol, materials, protocolPdf, steps } from './render.js';
import { apiError, ok, protocolsErrors } from './replies.js';
import { type Access, accessOf, bearer, limitKeyOf } from './sessions.js';

export { OAUTH_APPS, type OAuthApp, TEST_USERS, type TestUser } from './accounts.js';

/**
 * S1, the protocol-sharing service: the OAuth 2.0 code flow, the API v3 read endpoints
 * (protocols by id or uri, steps, materials, listings by filter) and the PDF path, with
 * visibility per the spec's token table and both documented limits.
 */

function canSee(p: ProtocolRecord, access: Access): boolean {
  if (p.isPublic) return true;
  if (access.kind !== 'signed') return false;
  return (p.owner !== null && access.owners.has(p.owner)) || p.sharedWith.includes(access.user);
}

/**
 * The protocol a request may read; a private one the token may not read is answered like a
 * missing one, so its existence does not leak.
 */
function readable({ req, ctx, params }: RouteInput): ProtocolRecord {
  const protocol = catalogFor(ctx.seed).find(params.ref ?? '');
  if (!protocol || !canSee(protocol, accessOf(req, ctx))) throw notFound('Protocol not found');
  return protocol;
}

function pdf(input: RouteInput): EmulatorReply {
  const name = input.params.file ?? '';
  if (!name.endsWith('.pdf')) throw notFound(`No resource at ${input.req.path}`);
  const protocol = readable({ ...input, params: { ref: name.slice(0, -'.pdf'.length) } });
  // Range support, so a client's resumable download can be tested.
  return rangeReply(protocolPdf(protocol), input.req.headers.range, 'application/pdf', {
    'content-disposition': `inline; filename="${protocol.uri}.pdf"`,
  });
}

/** Token problems in the documented shape (1219 with a 400, as the API v3 documentation shows). */
function tokenCheck(req: EmulatorRequest, ctx: ServiceContext): EmulatorReply | undefined {
  if (req.path.startsWith('/api/v3/oauth/')) return undefined;
  const access = accessOf(req, ctx);
  if (access.kind === 'expired') return apiError(400, 1219, 'token is expired');
  if (access.kind === 'invalid') return apiError(401, 1218, 'invalid token');
  return undefined;
}

export const protocolsService = defineService({
  name: 'protocols',
  mounts: { protocols: '/protocols' },
  errors: protocolsErrors,
  before: tokenCheck,
  routes: [
    get('/api/v3/oauth/authorize', authorize),
    post('/api/v3/oauth/token', token),
    get('/api/v3/protocols', list),
    get('/api/v3/protocols/:ref', (input) => ok({ protocol: fullProtocol(readable(input)) })),
    get('/api/v3/protocols/:ref/steps', (input) => ok({ steps: steps(readable(input)) })),
    get('/api/v3/protocols/:ref/materials', (input) => ok({ materials: materials(readable(input)) })),
    get('/view/:file', pdf),
  ],
  // Spec S1: 100 requests per minute per user; the PDF path 5 per minute signed in, 3 unsigned.
  limits: (req) => {
    const user = limitKeyOf(req.headers.authorization);
    if (req.path.startsWith('/view/'))
      return [
        user ? { key: `pdf:${user}`, perMinute: 5 } : { key: `pdf-ip:${req.remoteAddress}`, perMinute: 3 },
      ];
    // An unknown token still gets a budget of its own, keyed by a hash (never the token itself).
    const token = bearer(req.headers.authorization);
    const tokenKey = token && `token:${createHash('sha256').update(token).digest('hex').slice(0, 16)}`;
    return [{ key: user ?? (tokenKey || `ip:${req.remoteAddress}`), perMinute: 100 }];
  },
  tooManyRequests: (req) =>
    protocolsErrors.reply(
      429,
      req.path.startsWith('/view/')
        ? 'Too many requests: the PDF path allows 5 per minute signed in, 3 per minute unsigned'
        : 'Too many requests: the limit is 100 requests per minute per user',
      req,
    ),
});
