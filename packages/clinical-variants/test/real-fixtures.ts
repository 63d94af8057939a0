import { readFileSync } from 'node:fs';

/** A recorded response from `<repo>/../shared/fixtures/real/` (never edited; see SOURCES.md there). */
export function realFixture(relativePath: string): string {
  return readFileSync(new URL(`../../../../shared/fixtures/real/${relativePath}`, import.meta.url), 'utf8');
}

export const CLINVAR_FILES = {
  vcvOlder: 'ncbi-clinvar/clinvar_vcv_12000.xml',
  vcvHaplotype: 'ncbi-clinvar/clinvar_vcv_haplotype_kcnq2.xml',
  rcvSample: 'ncbi-clinvar/rcv_01.xml',
} as const;
