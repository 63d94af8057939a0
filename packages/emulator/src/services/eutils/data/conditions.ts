/** Conditions (ClinVar traits, MedGen concepts) of the emulated records; conditions.json says what is real. */
import data from './conditions.json' with { type: 'json' };

/** A condition as conditions.json gives it (its `about` line says what each field holds). */
export type Condition = (typeof data.conditions)[number];

export const CONDITIONS: readonly Condition[] = data.conditions;

/** Conditions any gene's variants may be reported against, as ClinVar submitters commonly do. */
export const GENERIC_CONDITION_KEYS: readonly string[] = data.genericKeys;

/** Conditions a generated gene may be associated with. */
export const GENERATED_GENE_CONDITION_KEYS: readonly string[] = data.generatedGeneKeys;

const byKey = new Map(CONDITIONS.map((c) => [c.key, c]));

export function condition(key: string): Condition {
  const found = byKey.get(key);
  if (!found) throw new RangeError(`unknown condition ${key}`);
  return found;
}

/** Every name a search finds a condition by: its preferred name, then its alternates. */
export const conditionNames = (c: Condition): string[] => [c.name, ...(c.alternates ?? [])];

function hashCode(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** A stable MedGen UID for a concept (what elink clinvar_medgen returns), above every real UID. */
export const medgenUid = (c: Condition): number => 900_001_000 + (hashCode(c.cui) % 1_500_000);

/**
 * ClinVar Trait and TraitSet ids for a concept: the recorded ones, else derived from the CUI above
 * 900,000,000 (the emulator's synthetic ids), so a derived id is never mistaken for a real trait's.
 */
export function traitIds(c: Condition): { traitId: number; traitSetId: number } {
  const h = hashCode(`trait:${c.cui}`);
  return {
    traitId: c.traitId ?? 900_001_000 + (h % 90_000),
    traitSetId: c.traitSetId ?? 900_001_000 + ((h >>> 8) % 200_000),
  };
}
