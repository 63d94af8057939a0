import { afterEach, describe, expect, it } from 'vitest';
import { type Emulator, startEmulator } from '../../src/index.js';

let emulator: Emulator | undefined;
afterEach(async () => {
  await emulator?.close();
  emulator = undefined;
});

async function start(options: Parameters<typeof startEmulator>[0] = {}) {
  emulator = await startEmulator({ services: ['pgx'], limits: 'off', ...options });
  return emulator.baseUrls.pgx as string;
}

async function get(url: string): Promise<{ status: number; body: unknown }> {
  const res = await fetch(url);
  return { status: res.status, body: await res.json() };
}

describe('pgx emulator: documented errors', () => {
  it('a missing record is 404 {error, message}', async () => {
    const base = await start();
    expect(await get(`${base}/v1/gene/CYP9Z9`)).toEqual({
      status: 404,
      body: { error: 'Resource not found', message: "Gene 'CYP9Z9' does not exist" },
    });
    expect((await get(`${base}/v1/allele/CYP2D6%2A999`)).status).toBe(404);
    expect((await get(`${base}/v1/nowhere`)).status).toBe(404);
    expect((await get(`${base}/v1/drugLabel/PA1`)).status).toBe(404);
  });

  it('a missing required parameter or a value outside a documented vocabulary is 400 {error, message}', async () => {
    const base = await start();
    expect(await get(`${base}/v1/allele`)).toEqual({
      status: 400,
      body: { error: 'Bad Request', message: "Query parameter 'gene' is required" },
    });
    expect((await get(`${base}/v1/drugLabel`)).status).toBe(400);
    expect((await get(`${base}/v1/geneDrugPair?pgxLevel=E`)).status).toBe(400);
    expect((await get(`${base}/v1/variant?chromosome=chr10`)).status).toBe(400);
    expect((await get(`${base}/v1/variant?chromosome=10&position=-1`)).status).toBe(400);
  });

  it('the third request within one second is 429 {error, message} with Retry-After', async () => {
    let clock = 0;
    const base = await start({ limits: 'documented', now: () => clock });
    expect((await fetch(`${base}/v1/gene/DPYD`)).status).toBe(200);
    clock = 400;
    expect((await fetch(`${base}/v1/gene/DPYD`)).status).toBe(200);
    clock = 800;
    const limited = await fetch(`${base}/v1/gene/DPYD`);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).not.toBeNull();
    expect(await limited.json()).toEqual({
      error: 'Rate limit exceeded',
      message: 'Maximum 2 requests per second allowed',
    });
    expect(emulator?.requests.at(-1)).toMatchObject({ service: 'pgx', status: 429, limited: true });
    clock = 1_001;
    expect((await fetch(`${base}/v1/gene/DPYD`)).status).toBe(200);
  });
});

describe('pgx emulator: data', () => {
  it('holds at least 60 genes, 150 drugs, a pair per drug-gene link and annotations at every level', async () => {
    const base = await start();
    const genes = (await get(`${base}/v1/gene`)).body as { symbol: string }[];
    const drugs = (await get(`${base}/v1/chemical`)).body as { name: string; relatedGenes: string[] }[];
    const pairs = (await get(`${base}/v1/geneDrugPair`)).body as { gene: string; drug: string }[];
    const annotations = (await get(`${base}/v1/clinicalAnnotation`)).body as { evidenceLevel: string }[];
    expect(genes.length).toBeGreaterThanOrEqual(60);
    expect(drugs.length).toBeGreaterThanOrEqual(150);
    const links = drugs.flatMap((d) => d.relatedGenes.map((g) => `${g}/${d.name}`));
    expect(pairs.map((p) => `${p.gene}/${p.drug}`).sort()).toEqual(links.sort());
    const symbols = new Set(genes.map((g) => g.symbol));
    expect(links.every((l) => symbols.has(l.split('/')[0] ?? ''))).toBe(true);
    expect(new Set(annotations.map((a) => a.evidenceLevel))).toEqual(
      new Set(['1A', '1B', '2A', '2B', '3', '4']),
    );
  });

  it('real facts: CPIC allele functions, activity values, level A pairs, abacavir and HLA-B*57:01', async () => {
    const base = await start();
    const allele = async (name: string) => (await get(`${base}/v1/allele/${encodeURIComponent(name)}`)).body;
    expect(await allele('CYP2C19*2')).toMatchObject({ function: 'No function' });
    expect(await allele('CYP2C19*3')).toMatchObject({ function: 'No function' });
    expect(await allele('CYP2C19*17')).toMatchObject({ function: 'Increased function' });
    expect(await allele('CYP2D6*4')).toMatchObject({ function: 'No function', activityScore: 0 });
    expect(await allele('CYP2D6*10')).toMatchObject({ function: 'Decreased function', activityScore: 0.25 });
    expect(await allele('CYP2D6*41')).toMatchObject({ function: 'Decreased function', activityScore: 0.5 });
    expect(await allele('UGT1A1*28')).toMatchObject({ function: 'Decreased function' });
    const [pair] = (await get(`${base}/v1/geneDrugPair?gene=CYP2C19&drug=clopidogrel`)).body as unknown[];
    expect(pair).toMatchObject({ pgxLevel: 'A', hasGuideline: true });
    const [guideline] = (await get(`${base}/v1/guideline?source=CPIC&drug=abacavir`)).body as {
      genes: string[];
      recommendations: { phenotype: string }[];
    }[];
    expect(guideline?.genes).toEqual(['HLA-B']);
    expect(guideline?.recommendations[0]?.phenotype).toBe('HLA-B*57:01 positive');
  });

  it('the same seed gives the same answers; another seed changes only generated fields', async () => {
    const base = await start({ seed: 3 });
    const a = JSON.stringify((await get(`${base}/v1/clinicalAnnotation?gene=CYP2D6`)).body);
    const b = JSON.stringify((await get(`${base}/v1/clinicalAnnotation?gene=CYP2D6`)).body);
    expect(a).toBe(b);
    await emulator?.close();
    const other = await start({ seed: 4 });
    expect((await get(`${other}/v1/allele/CYP2C19%2A2`)).body).toMatchObject({ function: 'No function' });
    expect(JSON.stringify((await get(`${other}/v1/clinicalAnnotation?gene=CYP2D6`)).body)).not.toBe(a);
  });
});
