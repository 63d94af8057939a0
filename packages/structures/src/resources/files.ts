import { type CallOptions, lines, NotFoundError, parseInput, path, Resource } from '@lifesci/core';
import type { StructuresClient } from '../client.js';
import {
  type AssemblyFileOptions,
  AssemblyFileOptionsSchema,
  AssemblyNumberSchema,
  DownloadOptionsSchema,
  type FastaRecord,
  type FileDownloadOptions,
  FileEntryIdSchema,
  type FileFormat,
  FileFormatSchema,
} from '../schemas/files.js';

const SUFFIX: Record<FileFormat, string> = { pdb: '.pdb', cif: '.cif', bcif: '.bcif', sf: '-sf.cif' };

/** `files.*`: coordinate files, structure factors, assemblies and FASTA, as streams. */
export class Files extends Resource<StructuresClient> {
  /**
   * `{structureFiles}/download/<id>.pdb|.cif|.bcif|-sf.cif` as a byte stream that resumes with
   * Range requests after a dropped connection. A large entry has no legacy PDB file: that 404
   * says to ask for `cif` instead.
   */
  async download(
    entryId: string,
    format: FileFormat,
    options: FileDownloadOptions = {},
    call?: CallOptions,
  ): Promise<ReadableStream<Uint8Array>> {
    const id = parseInput(FileEntryIdSchema, entryId, 'entryId');
    const kind = parseInput(FileFormatSchema, format, 'format');
    const opts = parseInput(DownloadOptionsSchema, options, 'options');
    const name = `${id}${SUFFIX[kind]}${opts.compressed ? '.gz' : ''}`;
    const stream = this.#fetchFile(name, opts, call);
    return kind === 'pdb' ? stream.catch((error: unknown) => Promise.reject(pdbMissing(error, id))) : stream;
  }

  /** Biological assembly `n` (1, 2 ...): `<id>.pdb<n>`, or `<id>-assembly<n>.cif` with `format: 'cif'`. */
  async assembly(
    entryId: string,
    assembly: number,
    options: AssemblyFileOptions = {},
    call?: CallOptions,
  ): Promise<ReadableStream<Uint8Array>> {
    const id = parseInput(FileEntryIdSchema, entryId, 'entryId');
    const n = parseInput(AssemblyNumberSchema, assembly, 'assembly');
    const opts = parseInput(AssemblyFileOptionsSchema, options, 'options');
    const cif = opts.format === 'cif';
    const name = `${cif ? `${id}-assembly${n}.cif` : `${id}.pdb${n}`}${opts.compressed ? '.gz' : ''}`;
    const stream = this.#fetchFile(name, opts, call);
    return cif ? stream : stream.catch((error: unknown) => Promise.reject(pdbMissing(error, id)));
  }

  /** `{structureSite}/fasta/entry/<id>`: the entry's polymer sequences as FASTA text, streamed. */
  async fasta(entryId: string, call?: CallOptions): Promise<ReadableStream<Uint8Array>> {
    const id = parseInput(FileEntryIdSchema, entryId, 'entryId');
    return this.client.request(
      { base: 'structureSite', path: path`/fasta/entry/${id}`, responseType: 'stream' },
      call,
    );
  }

  /** The same FASTA file read into records (`header` without `>`, `sequence` joined). */
  async sequences(entryId: string, call?: CallOptions): Promise<FastaRecord[]> {
    const records: FastaRecord[] = [];
    let current: FastaRecord | undefined;
    for await (const line of lines(await this.fasta(entryId, call))) {
      if (line.startsWith('>')) {
        current = { header: line.slice(1).trim(), sequence: '' };
        records.push(current);
      } else if (current && line.trim() !== '') {
        current.sequence += line.trim();
      }
    }
    return records;
  }

  #fetchFile(name: string, opts: FileDownloadOptions, call?: CallOptions) {
    return this.client.download(
      { base: 'structureFiles', path: path`/download/${name}` },
      opts.onProgress ? { onProgress: opts.onProgress } : {},
      call,
    );
  }
}

/** The archive has no legacy PDB-format file for entries too large for it (> 99,999 atoms or > 62 chains). */
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
    message: `no PDB-format file for ${id}: large entries are distributed as mmCIF only; use format 'cif' (or the entry id is unknown)`,
  });
}
