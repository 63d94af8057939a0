/**
 * Real genes the emulated Gene and ClinVar databases are built around (curated-genes.json, which
 * says where its facts come from): the pharmacogenes, the genes users look up first, and a few
 * model-organism orthologs.
 */
import data from './curated-genes.json' with { type: 'json' };
import type { Gene } from './genes.js';

/** ClinGen dosage sensitivity, as curated-genes.json gives it. */
export type Dosage = NonNullable<(typeof data.human)[number]['dosage']>;

/** The Gene fields every curated entry states: who it is and where it lies. */
type Who = 'id' | 'symbol' | 'name' | 'aliases' | 'aa' | 'exons';
type Where = 'chr' | 'map' | 'start' | 'end' | 'strand';
type Optional = 'hgnc' | 'mim' | 'ensembl' | 'uniprot' | 'dosage' | 'kind';

/** A real human gene as curated-genes.json gives it; what it leaves out is derived. */
export type CuratedGene = Pick<Gene, Who | Where | 'summary' | 'rna' | 'protein'> &
  Partial<Pick<Gene, Optional>> & {
    /** GRCh37 span where known from a real record; otherwise derived. */
    start37?: number;
    end37?: number;
    conditions: readonly string[];
    variants: number;
  };

/** A few model-organism orthologs, so [organism] and [taxid] searches have something to tell apart. */
type CuratedOrtholog = Pick<Gene, Who | Where | 'chrAccession'> & {
  taxId: number;
  /** Symbol of the human ortholog. */
  human: string;
};

export const CURATED_HUMAN_GENES = data.human as readonly CuratedGene[];
export const CURATED_ORTHOLOGS = data.orthologs as readonly CuratedOrtholog[];

/** The organisms the emulated Gene database holds, by taxonomy id; `synonyms` fill Org-ref_syn ('man'). */
export const ORGANISMS = data.organisms as Readonly<
  Record<9606 | 10090 | 10116, Omit<(typeof data.organisms)['9606'], 'synonyms'> & { synonyms?: string[] }>
>;

export type TaxId = keyof typeof ORGANISMS;
