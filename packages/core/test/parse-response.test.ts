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
