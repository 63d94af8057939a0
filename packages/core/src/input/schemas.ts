import * as v from 'valibot';
import type { DownloadProgress } from '../streams/download.js';
import type { IdValidator } from './ids.js';

/**
 * A valibot schema for one id of a kind (`idSchema(ids.nct)`), for input schemas: the id as given
 * (string or number), or an issue whose message is the kind's rule (`must be NCT followed by 8
 * digits, ...`).
 */
export function idSchema<T extends string | number>(validator: IdValidator<T>) {
  return v.custom<T>((input) => validator.test(input), `must be ${validator.rule}`);
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
