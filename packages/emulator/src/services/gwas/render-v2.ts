import type { Association, Catalog, Gene, Publication, Study, Trait, Variant } from './data/model.js';
import { link } from './hal.js';
import { efoUri } from './render-v1.js';

// API 2.0 records (snake_case), with the fields of its OpenAPI document.

const traitRef = (catalog: Catalog, efoId: string) => ({
  efo_id: efoId,
  efo_trait: catalog.trait.get(efoId)?.label ?? efoId,
});

export function studyV2(base: string, s: Study, catalog: Catalog) {
  return {
    study_id: s.id,
    accession_id: s.accession,
    initial_sample_size: s.initialSampleSize,
    replication_sample_size: s.replicationSampleSize,
    gxe: false,
    gxg: false,
    snp_count: s.snpCount,
    qualifier: null,
    imputed: s.imputed,
    pooled: false,
    user_requested: false,
    pubmed_id: Number(s.pubmedId),
    platforms: s.manufacturer,
    disease_trait: s.diseaseTrait,
    genotyping_technologies: [s.technology],
    efo_traits: s.efoIds.map((id) => traitRef(catalog, id)),
    bg_efo_traits: [],
    discovery_ancestry: s.ancestries.filter((a) => a.type === 'initial').map((a) => `${a.n} ${a.group}`),
    replication_ancestry: s.ancestries
      .filter((a) => a.type === 'replication')
      .map((a) => `${a.n} ${a.group}`),
    full_summary_stats_available: s.fullPvalueSet,
    full_summary_stats: s.fullPvalueSet
      ? `${base.replace(/\/rest\/api$/, '')}/summary-statistics/${s.accession}`
      : null,
    cohort: [],
    array_manufacturer: [s.manufacturer],
    _links: {
      self: link(`${base}/v2/studies/${s.accession}`),
      associations: link(`${base}/v2/associations?accession_id=${s.accession}`),
    },
  };
}

export function associationV2(base: string, a: Association, catalog: Catalog) {
  const study = catalog.study.get(a.study);
  const variant = catalog.variant.get(a.rsId);
  const allele = a.riskAllele.split('-').pop() ?? '?';
  return {
    association_id: a.id,
    risk_frequency: a.riskFrequency,
    pvalue_description: a.description,
    pvalue_mantissa: a.mantissa,
    pvalue_exponent: a.exponent,
    multi_snp_haplotype: false,
    snp_interaction: false,
    snp_type: a.snpType,
    range: a.range,
    or_per_copy_num: a.orPerCopyNum,
    or_value: a.orPerCopyNum === null ? null : String(a.orPerCopyNum),
    beta_num: a.betaNum,
    beta_unit: a.betaUnit,
    beta_direction: a.betaDirection,
    beta: a.betaNum === null ? null : `${a.betaNum} ${a.betaUnit} ${a.betaDirection}`,
    last_mapping_date: a.lastUpdateDate,
    last_update_date: a.lastUpdateDate,
    p_value: Number(`${a.mantissa}e${a.exponent}`),
    efo_traits: a.efoIds.map((id) => traitRef(catalog, id)),
    bg_efo_traits: [],
    reported_trait: study ? [study.diseaseTrait] : [],
    accession_id: a.study,
    locations: variant?.chromosome ? [`${variant.chromosome}:${variant.position}`] : [],
    mapped_genes: variant ? variant.contexts.map((c) => c.gene) : [],
    snp_effect_allele: [a.riskAllele],
    snp_allele: [{ rs_id: a.rsId, effect_allele: allele }],
    pubmed_id: study?.pubmedId ?? null,
    first_author: study ? (catalog.publication.get(study.pubmedId)?.author ?? null) : null,
    _links: {
      self: link(`${base}/v2/associations/${a.id}`),
      snp: link(`${base}/v2/single-nucleotide-polymorphisms/${a.rsId}`),
      study: link(`${base}/v2/studies/${a.study}`),
    },
  };
}

export function variantV2(base: string, v: Variant) {
  return {
    rs_id: v.rsId,
    merged: 0,
    functional_class: v.functionalClass,
    current_snp: v.rsId,
    last_update_date: v.lastUpdateDate,
    locations:
      v.chromosome === undefined
        ? []
        : [{ chromosome_name: v.chromosome, chromosome_position: v.position, region: { name: v.region } }],
    mapped_genes: v.contexts.map((c) => c.gene),
    _links: { self: link(`${base}/v2/single-nucleotide-polymorphisms/${v.rsId}`) },
  };
}

export function traitV2(base: string, t: Trait) {
  return {
    efo_trait: t.label,
    uri: efoUri(t.efoId),
    efo_id: t.efoId,
    _links: { self: link(`${base}/v2/efo-traits/${t.efoId}`) },
  };
}

export function publicationV2(base: string, p: Publication) {
  const [last = '', initials = ''] = p.author.split(' ');
  const author = { full_name: p.author, last_name: last, initials, orcid: null };
  return {
    pubmed_id: p.pubmedId,
    publication_date: p.date,
    journal: p.journal,
    title: p.title,
    authors: [author],
    first_author: author,
    _links: { self: link(`${base}/v2/publications/${p.pubmedId}`) },
  };
}

export function geneV2(base: string, g: Gene) {
  return {
    gene_name: g.name,
    ensembl_gene_ids: g.ensemblId ? [g.ensemblId] : [],
    entrez_gene_ids: g.entrezId ? [g.entrezId] : [],
    _links: { self: link(`${base}/v2/genes/${g.name}`) },
  };
}
