// @lifesci/sdk: every lifesci service package as a namespace, core's errors, and createLifesci().
// Imported, then exported (not `export * as x from`): API Extractor, which writes api/sdk.api.md,
// cannot follow `export * as` into another package.
import * as clinicalVariants from '@lifesci/clinical-variants';
import * as compounds from '@lifesci/compounds';
import * as core from '@lifesci/core';
import * as eutils from '@lifesci/eutils';
import * as gateway from '@lifesci/gateway';
import * as genes from '@lifesci/genes';
import * as gwas from '@lifesci/gwas';
import * as pgx from '@lifesci/pgx';
import * as predictedStructures from '@lifesci/predicted-structures';
import * as preprints from '@lifesci/preprints';
import * as protocols from '@lifesci/protocols';
import * as structures from '@lifesci/structures';
import * as trials from '@lifesci/trials';

export * from '@lifesci/core/errors';
export { createLifesci, type LifesciOptions, type SharedOptions } from './create.js';
export {
  type LifesciClients,
  SERVICE_NAMES,
  SERVICES,
  type ServiceName,
  type ServiceOptions,
} from './services.js';
export {
  clinicalVariants,
  compounds,
  core,
  eutils,
  gateway,
  genes,
  gwas,
  pgx,
  predictedStructures,
  preprints,
  protocols,
  structures,
  trials,
};
