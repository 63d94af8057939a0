import { readFileSync } from 'node:fs';
import { realFixtureUrl } from '@lifesci/vitest-config/kit';

/** Real recorded RCSB files (never edited; see fixtures/real/SOURCES.md). */
export const REAL_DIR = realFixtureUrl('rcsb-pdb/');

export function readReal(name: string): string {
  return readFileSync(new URL(name, REAL_DIR), 'utf8');
}

export function realJson<T = unknown>(name: string): T {
  return JSON.parse(readReal(name)) as T;
}

export interface GgetCase {
  type: string;
  args: { pdb_id: string; resource?: string; identifier?: number | string };
  expected_result: unknown;
}
