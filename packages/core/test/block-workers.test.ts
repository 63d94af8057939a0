import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { mapOnWorker, ParseError, type WorkInput } from '@lifesci/core';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain JavaScript module, without declarations
import { work } from './fixtures/sum-worker.mjs';
import { collect } from './helpers.js';

const module = new URL('./fixtures/sum-worker.mjs', import.meta.url);
type Answer = { sum: number; bytes: Uint8Array };
const options = {
  module,
  work: work as (input: Uint8Array) => { value: Answer; transfer: ArrayBuffer[] },
  what: 'a test stream',
};

/** Inputs of 1..count bytes of value i, each with its buffer to move; `sent` keeps them to look at. */
function inputsOf(count: number, sent: Uint8Array[] = [], first: (i: number) => number = (i) => i) {
  return (async function* (): AsyncGenerator<WorkInput<Uint8Array>> {
    for (let i = 0; i < count; i++) {
      const bytes = new Uint8Array(i + 1).fill(first(i));
      sent.push(bytes);
      yield { value: bytes, transfer: [bytes.buffer] };
    }
  })();
}

describe('mapOnWorker', () => {
  it('answers every input of a long read in order, all on the worker (their buffers moved there)', async () => {
    const sent: Uint8Array[] = [];
    const answers = await collect<Answer>(mapOnWorker(inputsOf(40, sent), options));
    expect(answers.map((a) => a.sum)).toEqual(Array.from({ length: 40 }, (_, i) => i * (i + 1)));
    // Each answer's bytes came back whole.
    expect(answers.map((a) => a.bytes.length)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    // Every input was transferred (detached here), the first included.
    expect(sent.every((bytes) => bytes.byteLength === 0)).toBe(true);
  });

  it('works a read of at most inThread inputs here, without the worker', async () => {
    for (const [count, inThread] of [
      [1, 1],
      [3, 3],
    ] as const) {
      const sent: Uint8Array[] = [];
      const answers = await collect<Answer>(mapOnWorker(inputsOf(count, sent), { ...options, inThread }));
      expect(answers.map((a) => a.sum)).toEqual(Array.from({ length: count }, (_, i) => i * (i + 1)));
      // Not transferred: each input is still whole here.
      expect(sent.map((bytes) => bytes.byteLength)).toEqual(Array.from({ length: count }, (_, i) => i + 1));
    }
    // One input more than inThread: all of them go to the worker.
    const sent: Uint8Array[] = [];
    await collect<Answer>(mapOnWorker(inputsOf(4, sent), { ...options, inThread: 3 }));
    expect(sent.every((bytes) => bytes.byteLength === 0)).toBe(true);
  });

  it('runs every input here when the module cannot run on a worker (TypeScript sources), with the same answers', async () => {
    const sent: Uint8Array[] = [];
    const here = new URL('./fixtures/no-such-module.js', import.meta.url);
    const answers = await collect<Answer>(mapOnWorker(inputsOf(10, sent), { ...options, module: here }));
    expect(answers.map((a) => a.sum)).toEqual(Array.from({ length: 10 }, (_, i) => i * (i + 1)));
    expect(sent.map((bytes) => bytes.byteLength)).toEqual(Array.from({ length: 10 }, (_, i) => i + 1));
  });

  it("a work function's ParseError on the worker is the same ParseError here, after the answers before it", async () => {
    const got: number[] = [];
    const failing = mapOnWorker<Uint8Array, Answer>(
      inputsOf(10, [], (i) => (i === 6 ? 0xff : i)),
      options,
    );
    const error = await (async () => {
      try {
        for await (const answer of failing) got.push(answer.sum);
      } catch (caught) {
        return caught;
      }
    })();
    expect(got).toEqual(Array.from({ length: 6 }, (_, i) => i * (i + 1)));
    expect(error).toBeInstanceOf(ParseError);
    expect((error as ParseError).message).toBe(
      'Could not parse the response from a test stream: bad block of 7 bytes',
    );
  });

  it('any other error of the work function keeps its name and message', async () => {
    const failing = mapOnWorker<Uint8Array, Answer>(
      inputsOf(4, [], (i) => (i === 2 ? 0xfe : i)),
      options,
    );
    await expect(collect(failing)).rejects.toMatchObject({
      name: 'RangeError',
      message: 'not a parse error',
    });
  });

  it('an error of the inputs comes after the answers to the inputs before it', async () => {
    async function* broken(): AsyncGenerator<WorkInput<Uint8Array>> {
      yield* inputsOf(3);
      throw new ParseError('a test stream', 'truncated gzip data');
    }
    const got: number[] = [];
    await expect(
      (async () => {
        for await (const answer of mapOnWorker<Uint8Array, Answer>(broken(), options)) got.push(answer.sum);
      })(),
    ).rejects.toThrow('truncated gzip data');
    expect(got).toEqual([0, 2, 6]);
  });

  it('reads at most maxInFlight inputs ahead of the consumer', async () => {
    let pulled = 0;
    async function* counted(): AsyncGenerator<WorkInput<Uint8Array>> {
      for await (const input of inputsOf(50)) {
        pulled++;
        yield input;
      }
    }
    const ahead: number[] = [];
    let taken = 0;
    for await (const _ of mapOnWorker<Uint8Array, Answer>(counted(), { ...options, maxInFlight: 2 })) {
      taken++;
      // Let the pump run as far as it may before the next answer is taken.
      await new Promise((resolve) => setTimeout(resolve, 1));
      ahead.push(pulled - taken);
    }
    expect(taken).toBe(50);
    expect(Math.max(...ahead)).toBeLessThanOrEqual(2);
  });

  it('stopping early closes the inputs', async () => {
    let closed = false;
    async function* endless(): AsyncGenerator<WorkInput<Uint8Array>> {
      try {
        yield* inputsOf(1_000_000);
      } finally {
        closed = true;
      }
    }
    let taken = 0;
    for await (const _ of mapOnWorker<Uint8Array, Answer>(endless(), options)) if (++taken === 5) break;
    expect(closed).toBe(true);
  });

  // The worker thread needs JavaScript: this runs core's build (test:pkg builds before testing).
  it.each([
    ['break', '"answers":3'],
    ['error', 'error: the source broke'],
  ])('a process that stops reading (%s) mid-run exits: the worker does not keep it alive', (how, shows) => {
    const child = fileURLToPath(new URL('./fixtures/sum-worker-abort.mjs', import.meta.url));
    const run = spawnSync(process.execPath, [child, how], { encoding: 'utf8', timeout: 60_000 });
    expect(run.signal).toBeNull(); // not killed by the timeout
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(shows);
    expect(run.stdout).toContain('"threaded":true');
  });
});
