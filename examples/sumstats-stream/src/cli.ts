#!/usr/bin/env node
// sumstats-stream [--study GCST...|--file PATH] [--chr 10 --from N --to N] [--p 5e-8] [--out FILE] [--ndjson] [--limit N] [--live]
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import type { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { type Emulator, startEmulator } from '@lifesci/emulator';
import { InputError } from '@lifesci/gwas';
import { SingleBar } from 'cli-progress';
import { EMULATOR_STUDY, filterSumstats, OUTPUT_COLUMNS, outputCells, type Region } from './filter.js';

const USAGE = `usage: sumstats-stream [--study GCST...|--file PATH] [--chr C] [--from N] [--to N] [--p 5e-8]
                       [--out FILE] [--ndjson] [--limit N] [--live]`;

let values: ReturnType<typeof parse>['values'];
function parse() {
  return parseArgs({
    options: {
      study: { type: 'string' },
      file: { type: 'string' },
      chr: { type: 'string' },
      from: { type: 'string' },
      to: { type: 'string' },
      p: { type: 'string', default: '5e-8' },
      out: { type: 'string' },
      ndjson: { type: 'boolean', default: false },
      limit: { type: 'string' },
      live: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
}
try {
  values = parse().values;
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  process.exit(2);
}
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

// Whole numbers only: Number('') is 0 and Number('1e3') is 1000, neither what a user meant.
const whole = (flag: string, text: string | undefined): number | undefined => {
  if (text === undefined) return undefined;
  if (!/^\d+$/.test(text)) {
    console.error(`Invalid --${flag}: must be a whole number, got "${text}"`);
    process.exit(2);
  }
  return Number(text);
};
const from = whole('from', values.from);
const to = whole('to', values.to);
const limit = whole('limit', values.limit);
if ((from !== undefined || to !== undefined) && values.chr === undefined) {
  console.error('Invalid --from/--to: give --chr with them');
  process.exit(2);
}
const region: Region | undefined = values.chr
  ? { chromosome: values.chr, ...(from === undefined ? {} : { from }), ...(to === undefined ? {} : { to }) }
  : undefined;
const study = values.file ? values.study : (values.study ?? (values.live ? undefined : EMULATOR_STUDY));
if (values.live && !study && !values.file) {
  console.error('Invalid --study: --live needs --study GCST... or --file PATH');
  process.exit(2);
}

// Against a fresh embedded emulator unless --live: the example never spends the real service's budget by accident.
const emulator: Emulator | undefined = values.live ? undefined : await startEmulator({ services: ['gwas'] });
const output: Writable = values.out ? createWriteStream(values.out) : process.stdout;
const write = async (line: string) => {
  if (!output.write(`${line}\n`)) await once(output, 'drain');
};
// A byte bar on a terminal; silent otherwise (logs, pipes), apart from the closing summary.
const bar = process.stderr.isTTY
  ? new SingleBar({ stream: process.stderr, format: 'sumstats {bar} {percentage}% {value}/{total} bytes' })
  : undefined;
// The header goes out with the first row (or at the end), so a refused input prints nothing on stdout.
let header = values.ndjson;
const writeHeader = async () => {
  if (header) return;
  header = true;
  await write(OUTPUT_COLUMNS.join('\t'));
};
try {
  const result = await filterSumstats({
    ...(study === undefined ? {} : { study }),
    ...(values.file === undefined ? {} : { file: values.file }),
    ...(region ? { region } : {}),
    ...(limit === undefined ? {} : { limit }),
    maxP: values.p,
    client: emulator ? { baseUrls: emulator.baseUrls } : {},
    onRow: async (row) => {
      await writeHeader();
      await write(
        values.ndjson ? JSON.stringify({ ...row, pValue: row.pValue?.text }) : outputCells(row).join('\t'),
      );
    },
    onProgress: ({ received, total }) => {
      if (!bar) return;
      if (!bar.isActive) bar.start(total ?? received, received);
      if (total === undefined) bar.setTotal(received);
      bar.update(received);
    },
  });
  await writeHeader();
  bar?.stop();
  console.error(
    `${result.kept} of ${result.scanned} rows kept (p < ${values.p}${region ? ` on chr${region.chromosome}` : ''})` +
      (result.resumes ? `, ${result.resumes} resumed transfer(s)` : '') +
      (values.out ? `, written to ${values.out}` : ''),
  );
} catch (error) {
  bar?.stop();
  console.error(error instanceof Error ? `${error.name}: ${error.message}` : String(error));
  process.exitCode = error instanceof InputError ? 2 : 1;
} finally {
  if (output !== process.stdout) {
    output.end();
    await once(output, 'close');
  }
  await emulator?.close();
}
