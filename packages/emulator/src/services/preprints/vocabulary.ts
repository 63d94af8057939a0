/**
 * Compact vocabularies the generated preprints are drawn from (vocabulary.json). Nothing here is a
 * fact a user could check about a real paper: titles, people and numbers are combinations.
 */
import v from './vocabulary.json' with { type: 'json' };

/** bioRxiv's subject categories as records spell them (the spec's 27 slugs with spaces). */
export const BIORXIV_CATEGORIES: readonly string[] = v.biorxivCategories;
export const MEDRXIV_CATEGORIES: readonly string[] = v.medrxivCategories;
/** Title topics by category (`default` for the rest). */
export const TOPICS: Readonly<Record<string, readonly string[]>> = v.topics;
export const VERBS: readonly string[] = v.verbs;
export const CONTEXTS: readonly string[] = v.contexts;
export const ORGANISMS: readonly string[] = v.organisms;
export const SURNAMES: readonly string[] = v.surnames;
export const GIVEN_NAMES: readonly string[] = v.givenNames;
export const INSTITUTIONS: readonly string[] = v.institutions;
export const TYPES: readonly string[] = v.types;
export const LICENSES: readonly string[] = v.licenses;
export const JOURNALS: readonly string[] = v.journals;
