import { describe, expect, it } from 'vitest';
import { Catalog } from '../src/services/eutils/data/catalog.js';
import type { ClinVarRecord } from '../src/services/eutils/data/clinvar.js';
import type { Gene } from '../src/services/eutils/data/genes.js';
import { clinvarSearchDb } from '../src/services/eutils/dbs/clinvar.js';
import { geneSearchDb } from '../src/services/eutils/dbs/gene.js';
import { parseQuery, QuerySyntaxError } from '../src/services/eutils/query/parse.js';
import { SearchIndex, search } from '../src/services/eutils/query/search.js';

const catalog = new Catalog(1);
const genes = new SearchIndex<Gene>(geneSearchDb(catalog.genes));
const clinvar = new SearchIndex<ClinVarRecord>(clinvarSearchDb(catalog.clinvar));
const records = catalog.clinvar.records;

describe('Entrez query syntax', () => {
  it('binds a tag to the whole phrase before it and joins adjacent terms with AND', () => {
    expect(parseQuery('breast cancer[disorder] BRCA1[gene]')).toEqual({
      kind: 'op',
      op: 'AND',
      left: { kind: 'term', text: 'breast cancer', quoted: false, tag: 'disorder' },
      right: { kind: 'term', text: 'BRCA1', quoted: false, tag: 'gene' },
    });
  });

  it('evaluates operators left to right, with parentheses grouping', () => {
    const flat = parseQuery('a OR b AND c');
    expect(flat).toMatchObject({ op: 'AND', left: { op: 'OR' }, right: { text: 'c' } });
    const grouped = parseQuery('a OR (b AND c)');
    expect(grouped).toMatchObject({ op: 'OR', left: { text: 'a' }, right: { op: 'AND' } });
  });

  it('keeps quoted phrases whole and rejects unbalanced quotes, brackets and parentheses', () => {
    expect(parseQuery('"cystic fibrosis"[dis]')).toEqual({
      kind: 'term',
      text: 'cystic fibrosis',
      quoted: true,
      tag: 'dis',
    });
    for (const bad of ['"open', 'BRCA1[gene', '(a AND b', 'a AND b)', '', 'AND']) {
      expect(() => parseQuery(bad), bad).toThrow(QuerySyntaxError);
    }
  });
});

describe('searching the gene database', () => {
  it('finds a gene by symbol and organism, with the translation ESearch shows', () => {
    const outcome = search(genes, 'BRCA1[gene] AND human[orgn]');
    expect(outcome.ids).toEqual([672]);
    expect(outcome.querytranslation).toBe('BRCA1[Gene Name] AND "Homo sapiens"[Organism]');
    expect(outcome.translationset).toEqual([{ from: 'human[orgn]', to: '"Homo sapiens"[Organism]' }]);
  });

  it('tells species apart by [organism] and [taxid]', () => {
    const all = search(genes, 'BRCA1[gene]').ids;
    expect(all.sort()).toEqual([672, 12189, 497672].sort());
    expect(search(genes, 'BRCA1[gene] AND 10090[taxid]').ids).toEqual([12189]);
    expect(search(genes, 'brca1[sym] AND rat[organism]').ids).toEqual([497672]);
  });

  it('matches aliases through [gene] but only the official symbol through [pref]', () => {
    expect(search(genes, 'BROVCA1[gene]').ids).toEqual([672]);
    expect(search(genes, 'BROVCA1[pref]').ids).toEqual([]);
  });

  it('searches chromosomes, diseases and Gene Ontology processes', () => {
    const chr17 = search(genes, '17[chromosome] AND human[orgn]').ids;
    expect(chr17).toContain(672);
    expect(chr17.every((id) => catalog.genes.byId.get(id)?.chr === '17')).toBe(true);
    expect(search(genes, '"cystic fibrosis"[disease]').ids).toContain(1080);
    const repair = search(genes, 'DNA repair[biological process]').ids;
    expect(repair).toContain(672);
    expect(repair.every((id) => catalog.genes.byId.get(id)!.go.length > 0)).toBe(true);
  });

  it('orders results by gene weight, curated genes first', () => {
    const ids = search(genes, 'human[orgn]').ids;
    expect(ids.length).toBeGreaterThan(5_000);
    const weights = ids.map((id) => catalog.genes.byId.get(id)!.weight);
    expect([...weights].sort((a, b) => b - a)).toEqual(weights);
  });

  it('drops phrases it cannot find, reports them, and runs the rest of the query', () => {
    const outcome = search(genes, 'BRCA1[gene] AND fleegle[disease]');
    expect(outcome.ids.sort()).toEqual([672, 12189, 497672].sort());
    expect(outcome.phrasesnotfound).toEqual(['fleegle[Disease/Phenotype]']);
    const none = search(genes, 'abcXYZ');
    expect(none.ids).toEqual([]);
    expect(none.phrasesnotfound).toEqual(['abcXYZ']);
    expect(search(genes, '"no such phrase"').quotedphrasesnotfound).toEqual(['"no such phrase"']);
  });

  it('reports unknown field tags and searches the term in all fields instead', () => {
    const outcome = search(genes, 'BRCA1[nosuchfield]');
    expect(outcome.fieldsnotfound).toEqual(['nosuchfield']);
    expect(outcome.ids).toContain(672);
  });

  it('supports trailing wildcards and NOT', () => {
    const cyp = search(genes, 'CYP2C*[gene] AND human[orgn]').ids;
    expect(cyp).toEqual(expect.arrayContaining([1557, 1559, 1558]));
    const withoutNine = search(genes, 'CYP2C*[gene] AND human[orgn] NOT CYP2C9[gene]').ids;
    expect(withoutNine).not.toContain(1559);
    expect(withoutNine).toContain(1557);
  });

  it('resolves #n to a stored result set', () => {
    const outcome = search(genes, '#1 AND 17[chr]', (key) => (key === 1 ? [672, 1080, 7157] : undefined));
    expect(outcome.ids.sort()).toEqual([672, 7157]);
  });
});

describe('searching ClinVar', () => {
  it('combines [gene] and [CLNSIG], counting Pathogenic/Likely pathogenic as pathogenic', () => {
    const ids = search(clinvar, 'BRCA1[gene] AND pathogenic[CLNSIG]').ids;
    const expected = records.filter(
      (r) =>
        r.gene.symbol === 'BRCA1' &&
        ['Pathogenic', 'Pathogenic/Likely pathogenic'].includes(r.germline?.description ?? ''),
    );
    expect(ids).toEqual(expected.map((r) => r.variationId));
    expect(ids).toContain(17677);
  });

  it('finds records by [disorder], [variant name], [chr] and [Assembly]', () => {
    const cf = search(clinvar, '"cystic fibrosis"[disorder]').ids;
    expect(cf).toContain(7105);
    expect(
      cf.every((id) => catalog.clinvar.byId.get(id)!.conditions.some((c) => /cystic fibrosis/i.test(c.name))),
    ).toBe(true);
    expect(search(clinvar, 'c.1832G>A[variant name] AND TSC2[gene]').ids).toEqual([12397]);
    expect(search(clinvar, 'V600E[variant name]').ids).toContain(13961);
    const onlyGrch38 = records.filter((r) => r.start37 === undefined).map((r) => r.variationId);
    const grch37 = search(clinvar, 'GRCh37[Assembly]').ids;
    expect(grch37.length).toBe(records.length - onlyGrch38.length);
    expect(search(clinvar, '16[chr] AND TSC2[gene]').ids).toContain(12397);
  });

  it('returns newest records first', () => {
    const ids = search(clinvar, 'human[organism]').ids;
    expect(ids.length).toBe(records.length);
    expect(ids[0]).toBeGreaterThan(ids[ids.length - 1]!);
  });
});
