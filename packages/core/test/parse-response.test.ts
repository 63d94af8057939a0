import { parseResponse, ResponseValidationError } from '@lifesci/core';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';

const Gene = v.looseObject({
  id: v.string(),
  track: v.looseObject({ status: v.picklist(['live', 'secondary']) }),
});

describe('parseResponse', () => {
  it('returns the schema output (loose objects keep new fields)', () => {
    const out = parseResponse(Gene, { id: '672', track: { status: 'live' }, added: 1 }, 'genes efetch');
    expect(out.id).toBe('672');
    expect((out as Record<string, unknown>).added).toBe(1);
  });

  it('lists every issue with its dotted path under the endpoint', () => {
    const error = (() => {
      try {
        parseResponse(Gene, { id: 672, track: { status: 'gone' } }, 'genes GET /efetch');
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(ResponseValidationError);
    const rve = error as ResponseValidationError;
    expect(rve.endpoint).toBe('genes GET /efetch');
    expect(rve.issues.map((i) => i.path)).toEqual(['id', 'track.status']);
    expect(rve.message).toMatch(/^Unexpected response from genes GET \/efetch: id: .*; track.status: /);
  });

  it('puts pathPrefix before each path, and alone for a root issue', () => {
    const inner = () => parseResponse(Gene, { id: 1, track: {} }, 'x', { pathPrefix: 'Set.Gene.3' });
    expect(inner).toThrow(ResponseValidationError);
    try {
      inner();
    } catch (e) {
      expect((e as ResponseValidationError).issues.map((i) => i.path)).toEqual([
        'Set.Gene.3.id',
        'Set.Gene.3.track.status',
      ]);
    }
    try {
      parseResponse(Gene, 'text', 'x', { pathPrefix: 'Set.Gene.0' });
    } catch (e) {
      expect((e as ResponseValidationError).issues.map((i) => i.path)).toEqual(['Set.Gene.0']);
    }
    expect.assertions(3);
  });
});

/** A Standard Schema valibot did not build (as zod or arktype would give): `{ n: number }`, doubled. */
const foreign = {
  '~standard': {
    version: 1,
    vendor: 'hand-written',
    validate(value: unknown) {
      const n = (value as { n?: unknown } | null)?.n;
      if (typeof n === 'number') return { value: { n: n * 2 } };
      return { issues: [{ message: 'n must be a number', path: [{ key: 'n' }] }] };
    },
  },
} as unknown as v.GenericSchema<unknown, { n: number }>;

describe('parseResponse with a schema valibot did not build', () => {
  it('returns its output', () => {
    expect(parseResponse(foreign, { n: 2 }, 'svc GET /x')).toEqual({ n: 4 });
  });

  it('reports its issues as a ResponseValidationError with their paths', () => {
    const error = (() => {
      try {
        parseResponse(foreign, { n: 'two' }, 'svc GET /x', { pathPrefix: 'items.0' });
      } catch (e) {
        return e;
      }
    })() as ResponseValidationError;
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect(error.issues).toEqual([{ path: 'items.0.n', message: 'n must be a number' }]);
  });

  it('refuses an asynchronous one with a clear error', () => {
    const later = {
      '~standard': { version: 1, vendor: 'hand-written', validate: async () => ({ value: 1 }) },
    } as unknown as v.GenericSchema;
    expect(() => parseResponse(later, {}, 'svc GET /x')).toThrow(/asynchronously/);
  });
});

describe('parseInput with a schema valibot did not build', () => {
  it('returns its output, and names the field of its first issue in an InputError', async () => {
    const { parseInput, InputError } = await import('@lifesci/core');
    expect(parseInput(foreign, { n: 1 }, 'params')).toEqual({ n: 2 });
    expect(() => parseInput(foreign, { n: 'one' }, 'params')).toThrow(InputError);
    expect(() => parseInput(foreign, { n: 'one' }, 'params')).toThrow(/params\.n/);
  });
});
