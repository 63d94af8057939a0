import { InputError } from '@lifesci/core';
import { describe, expect, it } from 'vitest';
import { q, type SearchOptions, searchRequest } from '../src/index.js';
import { realJson } from './fixtures.js';

const BASELINE = realJson<Record<string, unknown>>('query_bodies_baseline.json');

/** The options every baseline body shares unless it says otherwise. */
const page = (rows = 10, start = 0) => ({ paginate: { rows, start } });
const experimental = { resultsContentType: ['experimental' as const] };
const byScore = { sort: [{ sortBy: 'score', direction: 'desc' as const }] };
const defaults = (extra: SearchOptions = {}): SearchOptions => ({
  ...page(),
  ...experimental,
  ...byScore,
  ...extra,
});

const HUMAN = () =>
  q.attribute('rcsb_entity_source_organism.ncbi_scientific_name').exactMatch('Homo sapiens');
const XRAY = () => q.attribute('exptl.method').exactMatch('X-RAY DIFFRACTION');
const RES_LT_2 = () => q.attribute('rcsb_entry_info.resolution_combined').less(2.0);
const HBB = 'MVLSPADKTNVKAAWGKVGAHAGEYGAEALERMFLSFPTTKTYFPHFDLSHGSAQVKGHGKKVADALTNAVAHVDDMPNAL';
const HBB_SEQ = () =>
  q.sequence({ value: HBB, sequenceType: 'protein', evalueCutoff: 1.0, identityCutoff: 0.3 });
const TRIAD = [
  { labelAsymId: 'A', labelSeqId: 162 },
  { labelAsymId: 'A', labelSeqId: 193 },
  { labelAsymId: 'A', labelSeqId: 219 },
];

/** Every real body, rebuilt from builder calls. */
const BUILT: Record<string, () => unknown> = {
  'attribute-chemical-namespace': () =>
    searchRequest(q.attribute('chem_comp.formula_weight', { service: 'text_chem' }).greater(300), {
      returnType: 'mol_definition',
      ...defaults(),
    }),
  'attribute-date': () =>
    searchRequest(
      q.attribute('rcsb_accession_info.initial_release_date').greater('2024-01-01T00:00:00Z'),
      defaults(),
    ),
  'attribute-exists': () =>
    searchRequest(q.attribute('rcsb_nonpolymer_entity.pdbx_description').exists(), defaults()),
  'attribute-in-list': () =>
    searchRequest(q.attribute('exptl.method').in(['X-RAY DIFFRACTION', 'ELECTRON MICROSCOPY']), defaults()),
  'attribute-multi-and': () => searchRequest(q.and(HUMAN(), XRAY(), RES_LT_2()), defaults()),
  'attribute-multi-or': () => searchRequest(q.or(HUMAN(), XRAY()), defaults()),
  'attribute-negation-and-case-sensitive': () =>
    searchRequest(
      q.not(
        q
          .attribute('rcsb_entity_source_organism.ncbi_scientific_name', { caseSensitive: true })
          .exactMatch('Homo sapiens'),
      ),
      defaults(),
    ),
  // A numeric string is sent as a number.
  'attribute-numeric-string-coercion': () =>
    searchRequest(q.attribute('rcsb_entry_info.resolution_combined').less('2.0'), defaults()),
  'attribute-range': () =>
    searchRequest(
      q
        .attribute('rcsb_entry_info.resolution_combined')
        .range({ from: 1.5, to: 2.5, includeLower: true, includeUpper: false }),
      defaults(),
    ),
  'attribute-single-numeric': () => searchRequest(RES_LT_2(), defaults()),
  'chemical-formula': () =>
    searchRequest(q.chemicalFormula('C9H8O4', { matchSubset: true }), {
      returnType: 'mol_definition',
      ...defaults({ scoringStrategy: 'chemical' }),
    }),
  'chemical-inchi-substructure': () =>
    searchRequest(
      q.chemicalDescriptor('InChI=1S/C9H8O4/c1-6(10)13-8-5-3-2-4-7(8)9(11)12/h2-5H,1H3', {
        descriptorType: 'InChI',
        matchType: 'sub-struct-graph-relaxed',
      }),
      { returnType: 'mol_definition', ...defaults({ scoringStrategy: 'chemical' }) },
    ),
  'chemical-smiles-descriptor': () =>
    searchRequest(
      q.chemicalDescriptor('CC(=O)Oc1ccccc1C(=O)O', { descriptorType: 'SMILES', matchType: 'graph-relaxed' }),
      { returnType: 'mol_definition', ...defaults({ scoringStrategy: 'chemical' }) },
    ),
  'config-all-hits': () => searchRequest(HUMAN(), { ...experimental, ...byScore, returnAllHits: true }),
  'config-computed-models-on-sequence': () =>
    searchRequest(HBB_SEQ(), {
      returnType: 'polymer_entity',
      ...defaults({ resultsContentType: ['experimental', 'computational'], scoringStrategy: 'sequence' }),
    }),
  'config-facets': () =>
    searchRequest(HUMAN(), {
      ...page(0),
      ...experimental,
      facets: [{ name: 'by_method', aggregationType: 'terms', attribute: 'exptl.method' }],
    }),
  'config-facets-on-fulltext': () =>
    searchRequest(q.fullText('ribosome'), {
      ...page(0),
      ...experimental,
      facets: [
        {
          name: 'by_year',
          aggregationType: 'date_histogram',
          attribute: 'rcsb_accession_info.initial_release_date',
          interval: 'year',
        },
      ],
    }),
  'config-group-by-identity': () =>
    searchRequest(HUMAN(), {
      returnType: 'polymer_entity',
      ...defaults({
        groupBy: { aggregationMethod: 'sequence_identity', similarityCutoff: 95 },
        groupByReturnType: 'representatives',
      }),
    }),
  'config-group-by-ranking': () =>
    searchRequest(HUMAN(), {
      returnType: 'polymer_entity',
      ...defaults({
        groupBy: {
          aggregationMethod: 'sequence_identity',
          similarityCutoff: 30,
          rankingCriteriaType: { sortBy: 'rcsb_entry_info.resolution_combined', direction: 'asc' },
        },
        groupByReturnType: 'representatives',
      }),
    }),
  'config-group-by-uniprot': () =>
    searchRequest(HUMAN(), {
      returnType: 'polymer_entity',
      ...defaults({
        groupBy: {
          aggregationMethod: 'matching_uniprot_accession',
          rankingCriteriaType: { sortBy: 'rcsb_accession_info.initial_release_date', direction: 'desc' },
        },
        groupByReturnType: 'representatives',
      }),
    }),
  'config-group-by-uniprot-coverage': () =>
    searchRequest(HUMAN(), {
      returnType: 'polymer_entity',
      ...defaults({
        groupBy: {
          aggregationMethod: 'matching_uniprot_accession',
          rankingCriteriaType: { sortBy: 'coverage' },
        },
        groupByReturnType: 'representatives',
      }),
    }),
  'config-paging-offset': () => searchRequest(RES_LT_2(), defaults(page(50, 100))),
  'config-sort-asc-on-fulltext': () =>
    searchRequest(
      q.fullText('kinase'),
      defaults({ sort: [{ sortBy: 'rcsb_entry_info.resolution_combined', direction: 'asc' }] }),
    ),
  'config-sort-desc': () =>
    searchRequest(
      XRAY(),
      defaults({ sort: [{ sortBy: 'rcsb_accession_info.initial_release_date', direction: 'desc' }] }),
    ),
  'fulltext-phrase-and-computed-models': () =>
    searchRequest(
      q.fullText('"DNA polymerase"'),
      defaults({ resultsContentType: ['experimental', 'computational'] }),
    ),
  'fulltext-plain': () => searchRequest(q.fullText('CRISPR Cas9'), defaults(page(5))),
  'fulltext-with-attributes': () => searchRequest(q.and(q.fullText('hemoglobin'), RES_LT_2()), defaults()),
  'nested-record-pair-composed-with-a-plain-filter': () =>
    searchRequest(
      q.and(
        q.and(
          q.attribute('rcsb_polymer_entity_annotation.type').exactMatch('Pfam'),
          q.attribute('rcsb_polymer_entity_annotation.annotation_id').exactMatch('GO:0004672'),
        ),
        XRAY(),
      ),
      defaults(),
    ),
  'seqmotif-prosite': () =>
    searchRequest(
      q.sequenceMotif({
        value: 'C-x(2,4)-C-x(3)-[LIVMFYWC]',
        patternType: 'prosite',
        sequenceType: 'protein',
      }),
      { returnType: 'polymer_entity', ...defaults() },
    ),
  'seqmotif-regex-dna': () =>
    searchRequest(q.sequenceMotif({ value: 'TATA[AT]A', patternType: 'regex', sequenceType: 'dna' }), {
      returnType: 'polymer_entity',
      ...defaults(),
    }),
  'seqmotif-simple': () =>
    searchRequest(q.sequenceMotif({ value: 'CXCXXL', patternType: 'simple', sequenceType: 'protein' }), {
      returnType: 'polymer_entity',
      ...defaults(),
    }),
  'sequence-protein-defaults': () =>
    searchRequest(HBB_SEQ(), { returnType: 'polymer_entity', ...defaults({ scoringStrategy: 'sequence' }) }),
  'sequence-strict-cutoffs': () =>
    searchRequest(
      q.sequence({ value: HBB, sequenceType: 'protein', evalueCutoff: 0.001, identityCutoff: 0.9 }),
      {
        returnType: 'polymer_entity',
        ...defaults({ ...page(25), scoringStrategy: 'sequence' }),
      },
    ),
  'sequence-with-attributes': () =>
    searchRequest(q.and(HBB_SEQ(), RES_LT_2()), {
      returnType: 'polymer_entity',
      ...defaults({ scoringStrategy: 'sequence' }),
    }),
  'strucmotif-catalytic-triad': () =>
    searchRequest(
      q.structureMotif({
        entryId: '2MNR',
        residues: TRIAD,
        rmsdCutoff: 2.0,
        atomPairingScheme: 'SIDE_CHAIN',
        motifPruningStrategy: 'KRUSKAL',
        backboneDistanceTolerance: 1,
        sideChainDistanceTolerance: 1,
        angleTolerance: 1,
      }),
      { returnType: 'assembly', ...defaults({ scoringStrategy: 'strucmotif' }) },
    ),
  'strucmotif-loose-tolerances': () =>
    searchRequest(
      q.structureMotif({
        entryId: '2MNR',
        residues: TRIAD.slice(0, 2),
        rmsdCutoff: 3.0,
        atomPairingScheme: 'ALL',
        motifPruningStrategy: 'NONE',
        backboneDistanceTolerance: 3,
        sideChainDistanceTolerance: 2,
        angleTolerance: 2,
      }),
      { returnType: 'assembly', ...defaults({ scoringStrategy: 'strucmotif' }) },
    ),
  'structure-assembly': () =>
    searchRequest(q.structure({ entryId: '4HHB', assemblyId: '1' }), {
      returnType: 'assembly',
      ...defaults({ scoringStrategy: 'structure' }),
    }),
  'structure-chain': () =>
    searchRequest(q.structure({ entryId: '4HHB', asymId: 'A' }), {
      returnType: 'polymer_instance',
      ...defaults({ scoringStrategy: 'structure' }),
    }),
};

/** JSON with keys sorted at every depth, so the comparison is of the same text. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
        )
      : v,
  );
}

describe('search builder reproduces every real Search API v2 body', () => {
  it('covers all 38 baseline bodies', () => {
    expect(Object.keys(BASELINE)).toHaveLength(38);
    expect(Object.keys(BUILT).sort()).toEqual(Object.keys(BASELINE).sort());
  });

  for (const [name, build] of Object.entries(BUILT)) {
    it(name, () => {
      const built = build();
      expect(built).toEqual(BASELINE[name]);
      expect(canonical(built)).toBe(canonical(BASELINE[name]));
    });
  }
});

describe('query builder rules', () => {
  it('negates a group by De Morgan, flipping the operator and each attribute term', () => {
    const node = q.not(q.and(HUMAN(), XRAY()));
    expect(node).toEqual({
      type: 'group',
      logical_operator: 'or',
      nodes: [
        { ...HUMAN(), parameters: { ...HUMAN().parameters, negation: true } },
        { ...XRAY(), parameters: { ...XRAY().parameters, negation: true } },
      ],
    });
    // NOT NOT is the original term.
    expect(q.not(q.not(XRAY()))).toEqual(XRAY());
  });

  it('refuses NOT of a query type the service cannot negate', () => {
    expect(() => q.not(q.fullText('kinase'))).toThrow(InputError);
  });

  it("structure similarity: the spec's chainId goes out as the Search API's asym_id; asymId is its alias", () => {
    const chain = { entry_id: '4HHB', asym_id: 'A' };
    expect(q.structure({ entryId: '4HHB', chainId: 'A' }).parameters.value).toEqual(chain);
    expect(q.structure({ entryId: '4HHB', asymId: 'A' }).parameters.value).toEqual(chain);
    expect(() => q.structure({ entryId: '4HHB', chainId: 'A', asymId: 'B' } as never)).toThrow(InputError);
    expect(() => q.structure({ entryId: '4HHB', chainId: 'A', assemblyId: 1 } as never)).toThrow(InputError);
    expect(() => q.structure({ entryId: '4HHB', chainId: '' })).toThrow(InputError);
  });

  it("structure similarity of an entry searches its first assembly, as RCSB's own client (py-rcsb-api) does", () => {
    expect(q.structure({ entryId: '4HHB' })).toEqual(q.structure({ entryId: '4HHB', assemblyId: '1' }));
    expect(q.structure({ entryId: '4HHB' }).parameters.value).toEqual({ entry_id: '4HHB', assembly_id: '1' });
  });

  it('refuses empty groups, empty in-lists and out-of-range cutoffs, naming the parameter', () => {
    expect(() => q.and()).toThrow(InputError);
    expect(() => q.attribute('exptl.method').in([])).toThrow(/value/);
    expect(() => q.sequence({ value: HBB, identityCutoff: 1.5 })).toThrow(/identityCutoff/);
    expect(() => q.attribute('').exists()).toThrow(InputError);
    expect(() => q.attribute('x').less(Number.NaN)).toThrow(InputError);
    expect(() => q.structureMotif({ entryId: '2MNR', residues: [TRIAD[0] as (typeof TRIAD)[0]] })).toThrow(
      /residues/,
    );
  });

  it('has every attribute operator of the spec', () => {
    const a = q.attribute('rcsb_entry_info.resolution_combined');
    const ops = [
      q.attribute('struct.title').containsWords('kinase domain').parameters,
      q.attribute('struct.title').containsPhrase('kinase domain').parameters,
      a.equals(2).parameters,
      a.greaterOrEqual(1).parameters,
      a.lessOrEqual(3).parameters,
    ].map((p) => (p as { operator: string }).operator);
    expect(ops).toEqual(['contains_words', 'contains_phrase', 'equals', 'greater_or_equal', 'less_or_equal']);
  });

  it('refuses unknown option keys and bad values before anything is sent', () => {
    expect(() => searchRequest(XRAY(), { rows: 10 } as unknown as SearchOptions)).toThrow(InputError);
    expect(() => searchRequest(XRAY(), { paginate: { start: -1, rows: 10 } })).toThrow(
      /options\.paginate\.start/,
    );
    expect(() => searchRequest(XRAY(), { returnType: 'chain' as 'entry' })).toThrow(/options\.returnType/);
  });

  it('sends return_type entry and no request_options when none are given', () => {
    expect(searchRequest(XRAY())).toEqual({ query: XRAY(), return_type: 'entry' });
  });
});
