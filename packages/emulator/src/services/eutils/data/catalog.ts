import { setImmediate as nextTurn } from 'node:timers/promises';
import { memoize } from '../../../memo.js';
import { buildClinVar, type ClinVarSet } from './clinvar.js';
import { buildGenes, type GeneSet } from './genes.js';

/**
 * A value built by a generator that pauses now and then: `get()` finishes it at once, `load()`
 * finishes it a slice per event-loop turn, so a first request that triggers the build does not
 * stall the server (and the arrival times in its request log) for the whole build.
 */
class Stepwise<T> {
  private steps?: Generator<void, T, void>;
  private value?: T;
  private loading?: Promise<T>;

  constructor(private readonly start: () => Generator<void, T, void>) {}

  /** Builds one slice; true once the value is built. */
  private step(): boolean {
    if (this.value !== undefined) return true;
    this.steps ??= this.start();
    const next = this.steps.next();
    if (next.done) this.value = next.value;
    return next.done === true;
  }

  get(): T {
    while (!this.step());
    return this.value!;
  }

  load(): Promise<T> {
    // A synchronous get() may finish the build between two slices.
    this.loading ??= (async () => {
      while (!this.step()) await nextTurn();
      return this.value!;
    })();
    return this.loading;
  }
}

/**
 * The emulated data of one seed: genes, then ClinVar records built on the genes. Each is built
 * once per seed, on first use, and shared by the E-utilities and Datasets services so they agree.
 */
export class Catalog {
  private readonly geneSet = new Stepwise(() => buildGenes(this.seed));
  private readonly clinvarSet = new Stepwise(() => buildClinVar(this.seed, this.genes));

  constructor(readonly seed: number) {}

  get genes(): GeneSet {
    return this.geneSet.get();
  }

  get clinvar(): ClinVarSet {
    return this.clinvarSet.get();
  }

  /** Builds what is not built yet without blocking the event loop for long. */
  async ready(what: 'genes' | 'clinvar'): Promise<void> {
    await this.geneSet.load();
    if (what === 'clinvar') await this.clinvarSet.load();
  }
}

export const catalogFor: (seed: number) => Catalog = memoize((seed) => new Catalog(seed));

/** A uid as NCBI reads one: digits only (Number would also take '', ' 1', '1e3', '0x1'); NaN finds nothing. */
export const uidOf = (text: string) => (/^\d+$/.test(text) ? Number(text) : Number.NaN);
