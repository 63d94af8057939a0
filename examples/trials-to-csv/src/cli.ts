#!/usr/bin/env node
// trials-to-csv [--out studies.csv] [--cond TEXT] [--status RECRUITING,...] [--page-size N] [--limit N] [--live]
import { parseArgs } from 'node:util';
import { type Emulator, startEmulator } from '@lifesci/emulator';
import type { StreamCsvParams } from '@lifesci/trials';
import { SingleBar } from 'cli-progress';
import { crawlToCsv } from './crawl.js';

const { values } = parseArgs({
  options: {
    out: { type: 'string', default: 'studies.csv' },
    cond: { type: 'string' },
    status: { type: 'string' },
    'page-size': { type: 'string', default: '100' },
    limit: { type: 'string' },
    live: { type: 'boolean', default: false },
  },
});

const params: StreamCsvParams = { pageSize: Number(values['page-size']) };
if (values.cond) params.query = { cond: values.cond };
if (values.status) params.filter = { overallStatus: values.status.split(',') as never };

// Against a fresh embedded emulator unless --live: the example never spends the real service's budget by accident.
const emulator: Emulator | undefined = values.live
  ? undefined
  : await startEmulator({ services: ['trials'] });
// A bar on a terminal; plain progress lines otherwise (logs, CI).
const bar = process.stderr.isTTY
  ? new SingleBar({ stream: process.stderr, format: 'studies {bar} {value}/{total}' })
  : undefined;
try {
  const { rows, total } = await crawlToCsv({
    out: values.out,
    params,
    client: emulator ? { baseUrls: emulator.baseUrls } : {},
    ...(values.limit ? { limit: Number(values.limit) } : {}),
    onProgress: (written, all) => {
      if (!bar) {
        process.stderr.write(`${written}${all === undefined ? '' : `/${all}`} studies\n`);
        return;
      }
      if (written === 0 || !bar.isActive) bar.start(all ?? written, written);
      bar.update(written);
    },
  });
  bar?.stop();
  console.log(`${rows} studies written to ${values.out}${total === undefined ? '' : ` (${total} matched)`}`);
} catch (error) {
  bar?.stop();
  console.error(error instanceof Error ? `${error.name}: ${error.message}` : String(error));
  process.exitCode = 1;
} finally {
  await emulator?.close();
}
