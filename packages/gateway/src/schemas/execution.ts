import type { InputOf } from '@lifesci/core';
import * as v from 'valibot';

/** The result of one script run (spec S11, Execution result object). */
export const ExecutionResultSchema = v.looseObject({
  success: v.boolean(),
  returncode: v.pipe(v.number(), v.integer()),
  stdout: v.string(),
  stderr: v.string(),
  /** The command line that ran, as the gateway reports it (for display; never re-run it). */
  command: v.string(),
});
export type ExecutionResult = v.InferOutput<typeof ExecutionResultSchema>;

/**
 * A skill or script name: one path segment of the gateway's `/execute/{skill}/{script}`. No path
 * separators, no `..`, no control characters, so a name can only ever name one entry.
 */
export const NameSchema = v.pipe(
  v.string(),
  v.minLength(1, 'a non-empty name'),
  v.maxLength(200, 'at most 200 characters'),
  v.check((s) => !/[/\\]/.test(s), 'no path separators (/ or \\)'),
  v.check((s) => !s.includes('..') && s !== '.', 'no "." or ".." (no walking out of the skill folder)'),
  // A server (or proxy) that decodes twice would read %2e%2e%2f as ../ : refused, not encoded.
  v.check((s) => !/%[0-9a-f]{2}/i.test(s), 'no percent-encoded characters'),
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused.
  v.check((s) => !/[\u0000-\u001f\u007f]/.test(s), 'no control characters'),
);

/**
 * Script arguments: an array of strings, each passed to the script as one argument, verbatim.
 * Only NUL is refused (no operating system can pass it in an argument).
 */
export const ArgsSchema = v.array(
  v.pipe(
    v.string(),
    v.check((s) => !s.includes('\u0000'), 'no NUL character'),
  ),
);

/**
 * What `execute` runs and how: the script of the skill, its arguments, and the run's options.
 * Unknown keys are refused.
 */
export const ExecuteParamsSchema = v.strictObject({
  /** The script of the skill to run (one path segment, like the skill). */
  script: NameSchema,
  /** Its arguments, each passed to the script as one argument, verbatim (none by default). */
  args: v.optional(ArgsSchema, []),
  /** Turn `success: false` into a ScriptFailedError (same as `.orThrow()`). */
  throwOnFailure: v.optional(v.boolean()),
  /**
   * Allow retries of this run after a 5xx, 429 or network failure. Off by default: a run is not
   * idempotent, and a retry after a lost answer would run the script twice.
   */
  retry: v.optional(v.boolean()),
});
export interface ExecuteParams extends InputOf<typeof ExecuteParamsSchema> {}
