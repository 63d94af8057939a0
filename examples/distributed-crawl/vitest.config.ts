import { lifesciVitestConfig } from '@lifesci/vitest-config';
import { redisServerSetup } from '@lifesci/vitest-config/redis-server';

// A private redis-server on a free loopback port for the run (the shared kit's setup;
// tooling/scripts/ensure-redis.sh installs redis-server).
export default lifesciVitestConfig({ test: { globalSetup: [redisServerSetup] } });
