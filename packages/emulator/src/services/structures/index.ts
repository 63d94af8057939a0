import type { EmulatorReply, EmulatorRequest, EmulatorService, ServiceContext } from '../../service.js';
import { archiveFor } from './data/entries.js';
import { fasta, fileDownload } from './files.js';
import { graphqlApi } from './graphql.js';
import { rcsbError } from './reply.js';
import { dataApi } from './rest.js';
import { searchApi } from './search.js';

/**
 * S7, the structure archive (RCSB PDB): Data REST API, GraphQL (executed by graphql-js), Search
 * API v2 evaluated over the data, file downloads with Range, and FASTA, over 2 real entries
 * (4HHB, 1A8O), 220 generated ones and one computed model per protein of the shared catalog.
 */

/** The spec gives no number for S7's limit; the emulator allows 50 per second per client. */
const PER_SECOND = 50;

function route(req: EmulatorRequest, ctx: ServiceContext): EmulatorReply | Promise<EmulatorReply> {
  const archive = archiveFor(ctx.seed);
  switch (req.mount) {
    case 'structureGraphql':
      return graphqlApi(archive, req);
    case 'structureSearch':
      if (req.path.replace(/\/$/, '') !== '/query') return rcsbError(404, `Not found: ${req.path}`);
      if (req.method !== 'POST') return rcsbError(405, 'Use POST with a JSON query body');
      return searchApi(archive, req.body);
  }
  if (req.method !== 'GET' && req.method !== 'HEAD')
    return rcsbError(405, `Method ${req.method} not allowed`);
  if (req.mount === 'structureFiles') return fileDownload(archive, req);
  if (req.mount === 'structureSite') return fasta(archive, req);
  return dataApi(archive, ctx.seed, req.path);
}

export const structuresService: EmulatorService = {
  name: 'structures',
  mounts: {
    structureData: '/rcsb/data',
    structureGraphql: '/rcsb/graphql',
    structureSearch: '/rcsb/search',
    structureFiles: '/rcsb/files',
    structureSite: '/rcsb/site',
  },
  limits: (req) => [{ key: `rcsb:${req.remoteAddress}`, perSecond: PER_SECOND }],
  tooManyRequests: () => rcsbError(429, 'Too many requests, please slow down'),
  serverError: (_req, status) =>
    rcsbError(status, status === 503 ? 'Service Unavailable' : 'Internal Server Error'),
  handle: route,
};
