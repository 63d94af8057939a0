/** Compact vocabularies the generated protocols are drawn from (vocabulary.json, seeded). */
import v from './vocabulary.json' with { type: 'json' };

export const TECHNIQUES: readonly string[] = v.techniques;
export const SUBJECTS: readonly string[] = v.subjects;
export const STEP_TEXTS: readonly string[] = v.stepTexts;
export const SECTIONS: readonly string[] = v.sections;
export const MATERIALS: readonly string[] = v.materials;
export const FIRST_NAMES: readonly string[] = v.firstNames;
export const LAST_NAMES: readonly string[] = v.lastNames;
export const AFFILIATIONS: readonly string[] = v.affiliations;
