import { createHash } from 'node:crypto';
import { BottleneckLimiter, limiterRegistry } from '@lifesci/core';
import nock from 'nock';
import { afterEach, describe, expect, it } from 'vitest';
import { ProtocolsClient } from '../src/index.js';
import { BASE, protocol } from './helpers.js';

afterEach(() => nock.cleanAll());

const tag = (token: string) => createHash('sha256').update(token).digest('hex').slice(0, 16);
const pdfBytes = '%PDF-1.4\n%%EOF\n';

/** The limiter a registry id names (created by a request made before). */
function limiterFor(id: string): BottleneckLimiter {
  const found = limiterRegistry.get(id, () => {
    throw new Error(`no limiter ${id}`);
  });
  expect(found).toBeInstanceOf(BottleneckLimiter);
  return found as BottleneckLimiter;
}

describe('budgets', () => {
  it('a signed request spends its token’s 100/minute budget, named by a hash of the token', async () => {
    const token = `budget-token-${Math.random()}`;
    nock(BASE)
      .get('/api/v3/protocols/1')
      .reply(200, { protocol: protocol(1), status_code: 0 });
    await new ProtocolsClient({ accessToken: token, maxRetries: 0 }).protocols.get(1);
    const keys = limiterRegistry.keys();
    expect(keys).toContain(`protocols.io#${tag(token)}`);
    expect(keys.some((k) => k.includes(token))).toBe(false);
    // 100 in any minute (checked a little longer than a minute).
    const [[limit, windowMs] = [0, 0]] = limiterFor(`protocols.io#${tag(token)}`).windows;
    expect(limit).toBe(100);
    expect(windowMs).toBeGreaterThanOrEqual(60_000);
  });

  it('two tokens get two budgets; two clients with one token share one', async () => {
    const a = `budget-a-${Math.random()}`;
    const b = `budget-b-${Math.random()}`;
    nock(BASE)
      .get('/api/v3/protocols/1')
      .times(3)
      .reply(200, { protocol: protocol(1), status_code: 0 });
    const first = new ProtocolsClient({ accessToken: a, maxRetries: 0 });
    const second = new ProtocolsClient({ accessToken: a, maxRetries: 0 });
    const other = new ProtocolsClient({ accessToken: b, maxRetries: 0 });
    await first.protocols.get(1);
    await other.protocols.get(1);
    const before = limiterRegistry.keys().length;
    await second.protocols.get(1);
    expect(limiterRegistry.keys().length).toBe(before);
    expect(limiterFor(`protocols.io#${tag(a)}`)).not.toBe(limiterFor(`protocols.io#${tag(b)}`));
  });

  it('the PDF path has its own budget: 5/minute per token signed in, 3/minute unsigned', async () => {
    const token = `pdf-token-${Math.random()}`;
    nock(BASE)
      .get('/view/some-protocol-abc.pdf')
      .times(2)
      .reply(200, pdfBytes, { 'content-type': 'application/pdf' });
    const signed = await new ProtocolsClient({ accessToken: token, maxRetries: 0 }).protocols.downloadPdf(
      'some-protocol-abc',
    );
    await new Response(signed).arrayBuffer();
    const unsigned = await new ProtocolsClient({ maxRetries: 0 }).protocols.downloadPdf('some-protocol-abc');
    await new Response(unsigned).arrayBuffer();
    const [[signedLimit, signedWindow] = [0, 0]] = limiterFor(`protocols.io/pdf#${tag(token)}`).windows;
    const [[unsignedLimit, unsignedWindow] = [0, 0]] = limiterFor('protocols.io/pdf').windows;
    expect(signedLimit).toBe(5);
    expect(unsignedLimit).toBe(3);
    expect(signedWindow).toBeGreaterThanOrEqual(60_000);
    expect(unsignedWindow).toBeGreaterThanOrEqual(60_000);
  });
});
