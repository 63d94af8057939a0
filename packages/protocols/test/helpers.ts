import type { Clock } from '@lifesci/core';
import { ProtocolsClient, type ProtocolsClientOptions } from '../src/index.js';

export const BASE = 'https://www.protocols.io';

/** A client for nock tests: no limiter pacing and no retries unless a test asks for them. */
export function testClient(options: ProtocolsClientOptions = {}): ProtocolsClient {
  return new ProtocolsClient({ rateLimit: false, maxRetries: 0, ...options });
}

/** A protocol as the API lists it (the fields the schema needs plus a few). */
export function protocol(id: number, extra: Record<string, unknown> = {}) {
  return {
    id,
    title: `Protocol ${id}`,
    uri: `protocol-${id}-abc${id}`,
    doi: `dx.doi.org/10.17504/protocols.io.abc${id}`,
    public: 1,
    published_on: 1516132805,
    created_on: 1515173338,
    creator: { name: 'Test User', username: 'test-user', affiliation: null, link: null },
    number_of_steps: 2,
    ...extra,
  };
}

/** One page of a listing in the live shape (items + pagination + status_code). */
export function page(items: unknown[], current: number, totalPages: number, totalResults: number) {
  return {
    items,
    pagination: {
      current_page: current,
      total_pages: totalPages,
      total_results: totalResults,
      page_size: 10,
    },
    total: totalResults,
    total_pages: totalPages,
    status_code: 0,
  };
}

/** A token endpoint answer as the live service sends it (lifetimes as digit strings). */
export function tokenBody(access: string, refresh: string, expiresIn = 31_536_000) {
  return {
    access_token: access,
    token_type: 'bearer',
    expires_in: String(expiresIn),
    scope: 'readwrite',
    refresh_token: refresh,
    refresh_expires_in: '62217976',
    user: { name: 'Test User', username: 'test-user' },
    status_code: 0,
  };
}

/** A clock whose sleeps return at once and are recorded, so retry waits are exact and instant. */
export function recordingClock(start = Date.now()): Clock & { sleeps: number[]; advance(ms: number): void } {
  const sleeps: number[] = [];
  let now = start;
  return {
    sleeps,
    advance: (ms) => {
      now += ms;
    },
    now: () => now,
    random: () => 0.5,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
  };
}

export const OAUTH = {
  clientId: 'pr_live_id_test',
  clientSecret: 'pr_live_sc_topsecretvalue',
  redirectUri: 'https://app.example.org/callback',
} as const;
