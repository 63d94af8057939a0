import { type CallOptions, InputError, parseInput, Resource, recordsOf } from '@lifesci/core';
import { CID_CHUNK, type CompoundsClient } from '../client.js';
import {
  type CidsInput,
  FILE_FORMATS,
  type FileDownloadParams,
  FileDownloadParamsSchema,
} from '../schemas/params.js';
import { SPEC_PROPERTY_NAMES } from '../schemas/properties.js';
import type { SdfMolecule } from '../schemas/sdf.js';
import { parseSdf } from '../sdf.js';
import { cidRequest, parseCids, propertyOperation } from './requests.js';

/**
 * `files.*`: PubChem's own files for CIDs, as it writes them: the SD file of the compound records,
 * and the XML, JSON or CSV body of the property, synonym and assay-summary operations.
 */
export class Files extends Resource<CompoundsClient> {
  /**
   * One file for the CIDs, streamed as bytes (resumes after a dropped connection). `{ format:
   * 'sdf' }` is the SD file of the compound records (`/SDF`; `operation: 'record'` asks for the
   * same file as `/record/SDF`), for any number of CIDs. `{ operation: 'synonyms', format: 'xml' }`
   * is the `InformationList` document as PubChem wrote it, for up to 200 CIDs (one document has
   * one root). For typed rows use `compounds.properties`, `compounds.synonyms` or
   * `compounds.assaySummary` (with the client's `wireFormat: 'xml'` to have them read from XML).
   */
  async download(
    cids: CidsInput,
    params: FileDownloadParams,
    call: CallOptions = {},
  ): Promise<ReadableStream<Uint8Array>> {
    const ids = parseCids(cids);
    const p = parseInput(FileDownloadParamsSchema, params, 'params');
    const operation = p.operation ?? (p.format === 'sdf' ? 'record' : undefined);
    if (operation === undefined)
      throw new InputError(
        'params.operation',
        `must name whose ${p.format} file: "properties", "synonyms" or "assaySummary"`,
      );
    const formats: readonly string[] = FILE_FORMATS[operation];
    if (!formats.includes(p.format))
      throw new InputError('params.format', `PubChem serves ${operation} as ${formats.join(', ')}`);
    if (p.properties !== undefined && operation !== 'properties')
      throw new InputError('params.properties', 'only applies to operation "properties"');
    // The SD file of the records: `/SDF` unless `record` is asked for by name (the same file).
    if (operation === 'record')
      return this.client.download(cidRequest(ids, p.operation ? '/record/SDF' : '/SDF'), {}, call);
    // One document has one root: more CIDs would need several bodies, which do not concatenate.
    if (ids.length > CID_CHUNK)
      throw new InputError('cids', `at most ${CID_CHUNK} CIDs per ${p.format} file (got ${ids.length})`);
    const segment =
      operation === 'properties'
        ? propertyOperation(p.properties ?? SPEC_PROPERTY_NAMES)
        : `/${operation.toLowerCase()}`;
    return this.client.download(cidRequest(ids, `${segment}/${p.format.toUpperCase()}`), {}, call);
  }

  /**
   * The SD records of any number of CIDs as typed molecules (atoms, bonds, `PUBCHEM_*` tags),
   * read as they arrive, 200 CIDs per request. Returned at once; requests start when iterated.
   */
  async *streamMolecules(
    cids: CidsInput,
    call: CallOptions = {},
  ): AsyncGenerator<SdfMolecule, void, undefined> {
    const ids = parseCids(cids);
    for (let i = 0; i < ids.length; i += CID_CHUNK) {
      const body = await this.client.download(cidRequest(ids.slice(i, i + CID_CHUNK), '/SDF'), {}, call);
      // A body that trickles, or runs on without a molecule, ends in a typed error (core's bounds).
      yield* recordsOf(body, parseSdf);
    }
  }
}
