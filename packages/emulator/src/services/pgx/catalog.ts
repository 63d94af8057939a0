import {
  createRandom,
  escapeXml,
  fill,
  intBetween,
  memoize,
  mixSeed,
  pick,
  type Random,
} from '../../kit/index.js';
import alleleData from './data/alleles.json' with { type: 'json' };
import cpicLevels from './data/cpic-levels.json' with { type: 'json' };
import drugData from './data/drugs.json' with { type: 'json' };
import geneData from './data/genes.json' with { type: 'json' };
import guidelineData from './data/guidelines.json' with { type: 'json' };
import labelData from './data/labels.json' with { type: 'json' };
import pathwayData from './data/pathways.json' with { type: 'json' };
import templates from './data/records.json' with { type: 'json' };
import variantData from './data/variants.json' with { type: 'json' };
import vocabulary from './data/vocabulary.json' with { type: 'json' };

// The curated pharmacogenomic facts the catalog is built on, one JSON file each under data/; each
// says in its `about` what is real and what is generated.
const GENE_FACTS = geneData.genes;
const DRUG_FACTS = drugData.drugs;
const GUIDELINE_FACTS = guidelineData.guidelines;
/** A star allele as served (curated ones as in alleles.json, generated ones alike). */
interface Allele {
  name: string;
  gene: string;
  function?: string;
  activityScore?: number | null;
  frequencies: Record<string, number>;
  definingVariants: string[];
}
const ALLELE_FACTS: readonly Allele[] = alleleData.alleles;
/** Keyed gene/drug; pairs in neither a guideline nor cpic-levels.json are sent as level D. */
const PAIR_LEVELS: Readonly<Record<string, { level?: string; topAnnotationLevel?: string }>> =
  cpicLevels.pairs;
const LEVELS = vocabulary.evidenceLevels;
const SCORES: Readonly<Record<string, number | null>> = vocabulary.functionScores;
/** Genes named with star alleles that have no curated ones: they get generated alleles. */
const STAR_GENES = /^(CYP|UGT|NAT|SULT|GST|SLC22|ABCG2)/;

const id = (base: number, index: number) => `PA9${String(base + index).padStart(9, '0')}`;
type Guideline = { id: string; source: string; genes: string[]; drugs: string[]; pmid?: string };

const twoDigits = (n: number) => String(n).padStart(2, '0');
const date = (random: Random) =>
  `${intBetween(random, 2019, 2025)}-${twoDigits(intBetween(random, 1, 12))}-${twoDigits(intBetween(random, 1, 28))}`;

const round = (x: number) => Math.round(x * 1000) / 1000;

// References to genes and drugs as the live service writes them (`{ objCls, id, symbol, name }`).
const geneIndex = new Map(GENE_FACTS.map((g, i) => [g.symbol, i]));
const drugIndex = new Map(DRUG_FACTS.map((d, i) => [d.name, i]));
const geneRef = (symbol: string) => {
  const i = geneIndex.get(symbol) ?? 0;
  return { objCls: 'Gene', id: id(100_000, i), symbol, name: GENE_FACTS[i]?.name ?? symbol };
};
const drugRef = (name: string) => ({ objCls: 'Chemical', id: id(449_000, drugIndex.get(name) ?? 0), name });

/** `textHtml`: the recommendations as the table the live guideline texts carry. */
function recommendationTable(recommendations: readonly Record<string, string>[]): string {
  const escaped = (r: Record<string, string>) =>
    Object.fromEntries(Object.entries(r).map(([k, v]) => [k, escapeXml(v)]));
  const rows = recommendations.map((r) => fill<string>(templates.recommendationRow, escaped(r)));
  return fill(templates.recommendationTable, { rows: rows.join('') });
}

/**
 * The whole S2 data set for one seed: the curated facts plus records generated from them, as the
 * spec's resources. Ids are fixed by position in the facts (the same on every seed); the seed
 * chooses only what is generated: evidence levels and counts of annotations, generated alleles,
 * dates, texts.
 */
export type Catalog = ReturnType<typeof catalogFor>;

export const catalogFor = memoize((seed: number) => {
  const random = createRandom(mixSeed(seed, 2));
  const guidelines = GUIDELINE_FACTS.map((g, i) => {
    const summary = `${g.source} recommendations for ${g.drugs.join(', ')} by ${g.genes.join('/')} phenotype: ${g.recommendations[0]?.recommendation ?? ''}`;
    return fill<Guideline>(templates.guideline, {
      ...g,
      id: id(166_100_000, i),
      // The FDA issues drug labels, not guidelines: its entries are named for what they are.
      kind: g.source === 'FDA' ? 'drug label' : 'Guideline',
      drugList: g.drugs.join(', '),
      geneList: g.genes.join(', '),
      relatedChemicals: g.drugs.map(drugRef),
      relatedGenes: g.genes.map(geneRef),
      summaryHtml: escapeXml(summary),
      textHtml: recommendationTable(g.recommendations),
      lastUpdated: date(random),
      summary,
    });
  });
  const guidelinesOf = (gene: string, drug: string) =>
    guidelines.filter((g) => g.genes.includes(gene) && g.drugs.includes(drug));

  const labels = labelData.labels.map((l, i) => {
    const values = { ...l, markers: l.biomarkers.join(' and ') };
    return fill<{ drug: string; source: string; biomarkers: string[] }>(templates.label, {
      ...values,
      id: id(166_200_000, i),
      testing: fill(
        l.testingRecommended ? templates.testingRecommended : templates.testingNotRequired,
        values,
      ),
      // DailyMed's search is a real address for any US label; other regulators get a placeholder.
      labelUrl:
        l.source === 'FDA'
          ? `https://dailymed.nlm.nih.gov/dailymed/search.cfm?query=${encodeURIComponent(l.drug)}`
          : `https://labels.example.org/${l.source.toLowerCase().replace(' ', '-')}/${encodeURIComponent(l.drug)}`,
      lastUpdated: date(random),
    });
  });

  // Pairs and their clinical annotations: curated level A for pairs a CPIC guideline covers.
  const pairsWithNotes = DRUG_FACTS.flatMap((d) =>
    d.genes.map((gene) => {
      const found = guidelinesOf(gene, d.name);
      const cpic = found.find((g) => g.source === 'CPIC');
      const labelSources = labels
        .filter((l) => l.drug === d.name && l.biomarkers.includes(gene))
        .map((l) => l.source);
      const sources = [...new Set([...found.map((g) => g.source), ...labelSources, 'PharmGKB'])];
      // CPIC's pair list first, then level A where a CPIC guideline covers the pair, else D.
      const listed = PAIR_LEVELS[`${gene}/${d.name}`];
      const pgxLevel = listed?.level ?? (cpic ? 'A' : 'D');
      const top = listed?.topAnnotationLevel;
      const strongest = top
        ? LEVELS.indexOf(top)
        : pgxLevel === 'A'
          ? 0
          : intBetween(random, pgxLevel === 'D' ? 3 : 2, 5);
      const count = intBetween(random, 1, 4) + (cpic ? 2 : 0);
      const notes = Array.from({ length: count }, (_, k) => {
        const level = LEVELS[k === 0 ? strongest : intBetween(random, strongest, 5)] ?? '3';
        const category = pick(random, vocabulary.categories);
        return {
          gene,
          drug: d.name,
          phenotype: category,
          evidenceLevel: level,
          annotation: `${gene} genotype is associated with ${category.toLowerCase()} of ${d.name}.`,
          ...(level === '1A' && cpic?.pmid ? { pmid: cpic.pmid } : {}),
          studyType: level === '4' ? 'case report' : pick(random, vocabulary.studyTypes),
          population: pick(random, vocabulary.populationGroups),
          sources: level === '1A' && cpic ? ['CPIC', 'PharmGKB'] : ['PharmGKB'],
        };
      });
      const guide = cpic ?? found[0];
      const pair = {
        gene,
        drug: d.name,
        sources,
        pgxLevel,
        evidenceLevel: LEVELS[strongest] ?? '3',
        clinicalAnnotationCount: count,
        hasGuideline: guide !== undefined,
        // Internal: the reply turns it into `guidelineUrl` on the emulator's address.
        ...(guide ? { guidelineId: guide.id } : {}),
      };
      return { pair, notes };
    }),
  );
  const pairs = pairsWithNotes.map((p) => p.pair);
  const annotations = pairsWithNotes
    .flatMap((p) => p.notes)
    .map((note, i) => ({ id: String(9_449_000_000 + i * 37), ...note }));

  const genes = GENE_FACTS.map((g, i) =>
    fill<{ symbol: string }>(templates.gene, {
      ...g,
      id: id(100_000, i),
      location: g.location || undefined,
      description: `${g.name} (${g.symbol})${g.location ? `, at ${g.location}` : ''}: ${g.function}.`,
      // The spec's sample response carries the annotations as an array (its schema says a count).
      clinicalAnnotations: annotations.filter((a) => a.gene === g.symbol).map((a) => a.id),
      relatedDrugs: DRUG_FACTS.filter((d) => d.genes.includes(g.symbol)).map((d) => d.name),
    }),
  );
  const drugs = DRUG_FACTS.map((d, i) => fill(templates.chemical, { ...d, id: id(449_000, i) }));

  const alleles = [...ALLELE_FACTS, ...generatedAlleles(random)].map((a, i) => ({
    ...a,
    alleleVarId: id(165_800_000, i),
  }));

  const variants = variantData.variants.map((v) => {
    const carrying = ALLELE_FACTS.filter((a) => a.definingVariants.includes(v.rsid));
    const frequencies = Object.fromEntries(
      vocabulary.frequencyPopulations.map((p) => [
        p,
        round(carrying.reduce((sum, a) => sum + (a.frequencies[p] ?? 0), 0)),
      ]),
    );
    return {
      ...v,
      clinicalSignificance: 'drug response',
      frequencies,
      references: guidelines.filter((g) => g.genes.includes(v.gene) && g.pmid).map((g) => g.pmid as string),
    };
  });

  const curatedDrugs = new Set(pathwayData.pathways.flatMap((p) => p.drugs));
  const functionOf = new Map(GENE_FACTS.map((g) => [g.symbol, g.function]));
  const pathways = [
    ...pathwayData.pathways,
    ...DRUG_FACTS.filter((d) => !curatedDrugs.has(d.name) && d.genes.length > 0).map((d) => ({
      name: `${capitalise(d.name)} Pathway, Pharmacokinetics and Pharmacodynamics`,
      drugs: [d.name],
      steps: [
        { process: 'Absorption', genes: [] },
        ...d.genes.map((g) => ({ process: capitalise(functionOf.get(g) ?? 'drug interaction'), genes: [g] })),
        { process: 'Elimination', genes: [] },
      ],
    })),
  ].map((p, i) => ({
    id: id(145_000_000, i),
    name: p.name,
    drugs: p.drugs,
    genes: [...new Set(p.steps.flatMap((s) => s.genes))],
    description: `${p.name}: ${p.steps.map((s) => s.process).join('; ')}.`,
    steps: p.steps.map((s, k) => ({ step: k + 1, ...s })),
  }));

  return { genes, drugs, pairs, guidelines, alleles, variants, annotations, labels, pathways };
});

function generatedAlleles(random: Random): Allele[] {
  const curated = new Set(ALLELE_FACTS.map((a) => a.gene));
  const genes = GENE_FACTS.filter((g) => !curated.has(g.symbol) && STAR_GENES.test(g.symbol));
  return genes.flatMap((g) =>
    Array.from({ length: intBetween(random, 2, 5) }, (_, i) => {
      const n = i + 1;
      const fn = n === 1 ? 'Normal function' : pick(random, Object.keys(SCORES));
      const frequency = () => round(n === 1 ? 0.5 + random() * 0.4 : random() * 0.1);
      return {
        name: `${g.symbol}*${n}`,
        gene: g.symbol,
        function: fn,
        activityScore: SCORES[fn] ?? null,
        frequencies: Object.fromEntries(vocabulary.frequencyPopulations.map((p) => [p, frequency()])),
        definingVariants: n === 1 ? [] : [`${g.symbol} variant ${n}`],
      };
    }),
  );
}

const capitalise = (text: string) => `${text[0]?.toUpperCase() ?? ''}${text.slice(1)}`;
