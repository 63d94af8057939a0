import { type CallOptions, InputError, parseInput, Resource } from '@lifesci/core';
import * as v from 'valibot';
import type { PredictedStructuresClient } from '../client.js';
import { type ModelFileKind, modelFilePath } from '../model-files.js';
import type { ModelRef } from '../schemas/prediction.js';

export const MODEL_FORMATS = ['cif', 'bcif', 'pdb'] as const;
export type ModelFormat = (typeof MODEL_FORMATS)[number];

const DownloadOptionsSchema = v.strictObject({ onProgress: v.optional(v.function()) });
export interface ModelDownloadOptions {
  /** Called per chunk with `{ received, total, resumes }`. */
  onProgress?:
    | ((progress: { received: number; total: number | undefined; resumes: number }) => void)
    | undefined;
}

/** `files.*`: a model's coordinate files, PAE image and MSA, as streams that resume with Range. */
export class Files extends Resource<PredictedStructuresClient> {
  /** Coordinates: `cif` (mmCIF), `bcif` (BinaryCIF) or `pdb` (PDB format, at most 99,999 atoms). */
  download(
    model: ModelRef,
    format: ModelFormat,
    options: ModelDownloadOptions = {},
    call?: CallOptions,
  ): Promise<ReadableStream<Uint8Array>> {
    if (!MODEL_FORMATS.includes(format)) throw new InputError('format', `one of ${MODEL_FORMATS.join(', ')}`);
    return this.#file(model, format, options, call);
  }

  /** The PAE heat map (PNG). */
  paeImage(model: ModelRef, options: ModelDownloadOptions = {}, call?: CallOptions) {
    return this.#file(model, 'paeImage', options, call);
  }

  /** The multiple sequence alignment the model was built from (A3M; current records only). */
  msa(model: ModelRef, options: ModelDownloadOptions = {}, call?: CallOptions) {
    return this.#file(model, 'msa', options, call);
  }

  #file(
    model: ModelRef,
    kind: ModelFileKind,
    options: ModelDownloadOptions,
    call?: CallOptions,
  ): Promise<ReadableStream<Uint8Array>> {
    const filePath = modelFilePath(model, kind);
    const opts = parseInput(DownloadOptionsSchema, options, 'options') as ModelDownloadOptions;
    return this.client.download(
      { base: 'predictedFiles', path: filePath },
      opts.onProgress ? { onProgress: opts.onProgress } : {},
      call,
    );
  }
}
