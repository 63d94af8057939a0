import { readFileSync } from 'node:fs';
import { realFixtureUrl } from '@lifesci/vitest-config/kit';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Emulator, startEmulator } from '../src/index.js';
import { Catalog } from '../src/services/eutils/data/catalog.js';

const recorded = JSON.parse(
  readFileSync(realFixtureUrl('ncbi-datasets/gene-report-human-ifng.json'), 'utf8'),
);

let emulator: Emulator;
let base: string;
const catalog = new Catalog(1);

beforeAll(async () => {
  emulator = await startEmulator({ services: ['datasets', 'eutils'], limits: 'off', seed: 1 });
  base = emulator.baseUrls.datasets!;
});
afterAll(() => emulator.close());

const get = async (path: string, init?: RequestInit) => {
  const res = await fetch(`${base}${path}`, init);
  return { status: res.status, type: res.headers.get('content-type'), body: await res.json() };
};
const post = (path: string, body: unknown) =>
  get(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('Datasets v2alpha gene reports', () => {
  it('reports IFNG with the shape and the real values of gene-report-human-ifng.json', async () => {
    const { status, type, body } = await get('/gene/id/3458');
    expect([status, type]).toEqual([200, 'application/json']);
    expect(Object.keys(body)).toEqual(Object.keys(recorded));
    expect(body.total_count).toBe(1);
    const [ours] = body.reports;
    const [theirs] = recorded.reports;
    expect(Object.keys(ours)).toEqual(Object.keys(theirs));
    expect(Object.keys(ours.gene)).toEqual(Object.keys(theirs.gene));
    for (const key of [
      'chromosomes',
      'common_name',
      'description',
      'ensembl_gene_ids',
      'gene_id',
      'nomenclature_authority',
      'omim_ids',
      'orientation',
      'swiss_prot_accessions',
      'symbol',
      'synonyms',
      'tax_id',
      'taxname',
      'type',
    ]) {
      expect(ours.gene[key], key).toEqual(theirs.gene[key]);
    }
    expect(ours.gene.annotations[0].genomic_locations).toEqual(theirs.gene.annotations[0].genomic_locations);
    expect(ours.query).toEqual(['3458']);
  });

  it('agrees with the E-utilities records of the same gene', async () => {
    const { body } = await get('/gene/id/672');
    const gene = body.reports[0].gene;
    const summary = await (
      await fetch(`${emulator.baseUrls.eutils}/esummary.fcgi?db=gene&id=672&retmode=json`)
    ).json();
    expect(gene.symbol).toBe(summary.result['672'].name);
    expect(gene.description).toBe(summary.result['672'].description);
    expect(gene.synonyms.join(', ')).toBe(summary.result['672'].otheraliases);
    const links = await (
      await fetch(
        `${emulator.baseUrls.eutils}/elink.fcgi?dbfrom=gene&db=protein&linkname=gene_protein_refseq&id=672&retmode=json`,
      )
    ).json();
    expect(gene.protein_count).toBe(links.linksets[0].linksetdbs[0].links.length);
  });

  it('looks genes up by symbol and taxon, by id, name or common name', async () => {
    for (const taxon of ['9606', 'human', 'Homo%20sapiens']) {
      const { status, body } = await get(`/gene/symbol/CYP2C19/taxon/${taxon}`);
      expect(status).toBe(200);
      expect(body.reports.map((r: { gene: { gene_id: string } }) => r.gene.gene_id)).toEqual(['1557']);
    }
    const mouse = await get('/gene/symbol/Brca1/taxon/10090');
    expect(mouse.body.reports[0].gene).toMatchObject({
      gene_id: '12189',
      tax_id: '10090',
      taxname: 'Mus musculus',
    });
  });

  it('takes many ids by POST, on the v2alpha path and on the spec path, in request order', async () => {
    const ids = [7157, 672, 1565];
    for (const path of ['/gene', '/gene/id']) {
      const { status, body } = await post(path, { gene_ids: ids });
      expect(status).toBe(200);
      expect(body.reports.map((r: { gene: { gene_id: string } }) => Number(r.gene.gene_id))).toEqual(ids);
    }
  });

  it('pages with page_size and next_page_token', async () => {
    const ids = catalog.genes.genes.slice(0, 45).map((g) => g.id);
    const seen: string[] = [];
    let token: string | undefined;
    let pages = 0;
    do {
      const { body } = await post('/gene', {
        gene_ids: ids,
        page_size: 20,
        ...(token && { page_token: token }),
      });
      expect(body.total_count).toBe(45);
      seen.push(...body.reports.map((r: { gene: { gene_id: string } }) => r.gene.gene_id));
      token = body.next_page_token;
      pages++;
    } while (token);
    expect(pages).toBe(3);
    expect(seen).toEqual(ids.map(String));
    // Tokens are opaque and tied to their query: one used with another query, or edited, is a 400.
    const first = await post('/gene', { gene_ids: ids, page_size: 20 });
    const other = await post('/gene', {
      gene_ids: ids.slice(1),
      page_size: 20,
      page_token: first.body.next_page_token,
    });
    expect(other.status).toBe(400);
    const forged = Buffer.from('k.0.0').toString('base64url');
    const edited = await post('/gene', { gene_ids: ids, page_size: 20, page_token: forged });
    expect(edited.status).toBe(400);
  });

  it('answers 404 when nothing is found and warns about the unknown part of a mixed request', async () => {
    const missing = await get('/gene/id/1');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 5, message: expect.stringContaining('1') });
    const symbol = await get('/gene/symbol/NOSUCHGENE/taxon/9606');
    expect(symbol.status).toBe(404);
    const mixed = await get('/gene/id/672,1');
    expect(mixed.status).toBe(200);
    expect(mixed.body.reports).toHaveLength(1);
    expect(mixed.body.messages).toEqual([
      {
        warning: expect.objectContaining({
          gene_warning_code: 'UNRECOGNIZED_GENE_ID',
          unrecognized_identifier: '1',
        }),
      },
    ]);
    expect((await get('/gene/symbol/BRCA1/taxon/martian')).status).toBe(400);
    expect((await post('/gene', {})).status).toBe(400);
  });

  it('serves the spec’s genes[].gene shape (v1) with genomic ranges and transcripts', async () => {
    const res = await fetch(`${emulator.baseUrls.datasetsV1}/gene/id/3458`);
    const body = await res.json();
    const gene = body.genes[0].gene;
    expect(gene).toMatchObject({
      gene_id: '3458',
      symbol: 'IFNG',
      tax_name: 'Homo sapiens',
      taxid: 9606,
      chromosomes: ['12'],
      type: 'PROTEIN_CODING',
    });
    expect(gene.genomic_ranges).toEqual([
      {
        accession_version: 'NC_000012.12',
        range: [{ begin: 68154768, end: 68159740, orientation: 'minus' }],
      },
    ]);
    expect(gene.transcripts[0]).toEqual({ accession_version: 'NM_000619.3', length: expect.any(Number) });
  });
});

describe('Datasets rate limits', () => {
  let limited: Emulator | undefined;
  afterEach(async () => {
    await limited?.close();
    limited = undefined;
  });

  it('allows 5 requests per second without a key and 10 with an api-key header', async () => {
    limited = await startEmulator({ services: ['datasets'], now: () => 0 });
    const url = `${limited.baseUrls.datasets}/gene/id/672`;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await fetch(url)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const keyed: number[] = [];
    for (let i = 0; i < 11; i++) keyed.push((await fetch(url, { headers: { 'api-key': 'abc' } })).status);
    expect(keyed).toEqual([...Array(10).fill(200), 429]);
    const body = await (await fetch(url, { headers: { 'api-key': 'abc' } })).json();
    expect(body).toEqual({ error: 'API rate limit exceeded', 'api-key': 'abc', count: '11', limit: '10' });
  });
});
