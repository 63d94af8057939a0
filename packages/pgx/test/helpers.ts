import type { Emulator } from '@lifesci/emulator';
import { PgxClient, type PgxClientOptions } from '../src/index.js';

/** A made-up address for nock: S2 has no public deployment. */
export const BASE = 'https://pgx.example.test';

/** A client for nock tests: no limiter pacing and no retries unless a test asks for them. */
export function testClient(options: PgxClientOptions = {}): PgxClient {
  return new PgxClient({ baseUrl: BASE, rateLimit: false, maxRetries: 0, ...options });
}

/** The emulator's pgx address. */
export function pgxBaseUrl(emulator: Emulator): string {
  const baseUrl = emulator.baseUrls.pgx;
  if (baseUrl === undefined) throw new Error('the emulator hands out no pgx address');
  return baseUrl;
}

/**
 * Settles a call into the error it rejects with (a list's PagePromise or a get's promise). A
 * call that throws synchronously fails the test: every method reports bad input asynchronously.
 */
export async function errorOf(run: () => unknown): Promise<unknown> {
  let result: unknown;
  try {
    result = run();
  } catch (error) {
    throw new Error(`threw synchronously instead of rejecting: ${String(error)}`);
  }
  return Promise.resolve(result).then(
    () => undefined,
    (e: unknown) => e,
  );
}

// Records shaped like the spec's S2 resources (and its sample responses).
export const clopidogrelPair = {
  gene: 'CYP2C19',
  drug: 'clopidogrel',
  sources: ['CPIC', 'DPWG', 'FDA'],
  pgxLevel: 'A',
  evidenceLevel: '1A',
  clinicalAnnotationCount: 42,
  hasGuideline: true,
  guidelineUrl: 'https://cpicpgx.org/guidelines/guideline-for-clopidogrel-and-cyp2c19/',
};

export const cpicClopidogrel = {
  id: 'PA166104948',
  name: 'CPIC Guideline for clopidogrel and CYP2C19',
  source: 'CPIC',
  genes: ['CYP2C19'],
  drugs: ['clopidogrel'],
  recommendationLevel: 'A',
  lastUpdated: '2022-01-20',
  summary: 'Alternative antiplatelet therapy for CYP2C19 poor and intermediate metabolizers.',
  recommendations: [
    {
      phenotype: 'CYP2C19 Poor Metabolizer',
      implication: 'Significantly reduced clopidogrel active metabolite formation.',
      recommendation: 'Avoid standard-dose clopidogrel if possible; use prasugrel or ticagrelor.',
      classification: 'Strong',
    },
  ],
  pdfUrl: 'https://files.cpicpgx.org/data/guideline/publication/clopidogrel/2022/35034351.pdf',
  pmid: '35034351',
};

export const cyp2c19star2 = {
  name: 'CYP2C19*2',
  gene: 'CYP2C19',
  function: 'No function',
  activityScore: 0,
  frequencies: { European: 0.147, 'East Asian': 0.284 },
  definingVariants: ['rs4244285'],
  alleleVarId: 'PA165980635',
};

export function annotation(id: string, evidenceLevel: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    gene: 'CYP2C19',
    drug: 'clopidogrel',
    phenotype: 'Reduced platelet inhibition',
    evidenceLevel,
    annotation: 'Carriers of no-function alleles have reduced response.',
    pmid: '19106084',
    studyType: 'cohort',
    population: 'European',
    sources: ['PharmGKB'],
    ...extra,
  };
}

export const plavixLabel = {
  id: 'PA166104776',
  drug: 'clopidogrel',
  source: 'FDA',
  sections: {
    testing:
      'Genetic testing for CYP2C19 genotype can be used as an aid in determining therapeutic strategy.',
    dosing: 'Consider another platelet P2Y12 inhibitor in CYP2C19 poor metabolizers.',
    warnings: 'Diminished antiplatelet effect in patients with two loss-of-function alleles.',
  },
  biomarkers: ['CYP2C19'],
  testingRecommended: false,
  labelUrl: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?query=clopidogrel',
  lastUpdated: '2021-09-14',
};
