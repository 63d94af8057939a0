import { readFileSync } from 'node:fs';

/**
 * Real protocols.io API v3 responses recorded by a third party (see fixtures/real/SOURCES.md):
 * /work/shared/fixtures/real has none for this service.
 */
export const REAL_DIR = new URL('./fixtures/real/', import.meta.url);

export function readReal(name: string): string {
  return readFileSync(new URL(name, REAL_DIR), 'utf8');
}

export const REAL_LIST = 'protocols-list-key-water.json';
export const REAL_PROTOCOL = 'protocol-9451.json';
