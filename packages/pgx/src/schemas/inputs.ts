import { idSchema, ids } from '@lifesci/core';
import * as v from 'valibot';

// Input pieces shared by the resources' parameter schemas. Every object is strict: a misspelt
// key is an InputError naming it, before any request leaves the machine.

/** A strict object whose unknown keys read as what they are: a parameter the service does not have. */
export function strictParams<const E extends v.ObjectEntries>(entries: E) {
  return v.strictObject(entries, (issue) =>
    issue.expected === 'never' ? 'is not a documented parameter' : `must be an object, got ${issue.received}`,
  );
}

export const GENE_SYMBOL_RULE =
  'must be an HGNC gene symbol such as CYP2D6, HLA-B or C11orf65 (upper-case letters and digits, hyphen-separated)';
const GENE_SYMBOL = /^[A-Z][A-Z0-9]*(?:orf[0-9]+)?[A-Z0-9]*(?:-[A-Z0-9]+)*$/;

/** An HGNC symbol, upper case as the service spells it (`CYP2C19`, `HLA-B`, `MT-RNR1`). */
export const GeneSymbolSchema = v.pipe(
  v.string(GENE_SYMBOL_RULE),
  v.maxLength(40, GENE_SYMBOL_RULE),
  v.regex(GENE_SYMBOL, GENE_SYMBOL_RULE),
);

export const STAR_ALLELE_RULE =
  'must be a star-allele name: gene symbol, "*", designation (CYP2D6*4, CYP2C19*17, TPMT*3A, CYP2D6*4.001, CYP2D6*2x2, HLA-B*57:01, UGT1A1*28)';
// Designations: numbered alleles with an optional letter, suballele (.001) and copy number (x2, xN);
// HLA alleles as 2-4 colon-separated fields with an optional expression suffix.
const STAR_ALLELE =
  /^[A-Z][A-Z0-9]*(?:orf[0-9]+)?[A-Z0-9]*(?:-[A-Z0-9]+)*\*(?:[0-9]+[A-Z]?(?:\.[0-9]{3})?(?:x(?:[0-9]+|N))?|[0-9]{2,3}(?::[0-9]{2,3}){1,3}[A-Z]?)$/;

/** A star-allele name as used in the path of `/v1/allele/{allele_name}`. */
export const StarAlleleSchema = v.pipe(
  v.string(STAR_ALLELE_RULE),
  v.regex(STAR_ALLELE, STAR_ALLELE_RULE),
  // HLA alleles need at least two fields (HLA-B*57:01); "HLA-B*57" is an allele group, not an allele.
  v.check((name) => !name.startsWith('HLA-') || name.includes(':'), STAR_ALLELE_RULE),
);

/** `rs` + digits, by core's shared identifier rule. */
export const RsidSchema = idSchema(ids.rsid);

export const CHROMOSOMES = [
  ...Array.from({ length: 22 }, (_, i) => String(i + 1)),
  'X',
  'Y',
] as readonly string[] as readonly Chromosome[];
export type Chromosome =
  | '1'
  | '2'
  | '3'
  | '4'
  | '5'
  | '6'
  | '7'
  | '8'
  | '9'
  | '10'
  | '11'
  | '12'
  | '13'
  | '14'
  | '15'
  | '16'
  | '17'
  | '18'
  | '19'
  | '20'
  | '21'
  | '22'
  | 'X'
  | 'Y';

export const ChromosomeSchema = v.picklist(
  CHROMOSOMES,
  'must be a chromosome 1 to 22, X or Y (no "chr" prefix)',
);

/** A GRCh38 coordinate: a positive whole number. */
export const PositionSchema = v.pipe(
  v.number('must be a positive whole number (GRCh38 coordinate)'),
  v.safeInteger('must be a positive whole number (GRCh38 coordinate)'),
  v.minValue(1, 'must be a positive whole number (GRCh38 coordinate)'),
);

const ACCESSION_RULE =
  'must be a record id such as PA166104948 (letters, digits, "_", ".", ":", "-"; at most 64)';
/**
 * A record id for a path (drug, guideline, pathway). The spec only says "string"; this allows the
 * accession styles in use (PA166104948, PA146123006) and refuses blanks, spaces and slashes.
 */
export const AccessionSchema = v.pipe(
  v.string(ACCESSION_RULE),
  v.regex(/^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$/, ACCESSION_RULE),
);

const TERM_RULE = 'must be a non-empty search term of at most 200 characters';
/** A free-text term (gene search, drug name, phenotype): trimmed, not empty. */
export const TermSchema = v.pipe(
  v.string(TERM_RULE),
  v.trim(),
  v.minLength(1, TERM_RULE),
  v.maxLength(200, TERM_RULE),
);
