import { condition, conditionNames } from '../data/conditions.js';
import { ORGANISMS } from '../data/curated-genes.js';
import type { Gene, GeneSet } from '../data/genes.js';
import { GO_TERMS, type GoAspect, goAccession } from '../data/go-terms.js';
import { allFieldsField, type SearchableDb, type SearchField } from '../query/search.js';

const ORGANISM_NAMES: Record<string, string> = {
  human: 'Homo sapiens',
  man: 'Homo sapiens',
  'homo sapiens': 'Homo sapiens',
  txid9606: 'Homo sapiens',
  mouse: 'Mus musculus',
  'house mouse': 'Mus musculus',
  'mus musculus': 'Mus musculus',
  txid10090: 'Mus musculus',
  rat: 'Rattus norvegicus',
  'norway rat': 'Rattus norvegicus',
  'rattus norvegicus': 'Rattus norvegicus',
  txid10116: 'Rattus norvegicus',
};

export function canonicalOrganism(value: string): string | undefined {
  return ORGANISM_NAMES[value.toLowerCase().trim()];
}

const goNames = (g: Gene, aspect?: GoAspect) =>
  g.go.flatMap((i) => {
    const term = GO_TERMS[i]!;
    return aspect === undefined || term.aspect === aspect ? [term.name] : [];
  });

const conditionKeyNames = (keys: readonly string[]) => keys.flatMap((k) => conditionNames(condition(k)));

const field = (f: SearchField<Gene>) => f;

export const GENE_FIELDS: readonly SearchField<Gene>[] = [
  field({
    code: 'UID',
    fullName: 'UID',
    description: 'Unique number assigned to a gene record',
    tags: ['uid'],
    mode: 'exact',
    values: (g) => [String(g.id)],
    numerical: true,
    hidden: true,
  }),
  field({
    code: 'GENE',
    fullName: 'Gene Name',
    description: 'Symbol or symbol synonym of the gene',
    tags: ['gene', 'gene name', 'genename', 'sym', 'symbol'],
    mode: 'exact',
    values: (g) => [g.symbol, ...g.aliases],
  }),
  field({
    code: 'PREF',
    fullName: 'Preferred Symbol',
    description: 'Official or preferred symbol of the gene',
    tags: ['pref', 'preferred symbol'],
    mode: 'exact',
    values: (g) => [g.symbol],
  }),
  field({
    code: 'DESC',
    fullName: 'Description',
    description: 'Full name of the gene and its products',
    tags: ['desc', 'description', 'gene full name', 'title'],
    mode: 'words',
    values: (g) => [g.name, ...g.designations],
  }),
  field({
    code: 'ORGN',
    fullName: 'Organism',
    description: 'Scientific and common names of the organism',
    tags: ['orgn', 'organism'],
    mode: 'exact',
    values: (g) => {
      const o = ORGANISMS[g.taxId];
      return [o.scientific, o.common, `txid${g.taxId}`];
    },
    canonical: canonicalOrganism,
  }),
  field({
    code: 'TXID',
    fullName: 'Taxonomy ID',
    description: 'NCBI taxonomy identifier of the organism',
    tags: ['taxid', 'txid', 'taxonomy id'],
    mode: 'exact',
    values: (g) => [String(g.taxId)],
    numerical: true,
  }),
  field({
    code: 'CHR',
    fullName: 'Chromosome',
    description: 'Chromosome the gene is on',
    tags: ['chr', 'chromosome'],
    mode: 'exact',
    values: (g) => [g.chr],
  }),
  field({
    code: 'MV',
    fullName: 'Map Location',
    description: 'Cytogenetic or genetic map location',
    tags: ['map', 'map location', 'mv'],
    mode: 'exact',
    values: (g) => [g.map],
  }),
  field({
    code: 'DIS',
    fullName: 'Disease/Phenotype',
    description: 'Diseases and phenotypes associated with the gene',
    tags: ['dis', 'disease', 'disease/phenotype', 'phenotype'],
    mode: 'words',
    values: (g) => conditionKeyNames(g.conditionKeys),
  }),
  field({
    code: 'GO',
    fullName: 'Gene Ontology',
    description: 'Gene Ontology terms and identifiers',
    tags: ['go', 'gene ontology'],
    mode: 'words',
    values: (g) => [...goNames(g), ...g.go.map((i) => goAccession(GO_TERMS[i]!))],
  }),
  field({
    code: 'PROC',
    fullName: 'Biological Process',
    description: 'Gene Ontology biological process',
    tags: ['biological process', 'process', 'bp'],
    mode: 'words',
    values: (g) => goNames(g, 'Process'),
  }),
  field({
    code: 'FUNC',
    fullName: 'Molecular Function',
    description: 'Gene Ontology molecular function',
    tags: ['molecular function', 'function', 'mf'],
    mode: 'words',
    values: (g) => goNames(g, 'Function'),
  }),
  field({
    code: 'COMP',
    fullName: 'Cellular Component',
    description: 'Gene Ontology cellular component',
    tags: ['cellular component', 'component', 'cc'],
    mode: 'words',
    values: (g) => goNames(g, 'Component'),
  }),
  field({
    code: 'PROP',
    fullName: 'Properties',
    description: 'Properties of the gene record',
    tags: ['prop', 'properties', 'filter', 'filt'],
    mode: 'exact',
    values: (g) => [
      'alive',
      `genetype ${g.type.replace('-', ' ')}`,
      ...(g.taxId === 9606 ? ['has clinvar'] : []),
    ],
  }),
  field({
    code: 'MIM',
    fullName: 'MIM ID',
    description: 'OMIM number of the gene',
    tags: ['mim'],
    mode: 'exact',
    values: (g) => (g.mim ? [String(g.mim)] : []),
    numerical: true,
  }),
];

export const GENE_ALL_FIELDS: SearchField<Gene> = allFieldsField((g) => [
  String(g.id),
  g.symbol,
  ...g.aliases,
  g.name,
  ...g.designations,
  g.summary,
  g.map,
  ...conditionKeyNames(g.conditionKeys),
  ...goNames(g),
  ORGANISMS[g.taxId].scientific,
  ORGANISMS[g.taxId].common,
]);

/** The gene database as ESearch sees it: records in relevance (gene weight) order. */
export function geneSearchDb(genes: GeneSet): SearchableDb<Gene> {
  const records = [...genes.genes].sort((a, b) => b.weight - a.weight || a.id - b.id);
  return { records, id: (g) => g.id, fields: [...GENE_FIELDS, GENE_ALL_FIELDS], allFields: GENE_ALL_FIELDS };
}
