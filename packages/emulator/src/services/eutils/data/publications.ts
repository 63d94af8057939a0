import { memoize } from '../../../memo.js';
import { createRandom, intBetween, mixSeed } from '../../../prng.js';
import { SYNTHETIC_ID_BASE } from '../../../synthetic.js';
import type { Gene } from './genes.js';

/**
 * The PubMed ids cited by a gene record, newest first: the same list feeds elink gene_pubmed,
 * the GeneRIFs and GO evidence of the full record, and the citations of the gene's ClinVar
 * records, so every service agrees on them. No real paper is cited: the ids have nine digits from
 * 900,000,000 (PubMed's are near 42 million; the other modules' synthetic PMIDs take 80-99.99 million).
 */
export const genePubmed = memoize((gene: Gene): readonly number[] => {
  const random = createRandom(mixSeed(gene.seed, 0x9b3d));
  const count =
    gene.type !== 'protein-coding'
      ? intBetween(random, 0, gene.type === 'pseudo' ? 1 : 4)
      : gene.curated
        ? gene.taxId === 9606
          ? intBetween(random, 60, 160)
          : intBetween(random, 10, 40)
        : intBetween(random, 2, 30);
  const pmids = new Set<number>();
  // Skewed towards the highest (newest) ids, as citation lists are.
  while (pmids.size < count) pmids.add(Math.round(SYNTHETIC_ID_BASE + 99_000_000 * Math.sqrt(random())));
  return [...pmids].sort((a, b) => b - a);
});
