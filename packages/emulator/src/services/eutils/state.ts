import { memoize, memoizeWeak } from '../../memo.js';
import type { ServiceContext } from '../../service.js';
import { type Catalog, catalogFor } from './data/catalog.js';
import { clinvarSearchDb } from './dbs/clinvar.js';
import { geneSearchDb } from './dbs/gene.js';
import type { EmulatedDb } from './dbs/registry.js';
import { HistoryServer } from './history.js';
import { SearchIndex } from './query/search.js';

/** Search indexes depend only on the data, so emulators with the same seed share them. */
const geneIndex = memoize((catalog: Catalog) => new SearchIndex(geneSearchDb(catalog.genes)));
const clinvarIndex = memoize((catalog: Catalog) => new SearchIndex(clinvarSearchDb(catalog.clinvar)));
const rcvIndex = memoize(
  (catalog: Catalog) =>
    new Map(
      catalog.clinvar.records.flatMap((record) => record.rcvs.map((rcv) => [rcv.accession, { record, rcv }])),
    ),
);

/** What one emulator instance's E-utilities keep: its data and its own History server. */
export class EutilsState {
  constructor(
    readonly catalog: Catalog,
    readonly history = new HistoryServer(catalog.seed),
  ) {}

  index(db: EmulatedDb) {
    return db === 'gene' ? geneIndex(this.catalog) : clinvarIndex(this.catalog);
  }

  /** An RCV accession (with or without version) and the record it belongs to. */
  rcv(accession: string) {
    return rcvIndex(this.catalog).get(accession.toUpperCase().split('.')[0]!);
  }
}

/** The state of the emulator instance a request belongs to (its context object is per instance). */
export const stateFor = memoizeWeak((ctx: ServiceContext) => new EutilsState(catalogFor(ctx.seed)));
