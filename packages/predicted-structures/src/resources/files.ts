import {
  type CallOptions,
  csvRows,
  InputError,
  parseInput,
  parseResponse,
  Resource,
  refuseMarkupHeader,
  refuseMarkupType,
} from '@lifesci/core';
import type { PredictedStructuresClient } from '../client.js';
import { type ModelFileKind, modelFilePath, urlFieldOf } from '../model-files.js';
import { modelAtomCount, modelSequence, PDB_MAX_ATOMS } from '../pdb-limit.js';
import { AlphaMissenseCsvRowSchema, type AlphaMissenseRow } from '../schemas/alphamissense.js';
import {
  type AlphaMissenseParams,
  AlphaMissenseParamsSchema,
  type DownloadParams,
  DownloadParamsSchema,
  type ModelDownloadParams,
  ModelDownloadParamsSchema,
} from '../schemas/download.js';
import type { ModelRef } from '../schemas/prediction.js';

const FILE_KIND = { protein: 'amProtein', hg19: 'amHg19', hg38: 'amHg38' } as const;

/**
 * `files.*`: a model's coordinate files, PAE image and MSA, as streams that resume with Range.
 * The verb names the file when it is not the model's coordinates.
 */
export class Files extends Resource<PredictedStructuresClient> {
  /**
   * The model's coordinates: `format` `cif` (mmCIF, the default), `bcif` (BinaryCIF) or `pdb`.
   * PDB format numbers at most 99,999 atoms: for a prediction record whose model has more
   * (counted from its sequence, heavy atoms only, as model files hold no hydrogens), `pdb` is an
   * InputError naming `params.format` before any request, never a silent switch to mmCIF. An
   * `{ entryId, version }` reference carries no sequence, so it is not checked.
   */
  async download(
    model: ModelRef,
    params: ModelDownloadParams = {},
    call?: CallOptions,
  ): Promise<ReadableStream<Uint8Array>> {
    const { format = 'cif', onProgress } = parseInput(ModelDownloadParamsSchema, params, 'params');
    if (format === 'pdb' && 'latestVersion' in model) {
      // A PDB-format file numbers at most 99,999 atoms: a larger model has no PDB file to serve.
      const sequence = modelSequence(model);
      const atoms = sequence === undefined ? 0 : modelAtomCount(sequence);
      if (atoms > PDB_MAX_ATOMS) {
        throw new InputError(
          'params.format',
          `${model.entryId} has ${atoms} atoms; PDB format holds at most ${PDB_MAX_ATOMS}: use 'cif' or 'bcif'`,
        );
      }
    }
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

  /**
   * The model's AlphaMissense predictions as typed rows, read as the file arrives: `file`
   * `protein` (default, `amAnnotationsUrl`: every substitution of the UniProt sequence), `hg19`
   * or `hg38` (`amAnnotationsHg19Url` / `amAnnotationsHg38Url`: the substitutions a single
   * nucleotide change makes, with their genomic position). Only canonical human UniProt models
   * have these files: a record without the file's address is an InputError before any request.
   * A row that is not a substitution with a score between 0 and 1 is a ResponseValidationError;
   * an HTML page in place of the table is a ParseError.
   */
  async *streamAlphaMissense(
    model: ModelRef,
    params: AlphaMissenseParams = {},
    call?: CallOptions,
  ): AsyncIterable<AlphaMissenseRow> {
    const { file = 'protein', onProgress } = parseInput(AlphaMissenseParamsSchema, params, 'params');
    const kind = FILE_KIND[file];
    if ('latestVersion' in model && typeof model[urlFieldOf(kind)] !== 'string') {
      throw new InputError(
        'model',
        `${model.entryId} has no AlphaMissense file (${urlFieldOf(kind)}): only canonical human UniProt models have one`,
      );
    }
    const filePath = modelFilePath(model, kind);
    const endpoint = `predicted-structures GET ${filePath}`;
    const body = await this.client.download(
      { base: 'predictedFiles', path: filePath },
      {
        ...(onProgress ? { onProgress } : {}),
        check: (response) => refuseMarkupType(response.headers.get('content-type'), endpoint),
      },
      call,
    );
    let index = 0;
    let header: string[] = [];
    for await (const cells of csvRows(body, { header: false })) {
      if (index === 0) {
        refuseMarkupHeader(cells.join(','), endpoint);
        header = cells.map((c) => c.trim());
      } else {
        const raw: Record<string, string> = {};
        header.forEach((name, i) => {
          raw[name] = cells[i] ?? '';
        });
        yield parseResponse(AlphaMissenseCsvRowSchema, raw, endpoint, { pathPrefix: `row.${index}` });
      }
      index += 1;
    }
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
