import { describe, expect, it } from 'vitest';
import { EMULATOR_MISSING, EXIT } from '../src/cli/program.js';
import { cli } from './run-cli.js';

/** Node's own error shape for an import whose package is not installed. */
function notFound(pkg: string, from: string): Error {
  return Object.assign(new Error(`Cannot find package '${pkg}' imported from ${from}`), {
    code: 'ERR_MODULE_NOT_FOUND',
  });
}

const LIST = ['trials', 'studies', 'list', '--emulator', '--ndjson', '--limit', '2', '--pageSize', '2'];

describe('lifesci --emulator and the optional @lifesci/emulator', () => {
  it('without @lifesci/emulator installed: one line saying how to install it, service exit code', async () => {
    const run = await cli(
      LIST,
      {},
      {
        importEmulator: () =>
          Promise.reject(notFound('@lifesci/emulator', '/app/node_modules/@lifesci/sdk/dist/cli/program.js')),
      },
    );
    expect(run.code).toBe(EXIT.service);
    expect(run.out).toBe('');
    expect(run.err).toBe(`${EMULATOR_MISSING}\n`);
    expect(run.err).toContain('npm install @lifesci/emulator');
  });

  it('a package missing inside an installed emulator is reported as it is, not as the emulator missing', async () => {
    const run = await cli(
      LIST,
      {},
      {
        importEmulator: () =>
          Promise.reject(notFound('valibot', '/app/node_modules/@lifesci/emulator/dist/index.js')),
      },
    );
    expect(run.code).toBe(EXIT.service);
    expect(run.out).toBe('');
    expect(run.err).toBe(
      "lifesci: Error: Cannot find package 'valibot' imported from /app/node_modules/@lifesci/emulator/dist/index.js\n",
    );
  });

  it('with @lifesci/emulator installed, --emulator loads it once through the importer and runs', async () => {
    let loads = 0;
    const run = await cli(
      LIST,
      {},
      {
        importEmulator: () => {
          loads += 1;
          return import('@lifesci/emulator');
        },
      },
    );
    expect(run.err).toBe('');
    expect(run.code).toBe(EXIT.ok);
    expect(loads).toBe(1);
    expect(run.out.trim().split('\n')).toHaveLength(2);
  });
});
