/**
 * The name RCSB's REST answers give a field of its JSON schemas. The schemas use the mmCIF names
 * (`ls_R_factor_R_free`, `Z_PDB`, `em_3d_reconstruction`); the REST service writes each as a Java
 * property (parts after the first capitalised, punctuation dropped) put back into snake case, where
 * a run of capitals is one lower-case word: `ls_rfactor_rfree`, `zpdb`, `em3d_reconstruction`,
 * `ls_dres_high` (from `ls_d_res_high`). Checked against every field of the recorded 4HHB entry;
 * live assemblies and chemical components follow it too (`polymer_entity_count_dna`, `in_ch_ikey`).
 */
export function restName(name: string): string {
  const parts = name.split('_').filter(Boolean);
  const java = parts
    .map((part, i) => (i === 0 ? part : part.charAt(0).toUpperCase() + part.slice(1)))
    .join('')
    .replace(/[^A-Za-z0-9]/g, '');
  let out = '';
  let inCapitals = false;
  for (const c of java) {
    const capital = c >= 'A' && c <= 'Z';
    if (capital && !inCapitals && out !== '') out += '_';
    out += c.toLowerCase();
    inCapitals = capital;
  }
  return out;
}

/** A dotted field path of RCSB's schema, by REST names. */
export const restPath = (path: string) => path.split('.').map(restName).join('.');
