import { readFileSync } from 'node:fs';
import { realFixtureUrl } from '@lifesci/vitest-config/kit';

/** A recorded response from `fixtures/real/` at the repository root (never edited; see SOURCES.md there). */
export function realFixture(relativePath: string): string {
  return readFileSync(realFixtureUrl(`${relativePath}`), 'utf8');
}

export const CLINVAR_FILES = {
  vcvOlder: 'ncbi-clinvar/clinvar_vcv_12000.xml',
  vcvHaplotype: 'ncbi-clinvar/clinvar_vcv_haplotype_kcnq2.xml',
  rcvSample: 'ncbi-clinvar/rcv_01.xml',
} as const;
