import { BaseClient, InputError, type InputOf, idSchema, ids, parseInput } from '@lifesci/core';
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

describe('ids and lists in input schemas', () => {
  it('idSchema takes an id of its kind as given and refuses others with the rule, naming the place', () => {
    const params = v.strictObject({
      ids: v.pipe(v.array(idSchema(ids.entrezId)), v.minLength(1, 'at least one id')),
      trial: v.optional(idSchema(ids.nct)),
    });
    expect(parseInput(params, { ids: [1, '2'] }, 'params')).toEqual({ ids: [1, '2'] });
    expect(refusal(() => parseInput(params, { ids: [] }, 'params')).param).toBe('params.ids');
    expect(refusal(() => parseInput(params, { ids: [7157, 'x'] }, 'params')).param).toBe('params.ids[1]');
    const bad = refusal(() => parseInput(params, { ids: [1], trial: 'NCT1' }, 'params'));
    expect(bad.param).toBe('params.trial');
    expect(bad.message).toContain(ids.nct.rule);
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
