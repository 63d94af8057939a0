// core's tests use the shared test kit (tooling/vitest-config/kit.js), like every package's.
export { fakeClock, type LocalServer, startServer } from '@lifesci/vitest-config/kit';
