import LINKS from './data/links-v1.json' with { type: 'json' };
import type { Association, Catalog, Gene, Publication, Study, Trait, Variant } from './data/model.js';
import { link } from './hal.js';

// v1 records (camelCase, Spring Data REST), shaped like the recorded v1 responses.

const efoUri = (efoId: string) =>
  efoId.startsWith('MONDO_')
    ? `http://purl.obolibrary.org/obo/${efoId}`
    : `http://www.ebi.ac.uk/efo/${efoId}`;

/** A record's `_links`: `self`, then the named links of its table (links-v1.json). */
function linksOf(self: string, table: Readonly<Record<string, string>>) {
  const links: Record<string, { href: string; templated?: true }> = { self: link(self) };
  for (const [name, path] of Object.entries(table))
    links[name] = path.startsWith('{') ? { href: self + path, templated: true } : link(self + path);
  return links;
}

export function studyV1(base: string, s: Study, catalog: Catalog) {
  const pub = catalog.publication.get(s.pubmedId);
  const self = `${base}/studies/${s.accession}`;
  return {
    initialSampleSize: s.initialSampleSize,
    gxe: false,
    gxg: false,
    snpCount: s.snpCount,
    qualifier: null,
    imputed: s.imputed,
    pooled: false,
    studyDesignComment: null,
    accessionId: s.accession,
    fullPvalueSet: s.fullPvalueSet,
    userRequested: false,
    platforms: [{ manufacturer: s.manufacturer }],
    ancestries: s.ancestries.map((a) => ({
      type: a.type,
      numberOfIndividuals: a.n,
      ancestralGroups: [{ ancestralGroup: a.group }],
      countryOfOrigin: [],
      countryOfRecruitment: a.country
        ? [{ majorArea: a.country[0], region: a.country[1], countryName: a.country[2] }]
        : [],
    })),
    diseaseTrait: { trait: s.diseaseTrait },
    genotypingTechnologies: [{ genotypingTechnology: s.technology }],
    replicationSampleSize: s.replicationSampleSize,
    publicationInfo: pub
      ? {
          pubmedId: pub.pubmedId,
          publicationDate: pub.date,
          publication: pub.journal,
          title: pub.title,
          author: { fullname: pub.author, orcid: null },
        }
      : null,
    _links: linksOf(self, LINKS.study),
  };
}

export function associationV1(base: string, a: Association) {
  const self = `${base}/associations/${a.id}`;
  return {
    riskFrequency: a.riskFrequency,
    pvalueDescription: a.description,
    pvalueMantissa: a.mantissa,
    pvalueExponent: a.exponent,
    multiSnpHaplotype: false,
    snpInteraction: false,
    snpType: a.snpType,
    standardError: a.standardError,
    range: a.range,
    description: null,
    orPerCopyNum: a.orPerCopyNum,
    betaNum: a.betaNum,
    betaUnit: a.betaUnit,
    betaDirection: a.betaDirection,
    loci: [
      {
        haplotypeSnpCount: null,
        description: 'Single variant',
        strongestRiskAlleles: [
          {
            riskAlleleName: a.riskAllele,
            riskFrequency: null,
            genomeWide: null,
            limitedList: null,
            _links: {
              snp: { href: `${base}/singleNucleotidePolymorphisms/${a.rsId}{?projection}`, templated: true },
            },
          },
        ],
        // NR: not reported, as the catalog writes it when authors name no gene.
        authorReportedGenes: [{ geneName: 'NR', entrezGeneIds: [], ensemblGeneIds: [] }],
        _links: { association: { href: `${self}{?projection}`, templated: true } },
      },
    ],
    lastMappingDate: a.lastUpdateDate,
    lastUpdateDate: a.lastUpdateDate,
    // The double nearest mantissa × 10^exponent; 0 when it underflows, as the service writes it.
    pvalue: Number(`${a.mantissa}e${a.exponent}`),
    _links: linksOf(self, LINKS.association),
  };
}

export function variantV1(base: string, v: Variant, catalog: Catalog) {
  const self = `${base}/singleNucleotidePolymorphisms/${v.rsId}`;
  const snpLink = { snps: { href: `${self}{?projection}`, templated: true } };
  const location =
    v.chromosome === undefined
      ? undefined
      : {
          chromosomeName: v.chromosome,
          chromosomePosition: v.position,
          region: { name: v.region },
          _links: snpLink,
        };
  return {
    rsId: v.rsId,
    merged: 0,
    functionalClass: v.functionalClass,
    lastUpdateDate: v.lastUpdateDate,
    locations: location ? [location] : [],
    genomicContexts: v.contexts.map((c) => {
      const gene = catalog.gene.get(c.gene);
      return {
        isIntergenic: c.isIntergenic,
        isUpstream: c.isUpstream,
        isDownstream: c.isDownstream,
        distance: c.distance,
        gene: {
          geneName: c.gene,
          entrezGeneIds: gene?.entrezId ? [{ entrezGeneId: gene.entrezId }] : [],
          ensemblGeneIds: gene?.ensemblId ? [{ ensemblGeneId: gene.ensemblId }] : [],
        },
        location,
        source: c.source,
        mappingMethod: 'Ensembl_pipeline',
        isClosestGene: false,
        _links: { snp: { href: `${self}{?projection}`, templated: true } },
      };
    }),
    _links: linksOf(self, LINKS.variant),
  };
}

export function traitV1(base: string, t: Trait) {
  const self = `${base}/efoTraits/${t.efoId}`;
  return {
    trait: t.label,
    uri: efoUri(t.efoId),
    shortForm: t.efoId,
    _links: linksOf(self, LINKS.trait),
  };
}

export function publicationV1(base: string, p: Publication) {
  const self = `${base}/publications/${p.id}`;
  return {
    pubmedId: p.pubmedId,
    publicationDate: p.date,
    publication: p.journal,
    title: p.title,
    firstAuthor: { fullname: p.author, orcid: null },
    _links: linksOf(self, LINKS.publication),
  };
}

export function geneV1(base: string, g: Gene) {
  return {
    geneName: g.name,
    entrezGeneIds: g.entrezId ? [{ entrezGeneId: g.entrezId }] : [],
    ensemblGeneIds: g.ensemblId ? [{ ensemblGeneId: g.ensemblId }] : [],
    _links: { self: link(`${base}/genes/${g.id}`) },
  };
}

export { efoUri };
