/**
 * A verb's schemas learnt from words: the identifiers typed (for help, the verb's example) are
 * tried first, so the probe reaches the params object with values the method accepts. An
 * identifier given as its fields (`--cid 2244`, `--doi ... --version 1`) is built from them and
 * tried again, so its params are learnt too.
 */
import type { ServiceName } from '../services.js';
import { splitWords } from './args.js';
import { type Found, probe } from './probe.js';
import type { Signature } from './signature.js';
import { buildArgs, givenValues } from './verb.js';

export async function learn(
  service: ServiceName,
  path: readonly string[],
  signature: Signature,
  words: readonly string[],
): Promise<Found> {
  const given = givenValues(signature, splitWords(words).positionals);
  const found = await probe(service, path, signature, given);
  if (!signature.params) return found;
  let args: unknown[];
  try {
    args = buildArgs(signature, found, words);
  } catch {
    return found;
  }
  // Run again with the params read from the words, through to the end: identifiers checked
  // after the params (or built from fields) are checked too.
  const built = signature.positionals.map((_n, i) => args[i] ?? given[i]);
  const params = (args[signature.params.index] as object | undefined) ?? {};
  const again = await probe(service, path, signature, built, params);
  if (!again.params && found.params) again.params = found.params;
  again.positionals = again.positionals.map((schema, i) => schema ?? found.positionals[i]);
  again.rules = again.rules.map((rule, i) => rule ?? found.rules[i]);
  return again;
}
