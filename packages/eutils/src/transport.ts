import type { CallOptions, RequestSpec } from '@lifesci/core';

/** What a resource needs from the client: core's request, plus the parameters every call carries. */
export interface EutilsTransport {
  request<T>(spec: RequestSpec, call?: CallOptions): Promise<T>;
  /** `tool` and `email` (the API key is placed by core). */
  readonly common: Readonly<Record<string, string>>;
}
