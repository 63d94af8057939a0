import { readRealFixture } from '@lifesci/vitest-config/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Emulator, startEmulator } from '../../src/index.js';
import { loadSpec } from './openapi.js';

// The emulated NCBI Datasets gene reports against NCBI's own OpenAPI document (v2alpha), strictly:
// a field the document does not define fails. Every documented path is either served here or
// answers an error; the real recorded report passes the same check.
const spec = loadSpec('ncbi-datasets/datasets.openapi.yaml', { closed: true });

const SERVED: Record<string, string[]> = {
  '/gene/id/{gene_ids}': ['/gene/id/1557', '/gene/id/1557,672,4747', '/gene/id/1557?page_size=1'],
  '/gene/symbol/{symbols}/taxon/{taxon}': [
    '/gene/symbol/CYP2C19,BRCA1/taxon/9606',
    '/gene/symbol/CYP2C19/taxon/human',
    '/gene/symbol/Brca1/taxon/10090',
  ],
};

/** Why the other documented paths are not emulated: only gene reports have a client. */
const NOT_SERVED: ReadonlyArray<[RegExp, string]> = [
  [/^\/gene\//, 'gene downloads, links, orthologs, counts and reports by accession or taxon have no client'],
  [/^\/(genome|biosample|organelle)\//, 'genome, assembly, biosample and organelle data are not emulated'],
  [/^\/(taxonomy|virus)\//, 'taxonomy and virus data are not emulated'],
  [/^\/version$/, 'the version endpoint is not emulated'],
];

let emulator: Emulator;
let base: string;
beforeAll(async () => {
  emulator = await startEmulator({ services: ['datasets'], seed: 1, limits: 'off' });
  base = emulator.baseUrls.datasets!;
});
afterAll(() => emulator.close());

describe('NCBI Datasets (datasets.openapi.yaml): the emulator against the published document', () => {
  it('the real recorded gene report passes the check (the validator and the document fit the service)', () => {
    expect(
      spec.check(
        '/gene/id/{gene_ids}',
        readRealFixture('ncbi-datasets/gene-report-human-ifng.json', { json: true }),
      ),
    ).toEqual([]);
    // The control: an invented field and a mistyped one fail.
    const report = readRealFixture('ncbi-datasets/gene-report-human-ifng.json', { json: true }) as {
      reports: { gene: Record<string, unknown> }[];
    };
    report.reports[0]!.gene.invented = 1;
    report.reports[0]!.gene.tax_id = 9606;
    expect(spec.check('/gene/id/{gene_ids}', report)).toEqual([
      '/reports/0/gene must NOT have additional properties: invented',
      '/reports/0/gene/tax_id must be string',
    ]);
  });

  for (const [path, requests] of Object.entries(SERVED))
    it(`GET ${path} conforms`, async () => {
      for (const request of requests) {
        const res = await fetch(`${base}${request}`);
        expect(res.status, request).toBe(200);
        const body = (await res.json()) as { reports?: unknown[] };
        expect(body.reports?.length, request).toBeGreaterThan(0);
        expect(spec.check(path, body), request).toEqual([]);
      }
    });

  it('every other documented path has a reason and answers an error', async () => {
    const others = spec.paths.filter((p) => !(p in SERVED));
    expect(others.length).toBe(spec.paths.length - 2);
    for (const path of others) {
      expect(
        NOT_SERVED.some(([pattern]) => pattern.test(path)),
        path,
      ).toBe(true);
      const request = path.replace(/\{(\w+)\}/g, (_, name: string) => (/tax/.test(name) ? '9606' : '1557'));
      expect((await fetch(`${base}${request}`)).status, request).toBeGreaterThanOrEqual(400);
    }
  });
});
