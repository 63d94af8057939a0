/**
 * Curated guidelines (guidelines.json). CPIC entries: the guideline's genes and drugs, CPIC level, publication PMID
 * and the core recommendation per phenotype, in short. DPWG and FDA entries name the same pairs
 * from those sources. Ids and `lastUpdated` dates are generated.
 */
import data from './guidelines.json' with { type: 'json' };

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

export const GUIDELINE_FACTS = data.guidelines as readonly GuidelineFacts[];
