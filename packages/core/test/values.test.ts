import { DecimalSchema, decimalFromText, IntSchema, intFromText } from '@lifesci/core';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';

describe('numbers from service text', () => {
  it('reads plain whole numbers, trimmed, and passes finite numbers through', () => {
    expect(intFromText('63')).toBe(63);
    expect(intFromText(' -12 ')).toBe(-12);
    expect(intFromText('+7')).toBe(7);
    expect(intFromText(2070571)).toBe(2070571);
  });

  it('gives undefined, never NaN or a surprise, for anything else', () => {
    for (const bad of [
      '',
      '  ',
      '1.5',
      '1e3',
      '0x10',
      '1,000',
      'Infinity',
      'NaN',
      'abc',
      '9007199254740993',
    ]) {
      expect(intFromText(bad)).toBeUndefined();
    }
    for (const bad of [undefined, null, {}, [], Number.NaN, Number.POSITIVE_INFINITY, true]) {
      expect(intFromText(bad)).toBeUndefined();
      expect(decimalFromText(bad)).toBeUndefined();
    }
  });

  it('reads plain decimals, without exponent, hex or separators', () => {
    expect(decimalFromText('0.5')).toBe(0.5);
    expect(decimalFromText('-1.25')).toBe(-1.25);
    expect(decimalFromText('.5')).toBe(0.5);
    expect(decimalFromText('42')).toBe(42);
    for (const bad of ['1e-3', '0x1', '1,5', '1.2.3', '-', '.']) expect(decimalFromText(bad)).toBeUndefined();
  });
});

describe('IntSchema and DecimalSchema: the same rules in response schemas', () => {
  const Row = v.object({ cid: IntSchema, mass: DecimalSchema, size: v.optional(IntSchema) });

  it('read a JSON number or its text to a number', () => {
    expect(v.parse(Row, { cid: '2244', mass: '180.16' })).toEqual({ cid: 2244, mass: 180.16 });
    expect(v.parse(Row, { cid: 2244, mass: 180.16, size: ' 7 ' })).toEqual({
      cid: 2244,
      mass: 180.16,
      size: 7,
    });
  });

  it('refuse what the text rules refuse, with a message naming the kind of number', () => {
    for (const cid of ['', '1.5', '1e3', '0x10', 'NaN', null, true]) {
      const result = v.safeParse(Row, { cid, mass: '1' });
      expect(result.success, String(cid)).toBe(false);
      expect(result.issues?.[0]?.message).toBe('must be a whole number');
    }
    const decimal = v.safeParse(Row, { cid: 1, mass: '1,5' });
    expect(decimal.issues?.[0]?.message).toBe('must be a decimal number');
    expect(v.safeParse(Row, { cid: String(2 ** 60), mass: '1' }).success).toBe(false);
  });
});
