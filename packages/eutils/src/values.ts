/**
 * Reading NCBI's envelopes, JSON and XML alike. Elements and keys are read with core's
 * `xmlNodes` (one-or-many, bare text or `#text`, numbers from prototype JSON); these turn the
 * texts it returns into the values the results carry.
 */

/** A parsed JSON object or XML element (not an array, not text). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A count or key NCBI sends as text ('63'), or as a number in its prototype JSON (core's rules). */
export { intFromText as toInt } from '@lifesci/core';

/** NCBI's 'Y'/'N' flags. */
export function yesNo(text: string | undefined): boolean {
  const flag = text?.trim().toUpperCase();
  return flag === 'Y' || flag === 'YES' || flag === 'TRUE' || flag === '1';
}
