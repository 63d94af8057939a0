import { ClinicalVariantsClient, type ClinicalVariantsClientOptions } from '@lifesci/clinical-variants';
import { EutilsClient, type EutilsClientOptions } from '@lifesci/eutils';
import { GatewayClient, type GatewayClientOptions } from '@lifesci/gateway';
import { GenesClient, type GenesClientOptions } from '@lifesci/genes';
import { GwasClient, type GwasClientOptions } from '@lifesci/gwas';
import { PgxClient, type PgxClientOptions } from '@lifesci/pgx';
import {
  PredictedStructuresClient,
  type PredictedStructuresClientOptions,
} from '@lifesci/predicted-structures';
import { PreprintsClient, type PreprintsClientOptions } from '@lifesci/preprints';
import { ProtocolsClient, type ProtocolsClientOptions } from '@lifesci/protocols';
import { StructuresClient, type StructuresClientOptions } from '@lifesci/structures';
import { TrialsClient, type TrialsClientOptions } from '@lifesci/trials';

/**
 * Every lifesci client by its name in `createLifesci()` and on the command line: one line per
 * service. `ncbi` marks the clients that spend the NCBI E-utilities budget (and take its key).
 */
export const SERVICES = {
  protocols: {
    spec: 'S1',
    about: 'protocols.io API v3 with OAuth 2.0',
    create: (o: ProtocolsClientOptions) => new ProtocolsClient(o),
  },
  pgx: {
    spec: 'S2',
    about: 'pharmacogenomics knowledge service',
    create: (o: PgxClientOptions) => new PgxClient(o),
  },
  trials: {
    spec: 'S6',
    about: 'ClinicalTrials.gov API v2',
    create: (o: TrialsClientOptions) => new TrialsClient(o),
  },
  eutils: {
    spec: 'S3/S10',
    about: 'NCBI E-utilities, any Entrez db',
    ncbi: true,
    create: (o: EutilsClientOptions) => new EutilsClient(o),
  },
  genes: {
    spec: 'S3',
    about: 'NCBI Gene (E-utilities + Datasets)',
    ncbi: true,
    create: (o: GenesClientOptions) => new GenesClient(o),
  },
  clinicalVariants: {
    spec: 'S10',
    about: 'ClinVar through E-utilities',
    ncbi: true,
    create: (o: ClinicalVariantsClientOptions) => new ClinicalVariantsClient(o),
  },
  preprints: {
    spec: 'S5',
    about: 'bioRxiv / medRxiv',
    create: (o: PreprintsClientOptions) => new PreprintsClient(o),
  },
  structures: {
    spec: 'S7',
    about: 'RCSB PDB (data, GraphQL, search, files)',
    create: (o: StructuresClientOptions) => new StructuresClient(o),
  },
  predictedStructures: {
    spec: 'S9',
    about: 'AlphaFold DB + 3D-Beacons',
    create: (o: PredictedStructuresClientOptions) => new PredictedStructuresClient(o),
  },
  gateway: {
    spec: 'S11',
    about: 'script execution gateway',
    create: (o: GatewayClientOptions) => new GatewayClient(o),
  },
} as const;

export type ServiceName = keyof typeof SERVICES;
export const SERVICE_NAMES = Object.keys(SERVICES) as ServiceName[];

/** The client of each service. */
export type LifesciClients = { readonly [K in ServiceName]: ReturnType<(typeof SERVICES)[K]['create']> };
/** The options each service's client takes. */
export type ServiceOptions = { [K in ServiceName]: Parameters<(typeof SERVICES)[K]['create']>[0] };
