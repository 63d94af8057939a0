import { createRequire } from 'node:module';
import { lifesciVitestConfig } from '@lifesci/vitest-config';

// The shared no-network setup resolves its own `nock` peer, which pnpm installs as nock 15 (Node
// 22+ only). Until the shared config pins it, point it at this package's nock 14.
const nock = createRequire(import.meta.url).resolve('nock');

export default lifesciVitestConfig({
  resolve: { alias: { nock } },
  // A real redis-server on a loopback port for the shared (clustered) rate-limit tests.
  test: { globalSetup: ['./test/setup/redis-server.ts'] },
});
