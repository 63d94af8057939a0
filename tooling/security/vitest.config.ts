import { lifesciVitestConfig } from '@lifesci/vitest-config';
import { redisServerSetup } from '@lifesci/vitest-config/redis-server';

// The load test needs a real redis-server (tooling/scripts/ensure-redis.sh installs it; the
// shared kit starts a private one on a free port for the run).
export default lifesciVitestConfig({ test: { globalSetup: [redisServerSetup] } });
