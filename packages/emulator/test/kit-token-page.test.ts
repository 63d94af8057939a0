import { describe, expect, it } from 'vitest';
import * as kit from '../src/kit/index.js';

// The two options ClinicalTrials.gov's paging needs: a token after every full page (its last
// page too), and its own wording for a token that does not decode and one from another query.
describe('tokenPage options', () => {
  const all = Array.from({ length: 20 }, (_, i) => i);
  const query = ['cond=x'];

  it('hands out a token after a full last page only when asked (whenFull)', () => {
    const second = kit.tokenPage(all, undefined, 10, { seed: 1, query }).nextToken;
    expect(kit.tokenPage(all, second, 10, { seed: 1, query }).nextToken).toBeUndefined();
    const quirky = kit.tokenPage(all, second, 10, { seed: 1, query, whenFull: true });
    expect(quirky.items).toEqual(all.slice(10));
    const after = kit.tokenPage(all, quirky.nextToken, 10, { seed: 1, query, whenFull: true });
    expect(after).toEqual({ items: [], total: 20 });
  });

  it("words the two 400s the service's way", () => {
    const messages = { invalid: (t: string) => `bad: ${t}`, otherQuery: 'other query' };
    const token = kit.tokenPage(all, undefined, 5, { seed: 1, query }).nextToken;
    expect(() => kit.tokenPage(all, 'zz', 5, { seed: 1, query, messages })).toThrow('bad: zz');
    expect(() => kit.tokenPage(all, token, 5, { seed: 1, query: ['cond=y'], messages })).toThrow(
      'other query',
    );
  });
});
