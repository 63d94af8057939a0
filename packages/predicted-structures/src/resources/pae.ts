import { type CallOptions, InputError, Resource, ResponseValidationError } from '@lifesci/core';
import type { PredictedStructuresClient } from '../client.js';
import { modelFilePath } from '../model-files.js';
import { PaeMatrix } from '../pae-matrix.js';
import { PaeFileSchema } from '../schemas/pae.js';
import type { ModelRef } from '../schemas/prediction.js';

/** `pae.*`: predicted aligned error. */
export class Pae extends Resource<PredictedStructuresClient> {
  /** The model's PAE file as a `PaeMatrix` (`at(i, j)`, `row`, `block`, `max`). */
  async get(model: ModelRef, call?: CallOptions): Promise<PaeMatrix> {
    const filePath = modelFilePath(model, 'pae');
    return this.client
      .request({ base: 'predictedFiles', path: filePath, schema: PaeFileSchema }, call)
      .then((file) => {
        try {
          return PaeMatrix.fromFile(file);
        } catch (error) {
          // A file that parses but is no matrix is the service's fault, not the caller's.
          if (!(error instanceof InputError)) throw error;
          const issue = { path: error.param.replace(/^file\.?/, ''), message: error.rule };
          throw new ResponseValidationError(`predicted-structures GET ${filePath}`, [issue], {
            cause: error,
          });
        }
      });
  }
}
