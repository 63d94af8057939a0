import { readRealFixture } from '@lifesci/vitest-config/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Emulator, startEmulator } from '../../src/index.js';
import { shapeDiff } from './shape.js';

// The emulator's answer and the real recorded answer for the same request, compared field by
// field (same keys, same value types), so the emulator cannot drift from the services' shapes.

let emulator: Emulator;
const url = (mount: string, path: string) => `${emulator.baseUrls[mount]}${path}`;
const getJson = async (address: string) => {
  const res = await fetch(address);
  expect(res.status, address).toBe(200);
  return (await res.json()) as Record<string, unknown>;
};
const real = (name: string) => readRealFixture(name, { json: true }) as Record<string, unknown>;

beforeAll(async () => {
  emulator = await startEmulator({
    services: ['gwas', 'predicted-structures', 'structures'],
    seed: 1,
    limits: 'off',
  });
});
afterAll(() => emulator.close());

describe('GWAS Catalog v1 against its recorded answers', () => {
  it.each([
    ['/studies/GCST000854', 'gwas-catalog/study-GCST000854.json'],
    ['/associations/15608', 'gwas-catalog/association-15608.json'],
    ['/singleNucleotidePolymorphisms/rs7329174', 'gwas-catalog/snp-rs7329174.json'],
    ['/metadata', 'gwas-catalog/metadata.json'],
  ])('GET %s has the recorded shape', async (path, fixture) => {
    expect(shapeDiff(await getJson(url('gwasCatalog', path)), real(fixture))).toEqual([]);
  });

  it('links are named and ordered as recorded', async () => {
    for (const [path, fixture] of [
      ['/studies/GCST000854', 'gwas-catalog/study-GCST000854.json'],
      ['/singleNucleotidePolymorphisms/rs7329174', 'gwas-catalog/snp-rs7329174.json'],
    ] as const) {
      const ours = (await getJson(url('gwasCatalog', path)))._links as object;
      expect(Object.keys(ours), path).toEqual(Object.keys(real(fixture)._links as object));
    }
  });

  it('an EFO trait has the recorded shape and links (recorded for EFO_0004291, which is not emulated)', async () => {
    const ours = await getJson(url('gwasCatalog', '/efoTraits/EFO_0007623'));
    const theirs = real('gwas-catalog/efo-trait-EFO_0004291.json');
    expect(shapeDiff(ours, theirs)).toEqual([]);
    expect(Object.keys(ours._links as object)).toEqual(Object.keys(theirs._links as object));
  });

  it('answers /metadata with the recorded values', async () => {
    expect(await getJson(url('gwasCatalog', '/metadata'))).toEqual(real('gwas-catalog/metadata.json'));
  });

  it('follows every link a record names', async () => {
    for (const path of [
      '/studies/GCST000854',
      '/singleNucleotidePolymorphisms/rs7329174',
      '/efoTraits/EFO_0007623',
      '/publications/1',
    ]) {
      const links = (await getJson(url('gwasCatalog', path)))._links as Record<string, { href: string }>;
      for (const { href } of Object.values(links))
        expect((await fetch(href.replace('{?projection}', ''))).status, href).toBe(200);
    }
  });
});

describe('GWAS summary statistics API against its recorded answer', () => {
  const recorded = real('gwas-sumstats/api-chromosome-13-associations.json') as {
    _embedded: { associations: Record<string, Record<string, unknown>> };
    _links: Record<string, { href: string }>;
  };

  it('an association has the recorded fields and types, trait and its links as lists', async () => {
    const ours = (await getJson(
      url('gwasSumstats', '/chromosomes/2/associations?size=5'),
    )) as typeof recorded;
    const [first] = Object.values(ours._embedded.associations);
    for (const theirs of Object.values(recorded._embedded.associations))
      expect(shapeDiff(first, theirs, { nullMatches: true })).toEqual([]);
    expect(Array.isArray((first?._links as Record<string, unknown> | undefined)?.trait)).toBe(true);
  });

  it('pages by start and size, with first and next links written as the service writes them', async () => {
    const address = url('gwasSumstats', '/chromosomes/2/associations?size=3&p_upper=0.5');
    const ours = (await getJson(address)) as typeof recorded;
    expect(Object.keys(ours._links)).toEqual(['self', 'first', 'next']);
    const params = (href: string | undefined) => [...new URL(href ?? '').searchParams.keys()];
    expect(params(ours._links.first?.href)).toEqual(
      params(recorded._links.first?.href).filter((k) => ['start', 'size', 'p_upper'].includes(k)),
    );
    expect(new URL(ours._links.next?.href ?? '').searchParams.get('start')).toBe('3');
    const second = (await getJson(ours._links.next?.href ?? '')) as typeof recorded;
    const ids = (b: typeof recorded) =>
      Object.values(b._embedded.associations).map((a) => `${a.variant_id} ${a.study_accession}`);
    expect(ids(second)).not.toEqual(ids(ours));
    expect(ids(second)).toHaveLength(3);
  });
});

describe('AlphaFold DB and 3D-Beacons against their recorded answers', () => {
  it('a prediction has the recorded fields, in order, with their types and the real values of P50613', async () => {
    const [ours] = (await (await fetch(url('predictedApi', '/prediction/P50613'))).json()) as Record<
      string,
      unknown
    >[];
    const [theirs] = readRealFixture('alphafold/prediction-P50613.json', { json: true }) as Record<
      string,
      unknown
    >[];
    expect(shapeDiff(ours, theirs)).toEqual([]);
    expect(Object.keys(ours ?? {})).toEqual(Object.keys(theirs ?? {}));
    for (const key of [
      'sequence',
      'sequenceChecksum',
      'sequenceVersionDate',
      'gene',
      'uniprotId',
      'uniprotDescription',
      'taxId',
    ])
      expect(ours?.[key], key).toEqual(theirs?.[key]);
  });

  it('the hub answers have the recorded entry (P07550), summary fields and residue segments, percentages included', async () => {
    const theirs = real('3d-beacons/uniprot.json');
    const ours = await getJson(url('beacons', '/uniprot/P07550.json'));
    expect(ours.uniprot_entry).toEqual(theirs.uniprot_entry);
    // P07550 has no emulated experimental entry; haemoglobin beta (4HHB) has.
    const haemoglobin = await getJson(url('beacons', '/uniprot/P68871.json'));
    type Structure = { summary: Record<string, unknown>; chains: unknown[] };
    const structures = [...(ours.structures as Structure[]), ...(haemoglobin.structures as Structure[])];
    const [recorded] = theirs.structures as Structure[];
    expect(structures.some((s) => s.summary.provider === 'PDBe')).toBe(true);
    for (const structure of structures) {
      expect(
        shapeDiff(structure.summary, recorded?.summary, { nullMatches: true }),
        String(structure.summary.model_identifier),
      ).toEqual([]);
      expect(shapeDiff(structure.chains, recorded?.chains, { nullMatches: true })).toEqual([]);
      expect(structure.summary.coverage).toBeGreaterThan(1);
      expect(structure.summary.sequence_identity).toBeGreaterThan(1);
    }
  });
});
