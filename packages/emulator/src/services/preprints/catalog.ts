import { generate, groupBy, intBetween, memoize, pick, pickSome, type Random } from '../../kit/index.js';
import { SYNTHETIC_MARK } from '../../synthetic.js';
import real from './real.json' with { type: 'json' };
import vocabulary from './vocabulary.json' with { type: 'json' };

/**
 * Real bioRxiv and medRxiv records and a real /pubs/ record (real.json, which says where each
 * comes from and marks what no source confirmed): users can look these up and find the same facts.
 */
export const REAL_PREPRINTS = real.preprints;
export const REAL_PUBLICATIONS: readonly Record<string, string>[] = real.publications;
/**
 * Compact vocabularies the generated preprints are drawn from (vocabulary.json). Nothing there is
 * a fact a user could check about a real paper: titles, people and numbers are combinations.
 * bioRxiv's categories are spelled as records spell them (the spec's 27 slugs with spaces);
 * title topics are by category (`default` for the rest).
 */
const TOPICS: Readonly<Record<string, readonly string[]>> = vocabulary.topics;

/** The emulated posting year; each bioRxiv category gets this many papers spread over it. */
const YEAR = 2025;
const PAPERS_PER_CATEGORY = 60;
const MEDRXIV_PAPERS = 160;

export type Server = 'biorxiv' | 'medrxiv';

export type Paper = ReturnType<typeof paper>;

export type Catalog = ReturnType<typeof build>;
export type VersionRecord = Catalog['records'][number];

export function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function person(random: Random) {
  return { given: pick(random, vocabulary.givenNames), surname: pick(random, vocabulary.surnames) };
}

function title(random: Random, category: string): string {
  const topic = pick(random, TOPICS[category] ?? TOPICS.default ?? []);
  const subject = `${topic.charAt(0).toUpperCase()}${topic.slice(1)}`;
  return `${subject} ${pick(random, vocabulary.verbs)} ${pick(random, ['growth', 'fitness', 'behaviour', 'survival', 'development'])} of ${pick(random, vocabulary.organisms)} ${pick(random, vocabulary.contexts)}${SYNTHETIC_MARK}`;
}

/** A generated paper; `Paper` is its type, a real one (realPaper) fills the same fields. */
function paper(random: Random, index: number, server: Server, category: string) {
  const day = intBetween(random, 0, 364);
  const date = addDays(`${YEAR}-01-01`, day);
  const submitted = addDays(date, -intBetween(random, 1, 3));
  // Numbers no real preprint has: bioRxiv's run (about 700,000 by 2026) and medRxiv's yearly one
  // (2025's below 25,400,000) stay far below these.
  const number = server === 'biorxiv' ? String(990_000 + index) : String(25_900_000 + index);
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
    /** The DOI suffix after `10.1101/`, used in site paths. */
    suffix,
    title: t,
    authors,
    institutions: pickSome(random, vocabulary.institutions, intBetween(random, 1, 3)),
    category,
    type: pick(random, vocabulary.types),
    license: pick(random, vocabulary.licenses),
    abstract: `${t}. We report how this works using ${pick(random, ['imaging', 'sequencing', 'modelling', 'field surveys', 'proteomics'])} and discuss what it implies.`,
    /** Posting date of each version, oldest first. */
    versionDates: versions,
    /** Site path of the JATS XML; served only when `hasJats` (every generated paper). */
    jatsPath: `/content/early/${date.replace(/-/g, '/')}/${suffix}.source.xml`,
    hasJats: true as boolean,
    /** Counted in a range's total but never served (the live total overcounts like this). */
    withdrawn: index % 97 === 13,
    publication: published
      ? {
          doi: `10.5555/emulated.${number}`,
          journal: pick(random, vocabulary.journals),
          daysAgo: intBetween(random, 0, 364),
        }
      : undefined,
    /** A record taken verbatim from the live API (see real.json). */
    real: undefined as (typeof REAL_PREPRINTS)[number] | undefined,
  };
}

function realPaper(real: (typeof REAL_PREPRINTS)[number]): Paper {
  return {
    ...real,
    server: (real.server === 'medRxiv' ? 'medrxiv' : 'biorxiv') as Server,
    suffix: real.doi.slice(real.doi.indexOf('/') + 1),
    // Split for the reference lists of generated papers that cite it.
    authors: real.authors.split('; ').map((a) => {
      const [surname = '', given = ''] = a.split(', ');
      return { surname, given };
    }),
    institutions: [real.author_corresponding_institution],
    versionDates: [real.date],
    // The emulator holds a real paper's record, not its full text: its jatsxml answers 404.
    hasJats: false,
    withdrawn: false,
    publication: undefined,
    real,
  };
}

function build(seed: number) {
  const bio = vocabulary.biorxivCategories;
  const med = vocabulary.medrxivCategories;
  const papers: Paper[] = [
    ...generate(seed, 5, bio.length * PAPERS_PER_CATEGORY, (r, i) =>
      paper(r, i, 'biorxiv', bio[i % bio.length] ?? ''),
    ),
    ...generate(seed, 6, MEDRXIV_PAPERS, (r, i) => paper(r, i, 'medrxiv', med[i % med.length] ?? '')),
    ...REAL_PREPRINTS.map(realPaper),
  ];
  // Every version of every paper, sorted by date, then DOI, then version: the paging order.
  const records = papers
    .flatMap((p) => p.versionDates.map((date, i) => ({ paper: p, version: i + 1, date })))
    .sort(
      (a, b) =>
        a.date.localeCompare(b.date) || a.paper.doi.localeCompare(b.paper.doi) || a.version - b.version,
    );
  const byDoi = groupBy(records, (r) => [`${r.paper.server}:${r.paper.doi.toLowerCase()}`]);
  const byJatsPath = new Map(papers.filter((p) => p.hasJats).map((p) => [p.jatsPath, p]));
  return { papers, records, byDoi, byJatsPath };
}

export const catalogFor = memoize(build);
