import { defineService, get, post, type RouteHandler } from '../../kit/index.js';
import { archiveFor } from './data/entries.js';
import { fasta, fileDownload } from './files.js';
import { graphqlApi } from './graphql.js';
import { rcsbError, rcsbErrors } from './reply.js';
import { dataApi } from './rest.js';
import { searchApi } from './search.js';

/**
 * S7, the structure archive (RCSB PDB): Data REST API, GraphQL (executed by graphql-js), Search
 * API v2 evaluated over the data, file downloads with Range, and FASTA, over 2 real entries
 * (4HHB, 1A8O), 220 generated ones and one computed model per protein of the shared catalog.
 */

/** The spec gives no number for S7's limit; the emulator allows 50 per second per client. */
const PER_SECOND = 50;

/** A Data API core object; the sub-id is absent for entries, chemical components and PubMed records. */
const coreObject: RouteHandler = ({ params, ctx }) =>
  dataApi(archiveFor(ctx.seed), params.kind as string, params.id as string, params.sub);

export const structuresService = defineService({
  name: 'structures',
  mounts: {
    structureData: '/rcsb/data',
    structureGraphql: '/rcsb/graphql',
    structureSearch: '/rcsb/search',
    structureFiles: '/rcsb/files',
    structureSite: '/rcsb/site',
  },
  errors: rcsbErrors,
  limits: (req) => [{ key: `rcsb:${req.remoteAddress}`, perSecond: PER_SECOND }],
  tooManyRequests: () => rcsbError(429, 'Too many requests, please slow down'),
  routes: [
    get('/rest/v1/core/:kind/:id', coreObject, 'structureData'),
    get('/rest/v1/core/:kind/:id/:sub', coreObject, 'structureData'),
    post('/', graphqlApi, 'structureGraphql'),
    post('/query', searchApi, 'structureSearch'),
    get('/download/:name', fileDownload, 'structureFiles'),
    get('/fasta/entry/:id', fasta, 'structureSite'),
  ],
});
