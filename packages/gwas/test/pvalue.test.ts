import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { decimalPValue, parsePValue, pValueOf } from '../src/index.js';
import { CATALOG, CATALOG_PATH, testClient } from './helpers.js';

describe('p-values kept exact', () => {
  it('keeps an exponent a double cannot hold', () => {
    const p = pValueOf(4, -1315);
    expect(p).toMatchObject({ mantissa: 4, exponent: -1315, value: 0, underflow: true, text: '4e-1315' });
    expect(p.log10).toBeCloseTo(-1314.39794, 4);
  });

  it('normalises the mantissa without float drift', () => {
    expect(pValueOf(45, -9)).toMatchObject({ mantissa: 4.5, exponent: -8, text: '4.5e-8' });
    expect(pValueOf(0.1, 0)).toMatchObject({ mantissa: 1, exponent: -1, value: 0.1 });
  });

  it('parses reported text without going through a double', () => {
    expect(parsePValue('1e-400')).toMatchObject({ mantissa: 1, exponent: -400, underflow: true });
    expect(parsePValue('5.7E-76')).toMatchObject({ mantissa: 5.7, exponent: -76, value: 5.7e-76 });
    expect(parsePValue('9.7E-03')?.value).toBe(0.0097);
    expect(parsePValue('NA')).toBeUndefined();
  });

  // Plain texts take the character scan, padded ones the regex: both must read the same value.
  it.each([
    ['0.00012', 1.2, -4],
    ['+3.50E+2', 3.5, 2],
    ['-2e-1315', -2, -1315],
    ['.5', 5, -1],
    ['7.', 7, 0],
  ])('reads %s the same with and without surrounding spaces', (text, mantissa, exponent) => {
    const plain = parsePValue(text);
    expect(plain).toMatchObject({ mantissa, exponent });
    expect(parsePValue(` ${text}\t`)).toEqual(plain);
  });

  // The one-scan path (≤ 15 significant digits, exponent within 10^±22 of the digits) and the
  // digit-string path (taken for padded text) must give identical PValues, text included.
  it.each([
    '3.9e-2',
    '0.67',
    '-1.5E-8',
    '5.0e-3',
    '5.10e-3',
    '-2.50e-7',
    '05.1e-3',
    '5e-0',
    '5e+0',
    '5e05',
    '10',
    '0.000',
    '-0',
    '120.0500',
    '123456789012345',
    '1234567890123456',
    '0.44000000000000006',
    '1e22',
    '1e23',
    '9.9e-330',
  ])('reads %s identically by both paths', (text) => {
    const fast = parsePValue(text);
    expect(fast).toEqual(parsePValue(` ${text} `));
    if (fast && !fast.underflow && fast.mantissa !== 0)
      expect(Object.is(fast.value, Number(text))).toBe(true);
  });

  it.each(['', '.', 'e5', '1e', '1e+', '1.2.3', '--1', '1x', '0x10'])('refuses %j', (text) => {
    expect(parsePValue(text)).toBeUndefined();
  });

  it('writes thresholds as decimal strings', () => {
    expect(decimalPValue(5e-8)).toBe('0.00000005');
    expect(decimalPValue('5e-8')).toBe('0.00000005');
    expect(decimalPValue(1.5e-10)).toBe('0.00000000015');
    expect(decimalPValue('0.001')).toBe('0.001');
    expect(decimalPValue(1)).toBe('1');
    expect(decimalPValue(0)).toBe('0');
  });

  it('an API 2.0 association with exponent -1315 reads exactly', async () => {
    nock(CATALOG).get(`${CATALOG_PATH}/v2/associations/1`).reply(200, {
      association_id: 1,
      pvalue_mantissa: 4,
      pvalue_exponent: -1315,
      p_value: 0,
      pvalue_description: null,
    });
    const a = await testClient().associations.get(1);
    expect(a.pValue).toMatchObject({ mantissa: 4, exponent: -1315, underflow: true });
    expect(a.p_value).toBe(0);
  });
});
