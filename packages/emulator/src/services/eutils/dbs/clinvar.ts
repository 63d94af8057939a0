import type { ClinVarRecord, ClinVarSet } from '../data/clinvar.js';
import { conditionNames } from '../data/conditions.js';
import { allFieldsField, type SearchableDb, type SearchField } from '../query/search.js';
import { canonicalOrganism } from './gene.js';

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

const field = (f: SearchField<ClinVarRecord>) => f;

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

export const CLINVAR_FIELDS: readonly SearchField<ClinVarRecord>[] = [
  field({
    code: 'UID',
    fullName: 'UID',
    description: 'Variation ID of the record',
    tags: ['uid'],
    mode: 'exact',
    values: (r) => [String(r.variationId)],
    numerical: true,
    hidden: true,
  }),
  field({
    code: 'GENE',
    fullName: 'Gene Name',
    description: 'Symbol of a gene the variant is in',
    tags: ['gene', 'gene name', 'genename', 'sym'],
    mode: 'exact',
    values: (r) => [r.gene.symbol],
  }),
  field({
    code: 'GID',
    fullName: 'Gene ID',
    description: 'Gene ID of a gene the variant is in',
    tags: ['geneid', 'gene id'],
    mode: 'exact',
    values: (r) => [String(r.gene.id)],
    numerical: true,
  }),
  field({
    code: 'CLNSIG',
    fullName: 'Clinical Significance',
    description: 'Germline, oncogenicity or clinical impact classification',
    tags: ['clnsig', 'clinsig', 'clinical significance', 'germline classification'],
    mode: 'exact',
    values: classificationValues,
  }),
  field({
    code: 'DIS',
    fullName: 'Disease/Phenotype',
    description: 'Condition the variant was classified for',
    tags: ['disorder', 'dis', 'disease', 'disease/phenotype', 'trait', 'phenotype'],
    mode: 'words',
    values: recordConditionNames,
  }),
  field({
    code: 'VRNM',
    fullName: 'Variant name',
    description: 'HGVS expression, protein change, accession or rs number',
    tags: ['variant name', 'varname', 'name', 'hgvs'],
    mode: 'substring',
    values: variantNames,
  }),
  field({
    code: 'CHR',
    fullName: 'Chromosome',
    description: 'Chromosome of the variant',
    tags: ['chr', 'chromosome'],
    mode: 'exact',
    values: (r) => [r.gene.chr],
  }),
  field({
    code: 'ASSM',
    fullName: 'Assembly',
    description: 'Assembly the variant is placed on',
    tags: ['assembly', 'assm'],
    mode: 'exact',
    values: (r) => (r.start37 !== undefined ? ['GRCh38', 'GRCh37'] : ['GRCh38']),
  }),
  field({
    code: 'ORGN',
    fullName: 'Organism',
    description: 'Organism',
    tags: ['orgn', 'organism'],
    mode: 'exact',
    values: () => ['Homo sapiens', 'human', 'txid9606'],
    canonical: canonicalOrganism,
  }),
  field({
    code: 'RS',
    fullName: 'dbSNP ID',
    description: 'dbSNP rs number of the variant',
    tags: ['rs', 'rsid', 'dbsnp id'],
    mode: 'exact',
    values: (r) => (r.rsid ? [`rs${r.rsid}`, String(r.rsid)] : []),
  }),
  field({
    code: 'VTYP',
    fullName: 'Variant type',
    description: 'Type of the variation',
    tags: ['variant type', 'vartype', 'type', 'vtyp'],
    mode: 'exact',
    values: (r) => [r.type.toLowerCase()],
  }),
  field({
    code: 'ORIG',
    fullName: 'Allele origin',
    description: 'Germline or somatic',
    tags: ['origin', 'allele origin', 'orig'],
    mode: 'exact',
    values: (r) => r.origin.split(';'),
  }),
  field({
    code: 'RVST',
    fullName: 'Review status',
    description: 'Review status of the classification',
    tags: ['review status', 'revstat', 'rvst'],
    mode: 'words',
    values: (r) => [r.germline?.reviewStatus ?? r.somaticImpact?.reviewStatus ?? ''],
  }),
  field({
    code: 'MCNS',
    fullName: 'Molecular consequence',
    description: 'Sequence Ontology consequence',
    tags: ['molecular consequence', 'mcns', 'consequence'],
    mode: 'words',
    values: (r) => [r.consequence.name, r.consequence.so],
  }),
  field({
    code: 'ACC',
    fullName: 'Accession',
    description: 'VCV or RCV accession',
    tags: ['acc', 'accession'],
    mode: 'exact',
    values: (r) => [r.accession, ...r.rcvs.map((x) => x.accession)],
  }),
];

export const CLINVAR_ALL_FIELDS: SearchField<ClinVarRecord> = allFieldsField((r) => [
  r.gene.symbol,
  ...variantNames(r),
  ...recordConditionNames(r),
  ...classificationValues(r),
  r.type,
  r.consequence.name,
  ...r.rcvs.map((x) => x.accession),
]);

export function clinvarSearchDb(clinvar: ClinVarSet): SearchableDb<ClinVarRecord> {
  return {
    records: clinvar.records,
    id: (r) => r.variationId,
    fields: [...CLINVAR_FIELDS, CLINVAR_ALL_FIELDS],
    allFields: CLINVAR_ALL_FIELDS,
  };
}
