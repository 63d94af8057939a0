import { type CallOptions, cursorPages, type PageFetcher } from '@lifesci/core';
import type { Message } from '../schemas/preprint.js';

interface Envelope<Item> {
  messages: Message[];
  collection: Item[];
}

/**
 * Cursor paging over `{ messages, collection }`: the cursor is a record offset in the path, and
 * the next one is this offset plus the records received (the live API serves 30 or 100 per page,
 * the spec says 100). The walk ends on an empty page, at the reported `total`, or on a page that
 * only repeats records. `total` can exceed what the cursor really returns (the empty page that
 * follows ends the walk) and a page can repeat a record from the page before at its boundary:
 * each record (by `key`, e.g. DOI + version) is yielded once, on the page where it first
 * appeared, so walking the same list twice yields the same pages.
 */
export function envelopePages<Item, Raw extends Envelope<Item>>(
  fetch: (cursor: number, call: CallOptions) => Promise<Raw>,
  key: (item: Item) => string,
): PageFetcher<Item, number, Raw> {
  const firstSeenAt = new Map<string, number>();
  return cursorPages<Item, number, { items: Item[]; total: number | undefined; raw: Raw; received: number }>(
    async (cursor, call) => {
      const raw = await fetch(cursor, call);
      const onThisPage = new Set<string>();
      const items: Item[] = [];
      for (const item of raw.collection) {
        const k = key(item);
        if (onThisPage.has(k)) continue;
        onThisPage.add(k);
        const first = firstSeenAt.get(k);
        if (first === undefined) firstSeenAt.set(k, cursor);
        else if (first !== cursor) continue;
        items.push(item);
      }
      return { items, total: raw.messages[0]?.total, raw, received: raw.collection.length };
    },
    {
      first: 0,
      next: (page, cursor) => {
        if (page.received === 0 || page.items.length === 0) return undefined;
        const after = cursor + page.received;
        return page.total !== undefined && after >= page.total ? undefined : after;
      },
    },
  );
}
