import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Emulator, startEmulator } from '../src/index.js';

// The GWAS module's own behaviours, over plain HTTP: HAL shapes, the spec's error body, sumstats
// p-bound rules, and the generated harmonised files with Range.

let emulator: Emulator;
let catalog: string;
let sumstats: string;

beforeAll(async () => {
  emulator = await startEmulator({ services: ['gwas'], seed: 1 });
  catalog = emulator.baseUrls.gwasCatalog as string;
  sumstats = emulator.baseUrls.gwasSumstats as string;
});
afterAll(() => emulator.close());

/** A loose view of a JSON body for assertions: any property at any depth. */
type Body = { readonly [key: string]: Body };

const getJson = async (url: string) => {
  const res = await fetch(url);
  return { status: res.status, body: (await res.json()) as Body };
};

describe('curated API', () => {
  it('v1 and v2 list 321 studies (320 of the seed, one more real one) with a Spring page block, absolute links, zero-based pages', async () => {
    const v1 = await getJson(`${catalog}/studies?page=1&size=100`);
    expect(v1.body.page).toEqual({ size: 100, totalElements: 321, totalPages: 4, number: 1 });
    expect(v1.body._embedded?.studies).toHaveLength(100);
    expect(v1.body._links?.next?.href).toBe(`${catalog}/studies?page=2&size=100`);
    const v2 = await getJson(`${catalog}/v2/studies?size=100&page=3`);
    expect(v2.body._embedded?.studies).toHaveLength(21);
    expect(v2.body._links?.next).toBeUndefined();
    expect(v2.body._embedded?.studies?.[0]).toHaveProperty('accession_id');
  });

  it('answers the real GCST000854 as recorded, in both shapes', async () => {
    const v1 = await getJson(`${catalog}/studies/GCST000854`);
    expect(v1.body).toMatchObject({
      accessionId: 'GCST000854',
      snpCount: 1922309,
      diseaseTrait: { trait: 'Suicide risk' },
    });
    expect(v1.body._links?.associations?.href).toBe(`${catalog}/studies/GCST000854/associations`);
    const v2 = await getJson(`${catalog}/v2/studies/GCST000854`);
    expect(v2.body).toMatchObject({
      accession_id: 'GCST000854',
      pubmed_id: 21041247,
      disease_trait: 'Suicide risk',
    });
  });

  it('leaves _embedded out when nothing matched', async () => {
    const { body } = await getJson(`${catalog}/v2/studies?pubmed_id=1`);
    expect(body._embedded).toBeUndefined();
    expect(body.page?.total_elements).toBe(0);
  });

  it('errors use the spec body {timestamp, status, error, message, path}', async () => {
    const notFound = await getJson(`${catalog}/v2/studies/GCST999999`);
    expect(notFound.status).toBe(404);
    expect(notFound.body).toMatchObject({
      status: 404,
      error: 'Not Found',
      path: '/gwas/rest/api/v2/studies/GCST999999',
    });
    expect(typeof notFound.body.timestamp).toBe('string');
    const bad = await getJson(`${catalog}/v2/associations?sort=pvalue`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('pvalue');
    const missing = await getJson(`${catalog}/studies/search/findByDiseaseTrait`);
    expect(missing.status).toBe(400);
  });

  it('is the same data on every start with the same seed', async () => {
    const other = await startEmulator({ services: ['gwas'], seed: 1 });
    try {
      const a = await (await fetch(`${catalog}/v2/associations?page=7&size=50`)).text();
      const b = await (await fetch(`${other.baseUrls.gwasCatalog}/v2/associations?page=7&size=50`)).text();
      expect(b.replaceAll(other.origin, emulator.origin)).toBe(a);
    } finally {
      await other.close();
    }
  });
});

describe('summary-statistics API', () => {
  it('pages with index-keyed _embedded lists and a next link while full', async () => {
    const { body } = await getJson(`${sumstats}/studies?size=10`);
    expect(Object.keys(body._embedded?.studies ?? {})).toEqual([
      '0',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
    ]);
    expect(body._links?.next?.href).toContain('start=10&size=10');
  });

  it('takes p bounds as decimal strings and refuses scientific notation', async () => {
    const { body: study } = await getJson(`${sumstats}/studies?size=1`);
    const efo = String(study._embedded?.studies?.['0']?.trait?.[0]);
    const ok = await getJson(`${sumstats}/traits/${efo}/associations?p_upper=0.001&size=500`);
    expect(ok.status).toBe(200);
    const rows = Object.values(ok.body._embedded?.associations ?? {}) as unknown as {
      p_value: number | string;
    }[];
    expect(rows.every((r) => typeof r.p_value === 'string' || r.p_value <= 0.001)).toBe(true);
    const bad = await getJson(`${sumstats}/traits/${efo}/associations?p_upper=1e-3`);
    expect(bad.status).toBe(400);
  });
});

describe('harmonised files', () => {
  let path: string;
  beforeAll(async () => {
    const { body } = await getJson(`${sumstats}/studies?size=2`);
    const accession = String(body._embedded?.studies?.['1']?.study_accession);
    path = `${emulator.baseUrls.gwasFiles}/${accession}/harmonised/${accession}-harmonised.tsv.gz`;
  });

  it('serves a gzip of GWAS-SSF rows with hm_ columns, the same bytes every time', async () => {
    const a = new Uint8Array(await (await fetch(path)).arrayBuffer());
    const b = new Uint8Array(await (await fetch(path)).arrayBuffer());
    expect(Buffer.compare(a, b)).toBe(0);
    const text = gunzipSync(a).toString('utf8');
    const lines = text.trimEnd().split('\n');
    expect(lines).toHaveLength(5001);
    expect(lines[0]?.split('\t').slice(0, 3)).toEqual(['hm_variant_id', 'hm_rsid', 'hm_chrom']);
    expect(lines[0]).toContain('\tp_value\t');
  });

  it('answers Range with 206 and the rest of the same bytes; a stale If-Range gets the whole file', async () => {
    const whole = new Uint8Array(await (await fetch(path)).arrayBuffer());
    const first = await fetch(path);
    const etag = first.headers.get('etag') as string;
    await first.arrayBuffer();
    const part = await fetch(path, { headers: { range: 'bytes=1000-', 'if-range': etag } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 1000-${whole.length - 1}/${whole.length}`);
    expect(Buffer.compare(new Uint8Array(await part.arrayBuffer()), whole.subarray(1000))).toBe(0);
    const stale = await fetch(path, { headers: { range: 'bytes=1000-', 'if-range': '"other"' } });
    expect(stale.status).toBe(200);
    await stale.arrayBuffer();
    const past = await fetch(path, { headers: { range: `bytes=${whole.length}-` } });
    expect(past.status).toBe(416);
  });

  it('404s a study without summary statistics', async () => {
    const res = await fetch(
      `${emulator.baseUrls.gwasFiles}/GCST000854/harmonised/GCST000854-harmonised.tsv.gz`,
    );
    expect(res.status).toBe(404);
  });
});
