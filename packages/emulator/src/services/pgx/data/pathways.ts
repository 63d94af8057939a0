/** Curated pharmacokinetic pathways (pathways.json); other drugs with genes get generated ones. */
import data from './pathways.json' with { type: 'json' };

export interface PathwayFacts {
  name: string;
  drugs: readonly string[];
  steps: readonly { process: string; genes: readonly string[] }[];
}

export const PATHWAY_FACTS = data.pathways as readonly PathwayFacts[];
