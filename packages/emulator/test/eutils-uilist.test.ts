import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Emulator, startEmulator } from '../src/index.js';

let emulator: Emulator;
let base: string;

const get = async (query: string, init?: RequestInit) => {
  const res = await fetch(`${base}/${query}`, init);
  expect(res.status).toBe(200);
  return { type: res.headers.get('content-type'), body: await res.text() };
};
const lines = (text: string) => text.split('\n').filter((line) => line !== '');
const xmlIds = (xml: string) => [...xml.matchAll(/<Id>(\d+)<\/Id>/g)].map((m) => m[1]);
const esearch = async (query: string) =>
  (await (await fetch(`${base}/esearch.fcgi?retmode=json&${query}`)).json()).esearchresult as {
    count: string;
    idlist: string[];
    webenv?: string;
    querykey?: string;
  };

beforeAll(async () => {
  emulator = await startEmulator({ services: ['eutils'], limits: 'off', seed: 1 });
  base = emulator.baseUrls.eutils!;
});
afterAll(() => emulator.close());

describe('EFetch rettype=uilist', () => {
  it('lists gene ids one per line (retmode=text), known ids only, in request order', async () => {
    const { type, body } = await get(
      'efetch.fcgi?db=gene&id=7157,672,999999999,1080&rettype=uilist&retmode=text',
    );
    expect(type).toMatch(/^text\/plain/);
    expect(body).toBe('7157\n672\n1080\n');
  });

  it('answers XML as NCBI serves it: a bare IdList under the uilist DOCTYPE', async () => {
    const { type, body } = await get('efetch.fcgi?db=gene&id=672,7157&rettype=uilist');
    expect(type).toMatch(/^text\/xml/);
    expect(body).toBe(
      '<?xml version="1.0" ?>\n' +
        '<!DOCTYPE eEfetchResult PUBLIC "-//NLM//DTD efetch 20020605//EN" "https://eutils.ncbi.nlm.nih.gov/eutils/dtd/20020605/uilist.dtd">\n' +
        '<IdList>\n    <Id>672</Id>\n    <Id>7157</Id>\n</IdList>\n',
    );
    const explicit = await get('efetch.fcgi?db=gene&id=672,7157&rettype=uilist&retmode=xml');
    expect(explicit.body).toBe(body);
  });

  it('gives ClinVar variation ids for variation ids, VCV and RCV accessions', async () => {
    const summary = await (await fetch(`${base}/esummary.fcgi?db=clinvar&id=12397&retmode=json`)).json();
    const rcv = (summary.result['12397'].supporting_submissions.rcv as string[])[0];
    expect(rcv).toMatch(/^RCV\d+/);
    const { body } = await get(
      `efetch.fcgi?db=clinvar&id=VCV000012397,17677,${rcv},12397&rettype=uilist&retmode=text`,
    );
    expect(body).toBe('12397\n17677\n');
  });

  it('reports ids it does not know the way efetch does', async () => {
    const { body } = await get('efetch.fcgi?db=gene&id=999999999&rettype=uilist&retmode=text');
    expect(body).toContain('<ERROR>ID list is empty! Possibly it has no correct IDs.</ERROR>');
  });

  it('pages a stored ClinVar set past ESearch’s 9,999-record window, up to 10,000 uids a request', async () => {
    const stored = await esearch('db=clinvar&term=human[orgn]&usehistory=y&retmax=0');
    const count = Number(stored.count);
    expect(count).toBeGreaterThan(11_000);
    const history = `db=clinvar&WebEnv=${stored.webenv}&query_key=${stored.querykey}&rettype=uilist`;

    // ESearch can only reach the first 9,999; the history set continues where it stops.
    const window = await esearch(`db=clinvar&term=human[orgn]&retmax=9999`);
    expect(window.idlist).toHaveLength(9_999);
    const rest = lines((await get(`efetch.fcgi?${history}&retmode=text&retstart=9999&retmax=5000`)).body);
    expect(rest).toHaveLength(count - 9_999);
    const everything = [...window.idlist, ...rest];
    expect(new Set(everything).size).toBe(count);

    // The stored set in the same order as ESearch's, page by page, in text and in XML.
    const head = lines((await get(`efetch.fcgi?${history}&retmode=text&retstart=0&retmax=20`)).body);
    expect(head).toEqual(window.idlist.slice(0, 20));
    const middle = xmlIds((await get(`efetch.fcgi?${history}&retmode=xml&retstart=9990&retmax=20`)).body);
    expect(middle).toEqual(everything.slice(9_990, 10_010));

    // One request returns at most 10,000 uids (EFetch's documented maximum).
    const capped = lines((await get(`efetch.fcgi?${history}&retmode=text&retstart=0&retmax=20000`)).body);
    expect(capped).toEqual(everything.slice(0, 10_000));
  });

  it('pages gene sets stored by EPost and by form POST', async () => {
    const posted = await (
      await fetch(`${base}/epost.fcgi`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'db=gene&id=672,675,7157,1080,3458',
      })
    ).text();
    const webEnv = /<WebEnv>([^<]+)<\/WebEnv>/.exec(posted)?.[1];
    const queryKey = /<QueryKey>(\d+)<\/QueryKey>/.exec(posted)?.[1];
    expect(webEnv).toMatch(/^MCID_/);
    const { body } = await get('efetch.fcgi', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `db=gene&WebEnv=${webEnv}&query_key=${queryKey}&rettype=uilist&retmode=text&retstart=1&retmax=3`,
    });
    expect(lines(body)).toEqual(['675', '7157', '1080']);
  });
});
