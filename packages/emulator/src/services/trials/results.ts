import { fill } from '../../kit/index.js';
import { intBetween, pickSome, type Random } from '../../prng.js';
import type { Arm, StudySkeleton } from './skeleton.js';
import EVENTS from './vocabulary/adverse-events.json' with { type: 'json' };
import LAYOUT from './vocabulary/results-layout.json' with { type: 'json' };
import type { OutcomeTemplate } from './vocabulary/types.js';

/** resultsSection of a study with posted results, consistent with its arms and enrollment. */

type Json = Record<string, unknown>;

const id = (prefix: string, i: number) => `${prefix}${String(i).padStart(3, '0')}`;

/** A fictional phone number (the 555-01xx range), so no one real can be reached. */
export const phone = (random: Random) => `+1 555-01${String(intBetween(random, 0, 99)).padStart(2, '0')}`;

function armDescription(arm: Arm): string {
  const names = arm.interventions.map((i) => i.name).join(' plus ');
  return names
    ? `Participants received ${names}: ${arm.detail}.`
    : `Participants in the ${arm.label.toLowerCase()}.`;
}

/** The arms as one kind of results group ("FG000", "BG001", ...). */
const groupsOf = (prefix: string, arms: readonly Arm[]) =>
  arms.map((arm, g) => ({ id: id(prefix, g), title: arm.label, description: armDescription(arm) }));

/** One count per group ("FG000", "BG001", ...) under `key`, as the registry writes counts (text). */
const perGroup = (prefix: string, key: string, counts: readonly number[]) =>
  counts.map((n, g) => ({ groupId: id(prefix, g), [key]: String(n) }));

/** Splits `total` participants over the arms (dose-ranging arms get equal shares). */
function split(total: number, arms: number): number[] {
  const base = Math.floor(total / arms);
  return Array.from({ length: arms }, (_, i) => base + (i < total - base * arms ? 1 : 0));
}

function participantFlow(random: Random, s: StudySkeleton, started: number[]): Json {
  const reasons = ['Adverse Event', 'Withdrawal by Subject', 'Lost to Follow-up', 'Physician Decision'];
  if (s.area.name === 'oncology') reasons.push('Progressive Disease');
  if (s.status === 'TERMINATED') reasons.push('Study Terminated by Sponsor');
  const rate = s.status === 'TERMINATED' ? 0.2 : 0.06;
  const achievements = (counts: readonly number[]) => perGroup('FG', 'numSubjects', counts);
  const drops = reasons.map((type) => ({
    type,
    reasons: achievements(started.map((n) => Math.floor(n * random() * rate))),
  }));
  const notCompleted = started.map((_, g) =>
    drops.reduce((sum, d) => sum + Number(d.reasons[g]?.numSubjects ?? 0), 0),
  );
  const countries = new Set(s.sites.map((x) => x.country)).size;
  return fill(LAYOUT.participantFlow, {
    sites: s.sites.length,
    siteWord: s.sites.length === 1 ? 'site' : 'sites',
    countries,
    countryWord: countries === 1 ? 'country' : 'countries',
    preAssignment: s.randomized ? LAYOUT.preAssignment : undefined,
    groups: groupsOf('FG', s.arms),
    started: achievements(started),
    completed: achievements(started.map((n, g) => n - (notCompleted[g] ?? 0))),
    notCompleted: achievements(notCompleted),
    drops,
  });
}

function baseline(random: Random, s: StudySkeleton, started: number[]): Json {
  const groups = [
    ...groupsOf('BG', s.arms),
    ...(s.arms.length > 1
      ? [{ id: id('BG', s.arms.length), title: 'Total', description: 'Total of all reporting groups' }]
      : []),
  ];
  const counts = s.arms.length > 1 ? [...started, started.reduce((a, b) => a + b, 0)] : started;
  const [minAge] = s.area.ages;
  const meanAge = Math.max(minAge + 8, 35 + random() * 30);
  const femaleShare = s.sex === 'FEMALE' ? 1 : s.sex === 'MALE' ? 0 : 0.3 + random() * 0.4;
  const females = counts.map((n) => Math.round(n * femaleShare));
  const countries = [...new Set(s.sites.map((x) => x.country))];
  const perCountry = (n: number) => split(n, countries.length);
  const measured = (counts: readonly number[]) => perGroup('BG', 'value', counts);
  return fill(LAYOUT.baseline, {
    groups,
    counts: measured(counts),
    ages: groups.map((g) => ({
      groupId: g.id,
      value: (meanAge + (random() - 0.5) * 3).toFixed(1),
      spread: (8 + random() * 6).toFixed(1),
    })),
    females: measured(females),
    males: measured(counts.map((n, i) => n - (females[i] ?? 0))),
    regions: countries.map((title, c) =>
      fill(LAYOUT.region, { title, measurements: measured(counts.map((n) => perCountry(n)[c] ?? 0)) }),
    ),
  });
}

/** One group's measurement of an outcome, of `n` participants, `shift` towards the range's top. */
function measurement(random: Random, template: OutcomeTemplate, n: number, shift: number): Json {
  const [lo, hi] = template.range;
  const raw = lo + (hi - lo) * Math.min(1, Math.max(0, random() * 0.7 + shift));
  if (template.param === 'COUNT_OF_PARTICIPANTS')
    return { value: String(Math.min(n, Math.round((raw / 100) * n))) };
  const value = raw.toFixed(1);
  const width = Math.abs(hi - lo);
  if (template.dispersion === 'STANDARD_DEVIATION' || template.dispersion === 'STANDARD_ERROR')
    return { value, spread: (width * (0.05 + random() * 0.2)).toFixed(2) };
  if (!template.dispersion) return { value };
  // The other dispersions (95% confidence, interquartile or full range) are given as limits.
  const half = width * (0.05 + random() * 0.1);
  return { value, lowerLimit: (raw - half).toFixed(1), upperLimit: (raw + half).toFixed(1) };
}

function outcomeMeasure(
  random: Random,
  s: StudySkeleton,
  template: OutcomeTemplate,
  type: 'PRIMARY' | 'SECONDARY',
  started: number[],
): Json {
  const groups = groupsOf('OG', s.arms);
  const analyzed = started.map((n) => Math.max(1, n - Math.floor(n * random() * 0.08)));
  const measurements = groups.map((g, i) => ({
    groupId: g.id,
    ...measurement(random, template, analyzed[i] ?? 0, i === 0 ? 0.3 : 0),
  }));
  let analysis: Json | undefined;
  if (type === 'PRIMARY' && s.randomized && groups.length > 1) {
    const p = random() < 0.65 ? random() * 0.049 : 0.05 + random() * 0.6;
    const estimate = (random() - 0.7) * 2;
    const median = template.param === 'MEDIAN';
    analysis = fill(LAYOUT.analysis, {
      groupIds: groups.map((g) => g.id),
      pValue: p < 0.001 ? '<0.001' : p.toFixed(3),
      statisticalMethod: template.statisticalMethod,
      paramType: median ? 'Hazard Ratio (HR)' : 'Mean Difference (Final Values)',
      paramValue: (median ? 0.55 + random() * 0.4 : estimate).toFixed(2),
      ciLower: (median ? 0.4 + random() * 0.2 : estimate - 0.6).toFixed(2),
      ciUpper: (median ? 0.85 + random() * 0.3 : estimate + 0.6).toFixed(2),
    });
  }
  return fill(LAYOUT.outcomeMeasure, {
    ...template,
    type,
    population: LAYOUT.populations[type],
    groups,
    counts: perGroup('OG', 'value', analyzed),
    measurements,
    analyses: analysis ? [analysis] : undefined,
  });
}

function adverseEvents(random: Random, s: StudySkeleton, started: number[]): Json {
  const groups = groupsOf('EG', s.arms);
  const serious = pickSome(random, EVENTS.serious, intBetween(random, 2, 5));
  const other = pickSome(random, EVENTS.other, intBetween(random, 4, 9));
  const stats = (frequency: number, placeboLike: boolean) =>
    started.map((n, g) => {
      const affected = Math.min(
        n,
        Math.round(n * frequency * (placeboLike && g > 0 ? 0.6 : 1) * (0.6 + random() * 0.8)),
      );
      return {
        groupId: id('EG', g),
        numEvents: affected + Math.floor(affected * random() * 0.3),
        numAffected: affected,
        numAtRisk: n,
      };
    });
  const events = (terms: typeof serious) =>
    terms.map((e) => ({
      term: e.term,
      organSystem: e.organSystem,
      sourceVocabulary: EVENTS.meddraVersion,
      assessmentType: 'SYSTEMATIC_ASSESSMENT',
      stats: stats(e.frequency, true),
    }));
  const seriousEvents = events(serious);
  const otherEvents = events(other);
  const affectedBy = (events: typeof seriousEvents, g: number) =>
    Math.min(
      started[g] ?? 0,
      events.reduce((m, e) => Math.max(m, e.stats[g]?.numAffected ?? 0), 0) +
        Math.floor((started[g] ?? 0) * random() * 0.05),
    );
  return fill(LAYOUT.adverseEvents, {
    eventGroups: groups.map((g, i) => {
      const n = started[i] ?? 0;
      return {
        ...g,
        deathsNumAffected: Math.floor(n * random() * (s.area.name === 'oncology' ? 0.2 : 0.02)),
        deathsNumAtRisk: n,
        seriousNumAffected: affectedBy(seriousEvents, i),
        seriousNumAtRisk: n,
        otherNumAffected: affectedBy(otherEvents, i),
        otherNumAtRisk: n,
      };
    }),
    seriousEvents,
    otherEvents,
  });
}

export function resultsSection(
  random: Random,
  s: StudySkeleton,
  primary: readonly OutcomeTemplate[],
  secondary: readonly OutcomeTemplate[],
): Json {
  const started = split(Math.max(s.enrollment, s.arms.length), s.arms.length);
  return {
    participantFlowModule: participantFlow(random, s, started),
    baselineCharacteristicsModule: baseline(random, s, started),
    outcomeMeasuresModule: {
      outcomeMeasures: [
        ...primary.map((t) => outcomeMeasure(random, s, t, 'PRIMARY', started)),
        ...secondary.slice(0, 2).map((t) => outcomeMeasure(random, s, t, 'SECONDARY', started)),
      ],
    },
    adverseEventsModule: adverseEvents(random, s, started),
    moreInfoModule: fill(LAYOUT.moreInfo, {
      industry: s.lead.class === 'INDUSTRY',
      restrictive: s.lead.class !== 'INDUSTRY' && random() < 0.3,
      contactTitle: s.lead.class === 'INDUSTRY' ? 'Clinical Trial Disclosure Desk' : 'Study Coordinator',
      leadName: s.lead.name,
      phone: phone(random),
    }),
  };
}
