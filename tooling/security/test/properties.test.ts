import { InputError, ids, path, segments } from '@lifesci/core';
import { TrialsClient } from '@lifesci/trials';
import fc from 'fast-check';
import { describe, it } from 'vitest';

// Property-based checks (issue 14) of the identifier validators and of URL building.

const digits = (min: number, max: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: min, maxLength: max }).map((d) => d.join(''));

describe('identifier validators', () => {
  it('NCT: every "NCT" + 8 digits is accepted; any other length is refused', () => {
    fc.assert(fc.property(digits(8, 8), (d) => ids.nct.test(`NCT${d}`)));
    fc.assert(
      fc.property(
        digits(0, 12).filter((d) => d.length !== 8),
        (d) => !ids.nct.test(`NCT${d}`),
      ),
    );
  });

  it('rsid, GCST, entrez ids: valid shapes pass; a valid id with any character inserted is refused', () => {
    const valid = fc.oneof(
      fc.tuple(
        fc.constant(ids.rsid),
        fc.integer({ min: 1, max: 2 ** 40 }).map((n) => `rs${n}`),
      ),
      fc.tuple(
        fc.constant(ids.gcst),
        digits(6, 9).map((d) => `GCST${d}`),
      ),
      fc.tuple(fc.constant(ids.entrezId), fc.integer({ min: 1, max: 2 ** 40 }).map(String)),
    );
    const bad = fc.constantFrom('/', '..', '%2e', '\r', '\n', '\u0000', ' ', '?', '#', '\\');
    fc.assert(
      fc.property(valid, bad, fc.nat(), ([validator, id], insert, at) => {
        const i = at % (id.length + 1);
        return validator.test(id) && !validator.test(id.slice(0, i) + insert + id.slice(i));
      }),
    );
  });

  it('assert() throws an InputError naming the parameter for anything test() refuses', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        if (ids.nct.test(value)) return true;
        try {
          ids.nct.assert(value, 'nctId');
          return false;
        } catch (error) {
          return error instanceof InputError && error.param === 'nctId';
        }
      }),
    );
  });
});

describe('URL building', () => {
  const base = new URL('https://api.example/v2/things/');

  it('any string placed by path`` stays one segment under the base, with no CR/LF', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', minLength: 1 }), (value) => {
        const built = new URL(path`v2/things/${value}`.replace(/^v2\/things\//, ''), base);
        const rest = built.pathname.slice(base.pathname.length);
        return (
          built.origin === base.origin &&
          built.pathname.startsWith(base.pathname) &&
          !rest.includes('/') &&
          !/[\r\n]/.test(built.href) &&
          decodeURIComponent(rest) === value
        );
      }),
    );
  });

  it('segments(): accepted values never walk above the base; "." and ".." segments are refused', () => {
    const part = fc.string({ minLength: 1, maxLength: 12 }).filter((p) => !p.includes('/'));
    fc.assert(
      fc.property(fc.array(part, { minLength: 1, maxLength: 5 }), (parts) => {
        const value = parts.join('/');
        let placed: ReturnType<typeof segments>;
        try {
          placed = segments(value, 'name');
        } catch (error) {
          return error instanceof InputError && parts.some((p) => p === '.' || p === '..');
        }
        const built = new URL(path`files/${placed}`, base);
        return built.pathname.startsWith(`${base.pathname}files/`) && !/[\r\n]/.test(built.href);
      }),
    );
  });

  it('query values round-trip: a trials search term comes back from the URL as given', async () => {
    let seen = '';
    const client = new TrialsClient({
      baseUrl: 'https://trials.example',
      rateLimit: false,
      maxRetries: 0,
      fetch: async (input: RequestInfo | URL) => {
        seen =
          new URL(input instanceof Request ? input.url : String(input)).searchParams.get('query.term') ?? '';
        return new Response(JSON.stringify({ studies: [] }), {
          headers: { 'content-type': 'application/json' },
        });
      },
    } as never);
    await fc.assert(
      fc.asyncProperty(
        fc.string({ minLength: 1, maxLength: 40 }).filter((t) => t.trim() !== ''),
        async (term) => {
          await client.studies.list({ query: { term } }, {});
          return seen === term;
        },
      ),
      { numRuns: 60 },
    );
  });
});
