/**
 * The curated pharmacogenomic facts the catalog is built on, one JSON file each (each says in its
 * `about` what is real): genes (HGNC symbol, name, location), drugs (class, genes, trade names,
 * indication), guidelines (CPIC/DPWG/FDA pairs, CPIC level, PMID, core recommendation per
 * phenotype; ids and dates generated), star alleles (CPIC function, activity value, approximate
 * frequencies), variants (dbSNP coordinates), drug labels, pharmacokinetic pathways, and the CPIC
 * levels of pairs no guideline settles (with PharmGKB's top clinical-annotation level).
 */
import alleles from './alleles.json' with { type: 'json' };
import cpicLevels from './cpic-levels.json' with { type: 'json' };
import drugs from './drugs.json' with { type: 'json' };
import genes from './genes.json' with { type: 'json' };
import guidelines from './guidelines.json' with { type: 'json' };
import labels from './labels.json' with { type: 'json' };
import pathways from './pathways.json' with { type: 'json' };
import variants from './variants.json' with { type: 'json' };

export interface GeneFacts {
  symbol: string;
  name: string;
  chromosome: string;
  location: string;
  function: string;
}

export interface DrugFacts {
  name: string;
  drugClass: string;
  genes: readonly string[];
  tradeNames: readonly string[];
  indication: string;
}

export interface RecommendationFacts {
  phenotype: string;
  recommendation: string;
  classification: string;
}

export interface GuidelineFacts {
  source: 'CPIC' | 'DPWG' | 'FDA';
  genes: readonly string[];
  drugs: readonly string[];
  level: string;
  pmid?: string;
  recommendations: readonly RecommendationFacts[];
}

export interface AlleleFacts {
  name: string;
  gene: string;
  function: string | undefined;
  activityScore: number | null | undefined;
  definingVariants: readonly string[];
  frequencies: Readonly<Record<string, number>>;
}

export interface VariantFacts {
  rsid: string;
  chromosome: string;
  position: number;
  gene: string;
  alleles: readonly string[];
  consequence: string;
}

export interface LabelFacts {
  drug: string;
  source: 'FDA' | 'EMA' | 'PMDA' | 'Health Canada';
  biomarkers: readonly string[];
  testingRecommended: boolean;
}

export interface PathwayFacts {
  name: string;
  drugs: readonly string[];
  steps: readonly { process: string; genes: readonly string[] }[];
}

export interface PairLevel {
  level: 'A' | 'B' | 'C' | 'D';
  topAnnotationLevel: string | undefined;
}

export const POPULATIONS = ['European', 'East Asian', 'African'] as const;

export const GENE_FACTS = genes.genes as readonly GeneFacts[];
export const DRUG_FACTS = drugs.drugs as readonly DrugFacts[];
export const GUIDELINE_FACTS = guidelines.guidelines as readonly GuidelineFacts[];
export const ALLELE_FACTS = alleles.alleles as readonly AlleleFacts[];
export const VARIANT_FACTS = variants.variants as readonly VariantFacts[];
export const LABEL_FACTS = labels.labels as readonly LabelFacts[];
export const PATHWAY_FACTS = pathways.pathways as readonly PathwayFacts[];

/** Keyed gene/drug; pairs in neither a guideline nor cpic-levels.json are sent as level D. */
export const PAIR_LEVELS: ReadonlyMap<string, PairLevel> = new Map(
  Object.entries(cpicLevels.pairs as Record<string, Partial<PairLevel>>).map(([pair, l]) => [
    pair,
    { level: l.level ?? 'D', topAnnotationLevel: l.topAnnotationLevel },
  ]),
);
