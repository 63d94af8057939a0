import { lifesciVitestConfig } from '@lifesci/vitest-config';

// A private redis-server on a free loopback port for the run (tooling/scripts/ensure-redis.sh installs it).
export default lifesciVitestConfig({ test: { globalSetup: ['test/setup/redis-server.ts'] } });
