import { readFileSync } from 'node:fs';
import { realFixtureUrl } from '@lifesci/vitest-config/kit';
import { PredictedStructuresClient, type PredictedStructuresClientOptions } from '../src/index.js';

export const API = 'https://alphafold.ebi.ac.uk';
export const BEACONS = 'https://www.ebi.ac.uk';
export const GCS = 'https://storage.googleapis.com';

/** A client for nock tests: no limiter pacing and no retries unless a test asks for them. */
export function testClient(options: PredictedStructuresClientOptions = {}): PredictedStructuresClient {
  return new PredictedStructuresClient({ rateLimit: false, maxRetries: 0, ...options });
}

export async function text(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

/** Real recorded 3D-Beacons files (never edited; see fixtures/real/SOURCES.md). */
const REAL_DIR = realFixtureUrl('3d-beacons/');
export const readReal = (name: string) => readFileSync(new URL(name, REAL_DIR), 'utf8');

const SEQ =
  'MALDVKSRAKRYEKLDFLGEGQFATVYKARDKNTNQIVAIKKIKLGHRSEAKDGINRTALREIKLLQELSHPNIIGLLDAFGHKSNISLVFDFMETDLEVIIKDNSLVLTPSHIKAYMLMTLQGLEYLHQHWILHRDLKPNNLLLDENGVLKLADFGLAKSFGSPNRAYTHQVVTRWYRAPELLFGARMYGVGVDMWAVGCILAELLLRVPFLPGDSDLDQLTRIFETLGTPTEEQWPDMCSLPDYVTFKSFPGIPLHHIFSAAGDDLLDLIQGLFLFNPCARITATQALKMKYFSNRPGPTPGCQLPRPNCPVETLKEQSNPALAIKRKRTEALEQGGLPKKLIF';
const F = 'https://alphafold.ebi.ac.uk/files';

/** The live record for P50613 (CDK7) as the API answered it in 2025 (latestVersion 6). */
export const CDK7_V6 = {
  toolUsed: 'AlphaFold Monomer v2.0 pipeline',
  providerId: 'GDM',
  entityType: 'protein',
  isUniProt: true,
  modelEntityId: 'AF-P50613-F1',
  modelCreatedDate: '2025-08-01T00:00:00Z',
  sequenceVersionDate: '1996-10-01T00:00:00Z',
  globalMetricValue: 82.0,
  fractionPlddtVeryLow: 0.162,
  fractionPlddtLow: 0.092,
  fractionPlddtConfident: 0.127,
  fractionPlddtVeryHigh: 0.618,
  latestVersion: 6,
  allVersions: [1, 2, 3, 4, 5, 6],
  sequence: SEQ,
  sequenceStart: 1,
  sequenceEnd: 346,
  sequenceChecksum: '0A94BFA7DD416CEB',
  isUniProtReviewed: true,
  gene: 'CDK7',
  uniprotAccession: 'P50613',
  uniprotId: 'CDK7_HUMAN',
  uniprotDescription: 'Cyclin-dependent kinase 7',
  taxId: 9606,
  organismScientificName: 'Homo sapiens',
  isUniProtReferenceProteome: true,
  bcifUrl: `${F}/AF-P50613-F1-model_v6.bcif`,
  cifUrl: `${F}/AF-P50613-F1-model_v6.cif`,
  pdbUrl: `${F}/AF-P50613-F1-model_v6.pdb`,
  paeImageUrl: `${F}/AF-P50613-F1-predicted_aligned_error_v6.png`,
  msaUrl: `${F}/msa/AF-P50613-F1-msa_v6.a3m`,
  plddtDocUrl: `${F}/AF-P50613-F1-confidence_v6.json`,
  paeDocUrl: `${F}/AF-P50613-F1-predicted_aligned_error_v6.json`,
  amAnnotationsUrl: `${F}/AF-P50613-F1-aa-substitutions.csv`,
  amAnnotationsHg19Url: `${F}/AF-P50613-F1-hg19.csv`,
  amAnnotationsHg38Url: `${F}/AF-P50613-F1-hg38.csv`,
  entryId: 'AF-P50613-F1',
  uniprotSequence: SEQ,
  uniprotStart: 1,
  uniprotEnd: 346,
  isReferenceProteome: true,
  isReviewed: true,
};

/** A v4-era record (the spec's field list; no plddtDocUrl or msaUrl). */
export const ABL1_V4 = {
  entryId: 'AF-P00520-F1',
  gene: 'Abl1',
  uniprotAccession: 'P00520',
  uniprotId: 'ABL1_MOUSE',
  uniprotDescription: 'Tyrosine-protein kinase ABL1',
  taxId: 10090,
  organismScientificName: 'Mus musculus',
  uniprotStart: 1,
  uniprotEnd: 1123,
  uniprotSequence:
    'MLEICLKLVGCKSKKGLSSSSSCYLEEALQRPVASDFEPQGLSEAARWNSKENLLAGPSENDPNLFVALYDFVASGDNTLSITKGEKLRVLGYNHNGEWCEAQTKNGQGWVPSNYITPVNS',
  modelCreatedDate: '2022-06-01',
  latestVersion: 4,
  allVersions: [1, 2, 3, 4],
  isReviewed: true,
  isReferenceProteome: true,
  cifUrl: `${F}/AF-P00520-F1-model_v4.cif`,
  bcifUrl: `${F}/AF-P00520-F1-model_v4.bcif`,
  pdbUrl: `${F}/AF-P00520-F1-model_v4.pdb`,
  paeImageUrl: `${F}/AF-P00520-F1-predicted_aligned_error_v4.png`,
  paeDocUrl: `${F}/AF-P00520-F1-predicted_aligned_error_v4.json`,
};
