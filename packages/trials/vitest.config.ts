import { lifesciVitestConfig } from '@lifesci/vitest-config';

export default lifesciVitestConfig({ test: { setupFiles: ['test/setup.ts'] } });
