import { decimalFromText, intFromText } from '@lifesci/core';
import * as v from 'valibot';

// PubChem's JSON sends most figures as numbers (masses as decimal text); its XML sends every
// figure as text. Both read through core's number rules, so a row is the same from either format.

/** A whole number, from a JSON number or its text (`<CID>2244</CID>`, `<Charge>-1</Charge>`). */
export const IntSchema = v.pipe(
  v.union([v.number(), v.string()]),
  v.transform((value: string | number) => intFromText(value)),
  v.number('must be a whole number'),
  v.integer(),
);

/** A decimal number, from a JSON number or its text (`"180.16"`). */
export const DecimalSchema = v.pipe(
  v.union([v.number(), v.string()]),
  v.transform((value: string | number) => decimalFromText(value)),
  v.number('must be a decimal number'),
);
