import { InputError, parseInput, traceInputs } from '@lifesci/core';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';

const Params = v.strictObject({ pageSize: v.optional(v.number(), 10) });

/** A method as services write them: the params checked after an await, on first use. */
async function list(params: unknown) {
  await Promise.resolve();
  return parseInput(Params, params, 'params');
}

describe('traceInputs', () => {
  it('tells the tracer of each schema checked inside it, across awaits, before the check', async () => {
    const seen: [unknown, unknown, string][] = [];
    const out = await traceInputs(
      (schema, value, param) => seen.push([schema, value, param]),
      () => list({ pageSize: 3 }),
    );
    expect(out).toEqual({ pageSize: 3 });
    expect(seen).toEqual([[Params, { pageSize: 3 }, 'params']]);
  });

  it('still checks every value: a traced bad value is the usual InputError', async () => {
    let calls = 0;
    const run = traceInputs(
      () => {
        calls += 1;
      },
      () => list({ pageSize: 'x' }),
    );
    await expect(run).rejects.toBeInstanceOf(InputError);
    expect(calls).toBe(1);
  });

  it('a throwing tracer stops the method before the check', async () => {
    const stop = new Error('stop');
    await expect(
      traceInputs(
        () => {
          throw stop;
        },
        () => list({ pageSize: 'x' }),
      ),
    ).rejects.toBe(stop);
  });

  it('sees nothing checked outside its own call, even at the same time', async () => {
    const seen: string[] = [];
    const traced = traceInputs(
      (_s, _v, param) => seen.push(param),
      () => list({}),
    );
    const other = list({ pageSize: 1 });
    await Promise.all([traced, other]);
    expect(seen).toEqual(['params']);
  });
});
