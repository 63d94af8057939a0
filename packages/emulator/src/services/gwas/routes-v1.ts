import type { Catalog, Trait } from './data/model.js';
import { MAPPING_METADATA } from './data/real.js';
import { found, HttpError, pagedList, pagingOf, wholeList } from './hal.js';
import { associationV1, efoUri, geneV1, publicationV1, studyV1, traitV1, variantV1 } from './render-v1.js';

const SNPS = 'singleNucleotidePolymorphisms';
const lower = (s: string) => s.toLowerCase();

/** Answers one v1 request (path below the catalog root, decoded segments); undefined: no such path. */
export function routeV1(
  segments: string[],
  query: URLSearchParams,
  base: string,
  catalog: Catalog,
  self: URL,
): unknown {
  const [root, id, sub] = segments;
  const need = (name: string) => {
    const value = query.get(name);
    if (value === null || value === '')
      throw new HttpError(400, `Required parameter '${name}' is not present`);
    return value;
  };
  // Search paths and lists are paged; sub-resources come whole.
  const paged = <T>(name: string, items: readonly T[], render: (item: T) => unknown) =>
    pagedList(name, items, pagingOf(query), self, render);
  const whole = <T>(name: string, items: readonly T[], render: (item: T) => unknown) =>
    wholeList(name, items, self, render);
  const study = (s: Parameters<typeof studyV1>[1]) => studyV1(base, s, catalog);
  const association = (a: Parameters<typeof associationV1>[1]) => associationV1(base, a);
  const variant = (v: Parameters<typeof variantV1>[1]) => variantV1(base, v, catalog);
  const trait = (t: Trait) => traitV1(base, t);
  const traits = (efoIds: readonly string[]) =>
    whole(
      'efoTraits',
      efoIds.flatMap((e) => catalog.trait.get(e) ?? []),
      trait,
    );
  const search = id === 'search' ? sub : undefined;
  /** A search path's answer: the page of `items` that pass `keep` for the required parameter. */
  const filter = <T>(
    param: string,
    name: string,
    items: readonly T[],
    render: (item: T) => unknown,
    keep: (item: T, value: string) => boolean,
  ) => {
    const value = need(param);
    const hits = items.filter((item) => keep(item, value));
    return paged(name, hits, render);
  };

  if (root === 'metadata' && id === undefined) return { _embedded: { mappingMetadatas: [MAPPING_METADATA] } };

  if (root === 'studies') {
    if (id === undefined) return paged('studies', catalog.studies, study);
    if (search === 'findByPublicationIdPubmedId')
      return filter('pubmedId', 'studies', catalog.studies, study, (s, pmid) => s.pubmedId === pmid);
    if (search === 'findByDiseaseTrait')
      return filter(
        'diseaseTrait',
        'studies',
        catalog.studies,
        study,
        (s, name) => lower(s.diseaseTrait) === lower(name),
      );
    const s = found(catalog.study.get(id), `Study ${id}`);
    if (sub === undefined) return study(s);
    if (sub === 'associations')
      return whole('associations', catalog.byStudy.get(s.accession) ?? [], association);
    if (sub === 'efoTraits') return traits(s.efoIds);
    if (sub === 'backgroundEfoTraits') return traits([]);
    if (sub === 'snps') {
      const rsIds = new Set((catalog.byStudy.get(s.accession) ?? []).map((a) => a.rsId));
      return whole(
        SNPS,
        catalog.variants.filter((v) => rsIds.has(v.rsId)),
        variant,
      );
    }
    return undefined;
  }

  if (root === 'associations') {
    if (id === undefined) return paged('associations', catalog.associations, association);
    const a = found(/^\d+$/.test(id) ? catalog.association.get(Number(id)) : undefined, `Association ${id}`);
    if (sub === undefined) return association(a);
    if (sub === 'study') return study(found(catalog.study.get(a.study), `Study ${a.study}`));
    if (sub === 'efoTraits') return traits(a.efoIds);
    if (sub === 'backgroundEfoTraits') return traits([]);
    if (sub === 'snps') return whole(SNPS, [found(catalog.variant.get(a.rsId), a.rsId)], variant);
    return undefined;
  }

  if (root === SNPS) {
    if (id === undefined) return paged(SNPS, catalog.variants, variant);
    if (search === 'findByRsId') return variant(found(catalog.variant.get(need('rsId')), 'SNP'));
    if (search === 'findByGene')
      return filter('geneName', SNPS, catalog.variants, variant, (v, gene) =>
        v.contexts.some((c) => c.gene === gene),
      );
    if (search === 'findByChromBpLocationRange') {
      const chrom = need('chrom');
      const start = Number(need('bpStart'));
      const end = Number(need('bpEnd'));
      if (!Number.isInteger(start) || !Number.isInteger(end))
        throw new HttpError(400, 'bpStart and bpEnd must be integers');
      const inRange = (p: number | undefined) => p !== undefined && p >= start && p <= end;
      return paged(
        SNPS,
        catalog.variants.filter((v) => v.chromosome === chrom && inRange(v.position)),
        variant,
      );
    }
    if (id === 'search') return undefined;
    const v = found(catalog.variant.get(id), `SNP ${id}`);
    if (sub === undefined) return variant(v);
    if (sub === 'associations')
      return whole('associations', catalog.byVariant.get(v.rsId) ?? [], association);
    // Generated variants are never merged, so the current SNP is the SNP itself.
    if (sub === 'currentSnp') return variant(v);
    if (sub === 'studies') {
      const ids = new Set((catalog.byVariant.get(v.rsId) ?? []).map((a) => a.study));
      return whole(
        'studies',
        catalog.studies.filter((x) => ids.has(x.accession)),
        study,
      );
    }
    return undefined;
  }

  if (root === 'efoTraits') {
    if (id === undefined) return paged('efoTraits', catalog.traits, trait);
    if (search === 'findByEfoUri')
      return filter('uri', 'efoTraits', catalog.traits, trait, (t, uri) => efoUri(t.efoId) === uri);
    if (search === 'findByTraitIgnoreCase')
      return filter('trait', 'efoTraits', catalog.traits, trait, (t, name) => lower(t.label) === lower(name));
    if (id === 'search') return undefined;
    const t = found(catalog.trait.get(id), `EFO trait ${id}`);
    if (sub === undefined) return trait(t);
    if (sub === 'associations') return whole('associations', catalog.byTrait.get(t.efoId) ?? [], association);
    if (sub === 'studies')
      return whole(
        'studies',
        catalog.studies.filter((x) => x.efoIds.includes(t.efoId)),
        study,
      );
    return undefined;
  }

  if (root === 'publications') {
    const publication = (p: Parameters<typeof publicationV1>[1]) => publicationV1(base, p);
    if (id === undefined) return paged('publications', catalog.publications, publication);
    if (search === 'findByPubmedId')
      return publication(found(catalog.publication.get(need('pubmedId')), 'Publication'));
    if (sub === undefined && /^\d+$/.test(id))
      return publication(found(catalog.publications[Number(id) - 1], `Publication ${id}`));
    return undefined;
  }

  if (root === 'genes') {
    const gene = (g: Parameters<typeof geneV1>[1]) => geneV1(base, g);
    if (id === undefined) return paged('genes', catalog.genes, gene);
    if (search === 'findByGeneName') return gene(found(catalog.gene.get(need('geneName')), 'Gene'));
    if (sub === undefined && /^\d+$/.test(id))
      return gene(found(catalog.genes[Number(id) - 1], `Gene ${id}`));
    return undefined;
  }
  return undefined;
}
