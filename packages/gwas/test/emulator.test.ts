import { type Emulator, startEmulator } from '@lifesci/emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GwasClient } from '../src/index.js';

// The client against the emulator over real HTTP: paging and link-following return every record
// exactly once, in both versions, and every method answers with the linked data set.

let emulator: Emulator;
let v2: GwasClient<'v2'>;
let v1: GwasClient<'v1'>;

const options = () => ({ baseUrls: emulator.baseUrls as Record<string, string>, rateLimit: false as const });

beforeAll(async () => {
  emulator = await startEmulator({ services: ['gwas'], seed: 1 });
  v2 = new GwasClient(options());
  v1 = new GwasClient({ ...options(), apiVersion: 'v1' });
});

afterAll(async () => {
  await emulator?.close();
});

const sorted = (xs: Iterable<string>) => [...xs].sort();

describe('paging: every record exactly once, in both versions', () => {
  let v2Studies: string[];
  let v2Associations: number[];

  beforeAll(async () => {
    v2Studies = (await v2.studies.list({ size: 100 }).toArray()).map((s) => s.accession_id);
    v2Associations = (await v2.associations.list({ size: 500 }).toArray()).map((a) => a.association_id);
  }, 120_000);

  it('API 2.0: 300+ studies and 5,000+ associations, none twice, as many as the page block says', async () => {
    expect(v2Studies.length).toBeGreaterThanOrEqual(300);
    expect(new Set(v2Studies).size).toBe(v2Studies.length);
    expect((await v2.studies.list({ size: 100 })).total).toBe(v2Studies.length);
    expect(v2Associations.length).toBeGreaterThanOrEqual(5000);
    expect(new Set(v2Associations).size).toBe(v2Associations.length);
    expect((await v2.associations.list({ size: 500 })).total).toBe(v2Associations.length);
  });

  it('v1: the same studies and associations', async () => {
    const studies = (await v1.studies.list({ size: 100 }).toArray()).map((s) => s.accessionId);
    expect(sorted(studies)).toEqual(sorted(v2Studies));
    const associations = (await v1.associations.list({ size: 500 }).toArray()).map((a) =>
      Number(a.associationId),
    );
    expect(new Set(associations).size).toBe(associations.length);
    expect(associations.sort((a, b) => a - b)).toEqual([...v2Associations].sort((a, b) => a - b));
  }, 120_000);

  it('variants, traits, publications and genes walk to their totals in both versions', async () => {
    for (const [list1, list2] of [
      [v1.variants.list({ size: 500 }), v2.variants.list({ size: 500 })],
      [v1.traits.list(), v2.traits.list()],
      [v1.publications.list({ size: 200 }), v2.publications.list({ size: 200 })],
      [v1.genes.list(), v2.genes.list()],
    ] as const) {
      const [a, b] = [await list1.toArray(), await list2.toArray()];
      expect(a.length).toBe((await list1).total);
      expect(b.length).toBe(a.length);
    }
  }, 120_000);

  it("link-following: each study's associations, together, are every association exactly once", async () => {
    const viaLinks: number[] = [];
    for await (const study of v1.studies.list({ size: 100 })) {
      for await (const a of v1.studies.associations(study)) viaLinks.push(Number(a.associationId));
    }
    expect(viaLinks.sort((a, b) => a - b)).toEqual([...v2Associations].sort((a, b) => a - b));
    // Unpaged sub-resources were read once each: one request per study, no page walking.
    const subRequests = emulator.requests.filter((r) => /^\/studies\/GCST\d+\/associations$/.test(r.path));
    expect(subRequests).toHaveLength(v2Studies.length);
  }, 120_000);

  it("API 2.0: each study's associations (filtered by accession) together are every association once", async () => {
    const viaFilter: number[] = [];
    for (const accession of v2Studies) {
      for await (const a of v2.studies.associations(accession, { size: 100 }))
        viaFilter.push(a.association_id);
    }
    expect(viaFilter.sort((a, b) => a - b)).toEqual([...v2Associations].sort((a, b) => a - b));
  }, 120_000);
});

describe('every curated method, both versions', () => {
  it('studies: get, list by pubmedId and diseaseTrait (the real GCST000854)', async () => {
    const s2 = await v2.studies.get('GCST000854');
    expect(s2).toMatchObject({
      accession_id: 'GCST000854',
      disease_trait: 'Suicide risk',
      pubmed_id: 21041247,
    });
    const s1 = await v1.studies.get('GCST000854');
    expect(s1.publicationInfo).toMatchObject({ pubmedId: '21041247', author: { fullname: 'Perlis RH' } });
    expect(s1.ancestries?.map((a) => a.numberOfIndividuals)).toEqual([4390, 2698, 1649]);
    for (const c of [v1, v2] as const) {
      const byPmid = await (c as GwasClient<'v2'>).studies.list({ pubmedId: 21041247 }).toArray();
      expect(byPmid).toHaveLength(1);
      const byTrait = await (c as GwasClient<'v2'>).studies.list({ diseaseTrait: 'Suicide risk' }).toArray();
      expect(byTrait).toHaveLength(1);
    }
  });

  it('associations: get (the real 15608), list by rsId and efoId, study, traits, variants', async () => {
    const a1 = await v1.associations.get(15608);
    expect(a1.pValue).toMatchObject({ mantissa: 4, exponent: -7 });
    expect(a1.loci?.[0]?.strongestRiskAlleles?.[0]?.riskAlleleName).toBe('rs1535480-?');
    const a2 = await v2.associations.get(15608);
    expect(a2).toMatchObject({
      association_id: 15608,
      pvalue_description: '(braces)',
      accession_id: 'GCST000854',
    });
    expect((await v1.associations.study(a1)).accessionId).toBe('GCST000854');
    expect((await v2.associations.study(a2)).accession_id).toBe('GCST000854');
    expect((await v1.associations.traits(a1).toArray()).map((t) => t.efoId)).toEqual(['EFO_0007623']);
    expect((await v2.associations.traits(a2).toArray()).map((t) => t.efo_id)).toEqual(['EFO_0007623']);
    expect((await v1.associations.variants(a1).toArray()).map((v) => v.rsId)).toEqual(['rs1535480']);
    expect((await v2.associations.variants(a2).toArray()).map((v) => v.rs_id)).toEqual(['rs1535480']);
    const byRs1 = await v1.associations.list({ rsId: 'rs1535480' }).toArray();
    const byRs2 = await v2.associations.list({ rsId: 'rs1535480' }).toArray();
    expect(byRs1.map((a) => a.associationId)).toEqual(['15608']);
    expect(byRs2.map((a) => a.association_id)).toEqual([15608]);
    const t1 = await v1.associations.list({ efoId: 'EFO_0001360' }).toArray();
    const t2 = await v2.traits.associations('EFO_0001360', { size: 200 }).toArray();
    expect(t1.length).toBeGreaterThan(0);
    expect(sorted(t1.map((a) => String(a.associationId)))).toEqual(
      sorted(t2.map((a) => String(a.association_id))),
    );
  });

  it('associations below the double range keep exact exponents', async () => {
    const extreme = (await v2.associations.list({ sort: 'p_value', direction: 'asc', size: 5 })).items[0];
    expect(extreme?.pValue?.exponent).toBeLessThan(-308);
    expect(extreme?.pValue?.underflow).toBe(true);
    expect(extreme?.p_value).toBe(0);
  });

  it('variants: get (the real rs7329174), list by rsId, region and mappedGene', async () => {
    const v = await v1.variants.get('rs7329174');
    expect(v.locations?.[0]).toMatchObject({ chromosomeName: '13', chromosomePosition: 40983974 });
    expect(v.genomicContexts?.map((c) => c.gene?.geneName)).toEqual(['TPTE2P5', 'WBP4']);
    expect((await v2.variants.get('rs7329174')).locations?.[0]?.region?.name).toBe('13q14.11');
    for (const c of [v1, v2] as const) {
      const client = c as GwasClient<'v2'>;
      expect(await client.variants.list({ rsId: 'rs7329174' }).toArray()).toHaveLength(1);
      const region = await client.variants
        .list({ chromosome: 13, bpStart: 40_900_000, bpEnd: 41_000_000 })
        .toArray();
      expect(region.length).toBeGreaterThanOrEqual(1);
      expect((await client.variants.list({ mappedGene: 'WBP4' }).toArray()).length).toBe(1);
    }
    const tcf = await v2.variants.list({ mappedGene: 'TCF7L2', size: 500 }).toArray();
    expect(tcf.length).toBeGreaterThan(10);
    expect(tcf.every((x) => x.locations?.[0]?.chromosome_name === '10')).toBe(true);
  });

  it('traits: get, list by efoTrait and uri', async () => {
    expect((await v1.traits.get('EFO_0001360')).trait).toBe('type II diabetes mellitus');
    expect((await v2.traits.get('MONDO_0004975')).efo_trait).toBe('Alzheimer disease');
    expect(
      (await v1.traits.list({ efoTrait: 'Type II Diabetes Mellitus' }).toArray()).map((t) => t.efoId),
    ).toEqual(['EFO_0001360']);
    expect(
      (await v2.traits.list({ uri: 'http://www.ebi.ac.uk/efo/EFO_0001360' }).toArray()).map((t) => t.efo_id),
    ).toEqual(['EFO_0001360']);
  });

  it('publications and genes: get, list by pubmedId and geneName', async () => {
    const p1 = await v1.publications.list({ pubmedId: '21041247' }).toArray();
    expect(p1[0]).toMatchObject({ pubmedId: '21041247', publication: 'Am J Psychiatry' });
    expect((await v1.publications.get(1)).pubmedId).toBe('21041247');
    expect((await v2.publications.get(21041247)).journal).toBe('Am J Psychiatry');
    expect((await v2.publications.list({ pubmedId: 21041247 }).toArray()).length).toBe(1);
    expect((await v1.genes.list({ geneName: 'WBP4' }).toArray())[0]?.entrezGeneIds?.[0]?.entrezGeneId).toBe(
      '11193',
    );
    expect((await v2.genes.get('WBP4')).ensembl_gene_ids).toEqual(['ENSG00000120688']);
    expect(await v2.genes.list({ geneName: 'NOSUCHGENE' }).toArray()).toEqual([]);
    const g1 = await v1.genes.get(1);
    expect(g1.geneName).toBe('TCF7L2');
  });

  it('an unknown study is a NotFoundError with the spec body', async () => {
    const err = await v2.studies.get('GCST999999').catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 404, body: { status: 404, error: 'Not Found' } });
  });
});

describe('metadata', () => {
  it('reads the release document (v2) and the mapping metadata collection (v1)', async () => {
    const release = await v2.metadata.get();
    expect(release.title).toBe('GWAS Catalog Rest API 2.0');
    expect(release.gene_build).toMatch(/^GRCh38/);
    const mappings = await v1.metadata.get();
    expect(mappings.map((m) => m.genomeBuildVersion)).toEqual(['GRCh38.p13']);
  });
});
