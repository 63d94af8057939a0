import type {
  CallOptions,
  PageFetcher,
  PagePromise,
  PaginateOptions,
  Redactor,
  RequestSpec,
} from '@lifesci/core';

/**
 * What a resource needs from its client: core's request and paging, plus the parameters every
 * call carries. `EutilsClient` is one (it passes itself); no separate transport object exists.
 */
export interface EutilsTransport {
  request<T>(spec: RequestSpec, call?: CallOptions): Promise<T>;
  paginate<Item, Cursor, Raw>(
    fetchPage: PageFetcher<Item, Cursor, Raw>,
    call: CallOptions,
    options: PaginateOptions,
  ): PagePromise<Item, Cursor, Raw>;
  /** `tool` and `email` (the API key is placed by core). */
  readonly common: Readonly<Record<string, string>>;
  /** The client's redactor, for every error built outside core (per-id errors, parse errors). */
  readonly errorRedactor: Redactor;
  /** The client's `maxRetries` (a call's own wins), for bodies that break after the request. */
  readonly callRetries: number | undefined;
}
