import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { type ListStudiesParams, TrialsClient, type TrialsClientOptions } from '@lifesci/trials';

export interface CrawlOptions {
  /** CSV file to write. */
  out: string;
  /** The search (studies.listCsv parameters). */
  params?: Omit<ListStudiesParams, 'pageToken'>;
  /** Client options: base addresses (an emulator's `baseUrls`), rate limit, ... */
  client?: TrialsClientOptions;
  /** Stop after this many rows. */
  limit?: number;
  /** Called after every page with the rows written so far and the total when the API gave one. */
  onProgress?: (written: number, total: number | undefined) => void;
}

/** RFC 4180 quoting: only cells holding a delimiter, quote or line break are quoted. */
export function csvCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** Walks every CSV page of the search and writes the rows to `out`; returns the rows written. */
export async function crawlToCsv(
  options: CrawlOptions,
): Promise<{ rows: number; total: number | undefined }> {
  const client = new TrialsClient(options.client);
  const file = createWriteStream(options.out);
  let columns: string[] | undefined;
  let rows = 0;
  let total: number | undefined;
  const write = async (line: string) => {
    if (!file.write(`${line}\r\n`)) await once(file, 'drain');
  };
  try {
    // countTotal: the first page reports the match count (x-total-count), which sizes the progress bar.
    for await (const page of client.studies.listCsv({ countTotal: true, ...options.params }).pages()) {
      total ??= page.total;
      for (const row of page.items) {
        if (options.limit !== undefined && rows >= options.limit) break;
        if (columns === undefined) {
          columns = Object.keys(row);
          await write(columns.map(csvCell).join(','));
        }
        await write(columns.map((name) => csvCell(row[name] ?? '')).join(','));
        rows++;
      }
      options.onProgress?.(rows, total);
      if (options.limit !== undefined && rows >= options.limit) break;
    }
  } finally {
    file.end();
    await once(file, 'close');
  }
  return { rows, total };
}
