import type { ClinVarRecord, ClinVarSet } from '../data/clinvar.js';
import { conditionNames } from '../data/conditions.js';
import { describedFields, type FieldInfo, type SearchableDb, type SearchField } from '../query/search.js';
import { canonicalOrganism } from './gene.js';
import info from './search-fields.json' with { type: 'json' };

/** 'Pathogenic/Likely pathogenic' is found by pathogenic, likely pathogenic and the whole string. */
function classificationValues(r: ClinVarRecord): string[] {
  return [r.germline?.description, r.oncogenicity?.description, r.somaticImpact?.tier].flatMap((said) => {
    const lower = said?.toLowerCase();
    if (!lower) return [];
    const conflicting = lower.startsWith('conflicting');
    return [lower, ...(lower.includes('/') ? lower.split('/') : [])].concat(
      conflicting ? ['conflicting', 'conflicting interpretations of pathogenicity'] : [],
    );
  });
}

const recordConditionNames = (r: ClinVarRecord) => r.conditions.flatMap(conditionNames);

const variantNames = (r: ClinVarRecord) => {
  const optional = [r.proteinHgvs, r.proteinChange, r.rsid ? `rs${r.rsid}` : undefined];
  const given = optional.filter((name) => name !== undefined);
  return [r.name, r.cdna, r.accession, `${r.accession}.${r.version}`, ...given];
};

const CLINVAR_FIELDS: readonly SearchField<ClinVarRecord>[] = describedFields<ClinVarRecord>(
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
