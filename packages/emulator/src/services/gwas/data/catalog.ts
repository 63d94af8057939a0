import { groupBy } from '../../../group.js';
import { memoize } from '../../../memo.js';
import { createRandom, intBetween, mixSeed, pick, pickSome, type Random } from '../../../prng.js';
import { SYNTHETIC_MARK, SYNTHETIC_RS_BASE } from '../../../synthetic.js';
import type { Association, Gene, Publication, Study, Trait, Variant } from './model.js';
import {
  REAL_ASSOCIATIONS,
  REAL_GENES,
  REAL_PUBLICATIONS,
  REAL_STUDIES,
  REAL_TRAITS,
  REAL_VARIANTS,
} from './real.js';
// The vocabularies generated records draw from (vocabulary.json; its `about` says what is real).
import V from './vocabulary.json' with { type: 'json' };

type Pair = [string, string];
/** GRCh38 chromosome lengths (bp), to keep generated positions on the chromosome. */
export const CHROMOSOME_LENGTHS: Readonly<Record<string, number>> = V.chromosomeLengths;
export const CHROMOSOMES = Object.keys(CHROMOSOME_LENGTHS);
export const BASES = ['A', 'C', 'G', 'T'] as const;

/** Sizes of the generated catalog (the issue asks for 300+ studies and 5,000+ associations). */
export const SIZES = {
  studies: 320,
  variants: 2400,
  associationsPerStudy: [12, 22] as const,
  sumstatsEvery: 5,
};
const FIRST_ASSOCIATION_ID = 9_000_100_000;

const date = (random: Random, from: number, to: number) =>
  `${intBetween(random, from, to)}-${String(intBetween(random, 1, 12)).padStart(2, '0')}-${String(intBetween(random, 1, 28)).padStart(2, '0')}`;

export function generateVariant(seed: number, i: number, genes: readonly Gene[]) {
  const random = createRandom(mixSeed(seed, 2, i));
  const gene = genes[i % genes.length] as Gene;
  const length = CHROMOSOME_LENGTHS[gene.chromosome] ?? 50_000_000;
  const distance = intBetween(random, 0, 90_000);
  const intergenic = distance > 0;
  const upstream = intergenic && random() < 0.5;
  const context = {
    gene: gene.name,
    distance,
    isUpstream: upstream,
    isDownstream: intergenic && !upstream,
    isIntergenic: intergenic,
    source: random() < 0.7 ? 'Ensembl' : 'NCBI',
  };
  return {
    // Ids from a block far above today's dbSNP so they never pose as real variants.
    rsId: `rs${SYNTHETIC_RS_BASE + (mixSeed(seed, 3, i) % 900_000_000)}`,
    chromosome: gene.chromosome,
    position: intBetween(random, 10_000, length - 10_000),
    region: `${gene.chromosome}${random() < 0.5 ? 'p' : 'q'}${intBetween(random, 11, 36)}.${intBetween(random, 1, 3)}`,
    functionalClass: intergenic ? 'intergenic_variant' : pick(random, V.functionalClasses),
    contexts: [context],
    lastUpdateDate: `${date(random, 2019, 2024)}T00:00:00.000+0000`,
  };
}

export function generateStudy(seed: number, i: number, traits: readonly Trait[]) {
  const random = createRandom(mixSeed(seed, 4, i));
  const traitCount = random() < 0.8 ? 1 : 2;
  const chosen = pickSome(random, traits.slice(0, V.traits.length), traitCount);
  const main = chosen[0] as Trait;
  const ancestry = pick(random, V.ancestries);
  const initial = intBetween(random, 1_000, 450_000);
  const replication = random() < 0.6 ? intBetween(random, 500, 60_000) : 0;
  const pubmedId = String(80_000_000 + (mixSeed(seed, 5, i) % 9_000_000));
  const author = `${pick(random, V.surnames)} ${pick(random, V.initials)}${random() < 0.5 ? pick(random, V.initials) : ''}`;
  return {
    study: {
      accession: `GCST9${String(90_000_000 + i * 7 + 3).padStart(8, '0')}`,
      pubmedId,
      diseaseTrait: main.label.charAt(0).toUpperCase() + main.label.slice(1),
      efoIds: chosen.map((t) => t.efoId),
      initialSampleSize: `${initial.toLocaleString('en-US')} ${ancestry} ancestry individuals`,
      replicationSampleSize: replication
        ? `${replication.toLocaleString('en-US')} ${ancestry} ancestry individuals`
        : 'NA',
      ancestries: [
        { type: 'initial', n: initial, group: ancestry, country: pick(random, V.countries) },
        ...(replication ? [{ type: 'replication' as const, n: replication, group: ancestry }] : []),
      ],
      snpCount: intBetween(random, 300_000, 12_000_000),
      imputed: random() < 0.7,
      fullPvalueSet: i % SIZES.sumstatsEvery === 0,
      manufacturer: pick(random, V.manufacturers),
      technology: pick(random, V.technologies),
    },
    pub: {
      pubmedId,
      date: date(random, 2008, 2024),
      journal: pick(random, V.journals),
      title: `${pick(random, V.titleOpenings)} ${main.label}.${SYNTHETIC_MARK}`,
      author,
    },
  };
}

export function generateAssociation(seed: number, id: number, study: Study, variants: readonly Variant[]) {
  const random = createRandom(mixSeed(seed, 6, id));
  const variant = pick(random, variants);
  const allele = pick(random, BASES);
  const quantitative = /measurement|mass|height/.test(study.diseaseTrait);
  // Mostly genome-wide significant; a few far below the double range (exponent < -308).
  const exponent = random() < 0.004 ? -intBetween(random, 309, 1400) : -intBetween(random, 6, 120);
  const effect = Math.round((0.01 + random() * 0.4) * 1000) / 1000;
  const or = Math.round((1.02 + random() * 0.8) * 100) / 100;
  return {
    id,
    study: study.accession,
    rsId: variant.rsId,
    riskAllele: `${variant.rsId}-${allele}`,
    riskFrequency: random() < 0.1 ? 'NR' : String(Math.round(random() * 1000) / 1000),
    mantissa: intBetween(random, 1, 9),
    exponent,
    description: random() < 0.05 ? '(conditional)' : null,
    orPerCopyNum: quantitative ? null : or,
    betaNum: quantitative ? effect : null,
    betaUnit: quantitative ? 'unit' : null,
    betaDirection: quantitative ? (random() < 0.5 ? 'increase' : 'decrease') : null,
    range: quantitative
      ? `[${(effect * 0.8).toFixed(3)}-${(effect * 1.2).toFixed(3)}]`
      : `[${(or * 0.9).toFixed(2)}-${(or * 1.1).toFixed(2)}]`,
    standardError: quantitative ? Math.round(effect * 100) / 1000 : null,
    efoIds: [...study.efoIds],
    snpType: random() < 0.3 ? 'novel' : 'known',
    lastUpdateDate: `${date(random, 2019, 2024)}T00:00:00.000+0000`,
  };
}

function build(seed: number) {
  const traits: Trait[] = [
    ...(V.traits as Pair[]).map(([efoId, label]) => ({ efoId, label })),
    ...REAL_TRAITS,
  ];
  const named = [...(V.genes as Pair[]).map(([name, chromosome]) => ({ name, chromosome })), ...REAL_GENES];
  const genes: Gene[] = named.map((g, i) => ({ ...g, id: i + 1 }));
  const generatedGenes = genes.slice(0, V.genes.length);
  const variants: Variant[] = [
    ...REAL_VARIANTS,
    ...Array.from({ length: SIZES.variants }, (_, i) => generateVariant(seed, i, generatedGenes)),
  ];
  const generatedVariants = variants.slice(REAL_VARIANTS.length);
  // The first real study is id 1 and also gets generated associations; later real ones take ids
  // after the generated studies and hold only their real associations, so adding one leaves the
  // generated catalog as it was.
  const realId = (k: number) => (k === 0 ? 1 : SIZES.studies + k);
  const [firstPublication, ...laterPublications] = REAL_PUBLICATIONS.map((p, k) => ({ ...p, id: realId(k) }));
  const [firstStudy, ...laterStudies] = REAL_STUDIES.map((s, k) => ({ ...s, id: realId(k) }));
  const publications: Publication[] = firstPublication ? [firstPublication] : [];
  const studies: Study[] = firstStudy ? [firstStudy] : [];
  const pubmedIds = new Set(REAL_PUBLICATIONS.map((p) => p.pubmedId));
  for (let i = 1; i < SIZES.studies; i++) {
    const { study, pub } = generateStudy(seed, i, traits);
    // One paper per study: a drawn PubMed id that is taken moves to the next free one.
    while (pubmedIds.has(pub.pubmedId)) pub.pubmedId = String(Number(pub.pubmedId) + 1);
    study.pubmedId = pub.pubmedId;
    pubmedIds.add(pub.pubmedId);
    publications.push({ ...pub, id: i + 1 });
    studies.push({ ...study, id: i + 1 });
  }
  const associations: Association[] = [...REAL_ASSOCIATIONS];
  let next = FIRST_ASSOCIATION_ID;
  for (const study of studies) {
    const random = createRandom(mixSeed(seed, 7, study.id));
    const count = intBetween(random, ...SIZES.associationsPerStudy);
    for (let k = 0; k < count; k++)
      associations.push(generateAssociation(seed, next++, study, generatedVariants));
  }
  publications.push(...laterPublications);
  studies.push(...laterStudies);
  const byId = <T, K>(items: readonly T[], key: (item: T) => K) =>
    new Map(items.map((item) => [key(item), item]));
  return {
    traits,
    genes,
    variants,
    publications,
    studies,
    associations,
    trait: byId(traits, (t) => t.efoId),
    gene: byId(genes, (g) => g.name),
    variant: byId(variants, (v) => v.rsId),
    study: byId(studies, (s) => s.accession),
    association: byId(associations, (a) => a.id),
    publication: byId(publications, (p) => p.pubmedId),
    byStudy: groupBy(associations, (a) => [a.study]),
    byVariant: groupBy(associations, (a) => [a.rsId]),
    byTrait: groupBy(associations, (a) => a.efoIds),
    /** Studies with full summary statistics (the sumstats API and files). */
    sumstatsStudies: studies.filter((s) => s.fullPvalueSet),
  };
}

/** The catalog of a seed, built once. */
export const catalogFor = memoize(build);
