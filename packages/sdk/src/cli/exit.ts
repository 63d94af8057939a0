/**
 * Exit codes, as scripts read them:
 * - 0: every requested item succeeded;
 * - 1: the service or the network failed (for a batch: every item failed);
 * - 2: a usage error or bad input (nothing was sent);
 * - 3: a batch or a record stream partly failed (a batch's failures are in the output, a stream's
 *   on stderr; a summary on stderr).
 */
export const EXIT = { ok: 0, service: 1, input: 2, partial: 3 } as const;

/** The exit code of a batch of `items` of which `failed` failed. */
export function batchExit(items: number, failed: number): number {
  if (failed === 0) return EXIT.ok;
  return failed === items ? EXIT.service : EXIT.partial;
}
