/**
 * Every base address of every interface in the service spec, with the prefix it gets on the
 * emulator (its default mount prefix), and its spec label and what it is, for the 501 body and
 * the bin's listing. A service module may mount a key under its own prefix; the ones listed here
 * are the addresses handed out (and answered with 501) until a module emulates them.
 */
export const INTERFACES = {
  protocols: { prefix: '/protocols', spec: 'S1', description: 'protocol-sharing service' },
  pgx: { prefix: '/pgx', spec: 'S2', description: 'pharmacogenomics knowledge service' },
  eutils: { prefix: '/ncbi/entrez/eutils', spec: 'S3/S10', description: 'E-utilities interface' },
  datasets: { prefix: '/ncbi/datasets/v2alpha', spec: 'S3', description: 'gene datasets interface' },
  datasetsV1: { prefix: '/ncbi/datasets/v1', spec: 'S3', description: 'gene datasets interface, v1 layout' },
  gwasCatalog: { prefix: '/gwas/rest/api', spec: 'S4', description: 'association catalog, curated API' },
  gwasSumstats: {
    prefix: '/gwas/summary-statistics/api',
    spec: 'S4',
    description: 'association catalog, summary-statistics API',
  },
  gwasFiles: {
    prefix: '/gwas/summary-statistics/files',
    spec: 'S4',
    description: 'summary-statistics bulk files',
  },
  preprints: { prefix: '/preprints', spec: 'S5', description: 'preprint metadata service' },
  preprintsSite: { prefix: '/preprints-site', spec: 'S5', description: 'preprint site (full texts)' },
  trials: { prefix: '/trials', spec: 'S6', description: 'clinical-trial registry (paths start /api/v2)' },
  structureData: { prefix: '/rcsb/data', spec: 'S7', description: 'structure data REST API' },
  structureGraphql: { prefix: '/rcsb/graphql', spec: 'S7', description: 'structure GraphQL endpoint' },
  structureSearch: { prefix: '/rcsb/search', spec: 'S7', description: 'structure search API' },
  structureFiles: { prefix: '/rcsb/files', spec: 'S7', description: 'structure file downloads' },
  structureSite: { prefix: '/rcsb/site', spec: 'S7', description: 'structure site (FASTA)' },
  compounds: { prefix: '/pubchem', spec: 'S8', description: 'chemical compound database' },
  predictedApi: { prefix: '/alphafold/api', spec: 'S9', description: 'predicted structures API' },
  predictedFiles: { prefix: '/alphafold/files', spec: 'S9', description: 'predicted structure files' },
  beacons: { prefix: '/3d-beacons', spec: 'S9', description: '3D-Beacons federated summary hub' },
  predictedBucket: {
    prefix: '/gcs',
    spec: 'S9',
    description: 'bulk data bucket (Cloud Storage JSON API and downloads)',
  },
  gateway: { prefix: '/gateway', spec: 'S11', description: 'script execution gateway' },
} as const;

export type InterfaceName = keyof typeof INTERFACES;
export type InterfaceInfo = (typeof INTERFACES)[InterfaceName];

/**
 * The key of every lifesci interface address, the names clients take in their `baseUrls` option:
 * the one list of them (a client knows only its own; it ignores the others' keys, so the
 * emulator's whole `baseUrls` map configures any client).
 */
export const INTERFACE_NAMES = Object.keys(INTERFACES) as InterfaceName[];
