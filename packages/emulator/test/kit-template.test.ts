import { describe, expect, it } from 'vitest';
import { kit } from '../src/index.js';

describe('kit.fill: answer layouts kept as data', () => {
  const layout = {
    id: '$id',
    kind: 'entry',
    url: 'https://example.org/{id}/files/{id}.cif',
    resolution: '$resolution',
    chains: ['$first', 'B', '$missing'],
    nested: { count: '$count', keep: null },
    '...extra': '$extra',
    last: true,
  };

  it('puts each value in its place, keeps constants and the layout order', () => {
    const filled = kit.fill(layout, {
      id: '4HHB',
      resolution: 1.74,
      first: 'A',
      count: 0,
      extra: { pubmed: 6726807 },
    });
    expect(JSON.stringify(filled)).toBe(
      JSON.stringify({
        id: '4HHB',
        kind: 'entry',
        url: 'https://example.org/4HHB/files/4HHB.cif',
        resolution: 1.74,
        chains: ['A', 'B'],
        nested: { count: 0, keep: null },
        pubmed: 6726807,
        last: true,
      }),
    );
  });

  it('leaves out a field or list item without a value, as a conditional spread would', () => {
    const filled = kit.fill(layout, { id: 'X', resolution: undefined, count: 1 });
    expect(Object.keys(filled)).toEqual(['id', 'kind', 'url', 'chains', 'nested', 'last']);
    expect(filled.chains).toEqual(['B']);
  });

  it('keeps a value as given (no copy, no filling inside values)', () => {
    const value = { text: '$id and {id}' };
    const filled = kit.fill<{ v: unknown }>({ v: '$value' }, { value, id: 'no' });
    expect(filled.v).toBe(value);
    expect(kit.fill({ t: 'a {unknown} b' }, {})).toEqual({ t: 'a {unknown} b' });
  });

  it('spreads a later group over an earlier field in that field’s place', () => {
    const filled = kit.fill({ a: 1, b: 2, '...x': '$x' }, { x: { a: 3, c: 4 } });
    expect(JSON.stringify(filled)).toBe('{"a":3,"b":2,"c":4}');
  });
});
