import {
  type CallOptions,
  type DownloadOptions,
  downloadParamsSchema,
  PagePromise,
  pageNumberPages,
  parseInput,
  path,
  Resource,
} from '@lifesci/core';
import type { ProtocolsClient } from '../client.js';
import {
  type ListFilter,
  type ListParams,
  ListParamsSchema,
  type ProtocolRef,
  ProtocolRefSchema,
  ProtocolUriSchema,
} from '../schemas/params.js';
import {
  type Material,
  MaterialsResponseSchema,
  type Protocol,
  type ProtocolPage,
  ProtocolPageSchema,
  ProtocolResponseSchema,
  type Step,
  StepsResponseSchema,
} from '../schemas/protocol.js';

/**
 * `protocols.*`: protocol content of the API v3 (read endpoints) and the PDF path. `steps` and
 * `materials` are relations of one protocol.
 */
export class Protocols extends Resource<ProtocolsClient> {
  /** One protocol, with its steps and materials, by id or uri (GET /api/v3/protocols/{id}). */
  async get(ref: ProtocolRef, call?: CallOptions): Promise<Protocol> {
    const id = parseInput(ProtocolRefSchema, ref, 'ref');
    const body = await this.client.request(
      { path: path`/api/v3/protocols/${id}`, schema: ProtocolResponseSchema },
      call,
    );
    return body.protocol;
  }

  /** The steps of a protocol, in order (GET /api/v3/protocols/{id}/steps). */
  async steps(ref: ProtocolRef, call?: CallOptions): Promise<Step[]> {
    const id = parseInput(ProtocolRefSchema, ref, 'ref');
    const body = await this.client.request(
      { path: path`/api/v3/protocols/${id}/steps`, schema: StepsResponseSchema },
      call,
    );
    return body.steps;
  }

  /** The materials (reagents) of a protocol (GET /api/v3/protocols/{id}/materials). */
  async materials(ref: ProtocolRef, call?: CallOptions): Promise<Material[]> {
    const id = parseInput(ProtocolRefSchema, ref, 'ref');
    const body = await this.client.request(
      { path: path`/api/v3/protocols/${id}/materials`, schema: MaterialsResponseSchema },
      call,
    );
    return body.materials;
  }

  /**
   * Protocols page by page (GET /api/v3/protocols, `page_id` from 1), matching `key` when given.
   * `filter` picks which: `public` (default), or the signed-in user's own: `user_private`,
   * `user_public`, `shared_with_user` (these need an access token: a client token's owner, or the
   * user who authorized an OAuth token). `await` gives the first page (with `total`); `for await`
   * walks every protocol.
   */
  list(params: ListParams = {}, call?: CallOptions): PagePromise<Protocol, number, ProtocolPage> {
    return PagePromise.defer(() => {
      const p = parseInput(ListParamsSchema, params, 'params');
      return this.#pages(p.filter ?? 'public', p, call);
    });
  }

  /**
   * The PDF of a protocol (GET /view/{uri}.pdf) as a byte stream, on its own budget (5 per
   * minute signed in, 3 unsigned). A dropped connection resumes with a Range request.
   */
  async downloadPdf(
    uri: string,
    params: Omit<DownloadOptions, 'signal'> = {},
    call?: CallOptions,
  ): Promise<ReadableStream<Uint8Array>> {
    const slug = parseInput(ProtocolUriSchema, uri, 'uri');
    const options = parseInput(downloadParamsSchema, params, 'params');
    return this.client.download(
      { path: path`/view/${slug}.pdf`, limiter: 'pdf', headers: { accept: 'application/pdf' } },
      options,
      call,
    );
  }

  #pages(
    filter: ListFilter,
    p: Omit<ListParams, 'filter'>,
    call: CallOptions | undefined,
  ): PagePromise<Protocol, number, ProtocolPage> {
    const first = p.page ?? 1;
    const fetchPage = pageNumberPages<Protocol, ProtocolPage>(
      async (page, pageCall) => {
        const body = await this.client.request(
          {
            path: path`/api/v3/protocols`,
            query: {
              filter,
              key: p.key,
              order_field: p.orderField,
              order_dir: p.orderDir,
              page_size: p.pageSize,
              page_id: page,
            },
            schema: ProtocolPageSchema,
          },
          pageCall,
        );
        const totalPages = body.pagination?.total_pages ?? body.total_pages;
        return {
          items: body.items,
          total: body.pagination?.total_results ?? body.total_results ?? body.total,
          totalPages,
          raw: body,
        };
      },
      // The service numbers pages from 1 and counts totalPages from there.
      { first, numberedFrom: 1, ...(p.pageSize === undefined ? {} : { pageSize: p.pageSize }) },
    );
    return this.client.paginate(fetchPage, call);
  }
}
