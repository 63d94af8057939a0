/** The standard genetic code (NCBI translation table 1), so protein changes follow from DNA changes. */

/** The bases in the order of NCBI's table 1 string, which lists codons by first, second, third base. */
export const BASES = 'TCAG';
const TABLE_1 = 'FFLLSSSSYY**CC*WLLLLPPPPHHQQRRRRIIIMTTTTNNKKSSRRVVVVAAAADDEEGGGG';

/** Codon (DNA, coding strand) to one-letter amino acid; `*` is a stop. */
const CODONS: ReadonlyMap<string, string> = new Map(
  [...TABLE_1].map((aa, i) => [BASES[i >> 4]! + BASES[(i >> 2) % 4] + BASES[i % 4], aa]),
);

/** One-letter to three-letter amino-acid codes as HGVS writes them (`Ter` for a stop). */
export const THREE_LETTER: ReadonlyMap<string, string> = new Map(
  'A Ala R Arg N Asn D Asp C Cys Q Gln E Glu G Gly H His I Ile L Leu K Lys M Met F Phe P Pro S Ser T Thr W Trp Y Tyr V Val * Ter'
    .split(' ')
    .flatMap((word, i, all) => (i % 2 === 0 ? [[word, all[i + 1]!] as const] : [])),
);

export const ONE_LETTER: ReadonlyMap<string, string> = new Map(
  [...THREE_LETTER].map(([one, three]) => [three, one]),
);

/** The amino acid a codon encodes (`*` for a stop); throws on anything but three of A, C, G, T. */
export function translate(codon: string): string {
  const aa = CODONS.get(codon);
  if (aa === undefined) throw new Error(`not a codon: ${codon}`);
  return aa;
}

/** Every codon that encodes `aa` (one-letter, `*` for stops). */
export function codonsFor(aa: string): string[] {
  return [...CODONS].filter(([, a]) => a === aa).map(([codon]) => codon);
}

/** Codons that encode an amino acid (not a stop), in table order. */
export const SENSE_CODONS: readonly string[] = [...CODONS].filter(([, a]) => a !== '*').map(([c]) => c);

const COMPLEMENT: Readonly<Record<string, string>> = { A: 'T', C: 'G', G: 'C', T: 'A' };

/** Reverse complement of a DNA string (genomic alleles of a gene on the minus strand). */
export const reverseComplement = (dna: string) =>
  [...dna.replace(/[ACGT]/g, (b) => COMPLEMENT[b]!)].reverse().join('');
