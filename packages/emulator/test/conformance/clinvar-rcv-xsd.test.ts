import { readRealFixture } from '@lifesci/vitest-config/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { type Emulator, startEmulator } from '../../src/index.js';

// The emulator's RCV XML (efetch rettype=clinvarset) against ClinVar's own RCV schema
// (ClinVarRCV_current.xsd), with libxml2's validator; each ClinVarSet is a top-level element there.
const xsd = readRealFixture('ncbi-clinvar/ClinVarRCV_current.xsd');

/** Schema errors of each set, validated in one run of the validator. */
async function schemaErrors(sets: readonly string[]): Promise<string[][]> {
  const xml = sets.map((contents, i) => ({ fileName: `rcv-${i}.xml`, contents }));
  const result = await validateXML({ xml, schema: [xsd] });
  const errors = sets.map((): string[] => []);
  for (const e of result.errors) {
    const i = Number(/rcv-(\d+)\.xml/.exec(e.loc?.fileName ?? e.rawMessage)?.[1]);
    errors[i]!.push(e.message.replace(/^.*Schemas validity error : /, '').trim());
  }
  return errors;
}

const sets = (xml: string) => xml.match(/<ClinVarSet [\s\S]*?<\/ClinVarSet>/g) ?? [];

let emulator: Emulator;
let eutils: string;
const text = async (query: string) => (await fetch(`${eutils}/${query}`)).text();
beforeAll(async () => {
  emulator = await startEmulator({ services: ['eutils'], seed: 1, limits: 'off' });
  eutils = emulator.baseUrls.eutils!;
});
afterAll(() => emulator.close());

describe('ClinVar RCV XML against ClinVarRCV_current.xsd', () => {
  it('the validator runs: NCBI’s own RCV sample passes, a broken set fails', async () => {
    const sample = readRealFixture('ncbi-clinvar/rcv_01.xml');
    const [real, broken] = await schemaErrors([
      sample,
      sample.replace('<RecordStatus>current</RecordStatus>', ''),
    ]);
    expect(real).toEqual([]);
    expect(broken).toEqual([expect.stringMatching(/^Element 'Title': This element is not expected/)]);
  });

  it('validates the RCVs of real and generated germline, somatic and drug-response records', async () => {
    const ids = new Set(['12397', '17677', '12374', '7105', '13961', '15333', '16897', '39357']);
    for (const term of ['BRCA1[gene]', 'TP53[gene]', 'CYP2C19[gene]', 'KRAS[gene]', 'CFTR[gene]'])
      for (const [, id] of (await text(`esearch.fcgi?db=clinvar&term=${term}&retmax=6`)).matchAll(
        /<Id>(\d+)<\/Id>/g,
      ))
        if (id) ids.add(id);
    const body = await text(`efetch.fcgi?db=clinvar&id=${[...ids].join(',')}&rettype=clinvarset`);
    const checked = sets(body);
    expect(checked.length).toBeGreaterThanOrEqual(ids.size);
    const found = await schemaErrors(checked);
    const errors = checked.flatMap((set, i) =>
      found[i]!.length ? [[/<ClinVarAccession Acc="(RCV\d+)"/.exec(set)?.[1], found[i]]] : [],
    );
    expect(errors).toEqual([]);
  });
});
