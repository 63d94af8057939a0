import { type CallOptions, parseInput, path, Resource } from '@lifesci/core';
import type { CompoundsClient } from '../client.js';
import { AssayContainerSchema, type AssayDescription } from '../schemas/assay-description.js';
import { AidSchema, type AssayDownloadParams, AssayDownloadParamsSchema } from '../schemas/params.js';

/** `assays.*`: PUG REST bioassay operations (spec S8, `/assay/aid/<aid>/...`). */
export class Assays extends Resource<CompoundsClient> {
  /** What the assay is: name, source, description and protocol text, result columns, targets. */
  async get(aid: number | string, call: CallOptions = {}): Promise<AssayDescription> {
    const id = parseInput(AidSchema, aid, 'aid');
    const container = await this.client.request(
      { path: path`/rest/pug/assay/aid/${id}/description/JSON`, schema: AssayContainerSchema },
      call,
    );
    return (container.PC_AssayContainer[0] as (typeof container.PC_AssayContainer)[number]).assay.descr;
  }

  /**
   * The description as PubChem's own body, streamed as bytes: `{ format: 'xml' }` is the
   * `PC-AssayContainer` document of PubChem's full-record schema (pubchem.xsd), which is not the
   * JSON written as elements, so it is handed out raw rather than read into `AssayDescription`.
   */
  async download(
    aid: number | string,
    params: AssayDownloadParams,
    call: CallOptions = {},
  ): Promise<ReadableStream<Uint8Array>> {
    const id = parseInput(AidSchema, aid, 'aid');
    const { format } = parseInput(AssayDownloadParamsSchema, params, 'params');
    return this.client.download(
      { path: `${path`/rest/pug/assay/aid/${id}/description`}/${format.toUpperCase()}` },
      {},
      call,
    );
  }
}
