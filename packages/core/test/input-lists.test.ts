import {
  assertIds,
  BaseClient,
  InputError,
  type InputOf,
  idListSchema,
  ids,
  nonEmptyList,
  parseInput,
} from '@lifesci/core';
import * as v from 'valibot';
import { describe, expect, expectTypeOf, it } from 'vitest';

const refusal = (run: () => unknown): InputError => {
  try {
    run();
  } catch (error) {
    if (error instanceof InputError) return error;
    throw error;
  }
  throw new Error('no InputError');
};

describe('lists of ids and filters', () => {
  it('refuses an empty id list, a non-list and a bad id, naming the place', () => {
    expect(refusal(() => assertIds(ids.nct, [], 'nctIds')).param).toBe('nctIds');
    expect(refusal(() => assertIds(ids.nct, 'NCT02576665', 'nctIds')).param).toBe('nctIds');
    expect(refusal(() => assertIds(ids.nct, ['NCT02576665', 'NCT1'], 'nctIds')).param).toBe('nctIds[1]');
    expect(() => assertIds(ids.cid, [1, '2'])).not.toThrow();
  });

  it('schemas for id and filter lists refuse empty lists and name the element', () => {
    const params = v.strictObject({
      ids: idListSchema(ids.entrezId),
      genes: v.optional(nonEmptyList(v.string(), 'gene')),
    });
    expect(refusal(() => parseInput(params, { ids: [] }, 'params')).param).toBe('params.ids');
    expect(refusal(() => parseInput(params, { ids: [7157, 'x'] }, 'params')).param).toBe('params.ids[1]');
    expect(refusal(() => parseInput(params, { ids: [1], genes: [] }, 'params')).message).toMatch(
      /at least one gene/,
    );
    expect(parseInput(params, { ids: [1, '2'] }, 'params')).toEqual({ ids: [1, '2'] });
  });

  it('InputOf takes readonly lists (as const) wherever the schema takes an array', () => {
    const schema = v.strictObject({
      ids: v.array(v.string()),
      nested: v.optional(v.object({ tags: v.array(v.number()) })),
    });
    const ids = ['7157', '672'] as const;
    const input: InputOf<typeof schema> = { ids, nested: { tags: [1, 2] as const } };
    expectTypeOf<readonly string[]>().toMatchTypeOf<InputOf<typeof schema>['ids']>();
    const parsed = parseInput(schema, input, 'params');
    expect(parsed).toEqual({ ids: ['7157', '672'], nested: { tags: [1, 2] } });
    expect(parsed.ids).not.toBe(ids);
  });

  it('names keys that are not identifiers in brackets', () => {
    const schema = v.strictObject({ headers: v.record(v.string(), v.string()) });
    expect(refusal(() => parseInput(schema, { headers: { 'x-a': 1 } }, 'options')).param).toBe(
      'options.headers["x-a"]',
    );
  });
});

describe('unknown option keys', () => {
  class Demo extends BaseClient {
    constructor(options: Record<string, unknown>) {
      super(
        {
          service: 'demo',
          baseUrls: { demo: 'http://127.0.0.1:9' },
          limiterId: 'demo',
          limits: {},
          options: v.object({ email: v.optional(v.string()) }),
        },
        options,
      );
    }
    call(call: Record<string, unknown>) {
      return this.request({ path: '/x' }, call);
    }
  }

  it('refuses a misspelt client option or call option, naming the key', async () => {
    expect(refusal(() => new Demo({ emial: 'a@b.c' })).param).toBe('options.emial');
    expect(() => new Demo({ email: 'a@b.c', maxRetries: 1 })).not.toThrow();
    const error = await new Demo({}).call({ batchsize: 10 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InputError);
    expect((error as InputError).param).toBe('callOptions.batchsize');
  });
});
