import * as v from 'valibot';

const Row = v.array(v.number());

/** The current form: `predicted_aligned_error` (or the spec's `distance`) as an N x N matrix. */
const MatrixForm = v.looseObject({
  predicted_aligned_error: v.optional(v.array(Row)),
  distance: v.optional(v.union([v.array(Row), Row])),
  residue1: v.optional(Row),
  residue2: v.optional(Row),
  max_predicted_aligned_error: v.optional(v.number()),
});

/**
 * A PAE file (`<entry>-predicted_aligned_error_v<N>.json`): one object, or (as served) an array
 * holding one. Forms read: the matrix (`predicted_aligned_error` or `distance` as N x N) and the
 * older per-residue-pair lists (`residue1`, `residue2`, `distance` flat, 1-based residues).
 */
// The array form is tried first: an array would also pass as a loose object.
export const PaeFileSchema = v.union([v.pipe(v.array(MatrixForm), v.minLength(1)), MatrixForm]);
export type PaeFile = v.InferOutput<typeof PaeFileSchema>;
