import { readRealFixture } from '@lifesci/vitest-config/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Emulator, startEmulator } from '../../src/index.js';

// The PharmGKB API's own guideline record (CPIC clopidogrel/CYP2C19, as PharmCAT kept it), field by
// field against the emulator's CPIC guideline for the same pair. The emulator also sends the
// spec's simplified fields (genes, drugs, summary, ...) beside the service's own.
type Fields = Record<string, unknown>;
const real = readRealFixture('pharmgkb/guideline-PA166104948.json', { json: true }) as Fields;

/**
 * Fields of the recording the emulator leaves out, and why. Any other field of the recording
 * must be served, with the same kind of value.
 */
const LEFT_OUT: Record<string, string> = {
  '@context': 'a JSON-LD context document on pharmgkb.org; the emulator serves none',
  groups:
    'dosing annotation groups with genotype lists and PharmGKB vocabulary term ids the data set does not hold',
};

let emulator: Emulator;
let base: string;
beforeAll(async () => {
  emulator = await startEmulator({ services: ['pgx'], limits: 'off' });
  base = emulator.baseUrls.pgx ?? '';
});
afterAll(() => emulator?.close());

const json = async (path: string) => (await (await fetch(`${base}${path}`)).json()) as unknown;
const kind = (value: unknown) => (Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value);

async function emulatedGuideline(): Promise<Fields> {
  const list = (await json('/v1/guideline?source=CPIC&gene=CYP2C19&drug=clopidogrel')) as Fields[];
  expect(list).toHaveLength(1);
  return list[0] as Fields;
}

describe('pgx guideline in the live service shape', () => {
  it('serves every field of the recorded record, with the same kind of value, in the same order', async () => {
    const ours = await emulatedGuideline();
    const expected = Object.keys(real).filter((k) => !(k in LEFT_OUT));
    expect(expected.length).toBeGreaterThanOrEqual(8);
    for (const key of expected) expect(kind(ours[key]), key).toBe(kind(real[key]));
    expect(Object.keys(ours).filter((k) => expected.includes(k))).toEqual(expected);
  });

  it('names itself and its pair as the recording does', async () => {
    const ours = await emulatedGuideline();
    expect(ours.objCls).toBe(real.objCls);
    expect(ours.source).toBe(real.source);
    expect(ours.name).toBe(real.name);
    expect(String(ours['@id'])).toBe(`${base}/v1/guideline/${ours.id}`);
    expect(String(ours.summaryHtml)).toMatch(/^<p>.+<\/p>$/);
    expect(String(ours.textHtml)).toContain('<th>Therapeutic recommendations</th>');
  });

  it('writes related genes and chemicals as the recorded reference objects', async () => {
    const ours = await emulatedGuideline();
    for (const key of ['relatedGenes', 'relatedChemicals']) {
      const [theirs] = real[key] as Fields[];
      const [mine] = ours[key] as Fields[];
      const recordedKeys = Object.keys(theirs ?? {}).filter((k) => !(k in LEFT_OUT));
      expect(Object.keys(mine ?? {}), key).toEqual(recordedKeys);
      expect(mine?.objCls).toBe(theirs?.objCls);
      expect(mine?.id).toMatch(/^PA\d+$/);
    }
    expect((ours.relatedGenes as Fields[])[0]).toMatchObject({ symbol: 'CYP2C19' });
    expect((ours.relatedChemicals as Fields[])[0]).toMatchObject({ name: 'clopidogrel' });
  });

  it("a reference's @id is the emulator's address of the record it names", async () => {
    const ours = await emulatedGuideline();
    const [gene] = ours.relatedGenes as Fields[];
    const [drug] = ours.relatedChemicals as Fields[];
    expect(await json(String(gene?.['@id']).slice(base.length))).toMatchObject({
      objCls: 'Gene',
      id: gene?.id,
    });
    expect(await json(String(drug?.['@id']).slice(base.length))).toMatchObject({
      objCls: 'Chemical',
      id: drug?.id,
      name: 'clopidogrel',
    });
  });
});
