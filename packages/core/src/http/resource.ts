import type { BaseClient } from './base-client.js';

/**
 * Base of every resource of every client (`client.studies`, `client.genes`, ...). A resource only
 * describes requests; it reaches core through its client (`this.client.request`, `paginate`,
 * `download`), so limits, retries and errors stay the client's. A composite service (genes = the
 * E-utilities + Datasets) holds its sub-clients as resources rather than inheriting one.
 */
export abstract class Resource<C extends BaseClient = BaseClient> {
  protected readonly client: C;

  constructor(client: C) {
    this.client = client;
  }
}
