import data from './data/compounds.json' with { type: 'json' };
import vocabulary from './data/vocabulary.json' with { type: 'json' };

/** A real compound as data/compounds.json holds it (the file says where each value comes from). */
export interface RealCompound {
  cid: number;
  title: string;
  synonyms: string[];
  /** Connectivity (canonical) SMILES, Kekulé form as PubChem writes it. */
  smiles: string;
  /** Absolute (isomeric) SMILES when it differs. */
  isomericSmiles?: string;
  /** PUG REST property table row (without CID), values as PubChem sends them. */
  properties: Record<string, string | number>;
  /** Drug classes / uses to mention under "Drug and Medication Information". */
  drugClass?: string;
  /** SD-file-only data items of PubChem's record (IUPAC name variants, tautomer count). */
  sdfTags?: Record<string, string | number>;
  /** PubChem's Create Date of the record, where known. */
  createDate?: string;
}

export interface Target {
  symbol: string;
  geneId: number;
  accession: string;
  name: string;
}

export const REAL_COMPOUNDS: readonly RealCompound[] = data.compounds;
/** Real targets the generated assays test. */
export const TARGETS: readonly Target[] = data.targets;
/** Which targets each real drug is known to act on (its assays there come out active). */
export const KNOWN_TARGETS: Readonly<Record<number, readonly string[]>> = data.knownTargets;
export const VOCABULARY = vocabulary;
