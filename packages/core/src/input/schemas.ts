import * as v from 'valibot';
import { HEADER_VALUE, HEADER_VALUE_RULE } from '../http/options.js';
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

/**
 * A credential a client sends in a header (a token, a client secret): a non-empty string of
 * Latin-1 text without control characters, what fetch can send. Anything else would make every
 * request fail in fetch, so it is refused when the client is made. `what` names the value in the
 * message (never the value itself: it is a secret).
 */
export function credentialSchema(what: string) {
  return v.pipe(
    v.string(`must be ${what}`),
    v.minLength(1, 'must not be empty'),
    v.regex(HEADER_VALUE, HEADER_VALUE_RULE),
  );
}

const functionSchema = v.custom<(response: Response) => void>(
  (input) => typeof input === 'function',
  'must be a function',
);

/**
 * The options of a download a service hands its users as its params (`BaseClient.download`'s
 * options but `signal`, which is a per-call option): progress, resumptions after dropped
 * connections, and a check of each answer opened. Services check them with it, so a misspelt
 * key is refused and tools reading input schemas see the method's params.
 */
export const downloadParamsSchema = v.strictObject({
  onProgress: v.exactOptional(onProgressSchema),
  /** Resumptions allowed after dropped connections (default 5). */
  maxResumes: v.exactOptional(v.pipe(v.number(), v.integer('must be an integer'), v.minValue(0))),
  check: v.exactOptional(functionSchema),
});
