import { readFileSync } from 'node:fs';
import { realFixtureUrl } from '@lifesci/vitest-config/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Emulator, startEmulator } from '../src/index.js';

/** The real recorded responses, by path under fixtures/real. */
const real = (path: string) => readFileSync(realFixtureUrl(`${path}`), 'utf8');

/**
 * A strict-enough XML reader for these tests: checks that tags balance, that text and attribute
 * values hold no raw '<' or bare '&', and returns the element names in document order.
 */
function elements(xml: string): string[] {
  const names: string[] = [];
  const stack: string[] = [];
  const token =
    /<\?[\s\S]*?\?>|<!DOCTYPE[^>]*>|<!--[\s\S]*?-->|<(\/?)([A-Za-z_][\w.:-]*)((?:\s+[\w:.-]+\s*=\s*"[^"<]*")*)\s*(\/?)>/g;
  let at = 0;
  for (let m = token.exec(xml); m; m = token.exec(xml)) {
    const text = xml.slice(at, m.index);
    if (text.includes('<')) throw new Error(`stray '<' before offset ${m.index}`);
    if (/&(?!(amp|lt|gt|quot|apos|#\d+);)/.test(text)) throw new Error(`bare '&' before offset ${m.index}`);
    at = token.lastIndex;
    const [, closing, name, attrs, selfClosing] = m;
    if (!name) continue;
    if (attrs && /&(?!(amp|lt|gt|quot|apos|#\d+);)/.test(attrs))
      throw new Error(`bare '&' in attributes of ${name}`);
    if (closing) {
      const open = stack.pop();
      if (open !== name) throw new Error(`</${name}> closes <${open}>`);
    } else {
      names.push(name);
      if (!selfClosing) stack.push(name);
    }
  }
  if (xml.slice(at).trim() !== '') throw new Error('text after the last tag');
  if (stack.length) throw new Error(`unclosed <${stack.join('><')}>`);
  return names;
}

const unique = (names: string[]) => [...new Set(names)];
const clinvarNames = () => [
  ...elements(real('ncbi-clinvar/clinvar_vcv_haplotype_kcnq2.xml')),
  ...elements(real('ncbi-clinvar/clinvar_vcv_12000.xml')),
  ...elements(real('ncbi-clinvar/rcv_01.xml')),
];
const attributesOf = (xml: string, tag: string) =>
  [...(new RegExp(`<${tag}\\s([^>]*)>`).exec(xml)?.[1] ?? '').matchAll(/([\w:.-]+)="/g)].map((m) => m[1]);

let emulator: Emulator;
let eutils: string;
const text = async (query: string) => (await fetch(`${eutils}/${query}`)).text();

beforeAll(async () => {
  emulator = await startEmulator({ services: ['eutils'], limits: 'off' });
  eutils = emulator.baseUrls.eutils!;
});
afterAll(() => emulator.close());

describe('E-utilities answers are shaped like the recorded ones', () => {
  it('reports a missing id exactly as esummary8.xml and an unknown db exactly as epost2.xml', async () => {
    expect(await text('esummary.fcgi?db=gene')).toBe(real('ncbi-eutils/errors/esummary8.xml'));
    expect(await text('epost.fcgi?db=nothing&id=1')).toBe(real('ncbi-eutils/errors/epost2.xml'));
  });

  it('lists databases as einfo1.xml does', async () => {
    const body = await text('einfo.fcgi');
    expect(body).toBe(real('ncbi-eutils/einfo1.xml'));
  });

  it('describes a database with the DbInfo layout of einfo2.xml', async () => {
    const body = await text('einfo.fcgi?db=gene');
    const ours = unique(elements(body));
    const theirs = unique(elements(real('ncbi-eutils/einfo2.xml')));
    expect(ours).toEqual(theirs);
  });

  it('answers ESearch with the element order of esearch1.xml, and an unmatched search like esearch8.xml', async () => {
    expect(unique(elements(await text('esearch.fcgi?db=gene&term=CYP2C*[gene]')))).toEqual(
      unique(elements(real('ncbi-eutils/esearch1.xml'))),
    );
    expect(elements(await text('esearch.fcgi?db=gene&term=abcXYZ'))).toEqual(
      elements(real('ncbi-eutils/esearch8.xml')),
    );
  });

  it('answers ESearch JSON with the keys of esearch-pubmed-json.json', async () => {
    const ours = await (await fetch(`${eutils}/esearch.fcgi?db=clinvar&term=TSC2[gene]&retmode=json`)).json();
    const theirs = JSON.parse(real('ncbi-eutils/esearch-pubmed-json.json'));
    expect(Object.keys(ours)).toEqual(Object.keys(theirs));
    expect(ours.header).toEqual(theirs.header);
    expect(Object.keys(ours.esearchresult)).toEqual(Object.keys(theirs.esearchresult));
  });

  it('summarises a gene in the DocumentSummary layout of esummary.gene.xml (with the current Organism block)', async () => {
    const ours = unique(elements(await text('esummary.fcgi?db=gene&id=7040&version=2.0')));
    const theirs = unique(elements(real('ncbi-eutils/ncbi-samples/esummary.gene.xml')));
    // The 2012 sample still had Orgname/TaxID at the top; the live service moved them into Organism.
    const expected = theirs.filter((n) => n !== 'Orgname' && n !== 'TaxID');
    expect(ours.filter((n) => expected.includes(n))).toEqual(expected);
    expect(ours).toEqual(
      expect.arrayContaining(['Organism', 'ScientificName', 'CommonName', 'TaxID', 'LocationHist']),
    );
  });

  it('reports unknown ids inside a normal esummary, as esummary.pmcerror.xml and its JSON do', async () => {
    const xml = await text('esummary.fcgi?db=gene&id=672,1,7157&version=2.0');
    expect(xml).toContain(
      '<DocumentSummary uid="1">\n<error>cannot get document summary</error>\n</DocumentSummary>',
    );
    expect(unique(elements(xml)).slice(0, 3)).toEqual([
      'eSummaryResult',
      'DocumentSummarySet',
      'DocumentSummary',
    ]);
    const raw = await text('esummary.fcgi?db=gene&id=672,1,7157&retmode=json');
    // Key order as served (JSON.parse would put the numeric keys first).
    expect(
      raw.startsWith(
        '{"header":{"type":"esummary","version":"0.3"},"result":{"uids":["672","1","7157"],"672":{',
      ),
    ).toBe(true);
    const sample = JSON.parse(real('ncbi-eutils/ncbi-samples/esummary.pmcerror.json'));
    expect(JSON.parse(raw).result['1']).toEqual(sample.result['1']);
  });

  it('links in the layout of sample-0.json and elink1.xml', async () => {
    const json = await (
      await fetch(`${eutils}/elink.fcgi?dbfrom=clinvar&db=gene&id=12397&retmode=json`)
    ).json();
    const sample = JSON.parse(real('ncbi-eutils/ncbi-samples/sample-0.json'));
    expect(Object.keys(json)).toEqual(Object.keys(sample));
    expect(Object.keys(json.linksets[0])).toEqual(Object.keys(sample.linksets[0]));
    expect(Object.keys(json.linksets[0].linksetdbs[0])).toEqual(
      Object.keys(sample.linksets[0].linksetdbs[0]),
    );
    expect(json.linksets[0].linksetdbs[0]).toEqual({
      dbto: 'gene',
      linkname: 'clinvar_gene',
      links: ['7249'],
    });
    const xml = await text('elink.fcgi?dbfrom=gene&db=pubmed&id=672');
    expect(unique(elements(xml))).toEqual(unique(elements(real('ncbi-eutils/elink1.xml'))));
  });

  it('fetches gene records in the Entrezgene layout of efetch-gene-4747.xml', async () => {
    const body = await text('efetch.fcgi?db=gene&id=4747&retmode=xml');
    const ours = elements(body);
    const theirs = elements(real('ncbi-eutils/efetch-gene-4747.xml'));
    const known = new Set(theirs);
    // Elements the current record has and the 2012 recording did not.
    const newer = new Set([
      'Gene-ref_formal-name',
      'Gene-nomenclature',
      'Gene-nomenclature_status',
      'Gene-nomenclature_symbol',
      'Gene-nomenclature_name',
      'Gene-nomenclature_source',
      'Gene-commentary_properties',
    ]);
    expect(ours.filter((n) => !known.has(n) && !newer.has(n))).toEqual([]);
    const topLevel = (names: string[]) => unique(names.filter((n) => n.startsWith('Entrezgene_')));
    expect(topLevel(ours)).toEqual(topLevel(theirs));
    expect(
      body.startsWith(
        '<?xml version="1.0" ?>\n<!DOCTYPE Entrezgene-Set PUBLIC "-//NLM//DTD NCBI-Entrezgene, 21st January 2005//EN"',
      ),
    ).toBe(true);
  });

  it('fetches VCV records in the current VariationArchive layout of the real VCV files', async () => {
    const body = await text('efetch.fcgi?db=clinvar&id=12397,13961&rettype=vcv&is_variationid=true');
    const ours = elements(body);
    // OncogenicityClassification is ClinVar's third classification (VCV XSD 2.0); no recorded file has one yet.
    const known = new Set([...clinvarNames(), 'OncogenicityClassification']);
    expect(ours.filter((n) => !known.has(n))).toEqual([]);
    expect(ours.filter((n) => n === 'VariationArchive')).toHaveLength(2);
    expect(attributesOf(body, 'VariationArchive').sort()).toEqual(
      attributesOf(real('ncbi-clinvar/clinvar_vcv_haplotype_kcnq2.xml'), 'VariationArchive').sort(),
    );
    for (const section of [
      'ClassifiedRecord',
      'SimpleAllele',
      'RCVList',
      'Classifications',
      'GermlineClassification',
      'SomaticClinicalImpact',
      'OncogenicityClassification',
      'ClinicalAssertionList',
      'TraitMappingList',
    ]) {
      expect(ours, section).toContain(section);
    }
  });

  it('gives the real TSC2 record its dosage sensitivity and plain alleles exactly as clinvar_vcv_12000.xml does', async () => {
    const ours = await text('efetch.fcgi?db=clinvar&id=12397&rettype=vcv&is_variationid=true');
    const theirs = real('ncbi-clinvar/clinvar_vcv_12000.xml');
    const grab = (xml: string, pattern: RegExp) => pattern.exec(xml)?.[0];
    // The variant's GRCh38 location: every attribute, its order and value (start, alleles, VCF).
    const location = /<SequenceLocation Assembly="GRCh38"[^>]*forDisplay="true"[^>]*\/>/;
    expect(grab(theirs, location)).toContain('referenceAllele="G" alternateAllele="A"');
    expect(grab(ours, location)).toBe(grab(theirs, location));
    for (const tag of ['Haploinsufficiency', 'Triplosensitivity']) {
      const element = new RegExp(`<${tag} [^>]*>[^<]*</${tag}>`);
      expect(grab(theirs, element), tag).toBeDefined();
      expect(grab(ours, element), tag).toBe(grab(theirs, element));
    }
  });

  it('describes the conditions of the real TSC2 record with the Symbols, keywords and Citations clinvar_vcv_12000.xml gives them', async () => {
    // Each condition's Trait, by its MedGen id (first occurrence), reduced to the parts compared.
    const traits = (xml: string) => {
      const byCui = new Map<string, string[]>();
      for (const [, block = ''] of xml.matchAll(/<Trait ID="\d+" Type="Disease">([\s\S]*?)<\/Trait>/g)) {
        const cui = /<XRef ID="(C\d+)" DB="MedGen"\/>/.exec(block)?.[1];
        const parts = block.matchAll(
          /<Symbol>[\s\S]*?<\/Symbol>|<AttributeSet>\s*<Attribute Type="keyword">[^<]*<\/Attribute>\s*<\/AttributeSet>|<Citation [\s\S]*?<\/Citation>/g,
        );
        if (cui && !byCui.has(cui))
          byCui.set(
            cui,
            [...parts].map(([part]) => part.replace(/>\s+</g, '><')),
          );
      }
      return byCui;
    };
    const theirs = traits(real('ncbi-clinvar/clinvar_vcv_12000.xml'));
    const ours = traits(await text('efetch.fcgi?db=clinvar&id=12397&rettype=vcv&is_variationid=true'));
    // Tuberous sclerosis 2, tuberous sclerosis, lymphangiomyomatosis, hereditary cancer predisposition.
    for (const cui of ['C1860707', 'C0041341', 'C0751674', 'C0027672']) {
      expect(theirs.get(cui)?.length, cui).toBeGreaterThan(0);
      expect(ours.get(cui), cui).toEqual(theirs.get(cui));
    }
  });

  it('comments laboratory submissions where clinvar_vcv_12000.xml does: a public Comment after the Citations', async () => {
    // The element sequence of each submission's Classification, and the Comment's attributes.
    const layouts = (xml: string) =>
      new Set(
        [
          ...xml.matchAll(/<ClinicalAssertion [\s\S]*?<Classification [^>]*>([\s\S]*?)<\/Classification>/g),
        ].map(([, body = '']) =>
          [...body.matchAll(/<(\w+)[ >]/g)]
            .map(([, name]) => name)
            .filter((name) => name !== 'ID')
            .join(' ')
            .replace(/(Citation )+/g, 'Citation* '),
        ),
      );
    const theirs = real('ncbi-clinvar/clinvar_vcv_12000.xml');
    const ours = await text('efetch.fcgi?db=clinvar&id=12397&rettype=vcv&is_variationid=true');
    const commented = [...layouts(ours)].filter((layout) => layout.includes('Comment'));
    expect(commented.length).toBeGreaterThan(0);
    for (const layout of commented) expect(layouts(theirs)).toContain(layout);
    expect(attributesOf(ours, 'Comment')).toEqual(attributesOf(theirs, 'Comment'));
    expect(ours).toContain('[synthetic comment]</Comment>');
  });

  it('fetches RCV records as ClinVarSets shaped like rcv_01.xml', async () => {
    const body = await text('efetch.fcgi?db=clinvar&id=13961&rettype=rcv');
    const ours = elements(body);
    const known = new Set([...clinvarNames(), 'OncogenicityClassification']);
    expect(ours.filter((n) => !known.has(n))).toEqual([]);
    expect(ours.filter((n) => n === 'ClinVarSet').length).toBeGreaterThanOrEqual(1);
    expect(ours).toContain('ReferenceClinVarAssertion');
    expect(ours).toContain('ClinVarAssertion');
  });

  it('keeps every XML answer well formed, clinvar summaries included', async () => {
    for (const query of [
      'esummary.fcgi?db=clinvar&id=12397,7105,17677&version=2.0',
      'esummary.fcgi?db=clinvar&id=12397,999999999',
      'esummary.fcgi?db=gene&id=672,4747',
      'elink.fcgi?dbfrom=gene&db=nuccore&id=672&id=7157',
      'elink.fcgi?dbfrom=gene&db=pubmed&id=672&cmd=neighbor_history',
      'efetch.fcgi?db=gene&id=672&rettype=docsum',
      'epost.fcgi?db=gene&id=672,abc',
    ]) {
      const body = await text(query);
      expect(() => elements(body), query).not.toThrow();
      expect(body.startsWith('<?xml'), query).toBe(true);
    }
  });
});
