import { defineService, fill, get, jsonReply, notFound } from '../../kit/index.js';
import { beaconsReply } from './beacons.js';
import { downloadObject, listObjects } from './bucket.js';
import { modelFileReply } from './files.js';
import { modelsFor, predictionRecord } from './models.js';
import templates from './templates.json' with { type: 'json' };

/**
 * S9, predicted protein structures (AlphaFold DB): prediction records in the current (v6) shape,
 * model files, confidence, PAE, the 3D-Beacons hub and the bulk bucket's listing, over the
 * protein catalog shared with the structure archive (structures/data/proteins.ts).
 */

/** Not documented; the spec recommends clients stay under 10 concurrent and ~10 per second. */
const PER_SECOND = 20;

export const predictedService = defineService({
  name: 'predicted-structures',
  mounts: {
    predictedApi: '/alphafold/api',
    predictedFiles: '/alphafold/files',
    beacons: '/3d-beacons',
    predictedBucket: '/gcs',
  },
  // FastAPI-style `{ detail }` (AlphaFold, 3D-Beacons APIs); Cloud Storage's `{ error: { code, message } }`.
  errors: {
    reply: (status, message, req) => {
      const template = req.mount === 'predictedBucket' ? templates.bucketError : templates.apiError;
      const reason = status === 404 ? 'notFound' : 'invalid';
      return jsonReply(fill(template, { status, message, reason }), status);
    },
  },
  limits: (req) => [{ key: `alphafold:${req.remoteAddress}`, perSecond: PER_SECOND }],
  routes: [
    get(
      '/prediction/:accession',
      ({ params, ctx }) => {
        const accession = params.accession as string;
        const base = accession.replace(/-\d+$/, '');
        const models = (modelsFor(ctx.seed).get(base) ?? []).filter(
          (m) => base === accession || m.accession === accession,
        );
        if (models.length === 0) throw notFound(`No prediction found for ${accession}`);
        return jsonReply(models.map((m) => predictionRecord(m, ctx.baseUrls.predictedFiles ?? '')));
      },
      'predictedApi',
    ),
    get('/:name*', modelFileReply, 'predictedFiles'),
    get('/uniprot/summary/:file', beaconsReply, 'beacons'),
    get('/uniprot/:file', (input) => beaconsReply(input, true), 'beacons'),
    get('/storage/v1/b/:bucket/o', listObjects, 'predictedBucket'),
    get('/:bucket/:name*', downloadObject, 'predictedBucket'),
  ],
});
