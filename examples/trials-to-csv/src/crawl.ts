import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { type StreamCsvParams, TrialsClient, type TrialsClientOptions } from '@lifesci/trials';

export interface CrawlOptions {
  /** CSV file to write. */
  out: string;
  /** The search (studies.streamCsv parameters). */
  params?: StreamCsvParams;
  /** Client options: base addresses (an emulator's `baseUrls`), rate limit, ... */
  client?: TrialsClientOptions;
  /** Stop after this many rows. */
  limit?: number;
  /** Called after every page's worth of rows (and at the end) with the rows written so far and the match count. */
  onProgress?: (written: number, total: number | undefined) => void;
}

/** RFC 4180 quoting: only cells holding a delimiter, quote or line break are quoted. */
export function csvCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/**
 * Counts the matches (one small JSON request, for the progress bar), then streams the search's
 * CSV rows and writes them to `out`; returns the rows written and the count.
 */
export async function crawlToCsv(
  options: CrawlOptions,
): Promise<{ rows: number; total: number | undefined }> {
  const client = new TrialsClient(options.client);
  const params = options.params ?? {};
  const { total } = await client.studies.list({
    ...(params.query ? { query: params.query } : {}),
    ...(params.filter ? { filter: params.filter } : {}),
    countTotal: true,
    pageSize: 1,
    fields: ['NCTId'],
  });
  // Progress after every page's worth of rows (the API's default page holds 10).
  const every = params.pageSize ?? 10;
  const file = createWriteStream(options.out);
  let columns: string[] | undefined;
  let rows = 0;
  const write = async (line: string) => {
    if (!file.write(`${line}\r\n`)) await once(file, 'drain');
  };
  try {
    options.onProgress?.(0, total);
    for await (const row of client.studies.streamCsv(params)) {
      if (columns === undefined) {
        columns = Object.keys(row);
        await write(columns.map(csvCell).join(','));
      }
      await write(columns.map((name) => csvCell(row[name] ?? '')).join(','));
      rows++;
      if (rows % every === 0) options.onProgress?.(rows, total);
      // Leaving the loop stops the stream: no further page is asked for.
      if (options.limit !== undefined && rows >= options.limit) break;
    }
    if (rows % every !== 0) options.onProgress?.(rows, total);
  } finally {
    file.end();
    await once(file, 'close');
  }
  return { rows, total };
}
