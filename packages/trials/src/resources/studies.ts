import {
  type CallOptions,
  csvRows,
  ids,
  PagePromise,
  parseInput,
  path,
  Resource,
  refuseMarkupHeader,
  refuseMarkupType,
} from '@lifesci/core';
import type { TrialsClient } from '../client.js';
import type { StudyCsvRow } from '../schemas/csv.js';
import {
  type GetStudyParams,
  GetStudyParamsSchema,
  type ListStudiesParams,
  ListStudiesParamsSchema,
  type StreamCsvParams,
  StreamCsvParamsSchema,
} from '../schemas/studies-params.js';
import { type Study, type StudyPage, StudyPageSchema, StudySchema } from '../schemas/study.js';
import { listWireQuery } from './studies-query.js';

/** `studies.*`: search and retrieve clinical studies (spec S6, GET /api/v2/studies[/{NCT_ID}]). */
export class Studies extends Resource<TrialsClient> {
  /**
   * Every study matching `params`, page by page over the continuation token. `await` gives the
   * first page (with `total` when `countTotal: true`, and the page body as `raw`); `for await`
   * walks every study.
   */
  list(params: ListStudiesParams = {}, call?: CallOptions): PagePromise<Study, string, StudyPage> {
    // Checked on first use: bad params reject the list (await, for await), never throw here.
    return PagePromise.defer(() => {
      const parsed = parseInput(ListStudiesParamsSchema, params, 'params');
      const query = listWireQuery(parsed);
      return this.client.paginate<Study, string, StudyPage>(async (cursor, pageCall) => {
        const token = cursor ?? parsed.pageToken;
        const page = await this.client.request(
          {
            path: path`/api/v2/studies`,
            query: {
              ...query,
              // The API counts only for the first page and ignores it afterwards.
              countTotal: firstPageCountTotal(token, parsed.countTotal),
              pageToken: token,
            },
            responseType: 'json',
            schema: StudyPageSchema,
          },
          pageCall,
        );
        return {
          items: page.studies,
          next: page.nextPageToken ?? page.pageToken,
          total: page.totalCount,
          raw: page,
        };
      }, call);
    });
  }

  /**
   * The same search as `list`, as CSV rows (columns: the registry's CSV download columns, or the
   * ones named in `fields`), every page in turn. Pages follow the `x-next-page-token` header. Each
   * page is read whole before its rows are handed out, so a page broken off mid-way is asked for
   * again (like a JSON page) and no row arrives twice. One study's row: `filter: { ids: [nctId] }`.
   */
  async *streamCsv(params: StreamCsvParams = {}, call?: CallOptions): AsyncIterable<StudyCsvRow> {
    // Checked on the first `next()`: bad params reject the iteration, never throw here.
    const parsed = parseInput(StreamCsvParamsSchema, params, 'params');
    const query = listWireQuery(parsed);
    // Only the first page carries the header row; later pages are read with its columns.
    let columns: readonly string[] | undefined;
    yield* this.client.paginate<StudyCsvRow, string>(async (token, pageCall) => {
      const response = await this.client.request(
        {
          path: path`/api/v2/studies`,
          query: { ...query, format: 'csv', pageToken: token },
          // Headers and a body that must arrive whole: a break mid-page is retried by core.
          responseType: 'bufferedResponse',
        },
        pageCall,
      );
      // A portal page with status 200 (maintenance, a proxy's login) is an error, not zero rows.
      refuseMarkupType(response.headers.get('content-type'), CSV_ENDPOINT);
      const rows: StudyCsvRow[] = [];
      let first = true;
      for await (const cells of csvRows(response.body ?? [], { header: false })) {
        if (first) refuseMarkupHeader(cells.join(','), CSV_ENDPOINT);
        first = false;
        if (columns === undefined) {
          columns = cells;
          continue;
        }
        // A data row can never equal the header (its NCT Number cell would read "NCT Number").
        if (rows.length === 0 && sameCells(cells, columns)) continue;
        rows.push(toRow(columns, cells));
      }
      return { items: rows, next: response.headers.get('x-next-page-token') ?? undefined };
    }, call);
  }

  /**
   * One study by NCT number, typed (`fields` narrows it). Its CSV row is
   * `streamCsv({ filter: { ids: [nctId] } })`.
   */
  async get(nctId: string, params: GetStudyParams = {}, call?: CallOptions): Promise<Study> {
    ids.nct.assert(nctId, 'nctId');
    const p = parseInput(GetStudyParamsSchema, params, 'params');
    const fields = p.fields ? [...p.fields] : undefined;
    return this.client.request(
      { path: path`/api/v2/studies/${nctId}`, query: { fields }, responseType: 'json', schema: StudySchema },
      call,
    );
  }
}

const CSV_ENDPOINT = 'trials GET /api/v2/studies?format=csv';

/** `countTotal` on the first page only: the API counts there and ignores it afterwards. */
function firstPageCountTotal(token: string | undefined, countTotal: boolean | undefined): true | undefined {
  return token === undefined && countTotal ? true : undefined;
}

function sameCells(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((cell, i) => cell === b[i]);
}

function toRow(columns: readonly string[], cells: readonly string[]): StudyCsvRow {
  const row: Record<string, string> = {};
  columns.forEach((name, i) => {
    row[name] = cells[i] ?? '';
  });
  return row;
}
