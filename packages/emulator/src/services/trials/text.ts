import { fill } from '../../kit/index.js';
import { intBetween, pick, pickSome, type Random } from '../../prng.js';
import type { StudySkeleton } from './skeleton.js';
import AREA_VOCABULARY from './vocabulary/areas.json' with { type: 'json' };
import { JOURNALS } from './vocabulary/data.js';
import PEOPLE from './vocabulary/people.json' with { type: 'json' };
import PROSE from './vocabulary/prose.json' with { type: 'json' };

/** Markdown and prose of a generated study, written the way sponsors write them. */

const lower = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
/** Markdown lists with "*" bullets, the registry's own layout in the real records. */
const bullets = (lines: readonly string[]) => lines.map((line) => `* ${line}`).join('\n');

export function briefSummary(random: Random, s: StudySkeleton, primaryMeasure: string): string {
  const condition = s.conditions[0]?.name ?? 'the condition';
  const measure = lower(primaryMeasure);
  if (s.studyType === 'OBSERVATIONAL')
    return fill<string>(PROSE.observationalSummary, { condition, measure });
  const product = s.arms[0]?.interventions[0];
  const comparator = s.randomized ? s.arms.at(-1)?.interventions[0]?.name : undefined;
  const purpose = fill<string>(comparator ? PROSE.comparativePurpose : PROSE.singleArmPurpose, {
    product: product?.name ?? 'the study treatment',
    comparator: comparator === 'Placebo' ? 'placebo' : (comparator ?? ''),
    condition,
  });
  const duration = s.area.name === 'oncology' ? PROSE.oncologyDuration : pick(random, PROSE.durations);
  const regimen = product?.regimen ?? 'the assigned treatment';
  return fill<string>(PROSE.summary, { purpose, measure, regimen, duration });
}

export function detailedDescription(random: Random, s: StudySkeleton): string {
  const condition = s.conditions[0]?.name ?? 'the condition';
  const background = fill<string>(PROSE.background, { condition, rationale: pick(random, PROSE.rationales) });
  let steps = PROSE.observationalSteps;
  if (s.studyType === 'INTERVENTIONAL') {
    const vars = {
      screeningWeeks: intBetween(random, 2, 6),
      allocation: s.randomized
        ? fill<string>(PROSE.randomizedAllocation, { ratio: s.arms.map(() => 1).join(':') })
        : PROSE.singleGroupAllocation,
      followUpDays: intBetween(random, 28, 90),
    };
    steps = PROSE.interventionalSteps.map((step) => fill<string>(step, vars));
  }
  const monitoring =
    s.studyType === 'INTERVENTIONAL' && random() < 0.5
      ? `\n\n${fill<string>(PROSE.monitoring, { when: pick(random, PROSE.monitoringTimes) })}`
      : '';
  return fill<string>(PROSE.description, { background, steps: bullets(steps), monitoring });
}

export function eligibilityCriteria(random: Random, s: StudySkeleton): string {
  const inclusion = [
    `Age ${s.area.ages[0]} years or older at the time of signing informed consent`,
    ...pickSome(random, s.area.inclusion, intBetween(random, 2, 4)),
    ...pickSome(random, AREA_VOCABULARY.generalInclusion, intBetween(random, 1, 2)),
  ];
  const exclusion = [
    ...pickSome(random, s.area.exclusion, intBetween(random, 2, 4)),
    ...pickSome(random, AREA_VOCABULARY.generalExclusion, intBetween(random, 1, 3)),
  ];
  return fill<string>(PROSE.eligibility, { inclusion: bullets(inclusion), exclusion: bullets(exclusion) });
}

export function studyPopulation(s: StudySkeleton): string {
  const cities = s.sites
    .map((site) => site.city)
    .slice(0, 3)
    .join(', ');
  return fill<string>(PROSE.studyPopulation, {
    condition: s.conditions[0]?.name ?? 'the condition',
    cities: `${cities}${s.sites.length > 3 ? ' and others' : ''}`,
  });
}

/** The papers a generated study's references cite, its results paper first when it has one. */
export function papers(random: Random, s: StudySkeleton, firstPostYear: number) {
  const product = s.arms[0]?.interventions[0]?.name ?? 'Treatment';
  const condition = lower(s.conditions[0]?.name ?? 'disease');
  const design = s.randomized ? PROSE.resultDesigns.randomized : PROSE.resultDesigns.singleArm;
  return Array.from({ length: intBetween(random, 1, s.hasResults ? 3 : 2) }, (_, r) => {
    const kind = s.hasResults && r === 0 ? 'RESULT' : 'BACKGROUND';
    const authors = Array.from(
      { length: intBetween(random, 2, 6) },
      () => `${pick(random, PEOPLE.familyNames)} ${pick(random, PEOPLE.givenNames).charAt(0)}`,
    );
    const year =
      kind === 'RESULT'
        ? Number(
            (s.dates.resultsFirstPostDateStruct?.date ?? s.dates.lastUpdatePostDateStruct.date).slice(0, 4),
          )
        : firstPostYear - intBetween(random, 1, 6);
    // Above PubMed's range (about 41 million in 2026): no generated citation names a real paper.
    const pmid = String(intBetween(random, 90_000_000, 99_999_999));
    const title =
      kind === 'RESULT'
        ? fill<string>(PROSE.resultTitle, { product, condition, design })
        : fill<string>(pick(random, PROSE.backgroundTitles), { product, condition });
    const journal = pick(random, JOURNALS[s.area.name] ?? ['BMJ']);
    const volume = intBetween(random, 10, 400);
    const issue = intBetween(random, 1, 24);
    const page = intBetween(random, 100, 2800);
    const etAl = authors.length > 2 ? ', et al' : '';
    // 10.5555 is Crossref's prefix for example DOIs: it resolves to no publisher.
    const citation = `${authors.slice(0, 3).join(', ')}${etAl}. ${title}. ${journal}. ${year};${volume}(${issue}):${page}-${page + intBetween(random, 6, 14)}. doi: 10.5555/${journal.replace(/\W+/g, '').toLowerCase()}.${year}.${intBetween(random, 1000, 9999)}.`;
    return { pmid, type: kind, citation };
  });
}
