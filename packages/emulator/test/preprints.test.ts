import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Emulator, startEmulator } from '../src/index.js';

let emulator: Emulator;
let base: string;
let site: string;

beforeAll(async () => {
  emulator = await startEmulator({ services: ['preprints'] });
  base = emulator.baseUrls.preprints ?? '';
  site = emulator.baseUrls.preprintsSite ?? '';
});

afterAll(async () => {
  await emulator?.close();
});

interface Envelope {
  messages: { status: string; cursor?: number; count?: number; total?: string; category?: string }[];
  collection: Record<string, string>[];
}

async function getJson(path: string): Promise<Envelope> {
  const res = await fetch(`${base}${path}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Envelope;
}

describe('S5 emulator: /details/', () => {
  it('pages by 100 with the live quirks: a repeat at the boundary and an overcounting total', async () => {
    const first = await getJson('/details/biorxiv/2025-01-01/2025-12-31/0/json');
    const second = await getJson('/details/biorxiv/2025-01-01/2025-12-31/100/json');
    expect(first.messages[0]).toMatchObject({ status: 'ok', cursor: 0, count: 100, category: 'all' });
    expect(typeof first.messages[0]?.total).toBe('string');
    expect(second.collection[0]).toEqual(first.collection[99]);
    // Every record is strings, as live, and inside the range.
    expect(Object.values(first.collection[0] ?? {}).every((v) => typeof v === 'string')).toBe(true);
    const total = Number(first.messages[0]?.total);
    const pastEnd = await getJson(`/details/biorxiv/2025-01-01/2025-12-31/${total}/json`);
    expect(pastEnd).toEqual({ messages: [{ status: 'no posts found' }], collection: [] });
  });

  it('filters by ?category= (underscores) or the spec path segment, and ignores an unknown one', async () => {
    const byQuery = await getJson('/details/biorxiv/2025-01-01/2025-03-31/0/json?category=plant_biology');
    const byPath = await getJson('/details/biorxiv/2025-01-01/2025-03-31/plant-biology');
    expect(byQuery.collection.length).toBeGreaterThan(0);
    expect(byQuery.collection.every((r) => r.category === 'plant biology')).toBe(true);
    expect(byPath.collection).toEqual(byQuery.collection);
    const unknown = await getJson('/details/biorxiv/2025-01-01/2025-03-31/0/json?category=quantum_gravity');
    expect(unknown.messages[0]?.category).toBe('all');
  });

  it('answers one paper by DOI with every version, and "no posts found" for an unknown DOI', async () => {
    const real = await getJson('/details/biorxiv/10.64898/2026.07.31.741992/na/json');
    expect(real.collection).toHaveLength(1);
    expect(real.collection[0]).toMatchObject({ author_corresponding: 'Maria Loconsole', version: '1' });
    expect(await getJson('/details/biorxiv/10.1101/000000/na/json')).toEqual({
      messages: [{ status: 'no posts found' }],
      collection: [],
    });
  });

  it('an unknown server is "Server not recognized"', async () => {
    const body = await getJson('/details/arxiv/2025-01-01/2025-01-02/0/json');
    expect(body.messages[0]?.status).toBe('Server not recognized');
  });

  it('the same seed gives the same records', async () => {
    const other = await startEmulator({ services: ['preprints'] });
    try {
      const a = await getJson('/details/medrxiv/2025-05-01/2025-05-31/0/json');
      const res = await fetch(`${other.baseUrls.preprints}/details/medrxiv/2025-05-01/2025-05-31/0/json`);
      expect(((await res.json()) as Envelope).collection.map((r) => r.doi)).toEqual(
        a.collection.map((r) => r.doi),
      );
    } finally {
      await other.close();
    }
  });
});

describe('S5 emulator: /pubs/ and the site', () => {
  it('serves publications for Nd, N and date-range intervals', async () => {
    const days = await getJson('/pubs/biorxiv/365d/0/json');
    expect(days.collection.length).toBe(100);
    expect(days.collection[0]).toHaveProperty('published_doi');
    const mostRecent = await getJson('/pubs/biorxiv/5/0/json');
    expect(mostRecent.collection).toHaveLength(5);
    const range = await getJson('/pubs/biorxiv/2026-06-01/2026-06-01/0/json');
    expect(range.collection.some((r) => r.published_doi === '10.1091/mbc.E25-09-0454')).toBe(true);
  });

  it('serves the JATS every generated record points to, an HTML page and a PDF for every version, 404 otherwise', async () => {
    for (const server of ['biorxiv', 'medrxiv']) {
      const { collection } = await getJson(`/details/${server}/2025-01-01/2025-03-31/0/json`);
      expect(collection.length).toBeGreaterThanOrEqual(40);
      for (const r of collection.slice(0, 40)) {
        const jats = await fetch(r.jatsxml ?? '');
        expect(jats.status, r.jatsxml).toBe(200);
        expect(await jats.text()).toContain(`<article-id pub-id-type="doi">${r.doi}</article-id>`);
      }
    }
    const { collection } = await getJson('/details/biorxiv/2025-01-01/2025-03-31/0/json');
    expect((await fetch(`${site}/content/early/2025/01/01/2025.01.01.999999.source.xml`)).status).toBe(404);
    expect(collection[0]?.jatsxml?.startsWith(`${site}/content/early/`)).toBe(true);
    const r = collection[0] ?? {};
    const html = await fetch(`${site}/content/${r.doi}v${r.version}`);
    expect(html.status).toBe(200);
    const pdf = await fetch(`${site}/content/${r.doi}v${r.version}.full.pdf`);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect((await fetch(`${site}/content/10.1101/nope.v1`)).status).toBe(404);
  });
});
