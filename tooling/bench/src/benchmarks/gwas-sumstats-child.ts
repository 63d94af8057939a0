import { createReadStream } from 'node:fs';
import { createGunzip } from 'node:zlib';
import { gunzip } from '@lifesci/core';
import { readSumstats, readSumstatsColumns } from '@lifesci/gwas';
import { peakRssMb } from '../peak-rss.js';

// One measurement in a process of its own, so its peak RSS is its own: `baseline` gunzips the
// file and splits it into lines (nothing else); `typed` reads it as typed GWAS-SSF rows;
// `core-gunzip` only decompresses it with core's gunzip; `columns` reads it as batches of columns;
// `floor` reads nothing (the process's start-up and imports, the least any mode costs).

/** Both readers read the file in the same 1 MiB chunks. */
const CHUNK = 1 << 20;
const [mode, file] = process.argv.slice(2);
if (!file || !['baseline', 'typed', 'core-gunzip', 'columns', 'floor'].includes(mode ?? '')) {
  throw new Error('usage: <baseline|typed|core-gunzip|columns|floor> <file>');
}

const started = performance.now();
let rows = 0;
let check = 0;
if (mode === 'baseline') {
  let rest = '';
  const gunzip = createReadStream(file, { highWaterMark: CHUNK }).pipe(
    createGunzip({ chunkSize: 64 * 1024 }),
  );
  gunzip.setEncoding('utf8');
  for await (const chunk of gunzip as AsyncIterable<string>) {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    rows += lines.length;
  }
  if (rest !== '') rows += 1;
  rows -= 1; // the header line
} else if (mode === 'core-gunzip') {
  // core's gunzip alone (what readSumstats decompresses with), no splitting.
  for await (const chunk of gunzip(createReadStream(file, { highWaterMark: CHUNK }))) check += chunk.length;
} else if (mode === 'columns') {
  for await (const batch of readSumstatsColumns(createReadStream(file, { highWaterMark: CHUNK }))) {
    rows += batch.length;
    // Touch the same values the typed rows touch.
    const position = batch.numbers.base_pair_location as Float64Array;
    const log10 = batch.pLog10 as Float64Array;
    for (let i = 0; i < batch.length; i++)
      check += ((position[i] as number) % 7) + Math.floor(log10[i] as number);
  }
} else if (mode === 'typed') {
  for await (const row of readSumstats(createReadStream(file, { highWaterMark: CHUNK }))) {
    rows += 1;
    // Touch the typed values, so nothing is left lazily unparsed.
    check += ((row.base_pair_location ?? 0) % 7) + (row.pValue?.exponent ?? 0);
  }
}
const ms = performance.now() - started;
const peak = peakRssMb();
// CPU of the whole process (every thread: zlib inflates on libuv's pool), start-up included, as
// the shell's `times` counts it for `zcat | wc -l`.
const cpu = process.cpuUsage();
const cpuMs = (cpu.user + cpu.system) / 1000;
console.log(JSON.stringify({ mode, rows, ms, cpuMs, peakRssMb: peak.mb, rssSource: peak.source, check }));
