import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';

const noNetwork = fileURLToPath(new URL('./no-network.js', import.meta.url));
const secretScanner = fileURLToPath(new URL('./secret-scanner.js', import.meta.url));

/**
 * Two lanes. The default one (`npm test`) runs unit, contract and integration tests; the long
 * one (`npm run test:long`, `LIFESCI_TEST_LANE=long`) runs the files named `*.long.test.ts`: soaks,
 * load tests, packaging checks and anything paced in real time.
 */
const longLane = process.env.LIFESCI_TEST_LANE === 'long';

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
        include: longLane ? ['test/**/*.long.test.{ts,mjs}'] : ['test/**/*.test.{ts,mjs}'],
        exclude: longLane ? configDefaults.exclude : [...configDefaults.exclude, '**/*.long.test.*'],
        // Sized for a 2-core machine with other work beside it: no test's correctness rests on
        // its duration, so a generous limit only bounds how long a hung test takes to fail.
        testTimeout: 120_000,
        hookTimeout: 120_000,
        reporters: ['default', 'json'],
        outputFile: { json: longLane ? '.test-results.long.json' : '.test-results.json' },
      },
    }),
    defineConfig(overrides),
  );
}
