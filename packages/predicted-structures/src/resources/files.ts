import { type CallOptions, parseInput, Resource } from '@lifesci/core';
import type { PredictedStructuresClient } from '../client.js';
import { type ModelFileKind, modelFilePath } from '../model-files.js';
import {
  type DownloadParams,
  DownloadParamsSchema,
  type ModelDownloadParams,
  ModelDownloadParamsSchema,
} from '../schemas/download.js';
import type { ModelRef } from '../schemas/prediction.js';

/**
 * `files.*`: a model's coordinate files, PAE image and MSA, as streams that resume with Range.
 * The verb names the file when it is not the model's coordinates.
 */
export class Files extends Resource<PredictedStructuresClient> {
  /** The model's coordinates: `format` `cif` (mmCIF, the default), `bcif` (BinaryCIF) or `pdb`. */
  async download(
    model: ModelRef,
    params: ModelDownloadParams = {},
    call?: CallOptions,
  ): Promise<ReadableStream<Uint8Array>> {
    const { format = 'cif', onProgress } = parseInput(ModelDownloadParamsSchema, params, 'params');
    return this.#file(model, format, onProgress, call);
  }

  /** The PAE heat map (PNG). */
  async downloadPaeImage(
    model: ModelRef,
    params: DownloadParams = {},
    call?: CallOptions,
  ): Promise<ReadableStream<Uint8Array>> {
    const { onProgress } = parseInput(DownloadParamsSchema, params, 'params');
    return this.#file(model, 'paeImage', onProgress, call);
  }

  /** The multiple sequence alignment the model was built from (A3M; current records only). */
  async downloadMsa(
    model: ModelRef,
    params: DownloadParams = {},
    call?: CallOptions,
  ): Promise<ReadableStream<Uint8Array>> {
    const { onProgress } = parseInput(DownloadParamsSchema, params, 'params');
    return this.#file(model, 'msa', onProgress, call);
  }

  #file(
    model: ModelRef,
    kind: ModelFileKind,
    onProgress: DownloadParams['onProgress'],
    call?: CallOptions,
  ): Promise<ReadableStream<Uint8Array>> {
    return this.client.download(
      { base: 'predictedFiles', path: modelFilePath(model, kind) },
      onProgress ? { onProgress } : {},
      call,
    );
  }
}
