import { type CallOptions, Resource, xmlNodes } from '@lifesci/core';
import type { EutilsClient } from '../client.js';
import { internalsOf } from '../internal.js';
import { EPostXmlSchema } from '../schemas/epost.js';
import type { EPostResult } from '../types.js';
import { toInt } from '../values.js';
import { EUTILS_XML } from '../xml-options.js';

const { childText, one, texts } = xmlNodes;

/** Normalises a parsed ePostResult. */
export function toEPostResult(body: unknown): EPostResult {
  const root = one(body, 'ePostResult');
  return {
    webEnv: childText(root, 'WebEnv') ?? '',
    queryKey: toInt(childText(root, 'QueryKey')) ?? 0,
    invalidIds: texts(one(root, 'InvalidIdList'), 'Id'),
  };
}

/**
 * EPost: always a form POST (it exists to send long id lists) and always XML, the only format
 * EPost answers in. It only adds a set to the history server, so retrying it is harmless.
 */
export class EPost extends Resource<EutilsClient> {
  async post(
    p: { db: string; ids: string[]; webEnv?: string | undefined },
    call: CallOptions | undefined,
  ): Promise<EPostResult> {
    const form = new URLSearchParams({ ...internalsOf(this.client).common, db: p.db, id: p.ids.join(',') });
    if (p.webEnv) form.set('WebEnv', p.webEnv);
    const body = await this.client.request(
      {
        method: 'POST',
        path: '/epost.fcgi',
        body: form,
        readOnly: true,
        responseType: 'xml',
        schema: EPostXmlSchema,
        xml: EUTILS_XML,
      },
      call,
    );
    return toEPostResult(body);
  }
}
