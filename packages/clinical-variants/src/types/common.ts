// Types shared by summaries and records. Optional fields are absent (undefined) when ClinVar
// sent nothing or an empty value.

/** A cross-reference to another database, e.g. `{ db: 'MedGen', id: 'C0041341' }`. */
export interface XRef {
  db: string;
  id: string;
  type?: string | undefined;
}

/** A condition (ClinVar trait / trait set member). */
export interface Condition {
  /** Preferred name ('Tuberous sclerosis 2', 'not provided'). */
  name: string;
  /** Trait type when given ('Disease', 'Finding', 'DrugResponse' ...). */
  type?: string | undefined;
  /** ClinVar's trait id (records only). */
  traitId?: string | undefined;
  /** Trait-set id (records only): the condition group the classification is for. */
  traitSetId?: string | undefined;
  /** Other names and symbols (records only). */
  alternateNames?: string[] | undefined;
  xrefs: XRef[];
}

/** Lower-case allele origin as ClinVar words it ('germline', 'somatic', 'de novo', 'maternal' ...). */
export type AlleleOrigin = string;
