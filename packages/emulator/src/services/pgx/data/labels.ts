/** Curated drug labels: drug, regulator, biomarkers, testing (labels.json). */
import data from './labels.json' with { type: 'json' };

export interface LabelFacts {
  drug: string;
  source: 'FDA' | 'EMA' | 'PMDA' | 'Health Canada';
  biomarkers: readonly string[];
  testingRecommended: boolean;
}

export const LABEL_FACTS = data.labels as readonly LabelFacts[];
