import { memoize } from '../../memo.js';
import { buildFieldIndex, type FieldIndex } from './fields.js';
import { REAL_STUDIES, realFacts } from './real-studies.js';
import { sortKeysOf } from './search-fields.js';
import { normalizeText } from './search-match.js';
import { buildSkeleton, type StudyFacts, type StudySkeleton } from './skeleton.js';
import { buildStudy, type Study } from './study.js';

/** Number of studies in the emulated registry (generated, then real): enough that paging over thousands is real. */
const STUDY_COUNT = 2_500;

/** Search areas of the list endpoint's query.* parameters. */
export type SearchArea = 'cond' | 'intr' | 'locn' | 'spons' | 'lead' | 'titles' | 'id' | 'outc' | 'term';

/** A generated study (built from its skeleton on demand), or a real record served as it is. */
export type CatalogEntry = {
  sortKeys: ReturnType<typeof sortKeysOf>;
} & ({ skeleton: StudySkeleton; real?: undefined } | { skeleton: StudyFacts; real: Study });

/**
 * What each search area searches: facts of the skeleton, or (id, outc, term) values of the whole
 * study, built only for these.
 */
const AREA_VALUES: Readonly<Record<SearchArea, (s: StudyFacts, study: () => Study) => unknown[]>> = {
  cond: (s) => [
    ...s.conditions.flatMap((c) => [c.name, c.mesh?.[1], ...(c.ancestors ?? []).map((a) => a[1])]),
    ...s.keywords,
    s.briefTitle,
    s.officialTitle,
  ],
  intr: (s) => [
    ...s.interventions.flatMap((i) => [i.name, ...(i.otherNames ?? []), i.mesh?.[1]]),
    ...s.arms.map((a) => a.label),
  ],
  locn: (s) => s.sites.map((x) => [x.facility, x.city, x.state ?? '', x.zip ?? '', x.country].join(' ')),
  spons: (s) => [s.lead.name, ...s.collaborators.map((c) => c.name)],
  lead: (s) => [s.lead.name],
  titles: (s) => [s.briefTitle, s.officialTitle, s.acronym ?? ''],
  id: (_, study) => {
    const id = (study().protocolSection.identificationModule ?? {}) as Record<string, unknown>;
    return [id.nctId, id.orgStudyIdInfo, id.secondaryIdInfos, id.acronym];
  },
  outc: (_, study) => [study().protocolSection.outcomesModule],
  // BasicSearch covers the whole record.
  term: (_, study) => {
    const { protocolSection, derivedSection } = study();
    return [protocolSection, derivedSection];
  },
};

/** The string values under `roots`, so field names and enum keys never match a query. */
function valuesOf(roots: unknown[]): string {
  const values: string[] = [];
  const walk = (v: unknown): void => {
    if (typeof v === 'string') values.push(v);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  roots.forEach(walk);
  return values.join(' | ');
}

/**
 * The emulated registry for one seed. Skeletons (cheap) are built when the catalog is first
 * used; full studies and their JSON only when a response needs them, then kept.
 */
export class Catalog {
  readonly entries: readonly CatalogEntry[];
  readonly #byId: ReadonlyMap<string, CatalogEntry>;

  constructor(readonly seed: number) {
    const generated = Array.from({ length: STUDY_COUNT - REAL_STUDIES.length }, (_, index) => {
      const skeleton = buildSkeleton(seed, index);
      return { skeleton, sortKeys: sortKeysOf(skeleton) };
    });
    // Real records take the last places, so generated studies keep theirs and the total stays.
    const real = REAL_STUDIES.map((study, i) => {
      const facts = realFacts(study, generated.length + i);
      return { skeleton: facts, real: study, sortKeys: sortKeysOf(facts) };
    });
    this.entries = [...generated, ...real];
    this.#byId = new Map(this.entries.map((entry) => [entry.skeleton.nctId, entry]));
  }

  #fieldIndex?: FieldIndex;

  /** The `fields` names, read from a varied sample that shows every piece of the shape. */
  get fieldIndex(): FieldIndex {
    this.#fieldIndex ??= buildFieldIndex(
      // The first studies and those with results: both study types, with and without results.
      this.entries
        .filter((e, i) => i < 60 || e.skeleton.hasResults)
        .slice(0, 120)
        .map((e) => this.study(e)),
    );
    return this.#fieldIndex;
  }

  find(nctId: string): CatalogEntry | undefined {
    return this.#byId.get(nctId.toUpperCase());
  }

  study(entry: CatalogEntry): Study {
    return entry.real ?? buildStudy(entry.skeleton);
  }

  /** The study serialized once, then served from memory. */
  readonly json = memoize((entry: CatalogEntry) => JSON.stringify(this.study(entry)));

  /** Normalized text of one search area (see search-expression.ts) of each study, kept. */
  readonly searchText = memoize((area: SearchArea) =>
    memoize((entry: CatalogEntry) =>
      normalizeText(valuesOf(AREA_VALUES[area](entry.skeleton, () => JSON.parse(this.json(entry))))),
    ),
  );
}

export const catalogFor: (seed: number) => Catalog = memoize((seed) => new Catalog(seed));
