import { HttpError } from '../../kit/index.js';
import metadataV2 from './data/metadata-v2.json' with { type: 'json' };
import type { Association, Catalog, Publication, Study, Trait, Variant } from './data/model.js';
import { MAPPING_METADATA } from './data/real.js';
import { type Below, link, pagedList } from './hal.js';
import { associationV1, efoUri, geneV1, publicationV1, studyV1, traitV1, variantV1 } from './render-v1.js';
import { associationV2, geneV2, publicationV2, studyV2, traitV2, variantV2 } from './render-v2.js';

// The curated API in both versions over one catalog: each resource's records, lookup and filters
// are written once, and v1 (Spring Data REST: search paths, whole sub-resources) and API 2.0 (query
// filters, `sort` + `direction`) are two views of them.

type Filter<T> = (item: T, value: string) => boolean;

interface Resource<T> {
  /** The record's name in a 404 message. */
  what: string;
  all: readonly T[];
  /** The record an API 2.0 path names; v1's one-record search (`find`) looks up the same key. */
  get(id: string): T | undefined;
  /** v1's path (also its collection name) and record; `v1Get` when v1 addresses records otherwise. */
  v1: [path: string, render: (item: T) => unknown];
  v1Get?(id: string): T | undefined;
  v2: [path: string, collection: string, render: (item: T) => unknown];
  /** API 2.0's list filters by query parameter; v1's search paths reach some of them. */
  filters?: Record<string, Filter<T>>;
  sorts?: Record<string, (item: T) => string | number>;
  /** v1 search paths that filter: the search's name -> its required parameter and the filter (or its name). */
  searches?: Record<string, [param: string, filter: string | Filter<T>]>;
  /** The v1 search path that returns the one record its parameter names (by `get`). */
  find?: [search: string, param: string];
  /** v1 sub-resources of a record, answered whole. */
  subs?: Record<string, (item: T) => unknown>;
}

const lower = (s: string) => s.toLowerCase();
const bool = (value: string) => value === 'true';
const SNPS = 'singleNucleotidePolymorphisms';

/** `value`, or a 404 saying "<what> not found". */
function found<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new HttpError(404, `${what} not found`);
  return value;
}

function sorted<T>(items: T[], query: URLSearchParams, keys: Resource<T>['sorts']): T[] {
  const sort = query.get('sort');
  if (sort === null || keys === undefined) return items;
  const key = keys[sort];
  if (!key) throw new HttpError(400, `Invalid sort field: ${sort}`);
  const sign = query.get('direction') === 'desc' ? -1 : 1;
  return [...items].sort((a, b) => {
    const x = key(a);
    const y = key(b);
    return x < y ? -sign : x > y ? sign : 0;
  });
}

/** API 2.0 spells its page block in snake_case, as its OpenAPI document does (`total_elements`). */
function pagedV2(page: unknown): unknown {
  const { page: block, ...rest } = page as { page: Record<string, number> };
  const { size, totalElements, totalPages, number } = block;
  return { ...rest, page: { size, total_elements: totalElements, total_pages: totalPages, number } };
}

/** Answers one curated request (decoded segments below the mount); undefined: no such path. */
export function routeCatalog(segments: string[], at: Below): unknown {
  // API 2.0 is under /v2, v1 at the root.
  const version = segments[0] === 'v2' ? 'v2' : 'v1';
  const [root, id, sub] = version === 'v2' ? segments.slice(1) : segments;
  const { query, base, catalog, self } = at;
  if (root === 'metadata' && id === undefined)
    return version === 'v1' ? { _embedded: { mappingMetadatas: [MAPPING_METADATA] } } : metadataV2.metadata;
  const need = (name: string) => {
    const value = query.get(name);
    if (value === null || value === '')
      throw new HttpError(400, `Required parameter '${name}' is not present`);
    return value;
  };
  /** v1 sub-resources come whole, without paging. */
  const whole = <T>(collection: string, all: readonly T[], render: (item: T) => unknown) => ({
    _embedded: { [collection]: all.map(render) },
    _links: { self: link(self.toString()) },
  });
  const study = (s: Study) => studyV1(base, s, catalog);
  const association = (a: Association) => associationV1(base, a);
  const variant = (v: Variant) => variantV1(base, v, catalog);
  const trait = (t: Trait) => traitV1(base, t);
  const traits = (efoIds: readonly string[]) => {
    const known = efoIds.flatMap((e) => catalog.trait.get(e) ?? []);
    return whole('efoTraits', known, trait);
  };
  const studiesWhere = (keep: (s: Study) => boolean) => whole('studies', catalog.studies.filter(keep), study);
  const genesOf = (v: Variant | undefined) => v?.contexts.map((c) => c.gene) ?? [];
  const mappedGenes = (a: Association) => genesOf(catalog.variant.get(a.rsId));
  const studyOf = (a: Association) => catalog.study.get(a.study);
  const traitNamed = (efoIds: readonly string[], name: string) =>
    efoIds.some((e) => lower(catalog.trait.get(e)?.label ?? '') === lower(name));
  const byNumber =
    <T>(all: readonly T[]) =>
    (key: string) =>
      /^\d+$/.test(key) ? all[Number(key) - 1] : undefined;

  const studies: Resource<Study> = {
    what: 'Study',
    all: catalog.studies,
    get: (key) => catalog.study.get(key),
    v1: ['studies', study],
    v2: ['studies', 'studies', (s) => studyV2(base, s, catalog)],
    filters: {
      pubmed_id: (s, v) => s.pubmedId === v,
      disease_trait: (s, v) => lower(s.diseaseTrait) === lower(v),
      full_pvalue_set: (s, v) => s.fullPvalueSet === bool(v),
      efo_id: (s, v) => s.efoIds.includes(v),
      efo_trait: (s, v) => traitNamed(s.efoIds, v),
      accession_id: (s, v) => s.accession === v,
      ancestral_group: (s, v) => s.ancestries.some((a) => lower(a.group) === lower(v)),
      mapped_gene: (s, v) => (catalog.byStudy.get(s.accession) ?? []).some((a) => mappedGenes(a).includes(v)),
    },
    sorts: { accession_Id: (s) => s.accession, snp_count: (s) => s.snpCount },
    searches: {
      findByPublicationIdPubmedId: ['pubmedId', 'pubmed_id'],
      findByDiseaseTrait: ['diseaseTrait', 'disease_trait'],
    },
    subs: {
      associations: (s) => whole('associations', catalog.byStudy.get(s.accession) ?? [], association),
      efoTraits: (s) => traits(s.efoIds),
      backgroundEfoTraits: () => traits([]),
      snps: (s) => {
        const rsIds = new Set((catalog.byStudy.get(s.accession) ?? []).map((a) => a.rsId));
        const hits = catalog.variants.filter((v) => rsIds.has(v.rsId));
        return whole(SNPS, hits, variant);
      },
    },
  };

  const associations: Resource<Association> = {
    what: 'Association',
    all: catalog.associations,
    get: (key) => (/^\d+$/.test(key) ? catalog.association.get(Number(key)) : undefined),
    v1: ['associations', association],
    v2: ['associations', 'associations', (a) => associationV2(base, a, catalog)],
    filters: {
      pubmed_id: (a, v) => studyOf(a)?.pubmedId === v,
      rs_id: (a, v) => a.rsId === v,
      full_pvalue_set: (a, v) => studyOf(a)?.fullPvalueSet === bool(v),
      accession_id: (a, v) => a.study === v,
      efo_trait: (a, v) => traitNamed(a.efoIds, v),
      efo_id: (a, v) => a.efoIds.includes(v),
      mapped_gene: (a, v) => mappedGenes(a).includes(v),
    },
    sorts: {
      // Exponent first, so p-values below the double range still sort in order.
      p_value: (a) => a.exponent + Math.log10(a.mantissa),
      risk_frequency: (a) => Number(a.riskFrequency) || 0,
      or_value: (a) => a.orPerCopyNum ?? 0,
      beta_num: (a) => a.betaNum ?? 0,
    },
    subs: {
      study: (a) => study(found(catalog.study.get(a.study), `Study ${a.study}`)),
      efoTraits: (a) => traits(a.efoIds),
      backgroundEfoTraits: () => traits([]),
      snps: (a) => whole(SNPS, [found(catalog.variant.get(a.rsId), a.rsId)], variant),
    },
  };

  const inRange = (p: number | undefined, start: number, end: number) =>
    p !== undefined && p >= start && p <= end;
  const bound = (name: string, fallback: number) => Number(query.get(name) ?? fallback);
  const variants: Resource<Variant> = {
    what: 'SNP',
    all: catalog.variants,
    get: (key) => catalog.variant.get(key),
    v1: [SNPS, variant],
    v2: ['single-nucleotide-polymorphisms', 'snps', (v) => variantV2(base, v)],
    filters: {
      rs_id: (v, value) => v.rsId === value,
      bp_location: (v, value) => v.position === Number(value),
      chromosome: (v, value) =>
        v.chromosome === value &&
        inRange(v.position, bound('bp_start', -Infinity), bound('bp_end', Infinity)),
      pubmed_id: (v, value) =>
        (catalog.byVariant.get(v.rsId) ?? []).some((a) => studyOf(a)?.pubmedId === value),
      mapped_gene: (v, value) => genesOf(v).includes(value),
    },
    sorts: {
      rs_id: (v) => v.rsId,
      location: (v) =>
        `${(v.chromosome ?? '').padStart(2, '0')}:${String(v.position ?? 0).padStart(10, '0')}`,
    },
    searches: {
      findByGene: ['geneName', 'mapped_gene'],
      findByChromBpLocationRange: [
        'chrom',
        (v, chrom) => {
          const [start, end] = [Number(need('bpStart')), Number(need('bpEnd'))];
          if (!Number.isInteger(start) || !Number.isInteger(end))
            throw new HttpError(400, 'bpStart and bpEnd must be integers');
          return v.chromosome === chrom && inRange(v.position, start, end);
        },
      ],
    },
    find: ['findByRsId', 'rsId'],
    subs: {
      associations: (v) => whole('associations', catalog.byVariant.get(v.rsId) ?? [], association),
      // Generated variants are never merged, so the current SNP is the SNP itself.
      currentSnp: variant,
      studies: (v) => {
        const ids = new Set((catalog.byVariant.get(v.rsId) ?? []).map((a) => a.study));
        return studiesWhere((s) => ids.has(s.accession));
      },
    },
  };

  const traitsResource: Resource<Trait> = {
    what: 'EFO trait',
    all: catalog.traits,
    get: (key) => catalog.trait.get(key),
    v1: ['efoTraits', trait],
    v2: ['efo-traits', 'efo_traits', (t) => traitV2(base, t)],
    filters: {
      efo_trait: (t, v) => lower(t.label) === lower(v),
      uri: (t, v) => efoUri(t.efoId) === v,
      efo_id: (t, v) => t.efoId === v,
      pubmed_id: (t, v) => catalog.studies.some((s) => s.pubmedId === v && s.efoIds.includes(t.efoId)),
    },
    sorts: { efo_id: (t) => t.efoId, efo_trait: (t) => t.label },
    searches: { findByEfoUri: ['uri', 'uri'], findByTraitIgnoreCase: ['trait', 'efo_trait'] },
    subs: {
      associations: (t) => whole('associations', catalog.byTrait.get(t.efoId) ?? [], association),
      studies: (t) => studiesWhere((s) => s.efoIds.includes(t.efoId)),
    },
  };

  const publications: Resource<Publication> = {
    what: 'Publication',
    all: catalog.publications,
    get: (key) => catalog.publication.get(key),
    v1Get: byNumber(catalog.publications),
    v1: ['publications', (p) => publicationV1(base, p)],
    v2: ['publications', 'publications', (p) => publicationV2(base, p)],
    filters: {
      pubmed_id: (p, v) => p.pubmedId === v,
      title: (p, v) => lower(p.title).includes(lower(v)),
      first_author: (p, v) => lower(p.author).includes(lower(v)),
    },
    sorts: { pubmed_id: (p) => p.pubmedId, publication_date: (p) => p.date },
    find: ['findByPubmedId', 'pubmedId'],
    // The link every v1 publication names.
    subs: { studies: (p) => studiesWhere((s) => s.pubmedId === p.pubmedId) },
  };

  const genes: Resource<Catalog['genes'][number]> = {
    what: 'Gene',
    all: catalog.genes,
    get: (key) => catalog.gene.get(key),
    v1Get: byNumber(catalog.genes),
    v1: ['genes', (g) => geneV1(base, g)],
    v2: ['genes', 'genes', (g) => geneV2(base, g)],
    find: ['findByGeneName', 'geneName'],
  };

  const resource = [studies, associations, variants, traitsResource, publications, genes].find(
    (r) => (version === 'v1' ? r.v1[0] : r.v2[0]) === root,
  ) as Resource<unknown> | undefined;
  if (!resource) return undefined;
  return version === 'v1' ? answerV1(resource) : answerV2(resource);

  function answerV1<T>(r: Resource<T>): unknown {
    const [path, render] = r.v1;
    if (id === undefined) return pagedList(path, r.all, self, render);
    if (id === 'search') {
      const search = sub === undefined ? undefined : r.searches?.[sub];
      if (search) {
        const [param, filter] = search;
        const value = need(param);
        const test = typeof filter === 'string' ? (r.filters?.[filter] as Filter<T>) : filter;
        const hits = r.all.filter((item) => test(item, value));
        return pagedList(path, hits, self, render);
      }
      if (r.find && sub === r.find[0]) return render(found(r.get(need(r.find[1])), r.what));
      return undefined;
    }
    const record = found((r.v1Get ?? r.get)(id), `${r.what} ${id}`);
    return sub === undefined ? render(record) : r.subs?.[sub]?.(record);
  }

  function answerV2<T>(r: Resource<T>): unknown {
    const [, collection, render] = r.v2;
    if (sub !== undefined) return undefined;
    if (id !== undefined) return render(found(r.get(id), `${r.what} ${id}`));
    let hits = r.all as T[];
    for (const [name, test] of Object.entries(r.filters ?? {})) {
      const value = query.get(name);
      if (value !== null && value !== '') hits = hits.filter((item) => test(item, value));
    }
    return pagedV2(pagedList(collection, sorted(hits, query, r.sorts), self, render));
  }
}
