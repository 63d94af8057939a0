import { condition, conditionNames } from '../data/conditions.js';
import { ORGANISMS } from '../data/curated-genes.js';
import type { Gene, GeneSet } from '../data/genes.js';
import { GO_TERMS, type GoAspect } from '../data/go-terms.js';
import { describedFields, type FieldInfo, type SearchableDb, type SearchField } from '../query/search.js';
import info from './search-fields.json' with { type: 'json' };

const ORGANISM_NAMES: Readonly<Record<string, string>> = info.organismNames;

export function canonicalOrganism(value: string): string | undefined {
  return ORGANISM_NAMES[value.toLowerCase().trim()];
}

const goNames = (g: Gene, aspect?: GoAspect) =>
  g.go.map((i) => GO_TERMS[i]!).flatMap((t) => (aspect === undefined || t.aspect === aspect ? [t.name] : []));

const conditionKeyNames = (keys: readonly string[]) => keys.flatMap((k) => conditionNames(condition(k)));

const GENE_FIELDS: readonly SearchField<Gene>[] = describedFields<Gene>(
  info.gene as readonly FieldInfo[],
  {
    ALL: (g) => [
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
    ],
    UID: (g) => [String(g.id)],
    GENE: (g) => [g.symbol, ...g.aliases],
    PREF: (g) => [g.symbol],
    DESC: (g) => [g.name, ...g.designations],
    ORGN: (g) => [ORGANISMS[g.taxId].scientific, ORGANISMS[g.taxId].common, `txid${g.taxId}`],
    TXID: (g) => [String(g.taxId)],
    CHR: (g) => [g.chr],
    MV: (g) => [g.map],
    DIS: (g) => conditionKeyNames(g.conditionKeys),
    // Names and accessions ('GO:0005515').
    GO: (g) => [...goNames(g), ...g.go.map((i) => `GO:${String(GO_TERMS[i]!.id).padStart(7, '0')}`)],
    PROC: (g) => goNames(g, 'Process'),
    FUNC: (g) => goNames(g, 'Function'),
    COMP: (g) => goNames(g, 'Component'),
    PROP: (g) => [
      'alive',
      `genetype ${g.type.replace('-', ' ')}`,
      ...(g.taxId === 9606 ? ['has clinvar'] : []),
    ],
    MIM: (g) => (g.mim ? [String(g.mim)] : []),
  },
  canonicalOrganism,
);

/** The gene database as ESearch sees it: records in relevance (gene weight) order. */
export function geneSearchDb(genes: GeneSet): SearchableDb<Gene> {
  const records = [...genes.genes].sort((a, b) => b.weight - a.weight || a.id - b.id);
  return { records, id: (g) => g.id, fields: GENE_FIELDS };
}
