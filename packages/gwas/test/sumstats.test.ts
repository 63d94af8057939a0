import { gzipSync } from 'node:zlib';
import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { readSumstats } from '../src/index.js';
import { CATALOG, FILES, FILES_PATH, readReal, realBytes, SUMSTATS_PATH, testClient } from './helpers.js';

const row = (i: number, p: number | string) => ({
  variant_id: `1_${1000 + i}_A_G`,
  chromosome: 1,
  base_pair_location: 1000 + i,
  effect_allele: 'A',
  other_allele: 'G',
  beta: 0.1,
  standard_error: 0.01,
  p_value: p,
  study_accession: 'GCST000001',
  trait: ['EFO_0001360'],
  _links: { self: { href: 'x' } },
});

describe('summary-statistics API', () => {
  it('trait associations: p bounds go out as decimal strings; the first page by offset, then next links', async () => {
    const seen: Record<string, string>[] = [];
    nock(CATALOG)
      .get(`${SUMSTATS_PATH}/traits/EFO_0001360/associations`)
      .query((q) => {
        seen.push(q as Record<string, string>);
        return true;
      })
      .reply(200, {
        _embedded: { associations: { '0': row(0, 1e-9), '1': row(1, '4.1e-400') } },
        _links: {
          next: {
            href: `${CATALOG}${SUMSTATS_PATH}/traits/EFO_0001360/associations?p_lower=1e-500&p_upper=5e-8&size=2&start=7`,
          },
        },
      })
      .get(`${SUMSTATS_PATH}/traits/EFO_0001360/associations`)
      .query((q) => {
        seen.push(q as Record<string, string>);
        return true;
      })
      .reply(200, { _embedded: { associations: { '0': row(2, 2e-8) } }, _links: {} });
    const rows = await testClient()
      .sumstats.traitAssociations('EFO_0001360', { pLower: '1e-500', pUpper: 5e-8, size: 2 })
      .toArray();
    expect(seen[0]).toEqual({
      p_lower: `0.${'0'.repeat(499)}1`,
      p_upper: '0.00000005',
      start: '0',
      size: '2',
    });
    // The second request is the service's link as written: its own offset (not 2) and filters.
    expect(seen[1]).toEqual({ p_lower: '1e-500', p_upper: '5e-8', size: '2', start: '7' });
    expect(rows.map((r) => r.base_pair_location)).toEqual([1000, 1001, 1002]);
    expect(rows[1]?.pValue).toMatchObject({ mantissa: 4.1, exponent: -400, underflow: true });
  });

  it('a real summary-statistics page: its next link (size=2&start=2) is the next request', async () => {
    const body = JSON.parse(readReal('gwas-sumstats/associations-size2-docs.json')) as Record<
      string,
      unknown
    >;
    nock(CATALOG)
      .get(`${SUMSTATS_PATH}/traits/EFO_0003785/associations`)
      .query({ start: '0', size: '2' })
      .reply(200, body)
      .get(`${SUMSTATS_PATH}/associations`)
      .query({ size: '2', start: '2' })
      .reply(200, { _embedded: { associations: {} }, _links: {} });
    const rows = await testClient().sumstats.traitAssociations('EFO_0003785', { size: 2 }).toArray();
    expect(rows.map((r) => r.variant_id)).toEqual(['rs10875231', 'rs6678176']);
    expect(rows.map((r) => r.pValue?.exponent)).toEqual([-1, -1]);
    expect(nock.isDone()).toBe(true);
  });

  it("page n is asked for as the offset n * size (the service's default size 20 when none is given)", async () => {
    nock(CATALOG)
      .get(`${SUMSTATS_PATH}/studies`)
      .query({ start: '60' })
      .reply(200, { _embedded: { studies: [{ study_accession: 'GCST000061' }] }, _links: {} })
      .get(`${SUMSTATS_PATH}/studies`)
      .query({ start: '15', size: '5' })
      .reply(200, { _embedded: { studies: [{ study_accession: 'GCST000016' }] }, _links: {} });
    const client = testClient();
    expect((await client.sumstats.listStudies({ page: 3 })).items[0]?.study_accession).toBe('GCST000061');
    expect((await client.sumstats.listStudies({ page: 3, size: 5 })).items[0]?.study_accession).toBe(
      'GCST000016',
    );
  });

  it("a chromosome region goes out as bp_lower/bp_upper (the service's start is the offset)", async () => {
    nock(CATALOG)
      .get(`${SUMSTATS_PATH}/chromosomes/X/associations`)
      .query({ bp_lower: '100', bp_upper: '200', start: '0' })
      .reply(200, { _embedded: { associations: [] }, _links: {} });
    const page = await testClient().sumstats.chromosomeAssociations('X', { start: 100, end: 200 });
    expect(page.items).toEqual([]);
  });

  it('the associations of one study', async () => {
    nock(CATALOG)
      .get(`${SUMSTATS_PATH}/studies/GCST000001/associations`)
      .query({ p_upper: '0.01', start: '0' })
      .reply(200, { _embedded: { associations: { '0': row(0, 0.001) } }, _links: {} });
    const rows = await testClient().sumstats.studyAssociations('GCST000001', { pUpper: 0.01 }).toArray();
    expect(rows.map((r) => r.study_accession)).toEqual(['GCST000001']);
  });

  it('studies, one study, one trait, the associations of a variant', async () => {
    nock(CATALOG)
      .get(`${SUMSTATS_PATH}/studies`)
      .query({ start: '0' })
      .reply(200, {
        _embedded: { studies: [{ study_accession: 'GCST000001', trait: ['EFO_0001360'] }] },
        _links: {},
      })
      .get(`${SUMSTATS_PATH}/studies/GCST000001`)
      .reply(200, { study_accession: 'GCST000001', trait: ['EFO_0001360'], _links: {} })
      .get(`${SUMSTATS_PATH}/traits/EFO_0001360`)
      .reply(200, { trait: 'EFO_0001360', _links: {} })
      .get(`${SUMSTATS_PATH}/variants/rs7329174/associations`)
      .query({ p_upper: '0.01', start: '0' })
      .reply(200, { _embedded: { associations: [row(0, 0.001)] }, _links: {} });
    const client = testClient();
    expect((await client.sumstats.listStudies()).items[0]?.study_accession).toBe('GCST000001');
    expect((await client.sumstats.getStudy('GCST000001')).trait).toEqual(['EFO_0001360']);
    expect((await client.sumstats.getTrait('EFO_0001360')).trait).toBe('EFO_0001360');
    expect((await client.sumstats.variantAssociations('rs7329174', { pUpper: 0.01 })).items[0]?.p_value).toBe(
      0.001,
    );
  });
});

describe('summary-statistics files', () => {
  const tsv = realBytes('gwas-sumstats/0000123.tsv');

  it('stream(accession) streams the harmonised file as typed rows, returned without awaiting', async () => {
    nock(FILES)
      .get(`${FILES_PATH}/GCST90000123/harmonised/GCST90000123-harmonised.tsv.gz`)
      .reply(200, gzipSync(tsv), { 'content-type': 'application/gzip' });
    const rows = testClient().sumstats.stream('GCST90000123');
    expect(typeof rows[Symbol.asyncIterator]).toBe('function');
    const got = [];
    for await (const r of rows) got.push(r);
    expect(got.map((r) => r.base_pair_location)).toEqual([869388, 205813916, 70478797, 8458030, 24173186]);
  });

  it('streamFile reads a plain .tsv too, and reports progress', async () => {
    nock(FILES)
      .get(`${FILES_PATH}/GCST90000123/GCST90000123.tsv`)
      .reply(200, tsv, { 'content-length': String(tsv.length) });
    const progress: number[] = [];
    const got = [];
    for await (const r of testClient().sumstats.streamFile('/GCST90000123/GCST90000123.tsv', {
      onProgress: (p) => progress.push(p.received),
    })) {
      got.push(r);
    }
    expect(got).toHaveLength(5);
    expect(progress.at(-1)).toBe(tsv.length);
  });

  it('resumes a dropped transfer with a Range request', async () => {
    const gz = gzipSync(tsv);
    const cut = Math.floor(gz.length / 2);
    let ranges: (string | undefined)[] = [];
    // First answer ends early (declares the full length, sends half); the resume asks for the rest.
    const fetchWithDrop: typeof fetch = async (_input, init) => {
      const headers = new Headers(init?.headers);
      ranges = [...ranges, headers.get('range') ?? undefined];
      if (!headers.get('range')) {
        let pulls = 0;
        // error() drops queued chunks, so the half is handed out on one pull and the break on the next.
        const body = new ReadableStream<Uint8Array>({
          pull(controller) {
            if (pulls++ === 0) controller.enqueue(gz.subarray(0, cut));
            else controller.error(new TypeError('terminated'));
          },
        });
        return new Response(body, {
          status: 200,
          headers: { 'content-length': String(gz.length), etag: '"v1"' },
        });
      }
      const start = Number(/bytes=(\d+)-/.exec(headers.get('range') ?? '')?.[1]);
      return new Response(gz.subarray(start), {
        status: 206,
        headers: { 'content-range': `bytes ${start}-${gz.length - 1}/${gz.length}`, etag: '"v1"' },
      });
    };
    const got = [];
    for await (const r of testClient({ fetch: fetchWithDrop }).sumstats.stream('GCST90000123')) got.push(r);
    expect(got.map((r) => r.rsid)).toEqual([null, 'rs74143855', 'rs142640435', 'rs774624811', 'rs5949233']);
    expect(ranges).toEqual([undefined, `bytes=${cut}-`]);
  });
});

describe('file row numbers', () => {
  // Plain decimals take a digit loop, everything else Number(): both must give Number()'s double.
  it.each([
    '-0.06546',
    '0.7915',
    '3976',
    '-0',
    '.5',
    '7.',
    '1e-5',
    '+3',
    '123456789012345',
    '1234567890.123456789',
    '0.000000000000001',
  ])('reads beta %s as Number() does', async (text) => {
    const rows = [];
    for await (const row of readSumstats(new TextEncoder().encode(`beta\tn\n${text}\tNA\n`))) rows.push(row);
    expect(Object.is(rows[0]?.beta, Number(text))).toBe(true);
    expect(rows[0]?.n).toBeNull();
  });
});
