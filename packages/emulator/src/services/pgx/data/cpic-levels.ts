/**
 * CPIC levels of pairs no guideline settles, with PharmGKB's top clinical-annotation level
 * (cpic-levels.json, keyed gene/drug). Pairs in neither list are sent as level D.
 */
import data from './cpic-levels.json' with { type: 'json' };

export interface PairLevel {
  level: 'A' | 'B' | 'C' | 'D';
  topAnnotationLevel: string | undefined;
}

export const PAIR_LEVELS: ReadonlyMap<string, PairLevel> = new Map(
  Object.entries(data.pairs as Record<string, Partial<PairLevel>>).map(([pair, l]) => [
    pair,
    { level: l.level ?? 'D', topAnnotationLevel: l.topAnnotationLevel },
  ]),
);
