import { BaseClient, type ClientOptions } from '@lifesci/core';
import * as v from 'valibot';
import { pgxErrorMessage } from './errors.js';
import { Alleles } from './resources/alleles.js';
import { ClinicalAnnotations } from './resources/clinical-annotations.js';
import { DrugLabels } from './resources/drug-labels.js';
import { Drugs } from './resources/drugs.js';
import { GeneDrugPairs } from './resources/gene-drug-pairs.js';
import { Genes } from './resources/genes.js';
import { Guidelines } from './resources/guidelines.js';
import { Pathways } from './resources/pathways.js';
import { Variants } from './resources/variants.js';

export interface PgxClientOptions extends ClientOptions {}

/**
 * Documented budget: at most 2 requests per second, excess answered with 429, "a 500 ms delay
 * between requests is recommended" (spec S2, Limits). Both as written: requests start at least
 * 500 ms apart (from the previous answer), and core's window gate never lets a third into any
 * second (each request counts from its answer, so a late arrival cannot make a third).
 */
export const PGX_LIMITS = { perSecond: 2, minTimeMs: 500 } as const;

/** The environment variable core reads when no `baseUrl` is given. */
export const PGX_URL_ENV = 'LIFESCI_PGX_URL';

/**
 * The pharmacogenomics knowledge service (spec S2). It has no public deployment with these paths,
 * so its address is required: `baseUrl`, `baseUrls.pgx` (the emulator's map) or `LIFESCI_PGX_URL`.
 * Describes requests; @lifesci/core executes them. Nothing touches the network at construction.
 */
export class PgxClient extends BaseClient {
  readonly genes: Genes;
  readonly drugs: Drugs;
  readonly geneDrugPairs: GeneDrugPairs;
  readonly guidelines: Guidelines;
  readonly alleles: Alleles;
  readonly variants: Variants;
  readonly clinicalAnnotations: ClinicalAnnotations;
  readonly drugLabels: DrugLabels;
  readonly pathways: Pathways;

  constructor(options: PgxClientOptions = {}) {
    super(
      {
        service: 'pgx',
        // No options of its own: any key core does not know is an InputError.
        options: v.object({}),
        // No public deployment with these paths: baseUrl, baseUrls.pgx or LIFESCI_PGX_URL is required.
        baseUrls: { pgx: undefined },
        defaultBase: 'pgx',
        limiterId: 'pgx',
        limits: PGX_LIMITS,
        errorMessage: pgxErrorMessage,
      },
      options,
    );
    this.genes = new Genes(this);
    this.drugs = new Drugs(this);
    this.geneDrugPairs = new GeneDrugPairs(this);
    this.guidelines = new Guidelines(this);
    this.alleles = new Alleles(this);
    this.variants = new Variants(this);
    this.clinicalAnnotations = new ClinicalAnnotations(this);
    this.drugLabels = new DrugLabels(this);
    this.pathways = new Pathways(this);
  }
}
