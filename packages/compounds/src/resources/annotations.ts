import { type CallOptions, parseInput, path, Resource } from '@lifesci/core';
import { type AnnotationText, annotationTexts } from '../annotations-text.js';
import type { CompoundsClient } from '../client.js';
import {
  type AnnotationParams,
  AnnotationParamsSchema,
  type AnnotationTextsParams,
  AnnotationTextsParamsSchema,
  CidSchema,
} from '../schemas/params.js';
import { PugViewDocumentSchema, type PugViewRecord } from '../schemas/pug-view.js';

/** `annotations.*`: PUG View text annotations (spec S8, `/rest/pug_view/data/compound/<cid>/JSON`). */
export class Annotations extends Resource<CompoundsClient> {
  /**
   * The compound's annotation record as a typed section tree; with `heading`, only that section
   * (one of the spec's eight headings, or any other TOCHeading).
   */
  async get(
    cid: number | string,
    params: AnnotationParams = {},
    call: CallOptions = {},
  ): Promise<PugViewRecord> {
    const id = parseInput(CidSchema, cid, 'cid');
    const opts = parseInput(AnnotationParamsSchema, params, 'params');
    const document = await this.client.request(
      {
        path: path`/rest/pug_view/data/compound/${id}/JSON`,
        query: { heading: opts.heading },
        schema: PugViewDocumentSchema,
      },
      call,
    );
    return document.Record;
  }

  /**
   * The text under `heading` (fetched with that heading only), each piece with the sub-headings it
   * sits under: `getTexts(2244, { heading: 'Toxicity' })`.
   */
  async getTexts(
    cid: number | string,
    params: AnnotationTextsParams,
    call: CallOptions = {},
  ): Promise<AnnotationText[]> {
    const id = parseInput(CidSchema, cid, 'cid');
    const { heading } = parseInput(AnnotationTextsParamsSchema, params, 'params');
    const record = await this.get(id, { heading }, call);
    return annotationTexts(record, heading);
  }
}
