import { buildClinVar, type ClinVarSet } from './clinvar.js';
import { buildGenes, type GeneSet } from './genes.js';

/**
 * The emulated data of one seed: genes first (cheap), ClinVar on first use. Both are built
 * once per seed and shared by the E-utilities and Datasets services, so they always agree.
 */
export class Catalog {
  private geneSet?: GeneSet;
  private clinvarSet?: ClinVarSet;

  constructor(readonly seed: number) {}

  get genes(): GeneSet {
    this.geneSet ??= buildGenes(this.seed);
    return this.geneSet;
  }

  get clinvar(): ClinVarSet {
    this.clinvarSet ??= buildClinVar(this.seed, this.genes);
    return this.clinvarSet;
  }
}

const catalogs = new Map<number, Catalog>();

export function catalogFor(seed: number): Catalog {
  let catalog = catalogs.get(seed);
  if (!catalog) {
    catalog = new Catalog(seed);
    catalogs.set(seed, catalog);
  }
  return catalog;
}
