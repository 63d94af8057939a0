import * as v from 'valibot';
import type { DownloadProgress } from '../streams/download.js';
import type { IdValidator } from './ids.js';

/** A valibot schema for one id of a kind (for strict input schemas; the rule is the message). */
export function idSchema<T extends string | number>(validator: IdValidator<T>) {
  return v.custom<T>((input) => validator.test(input), `must be ${validator.rule}`);
}

/**
 * A valibot schema for a list that must not be empty: an empty id or filter list asks a service
 * for nothing (or, for some, for everything), so it is refused before any request. Refusals name
 * the place (`params.ids[2]`) through parseInput.
 */
export function nonEmptyList<S extends v.GenericSchema>(item: S, what = 'value') {
  return v.pipe(v.array(item), v.minLength(1, `at least one ${what} (an empty list is refused)`));
}

/** `nonEmptyList(idSchema(validator))`. */
export function idListSchema<T extends string | number>(validator: IdValidator<T>) {
  return nonEmptyList(idSchema(validator), 'id');
}

/**
 * A download's `onProgress` option (see `BaseClient.download`), typed as core calls it:
 * `v.function()` would type it `(...args: unknown[]) => unknown`, and a service would then write
 * the option's type by hand beside its schema.
 */
export const onProgressSchema = v.custom<(progress: DownloadProgress) => void>(
  (input) => typeof input === 'function',
  'must be a function',
);
