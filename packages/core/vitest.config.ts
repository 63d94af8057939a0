import { lifesciVitestConfig } from '@lifesci/vitest-config';

export default lifesciVitestConfig({
  // A real redis-server on a loopback port for the shared (clustered) rate-limit tests.
  test: { globalSetup: ['./test/setup/redis-server.ts'] },
});
