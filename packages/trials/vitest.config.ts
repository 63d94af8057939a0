import { createRequire } from 'node:module';
import { lifesciVitestConfig } from '@lifesci/vitest-config';

// The shared no-network setup resolves its own `nock` peer, which pnpm installs as nock 15 (its
// interceptors need Promise.withResolvers, Node 22+, and it is a second copy whose cleanAll never
// reaches this package's interceptors). Until the shared config pins it, point it at our nock 14.
const nock = createRequire(import.meta.url).resolve('nock');

export default lifesciVitestConfig({ resolve: { alias: { nock } } });
