import { lifesciVitestConfig } from '@lifesci/vitest-config';

export default lifesciVitestConfig({ test: { include: ['test/**/*.test.mjs'] } });
