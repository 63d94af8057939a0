import { fill } from '../../kit/index.js';
import type { Association, Catalog, Gene, Publication, Study, Trait, Variant } from './data/model.js';
import RECORDS from './data/records-v2.json' with { type: 'json' };
import { efoUri } from './render-v1.js';

// API 2.0 records (snake_case): layouts in data/records-v2.json, values computed here.

const traitRef = (catalog: Catalog, efoId: string) => ({
  efo_id: efoId,
  efo_trait: catalog.trait.get(efoId)?.label ?? efoId,
});

const ancestry = (s: Study, type: 'initial' | 'replication') =>
  s.ancestries.filter((a) => a.type === type).map((a) => `${a.n} ${a.group}`);

export function studyV2(base: string, s: Study, catalog: Catalog) {
  return fill(RECORDS.study, {
    ...s,
    base,
    pubmedIdNumber: Number(s.pubmedId),
    efoTraits: s.efoIds.map((id) => traitRef(catalog, id)),
    discovery: ancestry(s, 'initial'),
    replication: ancestry(s, 'replication'),
    fullSummaryStats: s.fullPvalueSet
      ? `${base.replace(/\/rest\/api$/, '')}/summary-statistics/${s.accession}`
      : null,
  });
}

export function associationV2(base: string, a: Association, catalog: Catalog) {
  const study = catalog.study.get(a.study);
  const variant = catalog.variant.get(a.rsId);
  return fill(RECORDS.association, {
    ...a,
    base,
    orValue: a.orPerCopyNum === null ? null : String(a.orPerCopyNum),
    beta: a.betaNum === null ? null : `${a.betaNum} ${a.betaUnit} ${a.betaDirection}`,
    pValue: Number(`${a.mantissa}e${a.exponent}`),
    efoTraits: a.efoIds.map((id) => traitRef(catalog, id)),
    reportedTrait: study ? [study.diseaseTrait] : [],
    locations: variant?.chromosome ? [`${variant.chromosome}:${variant.position}`] : [],
    mappedGenes: variant ? variant.contexts.map((c) => c.gene) : [],
    allele: a.riskAllele.split('-').pop() ?? '?',
    pubmedId: study?.pubmedId ?? null,
    firstAuthor: study ? (catalog.publication.get(study.pubmedId)?.author ?? null) : null,
  });
}

export function variantV2(base: string, v: Variant) {
  return fill(RECORDS.variant, {
    ...v,
    base,
    locations: v.chromosome === undefined ? [] : [fill(RECORDS.location, v)],
    mappedGenes: v.contexts.map((c) => c.gene),
  });
}

export function traitV2(base: string, t: Trait) {
  return fill(RECORDS.trait, { ...t, base, uri: efoUri(t.efoId) });
}

export function publicationV2(base: string, p: Publication) {
  const [lastName = '', initials = ''] = p.author.split(' ');
  const author = fill(RECORDS.author, { fullName: p.author, lastName, initials });
  return fill(RECORDS.publication, { ...p, base, author });
}

/** A gene's id lists hold its ids (none for a generated gene: the template leaves them empty). */
export function geneV2(base: string, g: Gene) {
  return fill(RECORDS.gene, { ...g, base });
}
