import * as v from 'valibot';

/**
 * A value from a vocabulary RCSB's schema lists and may extend (experimental methods, status
 * codes, microscope models): typed with the listed values for autocompletion, validated only as a
 * string, so a value added upstream never turns a whole entry into a ResponseValidationError.
 */
export function openEnum<const T extends readonly string[]>(_listed: T) {
  return v.custom<T[number] | (string & {})>((input) => typeof input === 'string', 'Expected a string');
}
