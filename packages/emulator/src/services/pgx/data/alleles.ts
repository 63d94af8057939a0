/** Curated star alleles (alleles.json: CPIC functions and activity values, approximate frequencies). */
import data from './alleles.json' with { type: 'json' };

export interface AlleleFacts {
  name: string;
  gene: string;
  function: string | undefined;
  activityScore: number | null | undefined;
  definingVariants: readonly string[];
  frequencies: Readonly<Record<string, number>>;
}

export const POPULATIONS = ['European', 'East Asian', 'African'] as const;

export const ALLELE_FACTS = data.alleles as readonly AlleleFacts[];
