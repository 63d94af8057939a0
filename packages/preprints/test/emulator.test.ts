import { type Emulator, startEmulator } from '@lifesci/emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotFoundError, type Preprint, PreprintsClient, type PreprintsClientOptions } from '../src/index.js';

let emulator: Emulator;
let faulty: Emulator;

beforeAll(async () => {
  emulator = await startEmulator({ services: ['preprints'] });
  faulty = await startEmulator({
    services: ['preprints'],
    faults: { rate: 0.2, kinds: ['500', '503', 'reset', 'truncate'], seed: 11 },
  });
});

afterAll(async () => {
  await emulator?.close();
  await faulty?.close();
});

/** A client on the emulator: its whole address map (API and site), as any client takes it. */
function client(options: PreprintsClientOptions = {}, on: Emulator = emulator): PreprintsClient {
  return new PreprintsClient({ baseUrls: on.baseUrls, ...options });
}

const key = (p: Preprint) => `${p.doi}v${p.version}`;

describe('details.list against the emulator', () => {
  it('the same crawl survives injected 500/503/reset/truncate faults', async () => {
    const fast = client(
      { rateLimit: false, maxRetries: 8, retry: { baseDelayMs: 1, maxDelayMs: 5 } },
      faulty,
    );
    const keys = (await fast.details.list({ from: '2025-01-01', to: '2025-06-30' }).toArray()).map(key);
    const clean = (
      await client({ rateLimit: false }).details.list({ from: '2025-01-01', to: '2025-06-30' }).toArray()
    ).map(key);
    expect(keys).toEqual(clean);
    expect(faulty.requests.some((r) => r.status >= 500 || r.fault !== undefined)).toBe(true);
  }, 120_000);

  it('a category crawl yields only that category', async () => {
    const items = await client({ rateLimit: false })
      .details.list({ from: '2025-01-01', to: '2025-12-31', category: 'cell-biology' })
      .toArray();
    expect(items.length).toBeGreaterThan(50);
    expect(new Set(items.map((p) => p.category))).toEqual(new Set(['cell biology']));
  });

  it('medrxiv has records of its own', async () => {
    const items = await client({ rateLimit: false, server: 'medrxiv' })
      .details.list({ from: '2025-01-01', to: '2025-03-31' })
      .toArray();
    expect(items.length).toBeGreaterThan(10);
    expect(items.every((p) => p.server === 'medRxiv')).toBe(true);
  });

  it('an empty range is an empty list', async () => {
    expect(await client().details.list({ from: '1999-01-01', to: '1999-01-02' }).toArray()).toEqual([]);
  });
});

describe('details.get against the emulator', () => {
  it('returns the real record a user can look up', async () => {
    const [record] = await client().details.get('10.64898/2026.07.31.741992');
    expect(record).toMatchObject({
      doi: '10.64898/2026.07.31.741992',
      title: 'Sound-shape correspondences in macaques reveal evolutionary roots of sound symbolism',
      authors: 'Loconsole, M.; Xue, C.; Garcia-Pelegrin, E.',
      author_corresponding: 'Maria Loconsole',
      author_corresponding_institution: 'University of Padova',
      date: '2026-08-01',
      version: 1,
      license: 'cc_by_nc_nd',
      category: 'animal behavior and cognition',
      published: '',
    });
  });

  it('returns every version of a revised preprint, and getLatest() the newest', async () => {
    const fast = client({ rateLimit: false });
    let revised: Preprint | undefined;
    for await (const p of fast.details.list({ from: '2025-03-01', to: '2025-06-30' })) {
      if (p.version === 2) {
        revised = p;
        break;
      }
    }
    expect(revised).toBeDefined();
    const versions = await fast.details.get(revised?.doi ?? '');
    expect(versions.map((v) => v.version).slice(0, 2)).toEqual([1, 2]);
    const latest = await fast.details.getLatest(revised?.doi ?? '');
    expect(latest?.version).toBe(versions.length);
  });

  it('an unknown DOI is empty', async () => {
    expect(await client().details.getLatest('10.1101/0000.00.00.000000')).toBeUndefined();
  });
});

describe('publications.list against the emulator', () => {
  it('yields each publication once, all within the interval', async () => {
    const items = await client({ rateLimit: false }).publications.list({ days: 365 }).toArray();
    expect(items.length).toBeGreaterThan(100);
    const keys = items.map((p) => `${p.preprint_doi} ${p.published_doi}`);
    expect(new Set(keys).size).toBe(keys.length);
    const since = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
    expect(items.every((p) => p.published_date >= since)).toBe(true);
  });

  it('publications.get finds the real publication by either DOI', async () => {
    const c = client({ rateLimit: false });
    const [byPreprint] = await c.publications.get('10.1101/2025.09.17.676679');
    expect(byPreprint).toMatchObject({
      published_doi: '10.1091/mbc.E25-09-0454',
      published_journal: 'Molecular Biology of the Cell',
      published_date: '2026-06-01',
    });
    const [byJournal] = await c.publications.get('10.1091/mbc.E25-09-0454');
    expect(byJournal?.preprint_doi).toBe('10.1101/2025.09.17.676679');
    expect(await c.publications.get('10.1101/0000.00.00.000000')).toEqual([]);
  });

  it('a shorter interval is a subset of a longer one', async () => {
    const fast = client({ rateLimit: false });
    const week = (await fast.publications.list({ days: 7 }).toArray()).map((p) => p.preprint_doi);
    const month = new Set((await fast.publications.list({ days: 30 }).toArray()).map((p) => p.preprint_doi));
    expect(week.every((doi) => month.has(doi))).toBe(true);
  });
});

describe('fullText against the emulator', () => {
  it('reads the JATS of a paper that has one into a typed article', async () => {
    const fast = client({ rateLimit: false });
    const records = await fast.details.list({ from: '2025-01-01', to: '2025-01-31' }).toArray();
    let article: Awaited<ReturnType<typeof fast.fullText.getJats>> | undefined;
    let tried = 0;
    for (const record of records) {
      tried++;
      try {
        article = await fast.fullText.getJats(record);
        expect(article.doi).toBe(record.doi);
        expect(article.title).toBe(record.title);
        break;
      } catch (error) {
        expect(error).toBeInstanceOf(NotFoundError);
      }
    }
    expect(tried).toBeLessThan(records.length);
    expect(article?.authors.length).toBeGreaterThan(0);
    expect(article?.authors[0]?.affiliations.length).toBeGreaterThan(0);
    expect(article?.sections.map((s) => s.heading)).toEqual(['Introduction', 'Results', 'Discussion']);
    expect(article?.sections[1]?.sections[0]?.heading).toBe('The main effect');
    expect(article?.figures[0]?.label).toBe('Figure 1.');
    expect(article?.references).toHaveLength(3);
    expect(article?.references.every((r) => r.doi?.startsWith('10.1101/'))).toBe(true);
  });

  it('the HTML and PDF addresses it builds are served', async () => {
    const c = client();
    const [record] = await c.details.get('10.64898/2026.07.31.741992');
    if (!record) throw new Error('no record');
    const html = await fetch(c.fullText.htmlUrl(record));
    expect(html.status).toBe(200);
    expect(await html.text()).toContain('Sound-shape correspondences');
    const pdf = await fetch(c.fullText.pdfUrl(record));
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const viaFetch = await pdf.text();
    expect(viaFetch.startsWith('%PDF-')).toBe(true);
    // The same bytes through the client's resumable download.
    const streamed = await new Response(await c.fullText.downloadPdf(record)).text();
    expect(streamed).toBe(viaFetch);
  });
});
