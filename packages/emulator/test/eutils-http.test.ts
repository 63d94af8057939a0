import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Emulator, startEmulator } from '../src/index.js';
import { Catalog } from '../src/services/eutils/data/catalog.js';

let emulator: Emulator;
let base: string;
const catalog = new Catalog(1);

const json = async (query: string, init?: RequestInit) => {
  const res = await fetch(`${base}/${query}`, init);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  return res.json();
};
const text = async (query: string, init?: RequestInit) => {
  const res = await fetch(`${base}/${query}`, init);
  expect(res.status).toBe(200);
  return res.text();
};
const form = (params: Record<string, string>): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(params).toString(),
});

beforeAll(async () => {
  emulator = await startEmulator({ services: ['eutils'], limits: 'off', seed: 1 });
  base = emulator.baseUrls.eutils!;
});
afterAll(() => emulator.close());

describe('ESearch over HTTP', () => {
  it('returns 20 ids by default and pages with retstart/retmax', async () => {
    const first = await json('esearch.fcgi?db=clinvar&term=BRCA2[gene]&retmode=json');
    const count = Number(first.esearchresult.count);
    expect(count).toBeGreaterThan(40);
    expect(first.esearchresult.idlist).toHaveLength(20);
    expect(first.esearchresult.retmax).toBe('20');
    const second = await json('esearch.fcgi?db=clinvar&term=BRCA2[gene]&retmode=json&retstart=20&retmax=25');
    expect(second.esearchresult.retstart).toBe('20');
    expect(second.esearchresult.idlist).toHaveLength(25);
    const all = await json(`esearch.fcgi?db=clinvar&term=BRCA2[gene]&retmode=json&retmax=${count}`);
    expect(all.esearchresult.idlist.slice(20, 45)).toEqual(second.esearchresult.idlist);
    expect(new Set(all.esearchresult.idlist).size).toBe(count);
  });

  it('refuses retstart beyond 9,998 with the real in-body error, and clamps a window that crosses it', async () => {
    const refused = await json('esearch.fcgi?db=clinvar&term=human[orgn]&retmode=json&retstart=9999');
    expect(Object.keys(refused.esearchresult)).toEqual(['ERROR']);
    expect(refused.esearchresult.ERROR).toMatch(
      /^Search Backend failed: Exception:\n'retstart' cannot be larger than 9998\. For PubMed/,
    );
    const xml = await text('esearch.fcgi?db=clinvar&term=human[orgn]&retstart=10000');
    expect(xml).toContain("<ERROR>Search Backend failed: Exception:\n'retstart' cannot be larger than 9998.");
    const edge = await json('esearch.fcgi?db=clinvar&term=human[orgn]&retmode=json&retstart=9990&retmax=50');
    expect(edge.esearchresult.idlist).toHaveLength(9);
    expect(edge.esearchresult.warninglist.outputmessages).toEqual([
      'Restrictions achieved. start and count adjusted to 9990, 9',
    ]);
  });

  it('stores results on the History server so records past the ESearch window stay reachable', async () => {
    const search = await json('esearch.fcgi?db=clinvar&term=human[orgn]&retmode=json&usehistory=y&retmax=0');
    const { webenv, querykey, count } = search.esearchresult;
    expect(webenv).toMatch(/^MCID_[0-9a-f]{24}$/);
    expect(querykey).toBe('1');
    expect(Number(count)).toBe(catalog.clinvar.records.length);
    const tail = await json(
      `esummary.fcgi?db=clinvar&WebEnv=${webenv}&query_key=1&retstart=11990&retmax=10&retmode=json`,
    );
    expect(tail.result.uids).toEqual(
      catalog.clinvar.records.slice(11_990, 12_000).map((r) => String(r.variationId)),
    );
    const fetched = await text(
      `efetch.fcgi?db=clinvar&WebEnv=${webenv}&query_key=1&retstart=11995&retmax=3&rettype=vcv`,
    );
    expect(fetched.match(/<VariationArchive /g)).toHaveLength(3);
    // A second search into the same WebEnv gets the next query_key.
    const again = await json(
      `esearch.fcgi?db=clinvar&term=TP53[gene]&retmode=json&usehistory=y&WebEnv=${webenv}`,
    );
    expect(again.esearchresult).toMatchObject({ webenv, querykey: '2' });
    const combined = await json(
      `esearch.fcgi?db=clinvar&term=%231 AND pathogenic[clnsig]&retmode=json&WebEnv=${webenv}`,
    );
    expect(Number(combined.esearchresult.count)).toBeGreaterThan(0);
  });

  it('reports bad parameters in the body with HTTP 200', async () => {
    expect((await json('esearch.fcgi?db=fleegle&term=x&retmode=json')).esearchresult).toEqual({
      ERROR: 'Invalid db name specified: fleegle',
    });
    expect((await json('esearch.fcgi?db=gene&retmode=json')).esearchresult).toEqual({
      ERROR: 'Empty term and query_key - nothing todo',
    });
  });

  it('treats a real but unemulated database as one where nothing matches', async () => {
    const res = await json('esearch.fcgi?db=pubmed&term=biopython&retmode=json');
    expect(res.esearchresult.count).toBe('0');
    expect(res.esearchresult.errorlist.phrasesnotfound).toEqual(['biopython']);
  });

  it('accepts the same parameters as a form-encoded POST', async () => {
    const viaGet = await json('esearch.fcgi?db=gene&term=BRCA1[gene] AND human[orgn]&retmode=json');
    const viaPost = await json(
      'esearch.fcgi',
      form({ db: 'gene', term: 'BRCA1[gene] AND human[orgn]', retmode: 'json' }),
    );
    expect(viaPost).toEqual(viaGet);
  });
});

describe('ESummary over HTTP', () => {
  it('summarises up to 500 ids by POST, in request order, with per-id errors', async () => {
    const ids = catalog.genes.genes.slice(0, 499).map((g) => String(g.id));
    const res = await json(
      'esummary.fcgi',
      form({ db: 'gene', id: [...ids, '999999999'].join(','), retmode: 'json' }),
    );
    expect(res.result.uids).toEqual([...ids, '999999999']);
    expect(res.result['999999999']).toEqual({ uid: '999999999', error: 'cannot get document summary' });
    expect(res.result['1565']).toMatchObject({
      name: 'CYP2D6',
      maplocation: '22q13.2',
      organism: { taxid: 9606 },
    });
  });

  it('refuses more than 500 ids with the JSON error NCBI gives', async () => {
    const ids = catalog.genes.genes
      .slice(0, 501)
      .map((g) => g.id)
      .join(',');
    const res = await json('esummary.fcgi', form({ db: 'gene', id: ids, retmode: 'json' }));
    expect(res).toEqual({
      header: { type: 'esummary', version: '0.3' },
      error: 'Too many UIDs in request. Maximum number of UIDs is 500 for JSON format output.',
    });
    expect(await text('esummary.fcgi', form({ db: 'gene', id: ids }))).toContain(
      '<ERROR>Too many UIDs in request.',
    );
  });

  it('serves ClinVar version 2.0 summaries with germline, clinical impact and oncogenicity classifications', async () => {
    const res = await json('esummary.fcgi?db=clinvar&id=13961,12397&version=2.0&retmode=json');
    const braf = res.result['13961'];
    expect(braf).toMatchObject({
      accession: 'VCV000013961',
      protein_change: 'V600E',
      genes: [{ symbol: 'BRAF', geneid: '673' }],
    });
    expect(braf.oncogenicity_classification.description).toBe('Oncogenic');
    expect(braf.clinical_impact_classification.description).toBe('Tier I - Strong');
    const tsc2 = res.result['12397'];
    expect(tsc2.germline_classification).toMatchObject({
      description: 'Pathogenic',
      review_status: 'criteria provided, multiple submitters, no conflicts',
    });
    expect(tsc2.clinical_impact_classification).toEqual({
      description: '',
      last_evaluated: '1/01/01 00:00',
      review_status: '',
      fda_recognized_database: '',
      trait_set: [],
    });
    expect(
      tsc2.variation_set[0].variation_loc.map((l: { assembly_name: string; start: string }) => [
        l.assembly_name,
        l.start,
      ]),
    ).toEqual([
      ['GRCh38', '2070571'],
      ['GRCh37', '2120572'],
    ]);
    expect(tsc2.supporting_submissions.rcv.length).toBe(catalog.clinvar.byId.get(12397)!.rcvs.length);
  });

  it('serves version 1.0 XML as DocSum items by default', async () => {
    const xml = await text('esummary.fcgi?db=gene&id=1565');
    expect(xml).toContain('<!DOCTYPE eSummaryResult PUBLIC "-//NLM//DTD esummary v1 20041029//EN"');
    expect(xml).toContain('<DocSum>\n\t<Id>1565</Id>\n\t<Item Name="Name" Type="String">CYP2D6</Item>');
  });
});

describe('EFetch, ELink and EPost over HTTP', () => {
  it('streams a 100-gene Entrezgene-Set of tens of megabytes', async () => {
    const ids = catalog.genes.genes
      .slice(100, 200)
      .map((g) => g.id)
      .join(',');
    const res = await fetch(`${base}/efetch.fcgi`, form({ db: 'gene', id: ids, retmode: 'xml' }));
    const body = await res.text();
    expect(res.headers.get('content-type')).toBe('text/xml; charset=UTF-8');
    expect(body.match(/<Entrezgene>/g)).toHaveLength(100);
    expect(body.length).toBeGreaterThan(10_000_000);
    expect(body.trimEnd().endsWith('</Entrezgene-Set>')).toBe(true);
  });

  it('reports an efetch of no known ids in an eFetchResult ERROR', async () => {
    const xml = await text('efetch.fcgi?db=gene&id=999999999');
    expect(xml).toContain(
      '<eFetchResult>\n\t<ERROR>ID list is empty! Possibly it has no correct IDs.</ERROR>\n</eFetchResult>',
    );
  });

  it('links genes and ClinVar records both ways, consistently with the records', async () => {
    const geneToClinvar = await json('elink.fcgi?dbfrom=gene&db=clinvar&id=7249&retmode=json');
    const variations = geneToClinvar.linksets[0].linksetdbs[0].links as string[];
    expect(variations).toContain('12397');
    expect(variations).toHaveLength(catalog.clinvar.byGene.get(7249)!.length);
    for (const [target, linkname] of [
      ['pubmed', 'clinvar_pubmed'],
      ['medgen', 'clinvar_medgen'],
      ['snp', 'clinvar_snp'],
    ] as const) {
      const res = await json(`elink.fcgi?dbfrom=clinvar&db=${target}&id=12397&retmode=json`);
      expect(res.linksets[0].linksetdbs[0].linkname).toBe(linkname);
    }
    const snp = await json('elink.fcgi?dbfrom=clinvar&linkname=clinvar_snp&id=12397&retmode=json');
    expect(snp.linksets[0].linksetdbs[0].links).toEqual(['28934872']);
  });

  it('gives one link set per id parameter and one for a comma-separated list', async () => {
    const separate = await json('elink.fcgi?dbfrom=gene&db=protein&id=672&id=7157&retmode=json');
    expect(separate.linksets.map((s: { ids: string[] }) => s.ids)).toEqual([['672'], ['7157']]);
    const together = await json('elink.fcgi?dbfrom=gene&db=protein&id=672,7157&retmode=json');
    expect(together.linksets).toHaveLength(1);
    expect(together.linksets[0].linksetdbs[0].links.length).toBe(
      separate.linksets[0].linksetdbs[0].links.length + separate.linksets[1].linksetdbs[0].links.length,
    );
  });

  it('agrees between efetch and elink on the gene citations', async () => {
    const links = await json('elink.fcgi?dbfrom=gene&db=pubmed&linkname=gene_pubmed&id=7157&retmode=json');
    const record = await text('efetch.fcgi?db=gene&id=7157');
    for (const pmid of links.linksets[0].linksetdbs[0].links.slice(0, 20))
      expect(record).toContain(`<PubMedId>${pmid}</PubMedId>`);
  });

  it('posts ids to the History server for later summaries', async () => {
    const posted = await text('epost.fcgi', form({ db: 'gene', id: '672,7157,1080' }));
    const webEnv = /<WebEnv>(\w+)<\/WebEnv>/.exec(posted)?.[1];
    expect(posted).toContain('<QueryKey>1</QueryKey>');
    const res = await json(`esummary.fcgi?db=gene&query_key=1&WebEnv=${webEnv}&retmode=json`);
    expect(res.result.uids).toEqual(['672', '7157', '1080']);
    const unknown = await json(
      'esummary.fcgi?db=gene&query_key=1&WebEnv=MCID_000000000000000000000000&retmode=json',
    );
    expect(unknown.error).toBe('Unable to obtain query #1');
  });

  it('answers 404 for paths E-utilities do not have', async () => {
    expect((await fetch(`${base}/nothing.fcgi`)).status).toBe(404);
  });
});
