import { InputError, NotFoundError } from '@lifesci/core';
import nock from 'nock';
import { afterEach, describe, expect, it } from 'vitest';
import { __CLIENT__ } from '../src/index.js';

const BASE = 'http://127.0.0.1:9';
const client = () => new __CLIENT__({ baseUrl: BASE, rateLimit: false, maxRetries: 0 });

afterEach(() => nock.cleanAll());

describe('__CLIENT__', () => {
  it('gets one item, typed', async () => {
    nock(BASE).get('/items/a1').reply(200, { id: 'a1', name: 'first', extra: true });
    expect(await client().items.get('a1')).toEqual({ id: 'a1', name: 'first', extra: true });
  });

  it('walks every page of a list', async () => {
    nock(BASE)
      .get('/items')
      .query({ size: '2' })
      .reply(200, { items: [{ id: 'a' }, { id: 'b' }], next: 'c2' });
    nock(BASE)
      .get('/items')
      .query({ size: '2', cursor: 'c2' })
      .reply(200, { items: [{ id: 'c' }] });
    const ids: string[] = [];
    for await (const item of client().items.list({ pageSize: 2 })) ids.push(item.id);
    expect(ids).toEqual(['a', 'b', 'c']);
  });

  it("maps the service's error body onto core's errors", async () => {
    nock(BASE).get('/items/zz').reply(404, { error: 'NotFound', message: 'no item zz' });
    const error = await client()
      .items.get('zz')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    expect((error as Error).message).toContain('no item zz');
  });

  it('refuses bad input before any request: a rejection from methods, a throw from the constructor', async () => {
    await expect(client().items.get('../etc')).rejects.toThrow(InputError);
    await expect(client().items.list({ pagesize: 2 } as never)).rejects.toThrow(InputError);
    expect(() => new __CLIENT__({ baseUrl: BASE, maxretries: 0 } as never)).toThrow(/options\.maxretries/);
  });
});
