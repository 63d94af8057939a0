import { type Element, writeElement, type XmlWriter } from '../xml.js';

/**
 * NCBI's XML for ASN.1 data (Entrezgene) follows one rule: a value of type `T` is `<T>`, and each
 * of its fields `f` is `<T_f>`, holding a text, a typed value, or a list (of typed values, or of
 * texts as `<T_f_E>`). So a record is written as plain objects naming their type in `$` and the
 * rule lays them out; a field name may carry the wrappers a CHOICE adds (`pmid/PubMedId`).
 */
export interface Typed {
  readonly $: string;
  readonly [field: string]: AsnValue;
}

/** `undefined` and `false` leave a field (or a list item) out; an empty list is still written. */
export type AsnValue = string | number | false | undefined | Element | Typed | readonly AsnValue[];

/** An ENUMERATED field (`<f value="name">code</f>`), or an attribute-only one (`<f value="name"/>`). */
export const enumerated = (name: string, code?: number): Element => ({ '@': { value: name }, '#': code });

export function writeTyped(w: XmlWriter, value: Typed): void {
  w.open(value.$);
  for (const key in value) if (key !== '$') writeField(w, `${value.$}_${key}`, value[key]);
  w.close(value.$);
}

function writeField(w: XmlWriter, tag: string, value: AsnValue): void {
  if (value === undefined || value === false) return;
  if (typeof value !== 'object') w.leaf(tag, value);
  // An element without a type: attributes and a text only (an ENUMERATED, or `{}` for an empty `<f/>`).
  else if (!Array.isArray(value) && !('$' in value)) writeElement(w, tag, value);
  else {
    // A typed value, or a list of typed values (each its own element) or of texts (each `<T_f_E>`).
    w.open(tag);
    if (!Array.isArray(value)) writeTyped(w, value as Typed);
    else
      for (const item of value as readonly AsnValue[])
        if (typeof item === 'object' && '$' in item) writeTyped(w, item as Typed);
        else writeField(w, `${tag}_E`, item);
    w.close(tag);
  }
}
