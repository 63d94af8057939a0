import { createRequire } from 'node:module';
import { lifesciVitestConfig } from '@lifesci/vitest-config';

// The shared no-network setup resolves its own `nock` peer, which pnpm installs as nock 15: its
// interceptors need Promise.withResolvers (Node 22+) and break loopback HTTP on Node 20, and as a
// second copy its cleanAll never reaches this package's interceptors. Point it at our nock 14.
const nock = createRequire(import.meta.url).resolve('nock');

export default lifesciVitestConfig({ resolve: { alias: { nock } } });
