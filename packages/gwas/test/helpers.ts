import { readFileSync } from 'node:fs';
import type { Clock } from '@lifesci/core';
import { realFixtureUrl } from '@lifesci/vitest-config/kit';
import { GwasClient, type GwasClientOptions } from '../src/index.js';
import type { ApiVersion } from '../src/versions.js';

export const CATALOG = 'https://www.ebi.ac.uk';
export const CATALOG_PATH = '/gwas/rest/api';
export const SUMSTATS_PATH = '/gwas/summary-statistics/api';
export const FILES = 'https://ftp.ebi.ac.uk';
export const FILES_PATH = '/pub/databases/gwas/summary_statistics';

/** A client for nock tests: no limiter pacing and no retries unless a test asks for them. */
export function testClient<V extends ApiVersion = 'v2'>(options: GwasClientOptions<V> = {}): GwasClient<V> {
  return new GwasClient<V>({ rateLimit: false, maxRetries: 0, ...options });
}

/** Real recorded responses (never edited; see fixtures/real/SOURCES.md). */
const REAL_DIR = realFixtureUrl('');
export function readReal(name: string): string {
  return readFileSync(new URL(name, REAL_DIR), 'utf8');
}
export function realJson(name: string): Record<string, unknown> {
  return JSON.parse(readReal(`gwas-catalog/${name}`)) as Record<string, unknown>;
}
export function realBytes(name: string): Uint8Array {
  return readFileSync(new URL(name, REAL_DIR));
}

/** A clock whose sleeps return at once and are recorded. */
export function recordingClock(): Clock & { sleeps: number[] } {
  const sleeps: number[] = [];
  return {
    sleeps,
    now: () => Date.now(),
    random: () => 0.5,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
  };
}

/** A v2 HAL page body. */
export function halPage(collection: string, items: unknown[], number: number, size: number, total: number) {
  return {
    _embedded: { [collection]: items },
    _links: { self: { href: `https://www.ebi.ac.uk/gwas/rest/api/v2/${collection}?page=${number}` } },
    page: { size, totalElements: total, totalPages: Math.ceil(total / size), number },
  };
}

export function studyV2(n: number) {
  return { accession_id: `GCST${String(n).padStart(6, '0')}`, disease_trait: `Trait ${n}`, snp_count: n };
}
