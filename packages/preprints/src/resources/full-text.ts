import {
  type CallOptions,
  type DownloadOptions,
  downloadParamsSchema,
  InputError,
  parseInput,
  path,
  Resource,
} from '@lifesci/core';
import { API_BASE, PREPRINTS_SITE_URLS, SITE_BASE } from '../bases.js';
import type { PreprintsClient } from '../client.js';
import { parseJats } from '../jats/parse.js';
import { type FullTextRecord, FullTextRecordSchema } from '../schemas/full-text.js';
import type { JatsArticle } from '../schemas/jats.js';
import { doiPath } from './doi-path.js';

/**
 * `fullText.*`: a preprint's PDF and HTML addresses on the site, its PDF bytes, and its JATS XML
 * read into a typed article. Full texts come from the site (`baseUrls.preprintsSite`), not the API.
 */
export class FullText extends Resource<PreprintsClient> {
  /**
   * `{site}/content/{doi}v{version}.full.pdf`. Builds the address only; nothing is fetched. A
   * synchronous builder: a bad `record` throws an InputError here (it returns a string).
   */
  pdfUrl(record: FullTextRecord): string {
    return `${this.#contentUrl(record)}.full.pdf`;
  }

  /**
   * The PDF as a byte stream, read from the site with core's resumable download (a dropped
   * connection continues with a Range request). `onProgress` and `maxResumes` as in core.
   */
  async downloadPdf(
    record: FullTextRecord,
    params: Omit<DownloadOptions, 'signal'> = {},
    call?: CallOptions,
  ): Promise<ReadableStream<Uint8Array>> {
    const r = parseInput(FullTextRecordSchema, record, 'record');
    const options = parseInput(downloadParamsSchema, params, 'params');
    return this.client.download(
      { base: SITE_BASE, path: `/content${doiPath(r.doi)}v${r.version}.full.pdf`, skipBodyCheck: true },
      options,
      call,
    );
  }

  /** `{site}/content/{doi}v{version}`, the HTML page. Builds the address only (a synchronous builder, like `pdfUrl`). */
  htmlUrl(record: FullTextRecord): string {
    return this.#contentUrl(record);
  }

  /**
   * Fetches the record's `jatsxml` address and reads it into a typed article. The address must
   * be on the preprint site (the configured one, or the real bioRxiv/medRxiv site, whose path is
   * then read from the configured site): the client never follows a record to another host.
   */
  async getJats(record: FullTextRecord, call?: CallOptions): Promise<JatsArticle> {
    const r = parseInput(FullTextRecordSchema, record, 'record');
    const { base, path: jatsPath } = this.#locate(r.jatsxml);
    const xml = await this.client.request(
      { base, path: jatsPath, responseType: 'text', skipBodyCheck: true },
      call,
    );
    return parseJats(xml, `preprints GET ${r.jatsxml}`);
  }

  #contentUrl(record: FullTextRecord): string {
    const r = parseInput(FullTextRecordSchema, record, 'record');
    return `${this.client.siteUrl.replace(/\/+$/, '')}/content${doiPath(r.doi)}v${r.version}`;
  }

  /**
   * Which base address a `jatsxml` address lies under, and its path below it (segments encoded
   * again): the site, then the API address (a deployment may serve both from one host); an
   * address on the real bioRxiv/medRxiv site is read from the configured site.
   */
  #locate(jatsxml: string | undefined): { base: string; path: string } {
    const rule = 'the address of a JATS XML file on the preprint site (the record has none)';
    if (jatsxml === undefined || jatsxml.trim() === '') throw new InputError('record.jatsxml', rule);
    let url: URL;
    try {
      url = new URL(jatsxml);
    } catch {
      throw new InputError('record.jatsxml', 'an absolute http(s) address');
    }
    const bases = [
      { base: SITE_BASE, address: new URL(this.client.siteUrl) },
      { base: API_BASE, address: new URL(this.client.apiUrl) },
    ];
    for (const { base, address } of bases) {
      const prefix = address.pathname.replace(/\/+$/, '');
      if (url.origin === address.origin && url.pathname.startsWith(`${prefix}/`)) {
        return { base, path: reencode(url.pathname.slice(prefix.length)) };
      }
    }
    if (Object.values(PREPRINTS_SITE_URLS).some((known) => new URL(known).origin === url.origin)) {
      return { base: SITE_BASE, path: reencode(url.pathname) };
    }
    throw new InputError(
      'record.jatsxml',
      `an address on the preprint site (${new URL(this.client.siteUrl).origin})`,
    );
  }
}

function reencode(pathname: string): string {
  return pathname
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => path`/${decodeSegment(segment)}`)
    .join('');
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
