import { readFileSync } from 'node:fs';

/** Real recorded RCSB files (never edited; see shared/fixtures/real/SOURCES.md). */
export const REAL_DIR = new URL('../../../../shared/fixtures/real/rcsb-pdb/', import.meta.url);

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
