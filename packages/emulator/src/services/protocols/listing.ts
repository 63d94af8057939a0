import { fill, intParam, jsonReply, numberedPage, type RouteInput } from '../../kit/index.js';
import type { EmulatorReply } from '../../service.js';
import { catalogFor, type ProtocolRecord } from './catalog.js';
import { listItem } from './render.js';
import { apiError } from './replies.js';
import { accessOf } from './sessions.js';
import templates from './templates.json' with { type: 'json' };

function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** Every word of `key` appears in the title, description or an author's name. */
function matches(p: ProtocolRecord, key: string[]): number {
  if (!key.length) return 1;
  const haystack = new Set(
    words([p.title, p.description, ...p.authors.map((a) => a.name), p.creator.name].join(' ')),
  );
  const title = new Set(words(p.title));
  if (!key.every((w) => haystack.has(w))) return 0;
  // Relevance: title hits weigh more.
  return 1 + key.filter((w) => title.has(w)).length;
}

/** The documented `order_field` values; `relevance` orders by key hits when there is a key. */
const ORDERS: Record<string, (a: ProtocolRecord, b: ProtocolRecord) => number> = {
  activity: (a, b) => a.activity - b.activity,
  relevance: (a, b) => a.activity - b.activity,
  date: (a, b) => (a.publishedOn || a.createdOn) - (b.publishedOn || b.createdOn),
  name: (a, b) => a.title.localeCompare(b.title),
  id: (a, b) => a.id - b.id,
};

/** The listings by `filter` (spec S1 token table); every filter but `public` needs a signed-in user. */
const FILTERS: Record<string, (p: ProtocolRecord, user: string) => boolean> = {
  public: (p) => p.isPublic,
  user_public: (p, user) => p.isPublic && p.owner === user,
  user_private: (p, user) => !p.isPublic && p.owner === user,
  shared_with_user: (p, user) => !p.isPublic && p.sharedWith.includes(user),
};

/**
 * GET /api/v3/protocols: one page of the protocols `filter` selects among those the caller may
 * see, with the live service's envelope (items, total, total_pages, pagination block).
 */
export function list({ req, ctx, query }: RouteInput): EmulatorReply {
  const filter = query.get('filter') ?? '';
  if (!filter) return apiError(400, 1, 'Missing or empty parameters: filter');
  const test = Object.hasOwn(FILTERS, filter) ? FILTERS[filter] : undefined;
  if (!test) return apiError(400, 1, `Unknown filter: ${filter}`);
  const access = accessOf(req, ctx);
  const user = 'user' in access ? access.user : undefined;
  if (filter !== 'public' && user === undefined)
    return apiError(401, 1218, `filter=${filter} needs an access token`);
  const visible = catalogFor(ctx.seed).records.filter((p) => test(p, user ?? ''));
  const orderField = query.get('order_field') || 'activity';
  const order = Object.hasOwn(ORDERS, orderField) ? ORDERS[orderField] : undefined;
  if (!order) return apiError(400, 1302, 'Wrong order field');
  const orderDir = query.get('order_dir') || 'desc';
  if (orderDir !== 'asc' && orderDir !== 'desc') return apiError(400, 1, 'order_dir must be asc or desc');
  const pageSize = intParam(query, { name: 'page_size', fallback: 10, min: 1, max: 100 });
  const pageId = intParam(query, { name: 'page_id', fallback: 1, min: 1 });
  const key = words(query.get('key') ?? '');
  const scored = visible.map((p) => ({ p, score: matches(p, key) })).filter((s) => s.score > 0);
  const sign = orderDir === 'asc' ? 1 : -1;
  scored.sort((a, b) =>
    orderField === 'relevance' && key.length
      ? sign * (a.score - b.score) || b.p.id - a.p.id
      : sign * order(a.p, b.p) || a.p.id - b.p.id,
  );
  const { items, totalElements: total, totalPages } = numberedPage(scored, pageId, pageSize, 1);
  const first = (pageId - 1) * pageSize;
  const pageUrl = (n: number) => {
    const url = new URL(`${ctx.baseUrls.protocols ?? ''}${req.path}?${query}`);
    url.searchParams.set('page_size', String(pageSize));
    url.searchParams.set('page_id', String(n));
    return url.toString();
  };
  return jsonReply(
    fill(templates.listing, {
      items: items.map((s) => listItem(s.p)),
      total,
      totalPages,
      pageId,
      next: pageId < totalPages ? pageUrl(pageId + 1) : null,
      prev: pageId > 1 ? pageUrl(pageId - 1) : null,
      pageSize,
      first: Math.min(first, total),
      last: Math.min(first + pageSize, total),
    }),
  );
}
