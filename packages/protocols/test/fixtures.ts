import { readFileSync } from 'node:fs';
import { realFixtureUrl } from '@lifesci/vitest-config/kit';

/** Real protocols.io API v3 responses recorded by a third party (see fixtures/real/SOURCES.md). */
export const REAL_DIR = realFixtureUrl('protocols-io/');

export function readReal(name: string): string {
  return readFileSync(new URL(name, REAL_DIR), 'utf8');
}

export const REAL_LIST = 'protocols-list-key-water.json';
export const REAL_PROTOCOL = 'protocol-9451.json';
