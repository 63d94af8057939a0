import { decimalFromText, intFromText } from '@lifesci/core';
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
