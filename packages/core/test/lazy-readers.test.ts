import { csvRows, gunzip, lines, xmlElements } from '@lifesci/core';
import { describe, expect, it } from 'vitest';

// The main entry's stream and XML readers load their modules on the first read; what they hand
// out must behave as the async generators they stand for.
describe('readers loaded on first use', () => {
  it('read, stop early and end like the generators they load', async () => {
    const read = lines('a\nb\nc');
    expect(read[Symbol.asyncIterator]()).toBe(read);
    expect(await read.next()).toEqual({ done: false, value: 'a' });
    expect(await read.return(undefined)).toEqual({ done: true, value: undefined });
    expect(await read.next()).toEqual({ done: true, value: undefined });

    const unopened = csvRows('x,y\n1,2\n');
    expect(await unopened.return(undefined)).toEqual({ done: true, value: undefined });

    const rows: unknown[] = [];
    for await (const row of csvRows('x,y\n1,2\n')) rows.push(row);
    expect(rows).toEqual([{ x: '1', y: '2' }]);

    const names: unknown[] = [];
    for await (const element of xmlElements('<r><i>1</i><i>2</i></r>', 'i')) names.push(element);
    expect(names).toEqual(['1', '2']);
  });

  it('reject their input errors on the first read, as before', async () => {
    await expect(csvRows('a', { delimiter: '::' }).next()).rejects.toThrow(/delimiter/);
    await expect(gunzip([new Uint8Array([1, 2, 3])]).next()).rejects.toThrow();
    const thrown = lines('a\nb');
    await expect(thrown.throw(new Error('stop'))).rejects.toThrow('stop');
  });
});
