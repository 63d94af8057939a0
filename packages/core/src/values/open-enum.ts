import * as v from 'valibot';

/**
 * A response value from a vocabulary the service documents and may extend (a registry's status
 * codes, RCSB's experimental methods, a knowledge base's evidence sources): typed with the known
 * values for autocompletion, validated only as a string, so a value added upstream never turns a
 * whole response into a ResponseValidationError. Closed vocabularies of a spec use `v.picklist`.
 */
export function openEnum<const T extends readonly string[]>(_known: T) {
  return v.custom<T[number] | (string & {})>((input) => typeof input === 'string', 'Expected a string');
}
