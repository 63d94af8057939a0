import { createRequire } from 'node:module';
import { lifesciVitestConfig } from '@lifesci/vitest-config';

// The shared no-network setup resolves its own `nock` peer, which pnpm currently installs as
// nock 15, whose interceptors need Promise.withResolvers (Node 22+). Until the shared config
// pins it, point it at this package's nock 14 so loopback tests run on Node 20.
const nock = createRequire(import.meta.url).resolve('nock');

export default lifesciVitestConfig({ resolve: { alias: { nock } } });
