import { intBetween, pick, pickSome, type Random } from '../../prng.js';
import type { StudySkeleton } from './skeleton.js';
import { GENERAL_EXCLUSION, GENERAL_INCLUSION, JOURNALS, WHY_STOPPED } from './vocabulary/data.js';

/** Markdown and prose of a generated study, written the way sponsors write them. */

const lower = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

export function briefSummary(random: Random, s: StudySkeleton, primaryMeasure: string): string {
  const condition = s.conditions[0]?.name ?? 'the condition';
  const product = s.arms[0]?.interventions[0];
  if (s.studyType === 'OBSERVATIONAL') {
    return `This prospective observational study will follow people with ${condition} treated in routine practice. The goal is to describe ${lower(primaryMeasure)} and to identify factors associated with outcomes. No treatment is assigned by the study; participants receive care as decided by their physicians.`;
  }
  const comparator = s.randomized ? s.arms.at(-1)?.interventions[0]?.name : undefined;
  const first = comparator
    ? `The purpose of this study is to find out whether ${product?.name ?? 'the study treatment'} works better than ${comparator === 'Placebo' ? 'placebo' : comparator} in people with ${condition}.`
    : `The purpose of this study is to learn about the safety and effects of ${product?.name ?? 'the study treatment'} in people with ${condition}.`;
  const duration =
    s.area.name === 'oncology'
      ? 'until disease progression or unacceptable toxicity'
      : pick(random, ['for 12 weeks', 'for 24 weeks', 'for 52 weeks', 'for up to 2 years']);
  return `${first} The primary outcome is ${lower(primaryMeasure)}. Participants will receive ${product?.regimen ?? 'the assigned treatment'} ${duration} and will attend regular clinic visits for assessments.`;
}

export function detailedDescription(random: Random, s: StudySkeleton): string {
  const condition = s.conditions[0]?.name ?? 'the condition';
  const lines: string[] = [];
  lines.push(
    `${condition} remains a major cause of morbidity worldwide, and many patients do not reach treatment goals with currently available therapies. ${pick(
      random,
      [
        'Preclinical and early clinical data support further evaluation of this approach.',
        'Results of earlier studies suggested a clinically meaningful benefit with an acceptable safety profile.',
        'This study addresses an evidence gap identified in current clinical practice guidelines.',
      ],
    )}`,
  );
  lines.push('');
  lines.push('**Study procedures**');
  lines.push('');
  const steps =
    s.studyType === 'OBSERVATIONAL'
      ? [
          'Baseline questionnaire and review of medical records',
          'Blood sample collection at enrollment',
          'Follow-up every 6 months by clinic visit or telephone',
          'Linkage with national registries for long-term outcomes',
        ]
      : [
          `Screening period of up to ${intBetween(random, 2, 6)} weeks`,
          s.randomized
            ? `Randomization in a ${s.arms.map(() => 1).join(':')} ratio, stratified by region and disease severity`
            : 'Enrollment into a single treatment group',
          'Treatment period with visits every 2 to 4 weeks',
          `Safety follow-up ${intBetween(random, 28, 90)} days after the last dose`,
        ];
  for (const step of steps) lines.push(`* ${step}`);
  if (s.studyType === 'INTERVENTIONAL' && random() < 0.5) {
    lines.push('');
    lines.push(
      `An independent data monitoring committee will review unblinded safety data ${pick(random, ['every 6 months', 'after 50% of participants complete Week 12', 'at pre-specified interim analyses'])}.`,
    );
  }
  return lines.join('\n');
}

export function eligibilityCriteria(random: Random, s: StudySkeleton): string {
  const inclusion = [
    `Age ${s.area.ages[0]} years or older at the time of signing informed consent`,
    ...pickSome(random, s.area.inclusion, intBetween(random, 2, 4)),
    ...pickSome(random, GENERAL_INCLUSION, intBetween(random, 1, 2)),
  ];
  const exclusion = [
    ...pickSome(random, s.area.exclusion, intBetween(random, 2, 4)),
    ...pickSome(random, GENERAL_EXCLUSION, intBetween(random, 1, 3)),
  ];
  // The registry's own layout: headed lists with "*" bullets, as the real records use.
  return [
    'Inclusion Criteria:',
    '',
    ...inclusion.map((l) => `* ${l}`),
    '',
    'Exclusion Criteria:',
    '',
    ...exclusion.map((l) => `* ${l}`),
  ].join('\n');
}

export function studyPopulation(s: StudySkeleton): string {
  const condition = s.conditions[0]?.name ?? 'the condition';
  return `Adults with a confirmed diagnosis of ${condition} seen at participating centres (${s.sites
    .map((site) => site.city)
    .slice(0, 3)
    .join(', ')}${s.sites.length > 3 ? ' and others' : ''}).`;
}

export function whyStopped(random: Random, status: string): string | undefined {
  const reasons = WHY_STOPPED[status];
  return reasons ? pick(random, reasons) : undefined;
}

export function citation(
  random: Random,
  s: StudySkeleton,
  authors: readonly string[],
  year: number,
  kind: 'BACKGROUND' | 'RESULT',
): string {
  const product = s.arms[0]?.interventions[0]?.name ?? 'Treatment';
  const condition = lower(s.conditions[0]?.name ?? 'disease');
  const title =
    kind === 'RESULT'
      ? `${product} in ${condition}: ${s.randomized ? 'a randomised controlled trial' : 'results of a single-arm study'}`
      : pick(random, [
          `Management of ${condition}: current evidence and unmet needs`,
          `Epidemiology and burden of ${condition}`,
          `Mechanisms of response to ${product}`,
        ]);
  const journal = pick(random, JOURNALS[s.area.name] ?? ['BMJ']);
  const volume = intBetween(random, 10, 400);
  const issue = intBetween(random, 1, 24);
  const page = intBetween(random, 100, 2800);
  const etAl = authors.length > 2 ? ', et al' : '';
  return `${authors.slice(0, 3).join(', ')}${etAl}. ${title}. ${journal}. ${year};${volume}(${issue}):${page}-${page + intBetween(random, 6, 14)}. doi: 10.${intBetween(random, 1000, 1099)}/${journal.replace(/\W+/g, '').toLowerCase()}.${year}.${intBetween(random, 1000, 9999)}.`;
}
