import { InputError, ids, parseInput } from '@lifesci/core';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';

const cases: Record<keyof typeof ids, { good: unknown[]; bad: unknown[] }> = {
  nct: {
    good: ['NCT02576665', 'NCT00000001'],
    bad: ['nct02576665', 'NCT0257666', 'NCT025766651', ' NCT02576665', 2576665],
  },
  rsid: { good: ['rs7329174', 'rs1'], bad: ['RS7329174', 'rs', 'rs0123', '7329174', 'rs12a'] },
  pdb: {
    good: ['4HHB', '1a8o', 'pdb_00004hhb'],
    bad: ['HHB4', '4HH', '4HHBB', '0HHB', 'pdb_4hhb', 'AF_AFP68871F1'],
  },
  csm: { good: ['AF_AFP68871F1', 'MA_MABAKCEPC0001'], bad: ['4HHB', 'AF-P68871-F1', 'XX_123', 'AF_'] },
  uniprot: {
    good: ['P07550', 'Q9Y6K9', 'A0A024R161', 'P07550-2'],
    bad: ['P0755', 'p07550', '07550P', 'A0A024R16', 'P07550-'],
  },
  efo: {
    good: ['EFO_0001360', 'MONDO_0004975', 'HP_0000822', 'Orphanet_101'],
    bad: ['EFO:0001360', 'EFO_', '0001360', 'EFO_12a'],
  },
  gcst: { good: ['GCST000854', 'GCST90002357'], bad: ['GCST854', 'gcst000854', 'GCST00085X'] },
  doi: {
    good: ['10.1101/2020.09.09.20191205', '10.1038/nature12373'],
    bad: ['doi:10.1101/x', '10.11/x', '10.1101/', 'https://doi.org/10.1101/x', '10.1101/a b'],
  },
  isoDate: {
    good: ['2024-02-29', '2023-12-31'],
    bad: ['2023-02-29', '2023-13-01', '2023-1-01', '20230101', '2023-04-31'],
  },
  cid: { good: [2244, '2244', 1], bad: [0, -1, 1.5, '0', '02244', 'abc', '', Number.MAX_SAFE_INTEGER + 2] },
  sid: { good: [12345, '345'], bad: [0, 'x1'] },
  aid: { good: [1000, '1000'], bad: [-5, '1e3'] },
  entrezId: { good: [4747, '4747'], bad: ['4747a', 0, null] },
};

describe('identifier validators', () => {
  for (const [kind, { good, bad }] of Object.entries(cases)) {
    const validator = ids[kind as keyof typeof ids];
    it(`${kind}: accepts ${good.join(', ')}`, () => {
      for (const value of good) expect(validator.test(value), String(value)).toBe(true);
    });
    it(`${kind}: rejects bad values with an InputError naming the parameter`, () => {
      for (const value of bad) {
        expect(validator.test(value), String(value)).toBe(false);
        let error: InputError | undefined;
        try {
          validator.assert(value, 'myParam');
        } catch (e) {
          error = e as InputError;
        }
        expect(error).toBeInstanceOf(InputError);
        expect(error?.param).toBe('myParam');
        expect(error?.rule).toBe(validator.rule);
      }
    });
  }
});

describe('parseInput', () => {
  const Params = v.object({
    pageSize: v.optional(v.pipe(v.number(), v.integer(), v.maxValue(1000, 'at most 1000'))),
    status: v.optional(v.array(v.picklist(['RECRUITING', 'COMPLETED']))),
  });

  it('returns the parsed value', () => {
    expect(parseInput(Params, { pageSize: 10 }, 'params')).toEqual({ pageSize: 10 });
  });

  it('names the parameter and the path inside it', () => {
    try {
      parseInput(Params, { pageSize: 5000 }, 'params');
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(InputError);
      expect((e as InputError).param).toBe('params.pageSize');
      expect((e as InputError).rule).toBe('at most 1000');
    }
    expect(() => parseInput(Params, { status: ['RECRUITING', 'DONE'] }, 'params')).toThrowError(
      /params\.status\[1\]/,
    );
  });
});

describe('assertion signatures', () => {
  it('narrow the checked value for TypeScript', () => {
    const value: unknown = 'NCT00000001';
    ids.nct.assert(value, 'value');
    const narrowed: string = value; // compiles only because assert narrows
    expect(narrowed.startsWith('NCT')).toBe(true);
    const cid: unknown = 2244;
    ids.cid.assert(cid, 'cid');
    const n: string | number = cid;
    expect(n).toBe(2244);
  });
});
