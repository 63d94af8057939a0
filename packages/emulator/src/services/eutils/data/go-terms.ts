/** Gene Ontology terms (real ids and names, go-terms.json) the emulated gene records are annotated with. */
import data from './go-terms.json' with { type: 'json' };

export type GoAspect = 'Function' | 'Process' | 'Component';

export const GO_TERMS = data.terms as ReadonlyArray<(typeof data.terms)[number] & { aspect: GoAspect }>;

const indexById = new Map(GO_TERMS.map((term, i) => [term.id, i]));

/** Index in GO_TERMS of a GO id (numeric part); throws for ids not in the vocabulary. */
export function goIndex(id: number): number {
  const i = indexById.get(id);
  if (i === undefined) throw new RangeError(`GO:${id} is not in the vocabulary`);
  return i;
}

/** Terms that fit a gene family, by symbol prefix, so annotations read sensibly. */
export const GO_HINTS = data.hints;

const byAspect = (aspect: GoAspect) => GO_TERMS.flatMap((t, i) => (t.aspect === aspect ? [i] : []));

export const GO_BY_ASPECT = {
  Function: byAspect('Function'),
  Process: byAspect('Process'),
  Component: byAspect('Component'),
};
