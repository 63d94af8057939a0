// Compact vocabularies the generated catalog draws from (vocabulary.json; its `about` says what
// is real). Trait ids and labels are real EFO/MONDO terms and gene names sit on their real
// chromosomes, so what a user can look up elsewhere agrees.
import data from './vocabulary.json' with { type: 'json' };

type Pair = readonly [string, string];

/** [ontology id, label] of real EFO terms the GWAS Catalog maps studies to. */
export const TRAITS = data.traits as unknown as readonly Pair[];
/** [gene, chromosome] of well-known GWAS genes. */
export const GENES = data.genes as unknown as readonly Pair[];
export const JOURNALS: readonly string[] = data.journals;
export const SURNAMES: readonly string[] = data.surnames;
export const INITIALS: readonly string[] = data.initials;
export const ANCESTRIES: readonly string[] = data.ancestries;
export const COUNTRIES = data.countries as unknown as readonly (readonly [string, string, string])[];
export const MANUFACTURERS: readonly string[] = data.manufacturers;
export const TECHNOLOGIES: readonly string[] = data.technologies;
export const FUNCTIONAL_CLASSES: readonly string[] = data.functionalClasses;
export const BASES = ['A', 'C', 'G', 'T'] as const;
export const TITLE_OPENINGS: readonly string[] = data.titleOpenings;
/** GRCh38 chromosome lengths (bp), to keep generated positions on the chromosome. */
export const CHROMOSOME_LENGTHS: Readonly<Record<string, number>> = data.chromosomeLengths;
export const CHROMOSOMES = Object.keys(CHROMOSOME_LENGTHS);
