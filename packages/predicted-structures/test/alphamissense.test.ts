import { readFileSync } from 'node:fs';
import { realFixtureUrl } from '@lifesci/vitest-config/kit';
import nock from 'nock';
import { afterEach, describe, expect, it } from 'vitest';
import type { AlphaMissenseRow } from '../src/index.js';
import { API, CDK7_V6, testClient } from './helpers.js';

afterEach(() => nock.cleanAll());

/** Header and residues 1–5 of TPI1's recorded aa-substitutions file (see fixtures/real/SOURCES.md). */
const TPI1_HEAD = readFileSync(realFixtureUrl('alphafold/AF-P60174-F1-aa-substitutions.head.csv'), 'utf8');
const TPI1 = { entryId: 'AF-P60174-F1', version: 6 };

async function all(rows: AsyncIterable<AlphaMissenseRow>): Promise<AlphaMissenseRow[]> {
  const out: AlphaMissenseRow[] = [];
  for await (const row of rows) out.push(row);
  return out;
}

describe('files.streamAlphaMissense', () => {
  it('reads the recorded per-protein file as typed rows, short class names read in full', async () => {
    nock(API)
      .get('/files/AF-P60174-F1-aa-substitutions.csv')
      .reply(200, TPI1_HEAD, { 'content-type': 'text/csv' });
    const rows = await all(testClient().files.streamAlphaMissense(TPI1));
    expect(rows).toHaveLength(95);
    expect(rows[0]).toEqual({
      proteinVariant: 'M1A',
      reference: 'M',
      position: 1,
      alternate: 'A',
      pathogenicity: 0.2415,
      amClass: 'likely_benign',
    });
    expect(rows.find((r) => r.proteinVariant === 'M1G')).toMatchObject({
      pathogenicity: 0.4262,
      amClass: 'ambiguous',
    });
    expect(rows.at(-1)).toMatchObject({
      proteinVariant: 'R5Y',
      position: 5,
      pathogenicity: 0.9823,
      amClass: 'likely_pathogenic',
    });
    // 19 substitutions at each of the 5 residues.
    expect(new Set(rows.map((r) => r.position))).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(rows.filter((r) => r.reference === 'R').every((r) => r.amClass === 'likely_pathogenic')).toBe(
      true,
    );
  });

  it("takes the file's name from the record's amAnnotationsUrl, and the genomic files when asked", async () => {
    const hg38 =
      'CHROM,POS,REF,ALT,genome,uniprot_id,transcript_id,protein_variant,am_pathogenicity,am_class\n' +
      'chr12,6868245,A,G,hg38,P50613,ENST00000256443.8,M1V,0.3,Amb\n';
    const scope = nock(API)
      .get('/files/AF-P50613-F1-aa-substitutions.csv')
      .reply(200, 'protein_variant,am_pathogenicity,am_class\nM1A,0.5,Amb\n')
      .get('/files/AF-P50613-F1-hg38.csv')
      .reply(200, hg38);
    const client = testClient();
    expect(await all(client.files.streamAlphaMissense(CDK7_V6))).toHaveLength(1);
    const [row] = await all(client.files.streamAlphaMissense(CDK7_V6, { file: 'hg38' }));
    expect(scope.isDone()).toBe(true);
    expect(row).toEqual({
      proteinVariant: 'M1V',
      reference: 'M',
      position: 1,
      alternate: 'V',
      pathogenicity: 0.3,
      amClass: 'ambiguous',
      chromosome: 'chr12',
      genomicPosition: 6868245,
      referenceAllele: 'A',
      alternateAllele: 'G',
      genome: 'hg38',
      uniprotId: 'P50613',
      transcriptId: 'ENST00000256443.8',
    });
  });

  it('a record without the file (an isoform, a non-human model) is an InputError before any request', async () => {
    const { amAnnotationsUrl: _, ...isoform } = CDK7_V6;
    await expect(all(testClient().files.streamAlphaMissense(isoform))).rejects.toMatchObject({
      name: 'InputError',
      param: 'model',
    });
    await expect(
      all(testClient().files.streamAlphaMissense(CDK7_V6, { file: 'hg37' as never })),
    ).rejects.toMatchObject({
      name: 'InputError',
    });
  });

  it('a row with a score out of range, or no substitution, is a validation error; an HTML page a ParseError', async () => {
    nock(API)
      .get('/files/AF-P60174-F1-aa-substitutions.csv')
      .reply(200, 'protein_variant,am_pathogenicity,am_class\nM1A,1.7,LBen\n')
      .get('/files/AF-P60174-F1-aa-substitutions.csv')
      .reply(200, 'protein_variant,am_pathogenicity,am_class\n,0.5,LBen\n')
      .get('/files/AF-P60174-F1-aa-substitutions.csv')
      .reply(200, '<html><body>maintenance</body></html>', { 'content-type': 'text/html' });
    const client = testClient();
    await expect(all(client.files.streamAlphaMissense(TPI1))).rejects.toMatchObject({
      name: 'ResponseValidationError',
    });
    await expect(all(client.files.streamAlphaMissense(TPI1))).rejects.toMatchObject({
      name: 'ResponseValidationError',
    });
    await expect(all(client.files.streamAlphaMissense(TPI1))).rejects.toMatchObject({ name: 'ParseError' });
  });
});
