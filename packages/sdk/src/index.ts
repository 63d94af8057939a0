// @lifesci/sdk: every lifesci service package as a namespace, core's errors, and createLifesci().
export * as clinicalVariants from '@lifesci/clinical-variants';
export * as compounds from '@lifesci/compounds';
export * as core from '@lifesci/core';
export * from '@lifesci/core/errors';
export * as eutils from '@lifesci/eutils';
export * as gateway from '@lifesci/gateway';
export * as genes from '@lifesci/genes';
export * as gwas from '@lifesci/gwas';
export * as pgx from '@lifesci/pgx';
export * as predictedStructures from '@lifesci/predicted-structures';
export * as preprints from '@lifesci/preprints';
export * as protocols from '@lifesci/protocols';
export * as structures from '@lifesci/structures';
export * as trials from '@lifesci/trials';
export { createLifesci, type LifesciOptions, type SharedOptions } from './create.js';
export {
  type LifesciClients,
  SERVICE_NAMES,
  SERVICES,
  type ServiceName,
  type ServiceOptions,
} from './services.js';
