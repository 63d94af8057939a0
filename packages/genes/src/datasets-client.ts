import {
  BaseClient,
  type BatchResult,
  type BudgetSpec,
  type CallOptions,
  type ClientOptions,
} from '@lifesci/core';
import * as v from 'valibot';
import { checkDatasetsBody, datasetsErrorMessage } from './errors.js';
import { type GeneId, geneIdList } from './ids.js';
import { GeneReports, type SymbolInTaxon, symbolOf } from './resources/datasets.js';
import type { DatasetsGene } from './schemas/datasets.js';

/** Documented Datasets budget (spec S3, Limits): 5 requests per second, 10 with an API key. */
export const DATASETS_LIMITS: BudgetSpec = { perSecond: 5, withApiKey: { perSecond: 10 } };
export const DATASETS_DEFAULT_VERSION = 'v2alpha';

const VERSION_RULE = "a Datasets API version such as 'v2alpha' or 'v2'";

/** DatasetsClient's own options (core checks the rest). */
export const DatasetsOptionsSchema = v.object({
  /** Version segment of the Datasets address (default 'v2alpha'). */
  datasetsVersion: v.optional(
    v.pipe(v.string(VERSION_RULE), v.regex(/^v\d+[a-z0-9]*$/, VERSION_RULE)),
    DATASETS_DEFAULT_VERSION,
  ),
});
export type DatasetsOwnOptions = v.InferOutput<typeof DatasetsOptionsSchema>;

/** A DatasetsClient's options: core's (`apiKey`, `timeout`, `rateLimit`, `baseUrls`...) and the version. */
export interface DatasetsClientOptions extends ClientOptions {
  /**
   * Version segment of the Datasets address (default 'v2alpha'; 'v1' is the spec's older layout,
   * base key `datasetsV1`). Ignored when `baseUrl` or `baseUrls.datasets` is set.
   */
  datasetsVersion?: string;
}

/**
 * The NCBI Datasets interface (gene reports) as a client of its own: its budget
 * (`ncbi-datasets`, per key), its API-key header, its error bodies. GenesClient holds one as
 * `genes.datasets`, beside its EutilsClient. Nothing touches the network here.
 */
export class DatasetsClient extends BaseClient<DatasetsOwnOptions> {
  readonly #genes: GeneReports;

  constructor(options: DatasetsClientOptions = {}) {
    // The address depends on the version; core checks the option (and every other) right after.
    const given = (options as { datasetsVersion?: unknown } | null | undefined)?.datasetsVersion;
    const version = typeof given === 'string' ? given : DATASETS_DEFAULT_VERSION;
    super(
      {
        service: 'genes',
        options: DatasetsOptionsSchema,
        baseUrls: {
          datasets: `https://api.ncbi.nlm.nih.gov/datasets/${version}`,
          datasetsV1: 'https://api.ncbi.nlm.nih.gov/datasets/v1',
        },
        defaultBase: version === 'v1' ? 'datasetsV1' : 'datasets',
        limiterId: 'ncbi-datasets',
        limits: DATASETS_LIMITS,
        apiKeyPlacement: { header: 'api-key' },
        errorMessage: datasetsErrorMessage,
        checkBody: checkDatasetsBody,
      },
      options,
    );
    // The resource builds errors of its own (a gene the answer left out): with this redactor.
    this.#genes = new GeneReports(this, this.redactor);
  }

  /**
   * Gene reports by NCBI Gene id, any number, in input order with per-id failures. One id is a
   * GET of `/gene/id/{id}` (a 404 is its `NotFoundError`); more are POSTed to `/gene` (the
   * v2alpha reports endpoint), 1,000 per request; an id the answer leaves out is its
   * `MissingItemError`, with what the service said about it. Concurrent calls share requests.
   */
  async reports(
    ids: GeneId | readonly GeneId[],
    call: CallOptions = {},
  ): Promise<BatchResult<string, DatasetsGene>> {
    return this.#genes.byIds(geneIdList(ids), call);
  }

  /**
   * The gene(s) one symbol names in one taxon (`taxon`: an integer taxonomy id, or a name the
   * service accepts such as 'human'): `GET /gene/symbol/{symbol}/taxon/{taxon}`. A lookup, not a
   * search: no such gene is a `NotFoundError`.
   */
  async get(gene: SymbolInTaxon, call: CallOptions = {}): Promise<DatasetsGene[]> {
    const { symbol, taxon } = symbolOf(gene);
    return this.#genes.bySymbol(symbol, taxon, call);
  }
}
