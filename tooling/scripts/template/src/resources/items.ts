import { type CallOptions, PagePromise, parseInput, path, Resource } from '@lifesci/core';
import type { __CLIENT__ } from '../client.js';
import {
  type Item,
  ItemIdSchema,
  type ItemPage,
  ItemPageSchema,
  ItemSchema,
  type ListItemsParams,
  ListItemsParamsSchema,
} from '../schemas/items.js';

/**
 * `items.*`: describes requests only; core sends, limits, retries, maps errors and validates.
 * Bad input is reported by rejecting, never by throwing where a method is called: a method
 * returning a Promise is `async`; one returning a list checks its input inside
 * `PagePromise.defer`, which runs on first use (docs/api.md, "Errors are asynchronous").
 */
export class Items extends Resource<__CLIENT__> {
  /** One item by id. */
  async get(id: string, call?: CallOptions): Promise<Item> {
    const checked = parseInput(ItemIdSchema, id, 'id');
    return this.client.request({ path: path`/items/${checked}`, schema: ItemSchema }, call);
  }

  /** Every matching item: `await` for the first page, `for await` for all. */
  list(params: ListItemsParams = {}, call?: CallOptions): PagePromise<Item, string, ItemPage> {
    return PagePromise.defer(() => {
      const parsed = parseInput(ListItemsParamsSchema, params, 'params');
      return this.client.paginate<Item, string, ItemPage>(async (cursor, pageCall) => {
        const page = await this.client.request(
          {
            path: path`/items`,
            query: { q: parsed.query, size: parsed.pageSize, cursor },
            schema: ItemPageSchema,
          },
          pageCall,
        );
        return { items: page.items, next: page.next ?? undefined, total: page.total, raw: page };
      }, call);
    });
  }
}
