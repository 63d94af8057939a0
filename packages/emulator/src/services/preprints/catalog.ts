import { generate, intBetween, memoize, pick, pickSome, type Random } from '../../kit/index.js';
import { REAL_PREPRINTS } from './real.js';
import {
  BIORXIV_CATEGORIES,
  CONTEXTS,
  GIVEN_NAMES,
  INSTITUTIONS,
  JOURNALS,
  LICENSES,
  MEDRXIV_CATEGORIES,
  ORGANISMS,
  SURNAMES,
  TOPICS,
  TYPES,
  VERBS,
} from './vocabulary.js';

/** The emulated posting year; each bioRxiv category gets this many papers spread over it. */
export const YEAR = 2025;
export const PAPERS_PER_CATEGORY = 60;
export const MEDRXIV_PAPERS = 160;

export type Server = 'biorxiv' | 'medrxiv';

export interface Person {
  given: string;
  surname: string;
}

export interface Paper {
  server: Server;
  doi: string;
  /** The DOI suffix after `10.1101/`, used in site paths. */
  suffix: string;
  title: string;
  authors: Person[];
  institutions: string[];
  category: string;
  type: string;
  license: string;
  abstract: string;
  /** Posting date of each version, oldest first. */
  versionDates: string[];
  /** Site path of the JATS XML; served only when `hasJats` (every generated paper). */
  jatsPath: string;
  hasJats: boolean;
  /** Counted in a range's total but never served (the live total overcounts like this). */
  withdrawn: boolean;
  publication?: { doi: string; journal: string; daysAgo: number } | undefined;
  /** A record taken verbatim from the live API (see real.json). */
  real?: (typeof REAL_PREPRINTS)[number] | undefined;
}

export interface VersionRecord {
  paper: Paper;
  version: number;
  date: string;
}

export interface Catalog {
  papers: Paper[];
  /** Every version of every paper, sorted by date, then DOI, then version: the paging order. */
  records: VersionRecord[];
  byDoi: Map<string, VersionRecord[]>;
  byJatsPath: Map<string, Paper>;
}

export function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function person(random: Random): Person {
  return { given: pick(random, GIVEN_NAMES), surname: pick(random, SURNAMES) };
}

function title(random: Random, category: string): string {
  const topic = pick(random, TOPICS[category] ?? TOPICS.default ?? []);
  const subject = `${topic.charAt(0).toUpperCase()}${topic.slice(1)}`;
  return `${subject} ${pick(random, VERBS)} ${pick(random, ['growth', 'fitness', 'behaviour', 'survival', 'development'])} of ${pick(random, ORGANISMS)} ${pick(random, CONTEXTS)}`;
}

function paper(random: Random, index: number, server: Server, category: string): Paper {
  const day = intBetween(random, 0, 364);
  const date = addDays(`${YEAR}-01-01`, day);
  const submitted = addDays(date, -intBetween(random, 1, 3));
  const number = server === 'biorxiv' ? String(600_000 + index) : String(25_300_000 + index);
  const suffix = `${submitted.replace(/-/g, '.')}.${number}`;
  const versions = [date];
  const extra = random();
  if (extra < 0.3) versions.push(addDays(date, intBetween(random, 7, 60)));
  if (extra < 0.06) versions.push(addDays(versions[1] ?? date, intBetween(random, 7, 60)));
  const authors = Array.from({ length: intBetween(random, 1, 6) }, () => person(random));
  const t = title(random, category);
  const published = random() < 0.3;
  return {
    server,
    doi: `10.1101/${suffix}`,
    suffix,
    title: t,
    authors,
    institutions: pickSome(random, INSTITUTIONS, intBetween(random, 1, 3)),
    category,
    type: pick(random, TYPES),
    license: pick(random, LICENSES),
    abstract: `${t}. We report how this works using ${pick(random, ['imaging', 'sequencing', 'modelling', 'field surveys', 'proteomics'])} and discuss what it implies.`,
    versionDates: versions,
    jatsPath: `/content/early/${date.replace(/-/g, '/')}/${suffix}.source.xml`,
    hasJats: true,
    withdrawn: index % 97 === 13,
    publication: published
      ? {
          doi: `10.5555/emulated.${number}`,
          journal: pick(random, JOURNALS),
          daysAgo: intBetween(random, 0, 364),
        }
      : undefined,
  };
}

function realPaper(real: (typeof REAL_PREPRINTS)[number]): Paper {
  const authors = real.authors.split('; ').map((a) => {
    const [surname = '', given = ''] = a.split(', ');
    return { surname, given };
  });
  return {
    server: 'biorxiv',
    doi: real.doi,
    suffix: real.doi.slice(real.doi.indexOf('/') + 1),
    title: real.title,
    authors,
    institutions: [real.author_corresponding_institution],
    category: real.category,
    type: real.type,
    license: real.license,
    abstract: real.abstract,
    versionDates: [real.date],
    jatsPath: real.jatsPath,
    // The emulator holds a real paper's record, not its full text: its jatsxml answers 404.
    hasJats: false,
    withdrawn: false,
    real,
  };
}

function build(seed: number): Catalog {
  const bio = BIORXIV_CATEGORIES;
  const med = MEDRXIV_CATEGORIES;
  const papers: Paper[] = [
    ...generate(seed, 5, bio.length * PAPERS_PER_CATEGORY, (r, i) =>
      paper(r, i, 'biorxiv', bio[i % bio.length] ?? ''),
    ),
    ...generate(seed, 6, MEDRXIV_PAPERS, (r, i) => paper(r, i, 'medrxiv', med[i % med.length] ?? '')),
    ...REAL_PREPRINTS.map(realPaper),
  ];
  const records = papers
    .flatMap((p) => p.versionDates.map((date, i) => ({ paper: p, version: i + 1, date })))
    .sort(
      (a, b) =>
        a.date.localeCompare(b.date) || a.paper.doi.localeCompare(b.paper.doi) || a.version - b.version,
    );
  const byDoi = new Map<string, VersionRecord[]>();
  for (const r of records) {
    const key = `${r.paper.server}:${r.paper.doi.toLowerCase()}`;
    byDoi.set(key, [...(byDoi.get(key) ?? []), r]);
  }
  const byJatsPath = new Map(papers.filter((p) => p.hasJats).map((p) => [p.jatsPath, p]));
  return { papers, records, byDoi, byJatsPath };
}

export const catalogFor = memoize(build);
