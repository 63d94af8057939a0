import { type CallOptions, lines, NotFoundError, parseInput, path, Resource } from '@lifesci/core';
import type { StructuresClient } from '../client.js';
import { ASSEMBLY_REF, type AssemblyRef, parseRef } from '../ids.js';
import {
  type AssemblyDownloadParams,
  AssemblyDownloadParamsSchema,
  AssemblyNumberSchema,
  type DownloadParams,
  DownloadParamsSchema,
  type FastaRecord,
  FileEntryIdSchema,
  type FileFormat,
} from '../schemas/files.js';

/** `sequences()` reads at most this (a whole-body read's default bound; the largest FASTA is ~1 MB). */
const FASTA_READ_BYTES = 48 * 1024 * 1024;

const SUFFIX: Record<FileFormat, string> = { pdb: '.pdb', cif: '.cif', bcif: '.bcif', sf: '-sf.cif' };

/** `files.*`: coordinate files, structure factors, assemblies and FASTA, as streams. */
export class Files extends Resource<StructuresClient> {
  /**
   * `{structureFiles}/download/<id>.cif|.pdb|.bcif|-sf.cif` as a byte stream that resumes with
   * Range requests after a dropped connection: `download('4HHB')` (mmCIF),
   * `download('4HHB', { format: 'pdb', compressed: true })`. A large entry, and an entry with
   * an extended id (`pdb_00001abc`), has no legacy PDB file: that 404 says to ask for `cif` instead.
   */
  async download(
    entryId: string,
    params: DownloadParams = {},
    call?: CallOptions,
  ): Promise<ReadableStream<Uint8Array>> {
    const id = parseInput(FileEntryIdSchema, entryId, 'entryId');
    const opts = parseInput(DownloadParamsSchema, params, 'params');
    const name = `${id}${SUFFIX[opts.format]}${opts.compressed ? '.gz' : ''}`;
    const stream = this.#fetchFile(name, opts, call);
    return opts.format === 'pdb'
      ? stream.catch((error: unknown) => Promise.reject(pdbMissing(error, id)))
      : stream;
  }

  /**
   * A biological assembly's coordinates: `<id>-assembly<n>.cif` (the default), or `<id>.pdb<n>`
   * with `format: 'pdb'`: `downloadAssembly('1RH7-2')`, `downloadAssembly({ entryId: '1RH7', assemblyId: 2 })`.
   */
  async downloadAssembly(
    assembly: AssemblyRef,
    params: AssemblyDownloadParams = {},
    call?: CallOptions,
  ): Promise<ReadableStream<Uint8Array>> {
    const [id, n] = parseRef(assembly, 'assembly', ASSEMBLY_REF, FileEntryIdSchema, AssemblyNumberSchema);
    const opts = parseInput(AssemblyDownloadParamsSchema, params, 'params');
    const cif = opts.format === 'cif';
    const name = `${cif ? `${id}-assembly${n}.cif` : `${id}.pdb${n}`}${opts.compressed ? '.gz' : ''}`;
    const stream = this.#fetchFile(name, opts, call);
    return cif ? stream : stream.catch((error: unknown) => Promise.reject(pdbMissing(error, id)));
  }

  /** `{structureSite}/fasta/entry/<id>`: the entry's polymer sequences as FASTA text, streamed. */
  async downloadFasta(entryId: string, call?: CallOptions): Promise<ReadableStream<Uint8Array>> {
    return this.#fasta(entryId, undefined, call);
  }

  /** The entry's FASTA file read into records (`header` without `>`, `sequence` joined): `sequences('4HHB')`. */
  async sequences(entryId: string, call?: CallOptions): Promise<FastaRecord[]> {
    const records: FastaRecord[] = [];
    let current: FastaRecord | undefined;
    // Read whole into memory, so bounded like any body read whole (an endless answer would grow
    // one sequence string until the process ran out of memory): a BodyTooLargeError past it.
    for await (const line of lines(await this.#fasta(entryId, FASTA_READ_BYTES, call))) {
      if (line.startsWith('>')) {
        current = { header: line.slice(1).trim(), sequence: '' };
        records.push(current);
      } else if (current && line.trim() !== '') {
        current.sequence += line.trim();
      }
    }
    return records;
  }

  #fasta(entryId: string, maxBodyBytes: number | undefined, call?: CallOptions) {
    const id = parseInput(FileEntryIdSchema, entryId, 'entryId');
    return this.client.request(
      {
        base: 'structureSite',
        path: path`/fasta/entry/${id}`,
        responseType: 'stream',
        ...(maxBodyBytes === undefined ? {} : { maxBodyBytes }),
      },
      call,
    );
  }

  #fetchFile(name: string, opts: Pick<DownloadParams, 'onProgress'>, call?: CallOptions) {
    return this.client.download(
      { base: 'structureFiles', path: path`/download/${name}` },
      opts.onProgress ? { onProgress: opts.onProgress } : {},
      call,
    );
  }
}

/**
 * The archive has no legacy PDB-format file for entries too large for it (> 99,999 atoms or > 62
 * chains), nor for entries with extended ids, which the format's four-character id field cannot hold.
 */
function pdbMissing(error: unknown, id: string): unknown {
  if (!(error instanceof NotFoundError)) return error;
  return new NotFoundError({
    status: error.status,
    service: error.service,
    method: error.method,
    url: error.url,
    body: error.body,
    headers: error.headers,
    cause: error,
    message: `no PDB-format file for ${id}: large entries and extended ids (pdb_...) are distributed as mmCIF only; use format 'cif' (or the entry id is unknown)`,
  });
}
