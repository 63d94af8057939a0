import type { EmulatorReply, EmulatorRequest, EmulatorService, ServiceContext } from '../../service.js';
import { catalogFor } from '../eutils/data/catalog.js';
import type { Gene } from '../eutils/data/genes.js';
import { canonicalOrganism } from '../eutils/dbs/gene.js';
import { ncbiLimits, ncbiServerError, ncbiTooMany } from '../eutils/limits.js';
import { geneReport, geneV1 } from './gene-report.js';

/** The Datasets API without a key allows 5 requests per second per client address. */
const WITHOUT_KEY = 5;
const DEFAULT_PAGE = 20;
const MAX_PAGE = 1_000;

const TAXA: Record<string, number> = {
  'Homo sapiens': 9606,
  'Mus musculus': 10090,
  'Rattus norvegicus': 10116,
};

const json = (status: number, value: unknown): EmulatorReply => ({
  status,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(value),
});

/** gRPC-gateway status bodies, as the OpenAPI's rpcStatus describes them. */
const rpc = (status: number, code: number, message: string) => json(status, { code, message, details: [] });
const notFound = (message: string) => rpc(404, 5, message);
const badRequest = (message: string) => rpc(400, 3, message);

const apiKeyOf = (req: EmulatorRequest) => {
  const value = req.headers['api-key'];
  return (Array.isArray(value) ? value[0] : value) || undefined;
};

function taxonOf(value: string): number | undefined {
  if (/^\d+$/.test(value)) return Number(value);
  const name = canonicalOrganism(value);
  return name ? TAXA[name] : undefined;
}

interface Query {
  ids?: string[];
  symbols?: string[];
  taxon?: string;
  pageSize: number;
  offset: number;
}

function pageOf(pageSize: unknown, pageToken: unknown): { pageSize: number; offset: number } | string {
  const size =
    pageSize === undefined || pageSize === null || pageSize === '' ? DEFAULT_PAGE : Number(pageSize);
  if (!Number.isInteger(size) || size < 1) return 'page_size must be a positive integer';
  let offset = 0;
  if (typeof pageToken === 'string' && pageToken !== '') {
    offset = Number(Buffer.from(pageToken, 'base64url').toString('utf8'));
    if (!Number.isInteger(offset) || offset < 0) return 'invalid page_token';
  }
  return { pageSize: Math.min(size, MAX_PAGE), offset };
}

function parse(req: EmulatorRequest): Query | EmulatorReply {
  const segments = req.path
    .split('/')
    .filter(Boolean)
    .map((s) => decodeURIComponent(s));
  if (req.method === 'GET') {
    const page = pageOf(req.query.get('page_size') ?? undefined, req.query.get('page_token') ?? undefined);
    if (typeof page === 'string') return badRequest(page);
    if (segments.length === 3 && segments[0] === 'gene' && segments[1] === 'id') {
      return { ids: segments[2]!.split(','), ...page };
    }
    if (
      segments.length === 5 &&
      segments[0] === 'gene' &&
      segments[1] === 'symbol' &&
      segments[3] === 'taxon'
    ) {
      return { symbols: segments[2]!.split(','), taxon: segments[4]!, ...page };
    }
    return notFound(`Not Found: ${req.path}`);
  }
  if (
    req.method === 'POST' &&
    segments[0] === 'gene' &&
    (segments.length === 1 || (segments.length === 2 && segments[1] === 'id'))
  ) {
    let body: {
      gene_ids?: unknown;
      symbols_for_taxon?: { symbols?: unknown; taxon?: unknown };
      page_size?: unknown;
      page_token?: unknown;
    };
    try {
      body = JSON.parse(req.body.toString('utf8') || '{}');
    } catch {
      return badRequest('request body is not valid JSON');
    }
    const page = pageOf(body.page_size, body.page_token);
    if (typeof page === 'string') return badRequest(page);
    if (Array.isArray(body.gene_ids) && body.gene_ids.length > 0)
      return { ids: body.gene_ids.map(String), ...page };
    const sft = body.symbols_for_taxon;
    if (sft && Array.isArray(sft.symbols) && sft.symbols.length > 0 && sft.taxon !== undefined) {
      return { symbols: sft.symbols.map(String), taxon: String(sft.taxon), ...page };
    }
    return badRequest('one of gene_ids or symbols_for_taxon is required');
  }
  if (req.method !== 'GET' && req.method !== 'POST') return rpc(405, 12, `method ${req.method} not allowed`);
  return notFound(`Not Found: ${req.path}`);
}

async function answer(req: EmulatorRequest, ctx: ServiceContext): Promise<EmulatorReply> {
  const query = parse(req);
  if ('status' in query) return query;
  const catalog = catalogFor(ctx.seed);
  await catalog.ready('genes');
  const genes = catalog.genes;
  const found: Array<{ gene: Gene; query: string }> = [];
  const unknown: string[] = [];
  let code = 'UNRECOGNIZED_GENE_ID';
  if (query.ids) {
    for (const id of query.ids) {
      const gene = /^\d+$/.test(id.trim()) ? genes.byId.get(Number(id)) : undefined;
      if (gene) found.push({ gene, query: id.trim() });
      else unknown.push(id);
    }
  } else {
    const taxId = taxonOf(query.taxon ?? '');
    if (taxId === undefined) return badRequest(`Invalid taxon: ${query.taxon}`);
    code = 'UNRECOGNIZED_GENE_SYMBOL';
    for (const symbol of query.symbols ?? []) {
      const gene = genes.bySymbol.get(symbol.trim().toLowerCase())?.find((g) => g.taxId === taxId);
      if (gene) found.push({ gene, query: symbol.trim() });
      else unknown.push(symbol);
    }
  }
  if (found.length === 0) {
    return notFound(
      query.ids
        ? `No genes found for gene ids: ${unknown.join(', ')}`
        : `No genes found for symbols ${unknown.join(', ')} in taxon ${query.taxon}`,
    );
  }
  const page = found.slice(query.offset, query.offset + query.pageSize);
  const next =
    query.offset + query.pageSize < found.length
      ? Buffer.from(String(query.offset + query.pageSize)).toString('base64url')
      : undefined;
  const messages = unknown.map((value) => ({
    warning: {
      gene_warning_code: code,
      reason: `The following ${query.ids ? 'gene ids' : 'symbols'} were not recognized: ${value}`,
      message: `The following ${query.ids ? 'gene ids' : 'symbols'} were not recognized: ${value}`,
      unrecognized_identifier: value,
    },
  }));
  if (req.mount === 'datasetsV1') {
    return json(200, {
      genes: page.map(({ gene, query }) => ({ gene: geneV1(gene, genes), query: [query] })),
      total_count: found.length,
      ...(next && { next_page_token: next }),
    });
  }
  return json(200, {
    reports: page.map(({ gene, query }) => ({ gene: geneReport(gene, genes), query: [query] })),
    ...(messages.length > 0 && { messages }),
    total_count: found.length,
    ...(next && { next_page_token: next }),
  });
}

/** Emulated NCBI Datasets gene API (S3 datasets interface): v2alpha, plus the spec's v1 shape. */
export const datasetsService: EmulatorService = {
  name: 'datasets',
  mounts: { datasets: '/ncbi/datasets/v2alpha', datasetsV1: '/ncbi/datasets/v1' },
  limits: (req) => ncbiLimits('datasets', apiKeyOf(req), req, WITHOUT_KEY),
  tooManyRequests: (req) => ncbiTooMany(apiKeyOf(req), req, WITHOUT_KEY),
  // One API gateway in front of both NCBI interfaces, so the same failure body.
  serverError: (req, status) => ncbiServerError(apiKeyOf(req), req, status),
  handle: answer,
};
