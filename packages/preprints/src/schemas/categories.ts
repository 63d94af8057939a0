import * as v from 'valibot';

/** The 27 subject categories the interface spec lists as valid (S5, Paper record). */
export const PREPRINT_CATEGORIES = [
  'animal-behavior-and-cognition',
  'biochemistry',
  'bioengineering',
  'bioinformatics',
  'biophysics',
  'cancer-biology',
  'cell-biology',
  'clinical-trials',
  'developmental-biology',
  'ecology',
  'epidemiology',
  'evolutionary-biology',
  'genetics',
  'genomics',
  'immunology',
  'microbiology',
  'molecular-biology',
  'neuroscience',
  'paleontology',
  'pathology',
  'pharmacology-and-toxicology',
  'physiology',
  'plant-biology',
  'scientific-communication-and-education',
  'synthetic-biology',
  'systems-biology',
  'zoology',
] as const;

export const PreprintCategorySchema = v.picklist(PREPRINT_CATEGORIES);
export type PreprintCategory = v.InferOutput<typeof PreprintCategorySchema>;

/**
 * The category as the live API's `category` query parameter takes it (underscores for spaces:
 * `cell_biology`), and as records spell it (`cell biology`).
 */
export function categoryWire(category: PreprintCategory): string {
  return category.replace(/-/g, '_');
}

/** Compares a record's or envelope's spelling (`cell biology`, `cell_biology`) with a slug. */
export function sameCategory(spelled: string, category: PreprintCategory): boolean {
  return (
    spelled
      .trim()
      .toLowerCase()
      .replace(/[\s_]+/g, '-') === category
  );
}
