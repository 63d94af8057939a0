import {
  type BatchResult,
  batch,
  type CallOptions,
  coalesce,
  InputError,
  MissingItemError,
  NotFoundError,
  path,
  type Redactor,
  type RequestSpec,
  Resource,
} from '@lifesci/core';
import type { DatasetsClient } from '../datasets-client.js';
import {
  type DatasetsGene,
  type DatasetsGenePage,
  DatasetsGenePageSchema,
  type DatasetsMessage,
} from '../schemas/datasets.js';

/** The Datasets interface's largest `page_size`; also the ids sent per POST. */
export const DATASETS_PAGE_SIZE = 1000;

/** What the service said about `key` (or, if nothing names it, everything it said). */
function whyOf(key: string, problems: readonly string[]): string {
  const own = problems.filter((problem) => problem.split(/[\s,;:]+/).includes(key));
  const shown = own.length > 0 ? own : problems;
  return shown.length > 0 ? `: ${shown.join('; ')}` : '';
}

function problemsOf(messages: readonly DatasetsMessage[]): string[] {
  return messages
    .flatMap((m) => [m.error, m.warning])
    .flatMap((p) => ((p?.message ?? p?.reason) ? [String(p.message ?? p.reason)] : []));
}

/** A gene named by its symbol in one taxon (an integer taxonomy id, or a name such as 'human'). */
export interface SymbolInTaxon {
  /** The gene symbol, e.g. 'IFNG'. */
  symbol: string;
  /** An integer taxonomy id (9606), or a taxon name the service accepts ('human'). */
  taxon: number | string;
}

/** The symbol and taxon of a `SymbolInTaxon`, checked and trimmed (an InputError otherwise). */
const SYMBOL = /^[A-Za-z0-9._@:'()+/-]{1,64}$/;
/** `.` or `..` as the whole or a `/`-separated part: a dot segment a server may resolve. */
const DOT_SEGMENT = /(^|\/)\.{1,2}(\/|$)/;
const TAXON_NAME = /^[A-Za-z0-9 ._'()-]{1,200}$/;

export function symbolOf(gene: SymbolInTaxon): { symbol: string; taxon: string } {
  if (typeof gene !== 'object' || gene === null) {
    throw new InputError('gene', 'an object { symbol, taxon }');
  }
  const { symbol, taxon } = gene;
  // Both are path segments: no separators, dot segments or control characters reach the URL.
  if (typeof symbol !== 'string' || !SYMBOL.test(symbol.trim()) || DOT_SEGMENT.test(symbol.trim())) {
    throw new InputError(
      'gene.symbol',
      "a gene symbol (letters, digits and . _ - / @ : ' ( ) +, at most 64 characters, e.g. BRCA1 or HLA-A)",
    );
  }
  const validTaxon =
    (typeof taxon === 'number' && Number.isSafeInteger(taxon) && taxon > 0) ||
    (typeof taxon === 'string' && TAXON_NAME.test(taxon.trim()) && !DOT_SEGMENT.test(taxon.trim()));
  if (!validTaxon)
    throw new InputError(
      'gene.taxon',
      'a positive integer taxonomy id, or a taxon name (e.g. human, Mus musculus)',
    );
  return { symbol: symbol.trim(), taxon: String(taxon).trim() };
}

/**
 * NCBI Datasets gene reports (v2alpha by default), the requests behind DatasetsClient's methods.
 * Each id's report comes back under that id; ids the service does not know are per-id errors,
 * whether it says so with a 404 or with a 200 that leaves them out. `redactor` is the client's,
 * for the errors built here.
 */
export class GeneReports extends Resource<DatasetsClient> {
  readonly #redactor: Redactor;

  constructor(client: DatasetsClient, redactor: Redactor) {
    super(client);
    this.#redactor = redactor;
  }

  /**
   * Gene reports by checked NCBI Gene ids, in input order. One id is a GET of `/gene/id/{id}`;
   * more are POSTed to `/gene` (the v2alpha reports endpoint), 1,000 per request.
   */
  async byIds(list: readonly string[], call: CallOptions): Promise<BatchResult<string, DatasetsGene>> {
    return batch<string, DatasetsGene>(list, {
      size: DATASETS_PAGE_SIZE,
      service: 'genes',
      signal: call.signal,
      // Concurrent lookups share requests (core's coalesce): ids waiting for the budget together
      // go out in one POST of up to DATASETS_PAGE_SIZE.
      run: (chunk, { signal }) =>
        coalesce(
          this.client,
          'datasets gene',
          {
            maxBatch: DATASETS_PAGE_SIZE,
            run: async (merged: string[], shared) => {
              const each = { ...call, signal: shared.signal };
              const single = merged.length === 1;
              const where = single ? path`/gene/id/${merged[0] as string}` : '/gene';
              const { genes, problems } = single
                ? await this.#pages({ path: where }, each)
                : await this.#pages(
                    { method: 'POST', path: where, body: { gene_ids: merged.map(Number) }, readOnly: true },
                    each,
                  );
              const found = new Map<string, DatasetsGene | Error>();
              for (const gene of genes) found.set(gene.gene_id, gene);
              // An id the answer left out is core's MissingItemError, with what the service said; a
              // real 404 (one id, GET) arrives from core as that id's NotFoundError.
              for (const id of merged) if (!found.has(id)) found.set(id, this.#missing(id, problems));
              return found;
            },
          },
          call,
        ).load<DatasetsGene>(chunk, signal),
    });
  }

  /** The gene(s) with this (checked) symbol in one taxon; none is a `NotFoundError`. */
  async bySymbol(symbol: string, taxon: string, call: CallOptions): Promise<DatasetsGene[]> {
    const where = path`/gene/symbol/${symbol}/taxon/${taxon}`;
    const { genes, problems } = await this.#pages({ path: where }, call);
    if (genes.length === 0) {
      throw this.#notFound(`gene symbol ${symbol} in taxon ${taxon}`, symbol, 'GET', where, problems);
    }
    return genes;
  }

  /**
   * Every report of a query and what the service said about it, walked as a core PagePromise over
   * `next_page_token` (which stops on an empty page, a missing token or one seen before).
   */
  async #pages(spec: RequestSpec, call: CallOptions): Promise<{ genes: DatasetsGene[]; problems: string[] }> {
    const list = this.client.paginate<DatasetsGene, string, DatasetsGenePage>(async (token, pageCall) => {
      const paging = { page_size: DATASETS_PAGE_SIZE, page_token: token };
      const page = await this.client.request(
        spec.method === 'POST'
          ? { ...spec, body: { ...(spec.body as object), ...paging }, schema: DatasetsGenePageSchema }
          : { ...spec, query: { ...spec.query, ...paging }, schema: DatasetsGenePageSchema },
        pageCall,
      );
      return { items: page.reports.map((report) => report.gene), next: page.next_page_token, raw: page };
    }, call);
    const genes: DatasetsGene[] = [];
    const problems: string[] = [];
    for await (const page of list.pages()) {
      genes.push(...page.items);
      if (page.raw) problems.push(...problemsOf(page.raw.messages));
    }
    return { genes, problems };
  }

  #missing(id: string, problems: readonly string[]): MissingItemError {
    return new MissingItemError('genes', id, {
      message: `genes: no gene id ${id} in NCBI Datasets${whyOf(id, problems)}`,
      redactor: this.#redactor,
    });
  }

  /** `key` picks, out of a batch's messages, those about this id or symbol. */
  #notFound(
    what: string,
    key: string,
    method: string,
    where: string,
    problems: readonly string[],
  ): NotFoundError {
    const why = whyOf(key, problems);
    return new NotFoundError({
      status: 404,
      service: this.client.service,
      method,
      url: `${this.client.baseUrlOf()}${where}`,
      message: `no ${what} in NCBI Datasets${why}`,
      redactor: this.#redactor,
    });
  }
}
