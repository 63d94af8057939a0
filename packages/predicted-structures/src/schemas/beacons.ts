import type { InputOf } from '@lifesci/core';
import * as v from 'valibot';

/** The model categories of the 3D-Beacons API 2.0 (kept open: providers may add more). */
export const MODEL_CATEGORIES = [
  'EXPERIMENTALLY DETERMINED',
  'TEMPLATE-BASED',
  'AB-INITIO',
  'CONFORMATIONAL ENSEMBLE',
] as const;

const Str = v.nullish(v.string());
const Num = v.nullish(v.number());

export const BeaconsEntitySchema = v.looseObject({
  entity_type: v.string(),
  entity_poly_type: Str,
  identifier: Str,
  identifier_category: Str,
  description: v.string(),
  chain_ids: v.array(v.string()),
});

/** One model's summary: who provides it, what kind it is, and which residues it covers. */
export const BeaconsModelSummarySchema = v.looseObject({
  model_identifier: v.string(),
  model_category: v.string(),
  model_url: v.string(),
  model_format: v.string(),
  model_type: Str,
  model_page_url: Str,
  provider: v.string(),
  created: v.string(),
  /** The spec says a fraction (0-1); hub answers have been seen with percentages (90). */
  sequence_identity: v.number(),
  uniprot_start: v.number(),
  uniprot_end: v.number(),
  /** The spec says a fraction (0-1); hub answers have been seen with percentages (70.7). */
  coverage: v.number(),
  experimental_method: Str,
  resolution: Num,
  confidence_type: Str,
  confidence_version: Str,
  confidence_avg_local_score: Num,
  oligomeric_state: Str,
  preferred_assembly_id: Str,
  /** Conformational ensembles: how many conformers, and a sample of them to download. */
  number_of_conformers: Num,
  ensemble_sample_url: Str,
  ensemble_sample_format: Str,
  entities: v.array(BeaconsEntitySchema),
});
export type BeaconsModelSummary = v.InferOutput<typeof BeaconsModelSummarySchema>;

const AlignedRangeSchema = v.looseObject({ aligned_sequence: Str, from: Num, to: Num });

/** A stretch of a model chain: its templates, its alignment to UniProt and its residues. */
export const BeaconsSegmentSchema = v.looseObject({
  templates: v.nullish(
    v.array(
      v.looseObject({
        template_id: Str,
        chain_id: Str,
        template_sequence_identity: Num,
        last_updated: Str,
        provider: Str,
        experimental_method: Str,
        resolution: Num,
        preferred_assembly_id: Str,
      }),
    ),
  ),
  seqres: v.nullish(AlignedRangeSchema),
  uniprot: v.nullish(AlignedRangeSchema),
  /** Per-residue confidence, numbered in the model and in UniProt. */
  residues: v.nullish(
    v.array(v.looseObject({ confidence: Num, model_residue_label: Num, uniprot_residue_number: Num })),
  ),
});
export type BeaconsSegment = v.InferOutput<typeof BeaconsSegmentSchema>;

/** GET {beacons}/uniprot/summary/{accession}.json (and /uniprot/{accession}.json, with chains). */
export const BeaconsSummarySchema = v.looseObject({
  uniprot_entry: v.looseObject({
    ac: v.string(),
    id: Str,
    uniprot_checksum: Str,
    sequence_length: Num,
    segment_start: Num,
    segment_end: Num,
  }),
  structures: v.array(
    v.looseObject({
      summary: BeaconsModelSummarySchema,
      chains: v.optional(
        v.array(v.looseObject({ chain_id: v.string(), segments: v.optional(v.array(BeaconsSegmentSchema)) })),
      ),
    }),
  ),
});
export type BeaconsSummary = v.InferOutput<typeof BeaconsSummarySchema>;

export const BeaconsParamsSchema = v.strictObject({
  /** Each model's chains too (the hub's `/uniprot/{accession}.json` instead of its summary). */
  chains: v.optional(v.boolean()),
  /** Only this provider's models (e.g. `alphafold`, `swissmodel`, `pdbe`). */
  provider: v.optional(v.pipe(v.string(), v.minLength(1))),
  /** A 4-letter PDB template code. */
  template: v.optional(v.pipe(v.string(), v.minLength(1))),
  /** A UniProt residue range, `1-100`. */
  range: v.optional(v.pipe(v.string(), v.regex(/^\d+-\d+$/, 'a residue range such as 1-100'))),
});
export interface BeaconsParams extends InputOf<typeof BeaconsParamsSchema> {}
