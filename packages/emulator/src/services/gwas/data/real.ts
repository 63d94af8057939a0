// The few real records users look up (real.json; its `about` names the sources they come from,
// which links between them are the emulator's choice and which fields no source showed).

import type { Association, Gene, Publication, Study, Trait, Variant } from './model.js';
import data from './real.json' with { type: 'json' };

export const REAL_TRAITS = data.traits as Trait[];
export const REAL_GENES = data.genes as Omit<Gene, 'id'>[];
export const REAL_PUBLICATIONS = data.publications as unknown as Omit<Publication, 'id'>[];
export const REAL_STUDIES = data.studies as unknown as Omit<Study, 'id'>[];
export const REAL_VARIANTS = data.variants as unknown as Variant[];
export const REAL_ASSOCIATIONS = data.associations as unknown as Association[];
/** v1 GET /metadata as recorded (fixtures/real/gwas-catalog/metadata.json). */
export const MAPPING_METADATA = data.mappingMetadata;
