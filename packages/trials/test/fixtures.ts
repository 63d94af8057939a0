import { readFileSync } from 'node:fs';

/** Real recorded ClinicalTrials.gov responses (never edited; see shared/fixtures/real/SOURCES.md). */
export const REAL_DIR = new URL('../../../../shared/fixtures/real/clinicaltrials-gov/', import.meta.url);

export function readReal(name: string): string {
  return readFileSync(new URL(name, REAL_DIR), 'utf8');
}

export const REAL_GET = 'get_nct02576665_20260811.json';
export const REAL_SEARCH = 'search_phelan_limit5_20260811.json';
