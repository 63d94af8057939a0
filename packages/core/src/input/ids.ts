import { InputError } from '../errors/classes.js';

/** One identifier kind: `test` answers, `assert` throws an InputError naming the parameter. */
export interface IdValidator<T extends string | number = string> {
  /** What a valid id looks like, for messages and docs. */
  readonly rule: string;
  readonly pattern: RegExp;
  test(value: unknown): value is T;
  assert(value: unknown, param?: string): asserts value is T;
}

function validator<T extends string | number>(
  rule: string,
  pattern: RegExp,
  test: (value: unknown) => value is T,
): IdValidator<T> {
  return {
    rule,
    pattern,
    test,
    assert(value, param = 'id') {
      if (!test(value)) throw new InputError(param, rule);
    },
  };
}

function stringId(pattern: RegExp, rule: string, extra?: (value: string) => boolean): IdValidator<string> {
  return validator(
    rule,
    pattern,
    (value): value is string =>
      typeof value === 'string' && pattern.test(value) && (extra ? extra(value) : true),
  );
}

function integerId(rule: string): IdValidator<string | number> {
  const pattern = /^[1-9]\d{0,15}$/;
  return validator(
    rule,
    pattern,
    (value): value is string | number =>
      (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) ||
      (typeof value === 'string' && pattern.test(value) && Number.isSafeInteger(Number(value))),
  );
}

function isRealDate(value: string): boolean {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** The identifier kinds core checks. */
export interface Ids {
  nct: IdValidator;
  rsid: IdValidator;
  pdb: IdValidator;
  csm: IdValidator;
  uniprot: IdValidator;
  efo: IdValidator;
  gcst: IdValidator;
  doi: IdValidator;
  isoDate: IdValidator;
  cid: IdValidator<string | number>;
  sid: IdValidator<string | number>;
  aid: IdValidator<string | number>;
  entrezId: IdValidator<string | number>;
}

/**
 * Identifier checks used before any request. Typed explicitly so `ids.nct.assert(x)` narrows `x`
 * (TypeScript only honours assertion signatures reached through annotated names).
 */
export const ids: Ids = {
  /** ClinicalTrials.gov study: `NCT` + 8 digits. */
  nct: stringId(/^NCT\d{8}$/, 'NCT followed by 8 digits, e.g. NCT02576665'),
  /** dbSNP reference SNP: `rs` + digits. */
  rsid: stringId(/^rs[1-9]\d*$/, 'rs followed by digits, e.g. rs7329174'),
  /** PDB entry: 4 characters starting with a digit, or the extended `pdb_` + 8 characters. */
  pdb: stringId(
    /^(?:[1-9][A-Za-z0-9]{3}|pdb_[0-9]{4}[1-9][A-Za-z0-9]{3})$/i,
    'a PDB id such as 4HHB or pdb_00004hhb',
  ),
  /** RCSB computed structure model: `AF_` or `MA_` + an alphanumeric id. */
  csm: stringId(/^(?:AF|MA)_[A-Z0-9]+$/i, 'a computed model id starting with AF_ or MA_, e.g. AF_AFP68871F1'),
  /** UniProtKB accession (6 or 10 characters), optionally with an isoform suffix. */
  uniprot: stringId(
    /^(?:[OPQ][0-9][A-Z0-9]{3}[0-9]|[A-NR-Z][0-9](?:[A-Z][A-Z0-9]{2}[0-9]){1,2})(?:-\d+)?$/,
    'a UniProt accession such as P07550 or A0A024R161',
  ),
  /** EFO-style ontology term: `EFO_0001360` (also MONDO_, HP_, Orphanet_... as GWAS uses them). */
  efo: stringId(/^[A-Za-z][A-Za-z]*_\d+$/, 'an ontology term id such as EFO_0001360 or MONDO_0004975'),
  /** GWAS Catalog study accession: `GCST` + at least 6 digits. */
  gcst: stringId(/^GCST\d{6,}$/, 'GCST followed by at least 6 digits, e.g. GCST000854'),
  /** Digital object identifier: `10.` + registrant + `/` + suffix. */
  doi: stringId(/^10\.\d{4,9}\/\S+$/, 'a DOI such as 10.1101/2020.09.09.20191205'),
  /** Calendar date `YYYY-MM-DD`. */
  isoDate: stringId(/^\d{4}-\d{2}-\d{2}$/, 'a real date as YYYY-MM-DD', isRealDate),
  /** PubChem compound id. */
  cid: integerId('a positive integer PubChem CID'),
  /** PubChem substance id. */
  sid: integerId('a positive integer PubChem SID'),
  /** PubChem assay id. */
  aid: integerId('a positive integer PubChem AID'),
  /** Entrez (NCBI) record id. */
  entrezId: integerId('a positive integer Entrez id'),
};
