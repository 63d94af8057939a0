import { type Emulator, startEmulator } from '@lifesci/emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVIDENCE_LEVELS, NotFoundError, PgxClient } from '../src/index.js';
import { pgxBaseUrl } from './helpers.js';

// Every method against the emulator over real HTTP. The documented 2 requests per second is
// tested on its own in emulator-limits.long.test.ts; here neither side paces, so what is
// checked is what the methods return, not how long they wait.
let emulator: Emulator;
let base: string;
const client = () => new PgxClient({ baseUrl: base, rateLimit: false });

beforeAll(async () => {
  emulator = await startEmulator({ services: ['pgx'], limits: 'off' });
  base = pgxBaseUrl(emulator);
});
afterAll(async () => {
  await emulator?.close();
});

describe('genes and drugs', () => {
  it('genes.get and genes.search', async () => {
    const pgx = client();
    const gene = await pgx.genes.get('CYP2C19');
    expect(gene).toMatchObject({ symbol: 'CYP2C19', chromosome: '10', chromosomeLocation: '10q23.33' });
    // The emulator sends the sample response's array; the client gives its count.
    expect(gene.clinicalAnnotations).toBeGreaterThan(0);
    expect(gene.relatedDrugs).toEqual(expect.arrayContaining(['clopidogrel', 'voriconazole', 'citalopram']));
    const found = await pgx.genes.search('cytochrome P450 family 2 subfamily C').toArray();
    expect(found.map((g) => g.symbol).sort()).toEqual(['CYP2C19', 'CYP2C8', 'CYP2C9']);
    const all = await pgx.genes.search().toArray();
    expect(all.length).toBeGreaterThanOrEqual(60);
    await expect(pgx.genes.get('CYP9Z9')).rejects.toBeInstanceOf(NotFoundError);
  });

  it('drugs.search by trade name, then drugs.get by id', async () => {
    const pgx = client();
    const [plavix] = await pgx.drugs.search('Plavix').toArray();
    expect(plavix?.name).toBe('clopidogrel');
    const drug = await pgx.drugs.get(plavix?.id ?? '');
    expect(drug.relatedGenes).toContain('CYP2C19');
    expect((await pgx.drugs.search().toArray()).length).toBeGreaterThanOrEqual(150);
  });
});

describe('pairs, guidelines and annotations', () => {
  it('clopidogrel/CYP2C19 is a CPIC level A pair with a guideline', async () => {
    const pgx = client();
    const pairs = await pgx.geneDrugPairs.list({ gene: 'CYP2C19', drug: 'clopidogrel' }).toArray();
    expect(pairs).toHaveLength(1);
    expect(pairs[0]).toMatchObject({ pgxLevel: 'A', evidenceLevel: '1A', hasGuideline: true });
    expect(pairs[0]?.sources).toEqual(expect.arrayContaining(['CPIC', 'DPWG', 'FDA']));
    const levelA = await pgx.geneDrugPairs.list({ pgxLevel: 'A' }).toArray();
    expect(levelA.every((p) => p.pgxLevel === 'A')).toBe(true);
    expect(levelA.some((p) => p.gene === 'HLA-B' && p.drug === 'abacavir')).toBe(true);
  });

  it('guidelines.list by source and gene, guidelines.get with recommendations', async () => {
    const pgx = client();
    const abacavir = await pgx.guidelines.list({ source: 'CPIC', drug: 'abacavir' }).toArray();
    expect(abacavir).toHaveLength(1);
    expect(abacavir[0]).toMatchObject({ genes: ['HLA-B'], recommendationLevel: 'A', pmid: '24561393' });
    const full = await pgx.guidelines.get(abacavir[0]?.id ?? '');
    expect(full.recommendations?.[0]).toMatchObject({ phenotype: 'HLA-B*57:01 positive' });
    // The live service's own fields come along on the record as sent.
    expect(full).toMatchObject({ objCls: 'Guideline', '@id': `${base}/v1/guideline/${full.id}` });
    expect(full.text).toContain('<table>');
    const sources = new Set((await pgx.guidelines.list({ gene: 'CYP2C19' }).toArray()).map((g) => g.source));
    expect([...sources].sort()).toEqual(['CPIC', 'DPWG', 'FDA']);
  });

  it('clinicalAnnotations.list covers every evidence level and filters by level', async () => {
    const pgx = client();
    const all = await pgx.clinicalAnnotations.list().toArray();
    for (const level of EVIDENCE_LEVELS) expect(all.some((a) => a.evidenceLevel === level)).toBe(true);
    const top = await pgx.clinicalAnnotations
      .list({ gene: 'CYP2C19', drug: 'clopidogrel', evidenceLevel: '1A' })
      .toArray();
    expect(top.length).toBeGreaterThan(0);
    expect(top.every((a) => a.evidenceLevel === '1A' && a.gene === 'CYP2C19')).toBe(true);
  });
});

describe('alleles and variants', () => {
  it('alleles.get: CPIC functions and activity values', async () => {
    const pgx = client();
    expect(await pgx.alleles.get('CYP2C19*2')).toMatchObject({
      function: 'No function',
      definingVariants: ['rs4244285'],
    });
    expect(await pgx.alleles.get('CYP2C19*17')).toMatchObject({ function: 'Increased function' });
    expect(await pgx.alleles.get('CYP2D6*4')).toMatchObject({ function: 'No function', activityScore: 0 });
    expect(await pgx.alleles.get('CYP2D6*10')).toMatchObject({
      function: 'Decreased function',
      activityScore: 0.25,
    });
    expect((await pgx.alleles.get('HLA-B*57:01')).gene).toBe('HLA-B');
  });

  it('alleles.list: every allele of a gene; an unknown gene is an empty list', async () => {
    const pgx = client();
    const cyp2d6 = await pgx.alleles.list({ gene: 'CYP2D6' }).toArray();
    expect(cyp2d6.find((a) => a.name === 'CYP2D6*41')).toMatchObject({
      function: 'Decreased function',
      activityScore: 0.5,
    });
    expect(cyp2d6.every((a) => a.frequencies && 'European' in a.frequencies)).toBe(true);
    expect(await pgx.alleles.list({ gene: 'CYP9Z9' }).toArray()).toEqual([]);
  });

  it('variants.get and variants.list by GRCh38 position', async () => {
    const pgx = client();
    expect(await pgx.variants.get('rs4244285')).toMatchObject({
      chromosome: '10',
      position: 94781859,
      gene: 'CYP2C19',
    });
    const at = await pgx.variants.list({ chromosome: '10', position: 94781859 }).toArray();
    expect(at.map((v) => v.rsid)).toEqual(['rs4244285']);
    const chr22 = await pgx.variants.list({ chromosome: '22' }).toArray();
    expect(chr22.every((v) => v.gene === 'CYP2D6')).toBe(true);
  });
});

describe('labels and pathways', () => {
  it('drugLabels.list by drug and source', async () => {
    const pgx = client();
    const labels = await pgx.drugLabels.list({ drug: 'abacavir' }).toArray();
    expect(labels.map((l) => l.source).sort()).toEqual(['EMA', 'FDA']);
    expect(labels.every((l) => l.testingRecommended && l.biomarkers?.includes('HLA-B'))).toBe(true);
    const fda = await pgx.drugLabels.list({ drug: 'carbamazepine', source: 'Health Canada' }).toArray();
    expect(fda.map((l) => l.source)).toEqual(['Health Canada']);
  });

  it('pathways.list and pathways.get with steps', async () => {
    const pgx = client();
    const [clopidogrel] = await pgx.pathways.list({ drug: 'clopidogrel', gene: 'CYP2C19' }).toArray();
    const pathway = await pgx.pathways.get(clopidogrel?.id ?? '');
    expect(pathway.steps?.map((s) => s.step)).toEqual([1, 2, 3, 4, 5]);
    expect(pathway.steps?.some((s) => s.genes?.includes('CES1'))).toBe(true);
  });
});

describe('briefing', () => {
  it('gathers every part for clopidogrel/CYP2C19', async () => {
    const b = await client().geneDrugPairs.briefing({ gene: 'CYP2C19', drug: 'clopidogrel' });
    expect(b.pair.value?.pgxLevel).toBe('A');
    expect(b.guidelines.value?.map((g) => g.source).sort()).toEqual(['CPIC', 'DPWG', 'FDA']);
    expect(b.guidelines.value?.every((g) => (g.recommendations?.length ?? 0) > 0)).toBe(true);
    expect(b.clinicalAnnotations.value?.['1A'].length).toBeGreaterThan(0);
    expect(b.drugLabels.value?.map((l) => l.source)).toContain('FDA');
    expect(b.alleles.value?.find((a) => a.name === 'CYP2C19*17')?.function).toBe('Increased function');
  });

  it('a part whose requests fail is reported in that part; the others arrive', async () => {
    // The drug-label request never reaches the emulator (a refused connection, as the fetch sees it).
    const failingLabels: typeof fetch = (input, init) =>
      String(input instanceof Request ? input.url : input).includes('/v1/drugLabel')
        ? Promise.reject(new TypeError('fetch failed'))
        : fetch(input, init);
    const pgx = new PgxClient({ baseUrl: base, fetch: failingLabels, maxRetries: 0, rateLimit: false });
    const b = await pgx.geneDrugPairs.briefing({ gene: 'CYP2D6', drug: 'codeine' });
    expect(b.drugLabels.error?.name).toBe('NetworkError');
    expect(b.pair.value?.pgxLevel).toBe('A');
    expect(b.alleles.value?.find((a) => a.name === 'CYP2D6*4')?.activityScore).toBe(0);
    expect(b.guidelines.value?.length).toBeGreaterThan(0);
  });
});

describe('injected faults', () => {
  it('with 30% 429/500/503/reset faults, every method still returns what a clean run returns', async () => {
    const faulty = await startEmulator({
      services: ['pgx'],
      limits: 'off',
      faults: { rate: 0.3, kinds: ['429', '500', '503', 'reset'], seed: 11 },
    });
    try {
      const pgx = new PgxClient({
        baseUrl: pgxBaseUrl(faulty),
        rateLimit: false,
        // Three failures in a row on one call are likely somewhere at a 0.3 rate.
        maxRetries: 8,
        retry: { baseDelayMs: 1, maxDelayMs: 5, rateLimitPauseMs: 5 },
      });
      const clean = client();
      const calls = (c: PgxClient) =>
        Promise.all([
          c.alleles.list({ gene: 'CYP2C19' }).toArray(),
          c.guidelines.list({ gene: 'CYP2D6' }).toArray(),
          c.clinicalAnnotations.list({ drug: 'warfarin' }).toArray(),
          c.variants.get('rs9923231'),
          c.geneDrugPairs.briefing({ gene: 'TPMT', drug: 'azathioprine' }),
        ]);
      const [got, want] = await Promise.all([calls(pgx), calls(clean)]);
      expect(faulty.requests.some((r) => r.fault !== undefined)).toBe(true);
      // Pairs link their guideline on the emulator's own address: compare without it.
      const unbased = (value: unknown, address: string) =>
        JSON.stringify(value).replaceAll(address, '<base>');
      expect(unbased(got, pgxBaseUrl(faulty))).toBe(unbased(want, base));
    } finally {
      await faulty.close();
    }
  }, 60_000);
});
