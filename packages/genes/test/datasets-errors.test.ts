import { AuthError, BadRequestError, NotFoundError, RateLimitError } from '@lifesci/core';
import { describe, expect, it } from 'vitest';
import { readReal, serveDatasets, testClient } from './helpers.js';

// Issue 16 item 8: an error body that came with a 200 is the error it stands for, never a page
// without reports read as "not found".

const rateLimitBody = () => JSON.parse(readReal('ncbi-eutils/errors/rate-limit-error.json'));
const ifng = () => JSON.parse(readReal('ncbi-datasets/gene-report-human-ifng.json'));

describe('Datasets error bodies inside a 200', () => {
  it("errors/rate-limit-error.json (NCBI's rate-limit JSON) is a RateLimitError, not NotFoundError", async () => {
    serveDatasets('/gene/symbol/', () => [200, rateLimitBody()]);
    const error = await testClient()
      .datasets.get({ symbol: 'IFNG', taxon: 'human' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitError);
    expect(error).not.toBeInstanceOf(NotFoundError);
    expect((error as RateLimitError).message).toContain('API rate limit exceeded');
  });

  it('the rate-limit body is retried like a 429: the next answer (the real IFNG report) is read', async () => {
    const seen = serveDatasets(
      '/gene/symbol/',
      () => (seen.length === 1 ? [200, rateLimitBody()] : ifng()),
      2,
    );
    const genes = await testClient({
      maxRetries: 1,
      retry: { baseDelayMs: 1, maxDelayMs: 1 },
    }).datasets.get({ symbol: 'IFNG', taxon: 'human' });
    expect(seen).toHaveLength(2);
    expect(genes.map((g) => [g.gene_id, g.symbol])).toEqual([['3458', 'IFNG']]);
  });

  it('by id, the rate-limit body rejects the call instead of failing every id as not found', async () => {
    serveDatasets('/gene', () => [200, rateLimitBody()]);
    const error = await testClient()
      .datasets.reports([3458, 3459])
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitError);
  });

  it.each([
    [{ code: 3, message: 'Invalid taxon: fleegle', details: [] }, BadRequestError],
    [{ code: 16, message: 'Invalid api key', details: [] }, AuthError],
    [{ code: 5, message: 'no such gene', details: [] }, NotFoundError],
  ])('an rpcStatus body (datasets.openapi.yaml) maps its gRPC code: %j', async (body, kind) => {
    serveDatasets('/gene/symbol/', () => [200, body]);
    const error = await testClient()
      .datasets.get({ symbol: 'IFNG', taxon: 'human' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(kind);
    expect((error as Error).message).toContain(body.message);
  });

  it('a NotFoundError built by the client never carries the API key', async () => {
    const apiKey = 'secretkey0123456789abcdef';
    serveDatasets('/gene/symbol/', () => ({
      reports: [],
      total_count: 0,
      messages: [{ error: { reason: `no gene for IFNG (api_key ${apiKey})` } }],
    }));
    const error = await testClient({ apiKey })
      .datasets.get({ symbol: 'IFNG', taxon: 'human' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    expect(JSON.stringify({ ...(error as object), message: (error as Error).message })).not.toContain(apiKey);
  });
});
