import {
  type CallOptions,
  type HalCursor,
  type HalLinks,
  type HalList,
  halLink,
  InputError,
  type LinkTarget,
  linkTarget,
  type PagePromise,
  type Query,
  Resource,
} from '@lifesci/core';
import type * as v from 'valibot';
import { BASES, GWAS_CATALOG_URL } from '../bases.js';
import type { GwasClient } from '../client.js';
import { AssociationV1Schema, TraitV1Schema, VariantV1Schema } from '../schemas/v1.js';
import { AssociationV2Schema, TraitV2Schema, VariantV2Schema } from '../schemas/v2.js';
import type { ApiVersion, Records } from '../versions.js';
import { halGet, halList } from './hal-list.js';

type Schema<T> = v.GenericSchema<unknown, T>;

/**
 * What the six curated resources share: the version switch. The path prefix and the HAL list
 * and link readers are the functions below (module functions, not methods, so a resource's
 * only methods are its public ones); each resource names its paths and schemas.
 */
export abstract class CatalogResource<V extends ApiVersion> extends Resource<GwasClient<V>> {
  protected get isV1(): boolean {
    return this.client.apiVersion === 'v1';
  }
}

/** The schema of the client's version, typed as the version's record. */
export function versioned<T>(
  client: GwasClient<ApiVersion>,
  v1: v.GenericSchema,
  v2: v.GenericSchema,
): Schema<T> {
  return (client.apiVersion === 'v1' ? v1 : v2) as unknown as Schema<T>;
}

/** The association record schema of the client's version (for the link readers of other resources). */
export function associationSchema<V extends ApiVersion>(
  client: GwasClient<V>,
): Schema<Records<V>['association']> {
  return versioned(client, AssociationV1Schema, AssociationV2Schema);
}

/** The trait record schema of the client's version. */
export function traitSchema<V extends ApiVersion>(client: GwasClient<V>): Schema<Records<V>['trait']> {
  return versioned(client, TraitV1Schema, TraitV2Schema);
}

/** The variant record schema of the client's version. */
export function variantSchema<V extends ApiVersion>(client: GwasClient<V>): Schema<Records<V>['variant']> {
  return versioned(client, VariantV1Schema, VariantV2Schema);
}

/** A curated path below the version's prefix (`/v2/studies` or `/studies`). */
function catalogPath(client: GwasClient<ApiVersion>, path: string): string {
  return (client.apiVersion === 'v2' ? '/v2' : '') + path;
}

/** One curated record. */
export function catalogGet<T>(
  client: GwasClient<ApiVersion>,
  path: string,
  schema: Schema<T>,
  call?: CallOptions,
  query?: Query,
): Promise<T> {
  return halGet(client, { path: catalogPath(client, path), schema, ...(query ? { query } : {}) }, call);
}

/** A curated HAL list. */
export function catalogList<T>(
  client: GwasClient<ApiVersion>,
  path: string,
  item: Schema<T>,
  paging: {
    page?: number | undefined;
    size?: number | undefined;
    paged?: boolean;
    notFoundIsEmpty?: boolean;
  },
  query: Query,
  call?: CallOptions,
): PagePromise<T, HalCursor, HalList> {
  return halList(client, { path: catalogPath(client, path), item, query, ...paging }, call);
}

/** Follows relation `rel` of a v1 record (an unpaged sub-resource), or `fallback` when absent. */
export function followLink<T>(
  client: GwasClient<ApiVersion>,
  links: HalLinks | undefined,
  rel: string,
  fallback: string,
  item: Schema<T>,
  call?: CallOptions,
): PagePromise<T, HalCursor, HalList> {
  const link = halLink(links, rel);
  if (!link) return catalogList(client, fallback, item, { paged: false }, {}, call);
  const target = catalogLinkTarget(client, link.href, `record._links.${rel}`);
  return halList(client, { path: target.path, query: target.query, item, paged: false }, call);
}

/**
 * Where a link written by the catalog points, below the client's catalog address: links of the
 * live service are followed on a mirror or the emulator too. An InputError naming `param` when
 * the link is not a string or leads elsewhere (the client sends nothing to other hosts).
 */
export function catalogLinkTarget(client: GwasClient<ApiVersion>, href: unknown, param: string): LinkTarget {
  if (typeof href !== 'string') throw new InputError(param, 'must be a link (a string)');
  const own = client.baseUrlOf(BASES.catalog);
  const target = linkTarget(href, [own, GWAS_CATALOG_URL]);
  if (!target) throw new InputError(param, `must be a link below ${own}, got ${href}`);
  return target;
}

/** v1 reaches a filter through one search path at a time. */
export function oneOf(parsed: Record<string, unknown>, keys: readonly string[]): string | undefined {
  const given = keys.filter((key) => parsed[key] !== undefined);
  if (given.length > 1) {
    throw new InputError('params', `with apiVersion "v1" give only one of ${given.join(', ')}`);
  }
  return given[0];
}

/**
 * A v1 list: the collection at `base`, or the one `search/...` path its params name. Each entry
 * of `searches` is a parameter that selects a search, with that search's path and query; giving
 * two of them is an InputError, as v1 has no combined search.
 */
export function v1SearchList<T>(
  client: GwasClient<ApiVersion>,
  base: string,
  item: Schema<T>,
  parsed: Record<string, unknown> & {
    page?: number | undefined;
    size?: number | undefined;
    sort?: string | undefined;
  },
  searches: Record<string, { search: string; query: Query }>,
  call?: CallOptions,
): PagePromise<T, HalCursor, HalList> {
  const by = oneOf(parsed, Object.keys(searches));
  const chosen = by === undefined ? undefined : searches[by];
  return catalogList(
    client,
    chosen ? `${base}/search/${chosen.search}` : base,
    item,
    pagingOf(parsed),
    { ...chosen?.query, sort: parsed.sort },
    call,
  );
}

/** `pubmedId` -> `pubmed_id`: API 2.0's query names are the snake_case of ours. */
export function snakeQuery(
  parsed: Record<string, unknown>,
  omit: readonly string[] = ['page', 'size'],
): Query {
  const query: Query = {};
  for (const [key, value] of Object.entries(parsed)) {
    if (value === undefined || omit.includes(key)) continue;
    const name = key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
    query[name] = Array.isArray(value) ? value.map(String) : (value as string | number | boolean);
  }
  return query;
}

/** Page options as halList wants them (exactOptionalPropertyTypes: no explicit undefined). */
export function pagingOf(parsed: { page?: number | undefined; size?: number | undefined }) {
  return { page: parsed.page, size: parsed.size };
}
