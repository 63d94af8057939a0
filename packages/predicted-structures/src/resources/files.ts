import { type CallOptions, InputError, parseInput, Resource } from '@lifesci/core';
import type { PredictedStructuresClient } from '../client.js';
import { type ModelFileKind, modelFilePath } from '../model-files.js';
import { type ModelDownloadOptions, ModelDownloadOptionsSchema } from '../schemas/download.js';
import type { ModelRef } from '../schemas/prediction.js';

export const MODEL_FORMATS = ['cif', 'bcif', 'pdb'] as const;
export type ModelFormat = (typeof MODEL_FORMATS)[number];

/** `files.*`: a model's coordinate files, PAE image and MSA, as streams that resume with Range. */
export class Files extends Resource<PredictedStructuresClient> {
  /** Coordinates: `cif` (mmCIF), `bcif` (BinaryCIF) or `pdb` (PDB format, at most 99,999 atoms). */
  async download(
    model: ModelRef,
    format: ModelFormat,
    options: ModelDownloadOptions = {},
    call?: CallOptions,
  ): Promise<ReadableStream<Uint8Array>> {
    if (!MODEL_FORMATS.includes(format)) throw new InputError('format', `one of ${MODEL_FORMATS.join(', ')}`);
    return this.#file(model, format, options, call);
  }

  /** The PAE heat map (PNG). */
  async paeImage(
    model: ModelRef,
    options: ModelDownloadOptions = {},
    call?: CallOptions,
  ): Promise<ReadableStream<Uint8Array>> {
    return this.#file(model, 'paeImage', options, call);
  }

  /** The multiple sequence alignment the model was built from (A3M; current records only). */
  async msa(
    model: ModelRef,
    options: ModelDownloadOptions = {},
    call?: CallOptions,
  ): Promise<ReadableStream<Uint8Array>> {
    return this.#file(model, 'msa', options, call);
  }

  #file(
    model: ModelRef,
    kind: ModelFileKind,
    options: ModelDownloadOptions,
    call?: CallOptions,
  ): Promise<ReadableStream<Uint8Array>> {
    const filePath = modelFilePath(model, kind);
    const opts = parseInput(ModelDownloadOptionsSchema, options, 'options');
    return this.client.download(
      { base: 'predictedFiles', path: filePath },
      opts.onProgress ? { onProgress: opts.onProgress } : {},
      call,
    );
  }
}
