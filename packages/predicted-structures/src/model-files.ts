import { parseInput, path, segments } from '@lifesci/core';
import { type ModelRef, ModelRefSchema, type Prediction } from './schemas/prediction.js';

/** The files a model has on {predictedFiles}. */
export type ModelFileKind =
  | 'cif'
  | 'bcif'
  | 'pdb'
  | 'confidence'
  | 'pae'
  | 'paeImage'
  | 'msa'
  | 'amProtein'
  | 'amHg19'
  | 'amHg38';

const URL_FIELD: Record<ModelFileKind, keyof Prediction> = {
  cif: 'cifUrl',
  bcif: 'bcifUrl',
  pdb: 'pdbUrl',
  confidence: 'plddtDocUrl',
  pae: 'paeDocUrl',
  paeImage: 'paeImageUrl',
  msa: 'msaUrl',
  amProtein: 'amAnnotationsUrl',
  amHg19: 'amAnnotationsHg19Url',
  amHg38: 'amAnnotationsHg38Url',
};

/** The file name pattern of each kind for entry `id` at model version `n`. */
const NAME: Record<ModelFileKind, (id: string, n: number) => string> = {
  cif: (id, n) => `${id}-model_v${n}.cif`,
  bcif: (id, n) => `${id}-model_v${n}.bcif`,
  pdb: (id, n) => `${id}-model_v${n}.pdb`,
  confidence: (id, n) => `${id}-confidence_v${n}.json`,
  pae: (id, n) => `${id}-predicted_aligned_error_v${n}.json`,
  paeImage: (id, n) => `${id}-predicted_aligned_error_v${n}.png`,
  msa: (id, n) => `msa/${id}-msa_v${n}.a3m`,
  // AlphaMissense files carry no model version in their names.
  amProtein: (id) => `${id}-aa-substitutions.csv`,
  amHg19: (id) => `${id}-hg19.csv`,
  amHg38: (id) => `${id}-hg38.csv`,
};

/** The record field holding a kind's address (`amAnnotationsUrl` ...). */
export function urlFieldOf(kind: ModelFileKind): keyof Prediction {
  return URL_FIELD[kind];
}

/** The part of a record's file address below `/files/` (`AF-P00520-F1-model_v6.cif`, `msa/...`). */
function nameInUrl(url: string): string | undefined {
  let pathname: string;
  try {
    pathname = new URL(url).pathname;
  } catch {
    return undefined;
  }
  const at = pathname.lastIndexOf('/files/');
  const name = at >= 0 ? pathname.slice(at + '/files/'.length) : pathname.split('/').pop();
  return name ? decodeURIComponent(name) : undefined;
}

function isPrediction(ref: ModelRef): ref is Prediction {
  return 'latestVersion' in ref;
}

/**
 * The path of one of a model's files below {predictedFiles}. A record's own address is used
 * when it has one (so the version is the record's, never a fixed `_v4`); a record without that
 * field (v4-era records have no `plddtDocUrl` or `msaUrl`) gets the documented name at its
 * `latestVersion`; `{ entryId, version }` gets the documented name at that version. Only the name
 * is taken from a record address: the file is fetched from the client's `predictedFiles` base.
 */
export function modelFilePath(ref: ModelRef, kind: ModelFileKind, param = 'model'): string {
  parseInput(ModelRefSchema, ref, param);
  let name: string;
  if (isPrediction(ref)) {
    const url = ref[URL_FIELD[kind]];
    name =
      (typeof url === 'string' ? nameInUrl(url) : undefined) ?? NAME[kind](ref.entryId, ref.latestVersion);
  } else {
    name = NAME[kind](ref.entryId, ref.version);
  }
  return path`/${segments(name, param)}`;
}
