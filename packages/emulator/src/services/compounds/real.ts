import data from './data/compounds.json' with { type: 'json' };
import vocabulary from './data/vocabulary.json' with { type: 'json' };

/**
 * A real compound as data/compounds.json holds it (the file says where each value comes from):
 * `smiles` is the connectivity (canonical) SMILES in Kekulé form as PubChem writes it,
 * `isomericSmiles` the absolute one when it differs; `properties` is the PUG REST property row
 * (without CID) with values as PubChem sends them; `drugClass` the classes and uses to mention under
 * "Drug and Medication Information"; `sdfTags` the SD-file-only data items of PubChem's record (IUPAC
 * name variants, tautomer count); `createDate` PubChem's Create Date of the record, where known.
 */
export type RealCompound = Omit<(typeof data.compounds)[number], 'properties' | 'sdfTags'> & {
  properties: Record<string, string | number>;
  sdfTags?: Record<string, string | number>;
};

export type Target = (typeof data.targets)[number];

export const REAL_COMPOUNDS: readonly RealCompound[] = data.compounds;
/** Real targets the generated assays test. */
export const TARGETS: readonly Target[] = data.targets;
/** Which targets each real drug is known to act on (its assays there come out active). */
export const KNOWN_TARGETS: Readonly<Record<number, readonly string[]>> = data.knownTargets;
export const VOCABULARY = vocabulary;
