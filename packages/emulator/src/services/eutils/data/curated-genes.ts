/**
 * Real genes the emulated Gene and ClinVar databases are built around (curated-genes.json, which
 * says where its facts come from): the pharmacogenes, the genes users look up first, and a few
 * model-organism orthologs.
 */
import data from './curated-genes.json' with { type: 'json' };

export interface Dosage {
  haploinsufficiency: string;
  triplosensitivity: string;
  lastEvaluated: string;
}

export interface CuratedGene {
  id: number;
  symbol: string;
  name: string;
  chr: string;
  map: string;
  /** 1-based span on GRCh38 (or the species' current assembly). */
  start: number;
  end: number;
  strand: '+' | '-';
  /** GRCh37 span where known from a real record; otherwise derived. */
  start37?: number;
  end37?: number;
  aliases: readonly string[];
  hgnc?: number;
  mim?: number;
  ensembl?: string;
  uniprot?: string;
  /** MANE Select transcript and protein. */
  rna?: string;
  protein?: string;
  /** Protein length (aa). */
  aa: number;
  exons: number;
  summary: string;
  conditions: readonly string[];
  variants: number;
  /** ClinGen dosage sensitivity, as ClinVar's VCV XML shows it; only where a real record was seen. */
  dosage?: Dosage;
  kind?: 'pgx' | 'cancer';
  taxId?: number;
}

/** A few model-organism orthologs, so [organism] and [taxid] searches have something to tell apart. */
export interface CuratedOrtholog {
  id: number;
  symbol: string;
  name: string;
  taxId: number;
  chr: string;
  map: string;
  chrAccession: string;
  start: number;
  end: number;
  strand: '+' | '-';
  aliases: readonly string[];
  aa: number;
  exons: number;
  /** Symbol of the human ortholog. */
  human: string;
}

export const CURATED_HUMAN_GENES = data.human as readonly CuratedGene[];
export const CURATED_ORTHOLOGS = data.orthologs as readonly CuratedOrtholog[];

/** The organisms the emulated Gene database holds, by taxonomy id. */
export const ORGANISMS = data.organisms as Readonly<
  Record<
    9606 | 10090 | 10116,
    {
      scientific: string;
      common: string;
      lineage: string;
      division: string;
      assembly: string;
      assemblyAccession: string;
      /** Taxonomy synonyms (Org-ref_syn): 'man' for human. */
      synonyms?: readonly string[];
    }
  >
>;

export type TaxId = keyof typeof ORGANISMS;
