import { lifesciVitestConfig } from '@lifesci/vitest-config';

export default lifesciVitestConfig();
