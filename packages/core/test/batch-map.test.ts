import { batch } from '@lifesci/core';
import { describe, expect, it } from 'vitest';

describe('batch map', () => {
  it('maps each chunk as it arrives, before the next chunk is asked for; a throw fails only that id', async () => {
    const log: string[] = [];
    const result = await batch([1, 2, 3, 4, 5], {
      size: 2,
      run: async (chunk) => {
        log.push(`run ${chunk.join(',')}`);
        return chunk.map((n) => n * 10);
      },
      map: (value, id) => {
        log.push(`map ${id}`);
        if (id === 4) throw new Error('bad record 4');
        return `#${value}`;
      },
    });
    expect(log).toEqual(['run 1,2', 'map 1', 'map 2', 'run 3,4', 'map 3', 'map 4', 'run 5', 'map 5']);
    expect(result.values).toEqual(['#10', '#20', '#30', '#50']);
    expect(result.failures.map((f) => [f.id, f.error.message])).toEqual([[4, 'bad record 4']]);
    expect(result.items.map((i) => i.ok)).toEqual([true, true, true, false, true]);
  });
});
