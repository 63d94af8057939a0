import { type CallOptions, parseInput, path, Resource } from '@lifesci/core';
import type { CompoundsClient } from '../client.js';
import { CidSchema, type ImageParams, ImageParamsSchema } from '../schemas/params.js';

/** `images.*`: a compound's 2-D structure drawing as PNG (spec S8, `/compound/cid/<cid>/PNG`). */
export class Images extends Resource<CompoundsClient> {
  /** The PNG bytes (`size`: small 100 x 100 or large 300 x 300, PubChem's default). */
  async get(cid: number | string, params: ImageParams = {}, call: CallOptions = {}): Promise<Uint8Array> {
    const id = parseInput(CidSchema, cid, 'cid');
    const p = parseInput(ImageParamsSchema, params, 'params');
    return this.client.request(
      {
        path: path`/rest/pug/compound/cid/${id}/PNG`,
        query: { image_size: p.size },
        responseType: 'bytes',
      },
      call,
    );
  }

  /** The same PNG as a stream of bytes that resumes after a dropped connection. */
  async download(
    cid: number | string,
    params: ImageParams = {},
    call: CallOptions = {},
  ): Promise<ReadableStream<Uint8Array>> {
    const id = parseInput(CidSchema, cid, 'cid');
    const p = parseInput(ImageParamsSchema, params, 'params');
    return this.client.download(
      { path: path`/rest/pug/compound/cid/${id}/PNG`, query: { image_size: p.size } },
      {},
      call,
    );
  }
}
