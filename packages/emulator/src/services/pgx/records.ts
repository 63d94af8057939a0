/** The S2 records the emulator serves, shaped as the spec's resources (spec S2, Resources). */

/** A reference to another record, as the live service writes it. */
export interface Ref {
  objCls: 'Gene' | 'Chemical';
  id: string;
  symbol?: string;
  name: string;
}

export interface Gene {
  objCls: 'Gene';
  id: string;
  symbol: string;
  name: string;
  chromosome: string;
  chromosomeLocation?: string;
  function: string;
  description: string;
  clinicalAnnotations: string[];
  relatedDrugs: string[];
}

export interface Drug {
  objCls: 'Chemical';
  id: string;
  name: string;
  genericNames: string[];
  tradeNames: string[];
  drugClasses: string[];
  indication: string;
  relatedGenes: string[];
}

/** `guidelineId` is internal: the reply turns it into `guidelineUrl` on the emulator's address. */
export interface Pair {
  gene: string;
  drug: string;
  sources: string[];
  pgxLevel: string;
  evidenceLevel: string;
  clinicalAnnotationCount: number;
  hasGuideline: boolean;
  guidelineId?: string;
}

export interface Recommendation {
  phenotype: string;
  recommendation: string;
  classification: string;
}

export interface Guideline {
  objCls: 'Guideline';
  id: string;
  name: string;
  relatedChemicals: Ref[];
  relatedGenes: Ref[];
  source: string;
  summaryHtml: string;
  textHtml: string;
  genes: string[];
  drugs: string[];
  recommendationLevel: string;
  lastUpdated: string;
  summary: string;
  recommendations: Recommendation[];
  pmid?: string;
}

export interface Allele {
  name: string;
  gene: string;
  function?: string;
  activityScore?: number | null;
  frequencies: Record<string, number>;
  definingVariants: string[];
  alleleVarId: string;
}

export interface Variant {
  rsid: string;
  chromosome: string;
  position: number;
  gene: string;
  alleles: string[];
  consequence: string;
  clinicalSignificance: string;
  frequencies: Record<string, number>;
  references: string[];
}

export interface Annotation {
  id: string;
  gene: string;
  drug: string;
  phenotype: string;
  evidenceLevel: string;
  annotation: string;
  pmid?: string;
  studyType: string;
  population: string;
  sources: string[];
}

export interface Label {
  id: string;
  drug: string;
  source: string;
  sections: { testing: string; dosing: string; warnings: string };
  biomarkers: string[];
  testingRecommended: boolean;
  labelUrl: string;
  lastUpdated: string;
}

export interface Pathway {
  id: string;
  name: string;
  drugs: string[];
  genes: string[];
  description: string;
  steps: { step: number; process: string; genes: string[] }[];
}
