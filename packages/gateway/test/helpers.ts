import { GatewayClient, type GatewayClientOptions } from '../src/index.js';

export const BASE = 'http://gateway.test';

/** A client for nock tests: no limiter and no retries unless a test asks for them. */
export function testClient(options: GatewayClientOptions = {}): GatewayClient {
  return new GatewayClient({ baseUrl: BASE, rateLimit: false, maxRetries: 0, ...options });
}

export function result(extra: Partial<Record<string, unknown>> = {}) {
  return { success: true, returncode: 0, stdout: 'ok\n', stderr: '', command: 'python3 run.py', ...extra };
}
