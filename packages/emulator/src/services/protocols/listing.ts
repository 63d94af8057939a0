import type { EmulatorReply, ServiceContext } from '../../service.js';
import type { ProtocolRecord } from './catalog.js';
import { listItem } from './render.js';
import { apiError, ok } from './replies.js';

const ORDER_FIELDS = ['activity', 'relevance', 'date', 'name', 'id'] as const;
type OrderField = (typeof ORDER_FIELDS)[number];

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

const compare: Record<OrderField, (a: ProtocolRecord, b: ProtocolRecord) => number> = {
  activity: (a, b) => a.activity - b.activity,
  relevance: (a, b) => a.activity - b.activity,
  date: (a, b) => (a.publishedOn || a.createdOn) - (b.publishedOn || b.createdOn),
  name: (a, b) => a.title.localeCompare(b.title),
  id: (a, b) => a.id - b.id,
};

function positiveInt(value: string | null, fallback: number): number | undefined {
  if (value === null || value === '') return fallback;
  return /^\d+$/.test(value) && Number(value) >= 1 ? Number(value) : undefined;
}

/**
 * GET /api/v3/protocols: one page of the protocols `filter` selects among those the caller may
 * see, with the live service's envelope (items, total, total_pages, pagination block).
 */
export function listPage(
  visible: readonly ProtocolRecord[],
  query: URLSearchParams,
  selfUrl: string,
  _ctx: ServiceContext,
): EmulatorReply {
  const orderField = (query.get('order_field') || 'activity') as OrderField;
  if (!ORDER_FIELDS.includes(orderField)) return apiError(400, 1302, 'Wrong order field');
  const orderDir = query.get('order_dir') || 'desc';
  if (orderDir !== 'asc' && orderDir !== 'desc') return apiError(400, 1, 'order_dir must be asc or desc');
  const pageSize = positiveInt(query.get('page_size'), 10);
  const pageId = positiveInt(query.get('page_id'), 1);
  if (pageSize === undefined || pageSize > 100) return apiError(400, 1, 'page_size must be 1...100');
  if (pageId === undefined) return apiError(400, 1, 'page_id must be 1...n');
  const key = words(query.get('key') ?? '');
  const scored = visible.map((p) => ({ p, score: matches(p, key) })).filter((s) => s.score > 0);
  const sign = orderDir === 'asc' ? 1 : -1;
  scored.sort((a, b) =>
    orderField === 'relevance' && key.length
      ? sign * (a.score - b.score) || b.p.id - a.p.id
      : sign * compare[orderField](a.p, b.p) || a.p.id - b.p.id,
  );
  const total = scored.length;
  const totalPages = Math.ceil(total / pageSize);
  const first = (pageId - 1) * pageSize;
  const items = scored.slice(first, first + pageSize).map((s) => listItem(s.p));
  const pageUrl = (n: number) => {
    const url = new URL(selfUrl);
    url.searchParams.set('page_size', String(pageSize));
    url.searchParams.set('page_id', String(n));
    return url.toString();
  };
  return ok({
    items,
    total,
    total_results: total,
    total_pages: totalPages,
    pagination: {
      current_page: pageId,
      total_pages: totalPages,
      total_results: total,
      next_page: pageId < totalPages ? pageUrl(pageId + 1) : null,
      prev_page: pageId > 1 ? pageUrl(pageId - 1) : null,
      page_size: pageSize,
      first: Math.min(first, total),
      last: Math.min(first + pageSize, total),
      changed_on: null,
    },
  });
}
