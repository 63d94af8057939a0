import { type FakeClock, fakeClock, readRealFixture } from '@lifesci/vitest-config/kit';
import { CompoundsClient, type CompoundsClientOptions } from '../src/index.js';

export const BASE = 'https://pubchem.ncbi.nlm.nih.gov';

/** Real recorded PubChem responses (never edited; see fixtures/real/SOURCES.md). */
export function readReal(name: string): string {
  return readRealFixture(`pubchem/${name}`);
}

export const REAL_PROPERTIES = 'property-table-cid-5564-2244.json';
export const REAL_PUG_VIEW = 'pug-view-compound-2349.json';

/** A client for nock tests: no limiter pacing and no retries unless a test asks for them. */
export function testClient(options: CompoundsClientOptions = {}): CompoundsClient {
  return new CompoundsClient({ rateLimit: false, maxRetries: 0, ...options });
}

/** The shared fake clock: sleeps return at once but move its time forward, so poll deadlines are exact. */
export function steppingClock(): FakeClock {
  return fakeClock(0);
}

/** Form fields of a urlencoded request body, as nock hands it over (string or parsed object). */
export function formOf(body: unknown): Record<string, string> {
  if (typeof body === 'string') return Object.fromEntries(new URLSearchParams(body));
  return body as Record<string, string>;
}

/** A small aspirin SD record in PubChem's layout (V2000 block, then PUBCHEM_* data items). */
export const ASPIRIN_SDF = `2244
  -OEChem-11242612302D

 13 13  0     0  0  0  0  0  0999 V2000
    3.7320   -0.0600    0.0000 O   0  0  0  0  0  0  0  0  0  0  0  0
    6.3301    1.4400    0.0000 O   0  0  0  0  0  0  0  0  0  0  0  0
    4.5981    1.4400    0.0000 O   0  0  0  0  0  0  0  0  0  0  0  0
    2.8660   -1.5600    0.0000 O   0  0  0  0  0  0  0  0  0  0  0  0
    4.5981   -0.5600    0.0000 C   0  0  0  0  0  0  0  0  0  0  0  0
    5.4641   -0.0600    0.0000 C   0  0  0  0  0  0  0  0  0  0  0  0
    4.5981   -1.5600    0.0000 C   0  0  0  0  0  0  0  0  0  0  0  0
    6.3301   -0.5600    0.0000 C   0  0  0  0  0  0  0  0  0  0  0  0
    5.4641   -2.0600    0.0000 C   0  0  0  0  0  0  0  0  0  0  0  0
    6.3301   -1.5600    0.0000 C   0  0  0  0  0  0  0  0  0  0  0  0
    5.4641    0.9400    0.0000 C   0  0  0  0  0  0  0  0  0  0  0  0
    2.8660   -0.5600    0.0000 C   0  0  0  0  0  0  0  0  0  0  0  0
    2.0000   -0.0600    0.0000 C   0  0  0  0  0  0  0  0  0  0  0  0
  1  5  1  0  0  0  0
  1 12  1  0  0  0  0
  2 11  1  0  0  0  0
  3 11  2  0  0  0  0
  4 12  2  0  0  0  0
  5  6  1  0  0  0  0
  5  7  2  0  0  0  0
  6  8  2  0  0  0  0
  6 11  1  0  0  0  0
  7  9  1  0  0  0  0
  8 10  1  0  0  0  0
  9 10  2  0  0  0  0
 12 13  1  0  0  0  0
M  END
> <PUBCHEM_COMPOUND_CID>
2244

> <PUBCHEM_IUPAC_NAME>
2-acetyloxybenzoic acid

> <PUBCHEM_IUPAC_INCHIKEY>
BSYNRYMUTXBXSQ-UHFFFAOYSA-N

> <PUBCHEM_MOLECULAR_FORMULA>
C9H8O4

> <PUBCHEM_MOLECULAR_WEIGHT>
180.16

> <PUBCHEM_XLOGP3>
1.2

> <PUBCHEM_SMILES>
CC(=O)OC1=CC=CC=C1C(=O)O

> <PUBCHEM_BONDANNOTATIONS>
5  6  8
5  7  8

$$$$
`;
