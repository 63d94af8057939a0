import { badRequest, defineService, fill, get, post, tokenPage } from '../../kit/index.js';
import type { EmulatorReply, EmulatorRequest, EmulatorService, ServiceContext } from '../../service.js';
import { catalogFor, uidOf } from '../eutils/data/catalog.js';
import { ORGANISMS } from '../eutils/data/curated-genes.js';
import type { Gene } from '../eutils/data/genes.js';
import { canonicalOrganism } from '../eutils/dbs/gene.js';
import { gatewayJson, ncbiGateway } from '../eutils/limits.js';
import { geneReport, geneV1 } from './gene-report.js';
import layout from './gene-report.json' with { type: 'json' };

/** The Datasets API without a key allows 5 requests per second per client address. */
const WITHOUT_KEY = 5;
const DEFAULT_PAGE = 20;
const MAX_PAGE = 1_000;

/** gRPC-gateway status bodies, as the OpenAPI's rpcStatus describes them (gRPC codes by status). */
const RPC_CODES: Record<number, number> = { 400: 3, 404: 5, 405: 12, 429: 8, 500: 13, 503: 14 };
const rpc = (status: number, message: string) =>
  gatewayJson(status, { code: RPC_CODES[status] ?? 2, message, details: [] });

const apiKeyOf = (req: EmulatorRequest) => [req.headers['api-key']].flat()[0] || undefined;

function taxonOf(value: string): number | undefined {
  if (/^\d+$/.test(value)) return Number(value);
  const name = canonicalOrganism(value);
  const found = Object.entries(ORGANISMS).find(([, organism]) => organism.scientific === name);
  return found && Number(found[0]);
}

/** Page size, and the opaque next_page_token of an earlier page (the kit's signed tokens, tied to the query). */
function pageOf(size: unknown, token: unknown) {
  const pageSize = (size ?? '') === '' ? DEFAULT_PAGE : Number(size);
  if (!Number.isInteger(pageSize) || pageSize < 1) throw badRequest('page_size must be a positive integer');
  return { pageSize: Math.min(pageSize, MAX_PAGE), pageToken: typeof token === 'string' ? token : undefined };
}

type Query = { ids?: string[]; symbols?: string[]; taxon?: string } & ReturnType<typeof pageOf>;

function fromPost(req: EmulatorRequest): Query {
  let body: { gene_ids?: unknown; page_size?: unknown; page_token?: unknown };
  try {
    body = JSON.parse(req.body.toString('utf8') || '{}');
  } catch {
    throw badRequest('request body is not valid JSON');
  }
  const page = pageOf(body.page_size, body.page_token);
  // Gene ids only (what clients post); symbols are looked up by the GET route.
  if (Array.isArray(body.gene_ids) && body.gene_ids.length > 0)
    return { ids: body.gene_ids.map(String), ...page };
  throw badRequest('gene_ids is required');
}

async function answer(req: EmulatorRequest, ctx: ServiceContext, query: Query): Promise<EmulatorReply> {
  const catalog = catalogFor(ctx.seed);
  await catalog.ready('genes');
  const genes = catalog.genes;
  const taxId = query.ids ? undefined : taxonOf(query.taxon ?? '');
  if (!query.ids && taxId === undefined) throw badRequest(`Invalid taxon: ${query.taxon}`);
  const lookup = (value: string) =>
    query.ids
      ? genes.byId.get(uidOf(value))
      : genes.bySymbol.get(value.toLowerCase())?.find((g) => g.taxId === taxId);
  const found: Array<{ gene: Gene; query: string }> = [];
  const unknown: string[] = [];
  for (const value of query.ids ?? query.symbols ?? []) {
    const gene = lookup(value.trim());
    if (gene) found.push({ gene, query: value.trim() });
    else unknown.push(value);
  }
  if (found.length === 0) {
    return rpc(
      404,
      query.ids
        ? `No genes found for gene ids: ${unknown.join(', ')}`
        : `No genes found for symbols ${unknown.join(', ')} in taxon ${query.taxon}`,
    );
  }
  const { items: page, nextToken: next } = tokenPage(found, query.pageToken, query.pageSize, {
    seed: ctx.seed,
    query: [...(query.ids ?? query.symbols ?? []), query.taxon ?? ''],
  });
  const [what, code] = query.ids ? ['gene ids', 'ID'] : ['symbols', 'SYMBOL'];
  const messages = unknown.map((value) => fill(layout.warning, { what, code, value }));
  // The spec's v1 shape lists `genes` and sends no warnings; v2alpha lists `reports`.
  const v1 = req.mount === 'datasetsV1';
  return gatewayJson(200, {
    [v1 ? 'genes' : 'reports']: page.map(({ gene, query }) => ({
      gene: (v1 ? geneV1 : geneReport)(gene, genes),
      query: [query],
    })),
    ...(!v1 && messages.length > 0 && { messages }),
    total_count: found.length,
    ...(next && { next_page_token: next }),
  });
}

const listOf = (value: string | undefined) => (value ?? '').split(',');
const pageOfGet = (query: URLSearchParams) => pageOf(query.get('page_size'), query.get('page_token'));

const routes = [
  get('/gene/id/:ids', ({ req, params, query, ctx }) =>
    answer(req, ctx, { ids: listOf(params.ids), ...pageOfGet(query) }),
  ),
  get('/gene/symbol/:symbols/taxon/:taxon', ({ req, params, query, ctx }) =>
    answer(req, ctx, { symbols: listOf(params.symbols), taxon: params.taxon ?? '', ...pageOfGet(query) }),
  ),
  post('/gene', ({ req, ctx }) => answer(req, ctx, fromPost(req))),
  post('/gene/id', ({ req, ctx }) => answer(req, ctx, fromPost(req))),
];

/** Emulated NCBI Datasets gene API (S3 datasets interface): v2alpha, plus the spec's v1 shape. */
export const datasetsService: EmulatorService = defineService({
  name: 'datasets',
  mounts: { datasets: '/ncbi/datasets/v2alpha', datasetsV1: '/ncbi/datasets/v1' },
  // Unknown paths answer the gateway's 404; every other error is worded by the route.
  errors: {
    reply: (status, message, req) => rpc(status, status === 404 ? `Not Found: ${req.path}` : message),
  },
  ...ncbiGateway('datasets', WITHOUT_KEY, apiKeyOf),
  routes,
});
