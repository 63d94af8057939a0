import type { ServiceContext } from '../../service.js';
import { type Catalog, catalogFor } from './data/catalog.js';
import type { ClinVarRecord, Rcv } from './data/clinvar.js';
import type { Gene } from './data/genes.js';
import { clinvarSearchDb } from './dbs/clinvar.js';
import { geneSearchDb } from './dbs/gene.js';
import type { EmulatedDb } from './dbs/registry.js';
import { HistoryServer } from './history.js';
import { SearchIndex } from './query/search.js';

/** Search indexes depend only on the data, so emulators with the same seed share them. */
interface Indexes {
  gene?: SearchIndex<Gene>;
  clinvar?: SearchIndex<ClinVarRecord>;
  rcv?: Map<string, { record: ClinVarRecord; rcv: Rcv }>;
}
const indexes = new WeakMap<Catalog, Indexes>();

/** What one emulator instance's E-utilities keep: its data and its own History server. */
export class EutilsState {
  readonly history: HistoryServer;

  constructor(readonly catalog: Catalog) {
    this.history = new HistoryServer(catalog.seed);
  }

  private get indexes(): Indexes {
    let found = indexes.get(this.catalog);
    if (!found) {
      found = {};
      indexes.set(this.catalog, found);
    }
    return found;
  }

  index(db: EmulatedDb): SearchIndex<Gene> | SearchIndex<ClinVarRecord> {
    const i = this.indexes;
    if (db === 'gene') {
      i.gene ??= new SearchIndex(geneSearchDb(this.catalog.genes));
      return i.gene;
    }
    i.clinvar ??= new SearchIndex(clinvarSearchDb(this.catalog.clinvar));
    return i.clinvar;
  }

  count(db: EmulatedDb): number {
    return db === 'gene' ? this.catalog.genes.genes.length : this.catalog.clinvar.records.length;
  }

  /** An RCV accession (with or without version) and the record it belongs to. */
  rcv(accession: string): { record: ClinVarRecord; rcv: Rcv } | undefined {
    const i = this.indexes;
    if (!i.rcv) {
      i.rcv = new Map();
      for (const record of this.catalog.clinvar.records)
        for (const rcv of record.rcvs) i.rcv.set(rcv.accession, { record, rcv });
    }
    return i.rcv.get(accession.toUpperCase().split('.')[0]!);
  }
}

const states = new WeakMap<ServiceContext, EutilsState>();

/** The state of the emulator instance a request belongs to (its context object is per instance). */
export function stateFor(ctx: ServiceContext): EutilsState {
  let state = states.get(ctx);
  if (!state) {
    state = new EutilsState(catalogFor(ctx.seed));
    states.set(ctx, state);
  }
  return state;
}
