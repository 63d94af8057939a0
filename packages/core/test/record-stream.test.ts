import { InputError, NetworkError, RecordStream, resumeByKey } from '@lifesci/core';
import { describe, expect, it } from 'vitest';

async function drain<R, T>(gen: AsyncGenerator<R, T>): Promise<{ records: R[]; end: T }> {
  const records: R[] = [];
  for (;;) {
    const step = await gen.next();
    if (step.done) return { records, end: step.value };
    records.push(step.value);
  }
}

/** A body that yields `keys` and breaks (a reset) after `breakAfter` of them. */
function body(keys: string[], breakAfter?: number) {
  return async function* () {
    for (const [i, key] of keys.entries()) {
      if (i === breakAfter) throw new NetworkError('reset mid-body');
      yield key;
    }
  };
}

describe('resumeByKey', () => {
  it('reopens a broken body and reads on after the records already handed out, each once', async () => {
    const opened: number[] = [];
    const bodies = [body(['a', 'b', 'c', 'd'], 2), body(['a', 'b', 'c', 'd'], 3), body(['a', 'b', 'c', 'd'])];
    const { records, end } = await drain(
      resumeByKey({
        open: async () => {
          opened.push(opened.length);
          return bodies[opened.length - 1];
        },
        read: (b) => b(),
        key: (r) => r,
        maxReopens: 3,
        isBroken: (e) => e instanceof NetworkError,
      }),
    );
    expect(records).toEqual(['a', 'b', 'c', 'd']);
    expect(end).toEqual({});
    expect(opened).toEqual([0, 1, 2]);
  });

  it('returns the error once its reopens are spent; throws other read failures and unaccepted open failures', async () => {
    const discarded: number[] = [];
    const spent = await drain(
      resumeByKey({
        open: async () => body(['a', 'b'], 1),
        read: (b) => b(),
        key: (r) => r,
        discard: async () => {
          discarded.push(1);
        },
        maxReopens: 2,
        isBroken: (e) => e instanceof NetworkError,
      }),
    );
    expect(spent.records).toEqual(['a']);
    expect(spent.end.error).toBeInstanceOf(NetworkError);
    expect(discarded).toHaveLength(3);

    const invalid = resumeByKey({
      open: async () => 1,
      read: async function* () {
        yield 'x';
        throw new InputError('record', 'a valid record');
      },
      key: String,
      maxReopens: 5,
      isBroken: (e) => e instanceof NetworkError,
    });
    await expect(drain(invalid)).rejects.toThrow(InputError);

    const refused = new NetworkError('down');
    const quiet = await drain(
      resumeByKey({
        open: async () => {
          throw refused;
        },
        read: async function* () {},
        key: String,
        maxReopens: 1,
        isBroken: () => true,
        endsOnOpenFailure: (e) => e === refused,
      }),
    );
    expect(quiet).toEqual({ records: [], end: { error: refused } });
    const loud = resumeByKey({
      open: async () => {
        throw refused;
      },
      read: async function* () {},
      key: String,
      maxReopens: 1,
      isBroken: () => true,
    });
    await expect(drain(loud)).rejects.toBe(refused);
  });
});

describe('RecordStream', () => {
  it('is lazy, fetches once when awaited twice, and iterates batch by batch with failures listed', async () => {
    let walks = 0;
    const stream = new RecordStream<number, { id: string }>(async function* (failures) {
      walks += 1;
      yield [1, 2];
      failures.push({ id: 'x' });
      yield [3];
    });
    expect(walks).toBe(0);
    expect(await stream).toEqual([1, 2, 3]);
    expect(await stream).toEqual([1, 2, 3]);
    expect(walks).toBe(1);
    expect(stream.failures).toEqual([{ id: 'x' }]);
    const seen: number[] = [];
    for await (const n of stream) seen.push(n);
    expect(seen).toEqual([1, 2, 3]);
    expect(walks).toBe(2);
  });
});
