import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Emulator, startEmulator } from '../src/index.js';

// Two instances with the same seed must answer the same requests with the same bytes. The one
// thing allowed to differ is the instance's own address: the protocols listing's `next_page` /
// `prev_page` are absolute, as protocols.io writes them (`https://www.protocols.io/api/v3/...`),
// and each instance listens on a port of its own. That address was what made the public listing
// look nondeterministic between runs; every other byte is a function of seed and request.

const SERVICES = ['protocols', 'pgx', 'preprints', 'datasets'];
const PATHS = [
  '/protocols/api/v3/protocols?filter=public',
  '/protocols/api/v3/protocols?filter=public&page_size=7&page_id=3',
  '/protocols/api/v3/protocols?filter=public&order_field=name&order_dir=asc',
  '/protocols/api/v3/protocols?filter=public&order_field=date&page_size=100',
  '/protocols/api/v3/protocols?filter=public&key=extraction&order_field=relevance',
  '/protocols/api/v3/protocols/9451',
  '/protocols/api/v3/protocols/9451/steps',
  '/protocols/api/v3/protocols/9000000',
  '/protocols/api/v3/protocols/9000000/materials',
  '/pgx/v1/gene/CYP2C19',
  '/pgx/v1/geneDrugPair?gene=CYP2C19',
  '/pgx/v1/guideline?gene=CYP2C19',
  '/pgx/v1/clinicalAnnotation?gene=CYP2C19',
  '/pgx/v1/allele?gene=CYP2D6',
  '/preprints/details/biorxiv/2020-01-01/2025-12-31/100',
  '/preprints/details/medrxiv/2020-01-01/2025-12-31',
  '/ncbi/datasets/v2alpha/gene/id/1557,1565,7157?page_size=2',
];

let first: Emulator;
let second: Emulator;
let otherSeed: Emulator;
beforeAll(async () => {
  [first, second, otherSeed] = await Promise.all([
    startEmulator({ services: SERVICES, limits: 'off' }),
    startEmulator({ services: SERVICES, limits: 'off' }),
    startEmulator({ services: SERVICES, limits: 'off', seed: 2 }),
  ]);
});
afterAll(() => Promise.all([first, second, otherSeed].map((e) => e?.close())));

/** The answer's status and body, with the instance's own origin written as ORIGIN. */
async function answer(emulator: Emulator, path: string): Promise<string> {
  const res = await fetch(`${emulator.origin}${path}`);
  return `${res.status}\n${(await res.text()).split(emulator.origin).join('ORIGIN')}`;
}

describe('two instances with the same seed', () => {
  it('answer every request alike, byte for byte apart from their own address', async () => {
    for (const path of PATHS) {
      const [a, b] = await Promise.all([answer(first, path), answer(second, path)]);
      expect(a.startsWith('200\n'), path).toBe(true);
      expect(b, path).toBe(a);
    }
  });

  it('differ only in the address of the listing links, which name each instance', async () => {
    const path = '/protocols/api/v3/protocols?filter=public&page_size=5&page_id=2';
    const [a, b] = await Promise.all(
      [first, second].map(async (e) => (await fetch(`${e.origin}${path}`)).json()),
    );
    const links = (body: { pagination: Record<string, string> }) => [
      body.pagination.next_page,
      body.pagination.prev_page,
    ];
    expect(links(a)).toEqual([
      `${first.origin}/protocols/api/v3/protocols?filter=public&page_size=5&page_id=3`,
      `${first.origin}/protocols/api/v3/protocols?filter=public&page_size=5&page_id=1`,
    ]);
    expect(links(b)[0]?.startsWith(second.origin)).toBe(true);
  });

  it('while another seed gives other generated records (the comparison can see a difference)', async () => {
    const path = '/protocols/api/v3/protocols?filter=public&order_field=id&page_size=100';
    expect(await answer(otherSeed, path)).not.toBe(await answer(first, path));
  });
});
