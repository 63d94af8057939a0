/**
 * The name RCSB's REST answers give a field of its schema. The schema (and the GraphQL service)
 * use the mmCIF names (`SMILES`, `InChI`, `polymer_entity_count_DNA`); the REST service writes each
 * as a Java property put back into snake case, a run of capitals one lower-case word: `smiles`,
 * `in_ch_i`, `polymer_entity_count_dna`. The records are kept by their REST names; GraphQL reads
 * them through this rule.
 */
export function restName(name: string): string {
  const java = name
    .split('_')
    .filter(Boolean)
    .map((part, i) => (i === 0 ? part : part.charAt(0).toUpperCase() + part.slice(1)))
    .join('')
    .replace(/[^A-Za-z0-9]/g, '');
  return java.replace(/[A-Z]+/g, (run, at: number) => `${at === 0 ? '' : '_'}${run.toLowerCase()}`);
}
