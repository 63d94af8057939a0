import { lifesciVitestConfig } from '@lifesci/vitest-config';

// One file at a time: the generator test and the packaging check each spawn builds, installs and
// tsc runs; side by side on a small machine the generator test's synchronous spawns outlast
// vitest's 60 s worker RPC timeout ("Timeout calling onTaskUpdate").
export default lifesciVitestConfig({ test: { fileParallelism: false } });
