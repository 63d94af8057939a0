import metadataV2 from './data/metadata-v2.json' with { type: 'json' };
import type { Association, Catalog, Study, Variant } from './data/model.js';
import { found, HttpError, pagedList, pagingOf } from './hal.js';
import { efoUri } from './render-v1.js';
import { associationV2, geneV2, publicationV2, studyV2, traitV2, variantV2 } from './render-v2.js';

// API 2.0: lists filtered by query parameters, sorted by `sort` + `direction`.

type Filter<T> = (item: T, value: string) => boolean;

function filtered<T>(items: readonly T[], query: URLSearchParams, filters: Record<string, Filter<T>>): T[] {
  let out = items as T[];
  for (const [name, test] of Object.entries(filters)) {
    const value = query.get(name);
    if (value !== null && value !== '') out = out.filter((item) => test(item, value));
  }
  return out;
}

function sorted<T>(
  items: T[],
  query: URLSearchParams,
  keys: Record<string, (item: T) => string | number>,
): T[] {
  const sort = query.get('sort');
  if (sort === null) return items;
  const key = keys[sort];
  if (!key) throw new HttpError(400, `Invalid sort field: ${sort}`);
  const sign = query.get('direction') === 'desc' ? -1 : 1;
  return [...items].sort((a, b) => {
    const x = key(a);
    const y = key(b);
    return x < y ? -sign : x > y ? sign : 0;
  });
}

const bool = (value: string) => value === 'true';

/** API 2.0 spells its page block in snake_case, as its OpenAPI document does (`total_elements`). */
function pagedV2<T>(...args: Parameters<typeof pagedList<T>>): unknown {
  const { page, ...rest } = pagedList(...args) as { page: Record<string, number> };
  const { size, totalElements, totalPages, number } = page;
  return { ...rest, page: { size, total_elements: totalElements, total_pages: totalPages, number } };
}

const lower = (s: string) => s.toLowerCase();

export function routeV2(
  segments: string[],
  query: URLSearchParams,
  base: string,
  catalog: Catalog,
  self: URL,
): unknown {
  const [root, id, sub] = segments;
  if (sub !== undefined) return undefined;
  if (root === 'metadata' && id === undefined) return metadataV2.metadata;
  const page = () => pagingOf(query);
  const genesOf = (v: Variant | undefined) => v?.contexts.map((c) => c.gene) ?? [];
  const studyOf = (a: Association) => catalog.study.get(a.study);

  if (root === 'studies') {
    const render = (s: Study) => studyV2(base, s, catalog);
    if (id !== undefined) return render(found(catalog.study.get(id), `Study ${id}`));
    const hits = filtered(catalog.studies, query, {
      pubmed_id: (s, v) => s.pubmedId === v,
      disease_trait: (s, v) => lower(s.diseaseTrait) === lower(v),
      full_pvalue_set: (s, v) => s.fullPvalueSet === bool(v),
      efo_id: (s, v) => s.efoIds.includes(v),
      efo_trait: (s, v) => s.efoIds.some((e) => lower(catalog.trait.get(e)?.label ?? '') === lower(v)),
      accession_id: (s, v) => s.accession === v,
      ancestral_group: (s, v) => s.ancestries.some((a) => lower(a.group) === lower(v)),
      mapped_gene: (s, v) =>
        (catalog.byStudy.get(s.accession) ?? []).some((a) =>
          genesOf(catalog.variant.get(a.rsId)).includes(v),
        ),
    });
    const keys = { accession_Id: (s: Study) => s.accession, snp_count: (s: Study) => s.snpCount };
    return pagedV2('studies', sorted(hits, query, keys), page(), self, render);
  }

  if (root === 'associations') {
    const render = (a: Association) => associationV2(base, a, catalog);
    if (id !== undefined)
      return render(
        found(/^\d+$/.test(id) ? catalog.association.get(Number(id)) : undefined, `Association ${id}`),
      );
    const hits = filtered(catalog.associations, query, {
      pubmed_id: (a, v) => studyOf(a)?.pubmedId === v,
      rs_id: (a, v) => a.rsId === v,
      full_pvalue_set: (a, v) => studyOf(a)?.fullPvalueSet === bool(v),
      accession_id: (a, v) => a.study === v,
      efo_trait: (a, v) => a.efoIds.some((e) => lower(catalog.trait.get(e)?.label ?? '') === lower(v)),
      efo_id: (a, v) => a.efoIds.includes(v),
      mapped_gene: (a, v) => genesOf(catalog.variant.get(a.rsId)).includes(v),
    });
    const keys = {
      // Exponent first, so p-values below the double range still sort in order.
      p_value: (a: Association) => a.exponent + Math.log10(a.mantissa),
      risk_frequency: (a: Association) => Number(a.riskFrequency) || 0,
      or_value: (a: Association) => a.orPerCopyNum ?? 0,
      beta_num: (a: Association) => a.betaNum ?? 0,
    };
    return pagedV2('associations', sorted(hits, query, keys), page(), self, render);
  }

  if (root === 'single-nucleotide-polymorphisms') {
    const render = (v: Variant) => variantV2(base, v);
    if (id !== undefined) return render(found(catalog.variant.get(id), `SNP ${id}`));
    const start = Number(query.get('bp_start') ?? Number.NEGATIVE_INFINITY);
    const end = Number(query.get('bp_end') ?? Number.POSITIVE_INFINITY);
    const hits = filtered(catalog.variants, query, {
      rs_id: (v, value) => v.rsId === value,
      bp_location: (v, value) => v.position === Number(value),
      chromosome: (v, value) =>
        v.chromosome === value && v.position !== undefined && v.position >= start && v.position <= end,
      pubmed_id: (v, value) =>
        (catalog.byVariant.get(v.rsId) ?? []).some((a) => studyOf(a)?.pubmedId === value),
      mapped_gene: (v, value) => genesOf(v).includes(value),
    });
    const keys = {
      rs_id: (v: Variant) => v.rsId,
      location: (v: Variant) =>
        `${(v.chromosome ?? '').padStart(2, '0')}:${String(v.position ?? 0).padStart(10, '0')}`,
    };
    return pagedV2('snps', sorted(hits, query, keys), page(), self, render);
  }

  if (root === 'efo-traits') {
    const render = (t: (typeof catalog.traits)[number]) => traitV2(base, t);
    if (id !== undefined) return render(found(catalog.trait.get(id), `EFO trait ${id}`));
    const hits = filtered(catalog.traits, query, {
      efo_trait: (t, v) => lower(t.label) === lower(v),
      uri: (t, v) => efoUri(t.efoId) === v,
      efo_id: (t, v) => t.efoId === v,
      pubmed_id: (t, v) => catalog.studies.some((s) => s.pubmedId === v && s.efoIds.includes(t.efoId)),
    });
    const keys = { efo_id: (t: { efoId: string }) => t.efoId, efo_trait: (t: { label: string }) => t.label };
    return pagedV2('efo_traits', sorted(hits, query, keys), page(), self, render);
  }

  if (root === 'publications') {
    const render = (p: (typeof catalog.publications)[number]) => publicationV2(base, p);
    if (id !== undefined) return render(found(catalog.publication.get(id), `Publication ${id}`));
    const hits = filtered(catalog.publications, query, {
      pubmed_id: (p, v) => p.pubmedId === v,
      title: (p, v) => lower(p.title).includes(lower(v)),
      first_author: (p, v) => lower(p.author).includes(lower(v)),
    });
    const keys = {
      pubmed_id: (p: { pubmedId: string }) => p.pubmedId,
      publication_date: (p: { date: string }) => p.date,
    };
    return pagedV2('publications', sorted(hits, query, keys), page(), self, render);
  }

  if (root === 'genes') {
    const render = (g: (typeof catalog.genes)[number]) => geneV2(base, g);
    if (id !== undefined) return render(found(catalog.gene.get(id), `Gene ${id}`));
    return pagedV2('genes', catalog.genes, page(), self, render);
  }
  return undefined;
}
