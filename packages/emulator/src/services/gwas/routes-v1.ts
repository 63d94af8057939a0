import type { Catalog } from './data/model.js';
import { MAPPING_METADATA } from './data/real.js';
import { found, HttpError, pagedList, pagingOf, wholeList } from './hal.js';
import { associationV1, efoUri, geneV1, publicationV1, studyV1, traitV1, variantV1 } from './render-v1.js';

/** Answers one v1 request (path below the catalog root, decoded segments); undefined: no such path. */
export function routeV1(
  segments: string[],
  query: URLSearchParams,
  base: string,
  catalog: Catalog,
  self: URL,
): unknown {
  const [root, id, sub] = segments;
  const page = () => pagingOf(query);
  const need = (name: string) => {
    const value = query.get(name);
    if (value === null || value === '')
      throw new HttpError(400, `Required parameter '${name}' is not present`);
    return value;
  };
  const study = (s: Parameters<typeof studyV1>[1]) => studyV1(base, s, catalog);
  const association = (a: Parameters<typeof associationV1>[1]) => associationV1(base, a);
  const variant = (v: Parameters<typeof variantV1>[1]) => variantV1(base, v, catalog);
  const trait = (t: Parameters<typeof traitV1>[1]) => traitV1(base, t);

  if (root === 'metadata' && id === undefined) return { _embedded: { mappingMetadatas: [MAPPING_METADATA] } };

  if (root === 'studies') {
    if (id === undefined) return pagedList('studies', catalog.studies, page(), self, study);
    if (id === 'search' && sub === 'findByPublicationIdPubmedId') {
      const pmid = need('pubmedId');
      return pagedList(
        'studies',
        catalog.studies.filter((s) => s.pubmedId === pmid),
        page(),
        self,
        study,
      );
    }
    if (id === 'search' && sub === 'findByDiseaseTrait') {
      const trait = need('diseaseTrait').toLowerCase();
      const hits = catalog.studies.filter((s) => s.diseaseTrait.toLowerCase() === trait);
      return pagedList('studies', hits, page(), self, study);
    }
    const s = found(catalog.study.get(id), `Study ${id}`);
    if (sub === undefined) return study(s);
    if (sub === 'associations')
      return wholeList('associations', catalog.byStudy.get(s.accession) ?? [], self, association);
    if (sub === 'efoTraits')
      return wholeList(
        'efoTraits',
        s.efoIds.map((e) => catalog.trait.get(e)).filter((t) => t !== undefined),
        self,
        trait,
      );
    if (sub === 'backgroundEfoTraits') return wholeList('efoTraits', [], self, trait);
    if (sub === 'snps') {
      const rsIds = new Set((catalog.byStudy.get(s.accession) ?? []).map((a) => a.rsId));
      const snps = catalog.variants.filter((v) => rsIds.has(v.rsId));
      return wholeList('singleNucleotidePolymorphisms', snps, self, variant);
    }
    return undefined;
  }

  if (root === 'associations') {
    if (id === undefined) return pagedList('associations', catalog.associations, page(), self, association);
    const a = found(/^\d+$/.test(id) ? catalog.association.get(Number(id)) : undefined, `Association ${id}`);
    if (sub === undefined) return association(a);
    if (sub === 'study') return study(found(catalog.study.get(a.study), `Study ${a.study}`));
    if (sub === 'efoTraits')
      return wholeList(
        'efoTraits',
        a.efoIds.map((e) => catalog.trait.get(e)).filter((t) => t !== undefined),
        self,
        trait,
      );
    if (sub === 'backgroundEfoTraits') return wholeList('efoTraits', [], self, trait);
    if (sub === 'snps')
      return wholeList(
        'singleNucleotidePolymorphisms',
        [found(catalog.variant.get(a.rsId), a.rsId)],
        self,
        variant,
      );
    return undefined;
  }

  if (root === 'singleNucleotidePolymorphisms') {
    if (id === undefined)
      return pagedList('singleNucleotidePolymorphisms', catalog.variants, page(), self, variant);
    if (id === 'search') {
      if (sub === 'findByRsId') return variant(found(catalog.variant.get(need('rsId')), 'SNP'));
      if (sub === 'findByGene') {
        const gene = need('geneName');
        const hits = catalog.variants.filter((v) => v.contexts.some((c) => c.gene === gene));
        return pagedList('singleNucleotidePolymorphisms', hits, page(), self, variant);
      }
      if (sub === 'findByChromBpLocationRange') {
        const chrom = need('chrom');
        const start = Number(need('bpStart'));
        const end = Number(need('bpEnd'));
        if (!Number.isInteger(start) || !Number.isInteger(end))
          throw new HttpError(400, 'bpStart and bpEnd must be integers');
        const hits = catalog.variants.filter(
          (v) =>
            v.chromosome === chrom && v.position !== undefined && v.position >= start && v.position <= end,
        );
        return pagedList('singleNucleotidePolymorphisms', hits, page(), self, variant);
      }
      return undefined;
    }
    const v = found(catalog.variant.get(id), `SNP ${id}`);
    if (sub === undefined) return variant(v);
    if (sub === 'associations')
      return wholeList('associations', catalog.byVariant.get(v.rsId) ?? [], self, association);
    // Generated variants are never merged, so the current SNP is the SNP itself.
    if (sub === 'currentSnp') return variant(v);
    if (sub === 'studies') {
      const ids = new Set((catalog.byVariant.get(v.rsId) ?? []).map((a) => a.study));
      return wholeList(
        'studies',
        catalog.studies.filter((x) => ids.has(x.accession)),
        self,
        study,
      );
    }
    return undefined;
  }

  if (root === 'efoTraits') {
    if (id === undefined) return pagedList('efoTraits', catalog.traits, page(), self, trait);
    if (id === 'search') {
      if (sub === 'findByEfoUri') {
        const uri = need('uri');
        return pagedList(
          'efoTraits',
          catalog.traits.filter((t) => efoUri(t.efoId) === uri),
          page(),
          self,
          trait,
        );
      }
      if (sub === 'findByTraitIgnoreCase') {
        const name = need('trait').toLowerCase();
        return pagedList(
          'efoTraits',
          catalog.traits.filter((t) => t.label.toLowerCase() === name),
          page(),
          self,
          trait,
        );
      }
      return undefined;
    }
    const t = found(catalog.trait.get(id), `EFO trait ${id}`);
    if (sub === undefined) return trait(t);
    if (sub === 'associations')
      return wholeList('associations', catalog.byTrait.get(t.efoId) ?? [], self, association);
    if (sub === 'studies')
      return wholeList(
        'studies',
        catalog.studies.filter((x) => x.efoIds.includes(t.efoId)),
        self,
        study,
      );
    return undefined;
  }

  if (root === 'publications') {
    const publication = (p: Parameters<typeof publicationV1>[1]) => publicationV1(base, p);
    if (id === undefined) return pagedList('publications', catalog.publications, page(), self, publication);
    if (id === 'search' && sub === 'findByPubmedId') {
      return publication(found(catalog.publication.get(need('pubmedId')), 'Publication'));
    }
    const p = catalog.publications[Number(id) - 1];
    if (sub === undefined && /^\d+$/.test(id)) return publication(found(p, `Publication ${id}`));
    return undefined;
  }

  if (root === 'genes') {
    const gene = (g: Parameters<typeof geneV1>[1]) => geneV1(base, g);
    if (id === undefined) return pagedList('genes', catalog.genes, page(), self, gene);
    if (id === 'search' && sub === 'findByGeneName')
      return gene(found(catalog.gene.get(need('geneName')), 'Gene'));
    if (sub === undefined && /^\d+$/.test(id))
      return gene(found(catalog.genes[Number(id) - 1], `Gene ${id}`));
    return undefined;
  }
  return undefined;
}
