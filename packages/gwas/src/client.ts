import { BaseClient, type ClientOptions } from '@lifesci/core';
import * as v from 'valibot';
import { BASES, GWAS_CATALOG_URL, GWAS_FILES_URL, GWAS_SUMSTATS_URL } from './bases.js';
import { gwasErrorMessage } from './errors.js';
import { Associations } from './resources/associations.js';
import { Genes } from './resources/genes.js';
import { Metadata } from './resources/metadata.js';
import { Publications } from './resources/publications.js';
import { Studies } from './resources/studies.js';
import { Sumstats } from './resources/sumstats.js';
import { Traits } from './resources/traits.js';
import { Variants } from './resources/variants.js';
import { API_VERSIONS, type ApiVersion } from './versions.js';

/**
 * No rate limit is documented for either API; the spec recommends 0.1 to 0.5 s between
 * requests, so requests start at least 200 ms apart (5 per second), shared by both APIs.
 */
export const GWAS_LIMITS = { minTimeMs: 200 } as const;
export const GWAS_LIMITER_ID = 'ebi-gwas';

/** The client's own options (core checks the rest). */
export const GwasOptionsSchema = v.object({
  apiVersion: v.optional(v.picklist(API_VERSIONS, 'must be "v1" or "v2"'), 'v2'),
});
export type GwasOwnOptions = v.InferOutput<typeof GwasOptionsSchema>;

export interface GwasClientOptions<V extends ApiVersion = 'v2'> extends ClientOptions {
  /** `'v2'` (default): API 2.0, the live service. `'v1'`: the spec's paths (mirrors, archives). */
  apiVersion?: V;
}

/**
 * GWAS Catalog (spec S4): the curated API in either version and the summary-statistics API and
 * files. Describes requests; @lifesci/core executes them. Nothing touches the network here.
 */
export class GwasClient<V extends ApiVersion = 'v2'> extends BaseClient<GwasOwnOptions> {
  readonly apiVersion: V;
  readonly studies: Studies<V>;
  readonly associations: Associations<V>;
  readonly variants: Variants<V>;
  readonly traits: Traits<V>;
  readonly publications: Publications<V>;
  readonly genes: Genes<V>;
  readonly metadata: Metadata<V>;
  readonly sumstats: Sumstats;

  constructor(options: GwasClientOptions<V> = {}) {
    super(
      {
        service: 'gwas',
        // Its own options; any other key core does not know is an InputError.
        options: GwasOptionsSchema,
        baseUrls: {
          gwasCatalog: GWAS_CATALOG_URL,
          gwasSumstats: GWAS_SUMSTATS_URL,
          gwasFiles: GWAS_FILES_URL,
        },
        defaultBase: BASES.catalog,
        limiterId: GWAS_LIMITER_ID,
        limits: GWAS_LIMITS,
        errorMessage: gwasErrorMessage,
      },
      options,
    );
    this.apiVersion = this.serviceOptions.apiVersion as V;
    this.studies = new Studies(this);
    this.associations = new Associations(this);
    this.variants = new Variants(this);
    this.traits = new Traits(this);
    this.publications = new Publications(this);
    this.genes = new Genes(this);
    this.metadata = new Metadata(this);
    this.sumstats = new Sumstats(this);
  }
}
