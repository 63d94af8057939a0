import { dirname } from 'node:path';
import { readRealFixture, realFixture } from '@lifesci/vitest-config/kit';

/** Real recorded ClinicalTrials.gov responses (never edited; see fixtures/real/SOURCES.md). */
export function readReal(name: string): string {
  return readRealFixture(`clinicaltrials-gov/${name}`);
}

/** The folder of ClinicalTrials.gov recordings, to find every file in it. */
export const REAL_DIR = dirname(realFixture('clinicaltrials-gov/ctg-oas-v2.yaml'));

export const REAL_GET = 'get_nct02576665_20260811.json';
export const REAL_SEARCH = 'search_phelan_limit5_20260811.json';
