import type { ClinVarRecord, ClinVarSet } from '../data/clinvar.js';
import { conditionNames } from '../data/conditions.js';
import { describedFields, type FieldInfo, type SearchableDb, type SearchField } from '../query/search.js';
import { canonicalOrganism } from './gene.js';
import info from './search-fields.json' with { type: 'json' };

/** 'Pathogenic/Likely pathogenic' is found by pathogenic, likely pathogenic and the whole string. */
function classificationValues(r: ClinVarRecord): string[] {
  const out: string[] = [];
  const add = (description: string | undefined) => {
    if (!description) return;
    const lower = description.toLowerCase();
    out.push(lower);
    if (lower.includes('/')) out.push(...lower.split('/'));
    if (lower.startsWith('conflicting'))
      out.push('conflicting', 'conflicting interpretations of pathogenicity');
  };
  add(r.germline?.description);
  add(r.oncogenicity?.description);
  add(r.somaticImpact?.tier);
  return out;
}

const recordConditionNames = (r: ClinVarRecord) => r.conditions.flatMap(conditionNames);

const variantNames = (r: ClinVarRecord) => [
  r.name,
  r.cdna,
  r.accession,
  `${r.accession}.${r.version}`,
  ...(r.proteinHgvs ? [r.proteinHgvs] : []),
  ...(r.proteinChange ? [r.proteinChange] : []),
  ...(r.rsid ? [`rs${r.rsid}`] : []),
];

export const CLINVAR_FIELDS: readonly SearchField<ClinVarRecord>[] = describedFields<ClinVarRecord>(
  info.clinvar as readonly FieldInfo[],
  {
    ALL: (r) => [
      r.gene.symbol,
      ...variantNames(r),
      ...recordConditionNames(r),
      ...classificationValues(r),
      r.type,
      r.consequence.name,
      ...r.rcvs.map((x) => x.accession),
    ],
    UID: (r) => [String(r.variationId)],
    GENE: (r) => [r.gene.symbol],
    GID: (r) => [String(r.gene.id)],
    CLNSIG: classificationValues,
    DIS: recordConditionNames,
    VRNM: variantNames,
    CHR: (r) => [r.gene.chr],
    ASSM: (r) => (r.start37 !== undefined ? ['GRCh38', 'GRCh37'] : ['GRCh38']),
    ORGN: () => ['Homo sapiens', 'human', 'txid9606'],
    RS: (r) => (r.rsid ? [`rs${r.rsid}`, String(r.rsid)] : []),
    VTYP: (r) => [r.type.toLowerCase()],
    ORIG: (r) => r.origin.split(';'),
    RVST: (r) => [r.germline?.reviewStatus ?? r.somaticImpact?.reviewStatus ?? ''],
    MCNS: (r) => [r.consequence.name, r.consequence.so],
    ACC: (r) => [r.accession, ...r.rcvs.map((x) => x.accession)],
  },
  canonicalOrganism,
);

export function clinvarSearchDb(clinvar: ClinVarSet): SearchableDb<ClinVarRecord> {
  return { records: clinvar.records, id: (r) => r.variationId, fields: CLINVAR_FIELDS };
}
