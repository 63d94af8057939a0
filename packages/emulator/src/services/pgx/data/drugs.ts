/** Drugs with their class, pharmacogenes, trade names and indication (drugs.json says what is real). */
import data from './drugs.json' with { type: 'json' };

export interface DrugFacts {
  name: string;
  drugClass: string;
  genes: readonly string[];
  tradeNames: readonly string[];
  indication: string;
}

export const DRUG_FACTS = data.drugs as readonly DrugFacts[];
