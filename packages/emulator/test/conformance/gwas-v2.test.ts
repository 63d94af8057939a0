import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Emulator, startEmulator } from '../../src/index.js';
import { loadSpec } from './openapi.js';

// The GWAS Catalog API 2.0 answers against the service's own OpenAPI (rest-api-v2.openapi.yaml).

// The document was generated from the service's Spring model: it never writes `nullable` (the
// service sends null for missing values, as its recorded v1 records show), leaves out the HAL
// `_links` of each record, and describes a page as `{links, content, page}`, which the service
// serialises as HAL `{_embedded: {<collection>: [...]}, _links, page}`. springView turns the HAL
// form back into the documented one; everything else is checked as documented, closed.
const spec = loadSpec('gwas-catalog/rest-api-v2.openapi.yaml', {
  closed: true,
  nullable: true,
  halLinks: true,
});

function springView(body: Record<string, unknown>): Record<string, unknown> {
  if (!('page' in body)) return body;
  const { _embedded, _links, ...rest } = body as {
    _embedded?: Record<string, unknown[]>;
    _links?: Record<string, unknown>;
  };
  return {
    ...rest,
    content: Object.values(_embedded ?? {})[0] ?? [],
    links: Object.entries(_links ?? {}).map(([rel, link]) => ({ rel, ...(link as object) })),
  };
}

/** Each documented path the emulator serves, with requests that exercise it. */
const served: Record<string, string[]> = {
  '/v2/metadata': ['/v2/metadata'],
  '/v2/studies': ['/v2/studies', '/v2/studies?size=5&page=2', '/v2/studies?efo_id=EFO_0001360'],
  '/v2/studies/{accession_id}': ['/v2/studies/GCST000854'],
  '/v2/associations': ['/v2/associations', '/v2/associations?rs_id=rs7329174&sort=p_value'],
  '/v2/associations/{association_id}': ['/v2/associations/15608'],
  '/v2/single-nucleotide-polymorphisms': ['/v2/single-nucleotide-polymorphisms?size=50'],
  '/v2/single-nucleotide-polymorphisms/{rs_id}': ['/v2/single-nucleotide-polymorphisms/rs7329174'],
  '/v2/publications': ['/v2/publications'],
  '/v2/publications/{pubmed_id}': ['/v2/publications/21041247'],
  '/v2/genes': ['/v2/genes'],
  '/v2/genes/{gene_name}': ['/v2/genes/WBP4'],
  '/v2/efo-traits': ['/v2/efo-traits'],
  '/v2/efo-traits/{efo_id}': ['/v2/efo-traits/EFO_0001360'],
};

/** Documented paths the emulator does not serve (each answers 404), and why. */
const notServed: Record<string, string> = {
  '/v2/unpublished-studies': 'unpublished studies are not emulated',
  '/v2/unpublished-studies/{accession_id}': 'unpublished studies are not emulated',
  '/v2/unpublished-studies/{accession_id}/unpublished-ancestries': 'unpublished studies are not emulated',
  '/v2/unpublished-studies/{accession_id}/unpublished-ancestries/{ancestry_id}':
    'unpublished studies are not emulated',
  '/v2/body-of-works': 'bodies of work are not emulated',
  '/v2/body-of-works/{bow_id}': 'bodies of work are not emulated',
  '/v2/body-of-works/{bow_id}/unpublished-studies': 'bodies of work are not emulated',
  '/v2/studies/{accession_id}/ancestries': 'no client reads ancestry sub-resources',
  '/v2/studies/{accession_id}/ancestries/{ancestry_id}': 'no client reads ancestry sub-resources',
  '/v2/single-nucleotide-polymorphisms/{rs_id}/genomic-contexts': 'contexts are embedded in the SNP',
  '/v2/single-nucleotide-polymorphisms/{rs_id}/genomic-contexts/{genomicContext_id}':
    'contexts are embedded in the SNP',
  '/v2/associations/{association_id}/loci': 'loci are embedded in the association',
  '/v2/associations/{association_id}/loci/{locus_id}': 'loci are embedded in the association',
};

let emulator: Emulator;
let base: string;
beforeAll(async () => {
  emulator = await startEmulator({ services: ['gwas'], seed: 1, limits: 'off' });
  base = emulator.baseUrls.gwasCatalog as string;
});
afterAll(() => emulator.close());

describe('GWAS Catalog API 2.0 against its published OpenAPI', () => {
  it('every documented path is either served or listed as not served', () => {
    expect([...Object.keys(served), ...Object.keys(notServed)].sort()).toEqual([...spec.paths].sort());
  });

  for (const [path, requests] of Object.entries(served)) {
    it(`GET ${path} conforms`, async () => {
      for (const request of requests) {
        const res = await fetch(`${base}${request}`);
        expect(res.status, request).toBe(200);
        expect(spec.check(path, springView(await res.json())), request).toEqual([]);
      }
    });
  }

  it('paths it does not serve answer 404', async () => {
    for (const path of Object.keys(notServed)) {
      const concrete = path.replace(/\{[^}]+\}/g, (name) =>
        name === '{accession_id}' ? 'GCST000854' : name === '{rs_id}' ? 'rs7329174' : '15608',
      );
      expect((await fetch(`${base}${concrete}`)).status, concrete).toBe(404);
    }
  });

  it('the validator flags an undocumented field and a wrong type', () => {
    const problems = spec.check('/v2/studies/{accession_id}', { accession_id: 5, invented: true });
    expect(problems.some((p) => p.includes('invented'))).toBe(true);
    expect(problems.some((p) => p.startsWith('/accession_id must be string'))).toBe(true);
  });
});
