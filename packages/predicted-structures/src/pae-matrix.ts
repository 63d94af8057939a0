import { InputError } from '@lifesci/core';
import type { PaeFile } from './schemas/pae.js';

/**
 * A predicted aligned error matrix, N x N, read from either file form. Residues are numbered
 * from 1 as in the model and the files: `at(i, j)` is the expected position error (Angstroms)
 * of residue j when the prediction is aligned on residue i. Not symmetric; the diagonal is 0.
 */
export class PaeMatrix {
  readonly size: number;
  /** `max_predicted_aligned_error` from the file (the cap of the scale, 31.75 for AlphaFold). */
  readonly maxPredictedAlignedError: number | undefined;
  readonly #values: Float64Array;

  constructor(values: Float64Array, size: number, maxPredictedAlignedError: number | undefined) {
    this.#values = values;
    this.size = size;
    this.maxPredictedAlignedError = maxPredictedAlignedError;
  }

  /** From a parsed PAE file, in the matrix form or the older per-residue-pair form. */
  static fromFile(file: PaeFile): PaeMatrix {
    const body = Array.isArray(file) ? file[0] : file;
    if (body === undefined) throw new InputError('file', 'a PAE file with one object');
    const max = body.max_predicted_aligned_error;
    const matrix = body.predicted_aligned_error ?? (isMatrix(body.distance) ? body.distance : undefined);
    if (matrix) {
      const n = matrix.length;
      const values = new Float64Array(n * n);
      matrix.forEach((row, i) => {
        if (row.length !== n)
          throw new InputError(`file.matrix[${i}]`, `a row of ${n} values (the matrix is N x N)`);
        values.set(row, i * n);
      });
      return new PaeMatrix(values, n, max);
    }
    const { residue1: r1, residue2: r2, distance } = body;
    if (
      !r1 ||
      !r2 ||
      !Array.isArray(distance) ||
      r1.length !== distance.length ||
      r2.length !== distance.length
    ) {
      throw new InputError('file', 'a PAE matrix, or residue1/residue2/distance lists of equal length');
    }
    const flat = distance as number[];
    const n = Math.max(0, ...r1, ...r2);
    const values = new Float64Array(n * n);
    for (let k = 0; k < flat.length; k++) {
      values[((r1[k] as number) - 1) * n + ((r2[k] as number) - 1)] = flat[k] as number;
    }
    return new PaeMatrix(values, n, max);
  }

  #check(residue: number, param: string): number {
    if (!Number.isInteger(residue) || residue < 1 || residue > this.size) {
      throw new InputError(param, `a residue number from 1 to ${this.size}`);
    }
    return residue - 1;
  }

  /** Error of residue `j` when aligned on residue `i` (1-based). */
  at(i: number, j: number): number {
    return this.#values[this.#check(i, 'i') * this.size + this.#check(j, 'j')] as number;
  }

  /** Row `i`: the errors of every residue when aligned on residue `i`. */
  row(i: number): number[] {
    const start = this.#check(i, 'i') * this.size;
    return Array.from(this.#values.subarray(start, start + this.size));
  }

  /** The largest value in the matrix (or in a sub-block given as residue ranges). */
  max(rows?: [number, number], cols?: [number, number]): number {
    let best = Number.NEGATIVE_INFINITY;
    for (const row of this.block(rows, cols)) for (const value of row) if (value > best) best = value;
    return best;
  }

  /** The sub-matrix of residues `rows[0]..rows[1]` x `cols[0]..cols[1]` (inclusive, 1-based). */
  block(rows: [number, number] = [1, this.size], cols: [number, number] = rows): number[][] {
    const [r0, r1] = [this.#check(rows[0], 'rows[0]'), this.#check(rows[1], 'rows[1]')];
    const [c0, c1] = [this.#check(cols[0], 'cols[0]'), this.#check(cols[1], 'cols[1]')];
    if (r1 < r0 || c1 < c0) throw new InputError('rows', 'ranges as [first, last] with first <= last');
    const out: number[][] = [];
    for (let i = r0; i <= r1; i++) {
      out.push(Array.from(this.#values.subarray(i * this.size + c0, i * this.size + c1 + 1)));
    }
    return out;
  }

  /** The whole matrix as arrays. */
  toArray(): number[][] {
    return this.size === 0 ? [] : this.block();
  }
}

function isMatrix(value: unknown): value is number[][] {
  return Array.isArray(value) && value.length > 0 && Array.isArray(value[0]);
}
