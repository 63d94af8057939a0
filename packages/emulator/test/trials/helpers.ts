import { type Emulator, startEmulator } from '../../src/index.js';
import { REAL_STUDIES } from '../../src/services/trials/real-studies.js';

export interface Page {
  studies: Array<Record<string, unknown>>;
  totalCount?: number;
  nextPageToken?: string;
}

export async function startTrials(seed = 1): Promise<Emulator> {
  return startEmulator({ services: ['trials'], limits: 'off', seed });
}

export function studiesUrl(emulator: Emulator, params: Record<string, string | number> = {}): string {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  const qs = query.toString();
  return `${emulator.baseUrls.trials}/api/v2/studies${qs ? `?${qs}` : ''}`;
}

export async function getJson<T = Page>(url: string): Promise<{ status: number; body: T; headers: Headers }> {
  const res = await fetch(url);
  return { status: res.status, body: (await res.json()) as T, headers: res.headers };
}

/** Follows nextPageToken to the end; returns every page. */
export async function crawl(emulator: Emulator, params: Record<string, string | number>): Promise<Page[]> {
  const pages: Page[] = [];
  let token: string | undefined;
  do {
    const { status, body } = await getJson(
      studiesUrl(emulator, token ? { ...params, pageToken: token } : params),
    );
    if (status !== 200) throw new Error(`status ${status}: ${JSON.stringify(body)}`);
    pages.push(body);
    token = body.nextPageToken;
  } while (token);
  return pages;
}

/** Every study of the registry, in list order (one crawl at pageSize 1000). */
export async function allStudies(emulator: Emulator): Promise<Array<Record<string, unknown>>> {
  return (await crawl(emulator, { pageSize: 1000 })).flatMap((p) => p.studies);
}

/** The NCT ids a listing with these parameters returns, across every page. */
export async function crawlIds(
  emulator: Emulator,
  params: Record<string, string | number>,
): Promise<string[]> {
  return (await crawl(emulator, { pageSize: 1000, ...params })).flatMap((p) => p.studies.map(nctOf));
}

type Obj = Record<string, unknown>;
export const at = (value: unknown, ...path: string[]): unknown =>
  path.reduce<unknown>((v, key) => (v && typeof v === 'object' ? (v as Obj)[key] : undefined), value);

export const nctOf = (study: unknown) =>
  at(study, 'protocolSection', 'identificationModule', 'nctId') as string;

/** The real records (real-studies.json), which take the registry's last places. */
export const REAL_IDS: ReadonlySet<string> = new Set(REAL_STUDIES.map(nctOf));

/** Minimal RFC 4180 reader, to check what the emulator writes. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += ch;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}
