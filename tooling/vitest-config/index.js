import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';

const noNetwork = fileURLToPath(new URL('./no-network.js', import.meta.url));
const secretScanner = fileURLToPath(new URL('./secret-scanner.js', import.meta.url));

/**
 * Every package's vitest config starts here. Workspace packages resolve to their TypeScript
 * sources (the `@lifesci/source` export condition), so tests never depend on a stale build,
 * and the setup file forbids any request that leaves the machine.
 *
 * `nock` is aliased to the testing package's own copy: the no-network setup and the tests
 * must share one nock instance, or the setup's interceptors and cleanAll never meet the tests'.
 */
export function lifesciVitestConfig(overrides = {}) {
  const nock = createRequire(join(process.cwd(), 'package.json')).resolve('nock');
  return mergeConfig(
    defineConfig({
      resolve: { conditions: ['@lifesci/source'], alias: { nock } },
      ssr: { resolve: { conditions: ['@lifesci/source'] } },
      test: {
        environment: 'node',
        setupFiles: [noNetwork, secretScanner],
        include: ['test/**/*.test.ts'],
        testTimeout: 30_000,
        hookTimeout: 60_000,
        reporters: ['default', 'json'],
        outputFile: { json: '.test-results.json' },
      },
    }),
    defineConfig(overrides),
  );
}
