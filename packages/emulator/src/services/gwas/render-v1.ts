import { fill } from '../../kit/index.js';
import LINKS from './data/links-v1.json' with { type: 'json' };
import type { Association, Catalog, Gene, Publication, Study, Trait, Variant } from './data/model.js';
import RECORDS from './data/records-v1.json' with { type: 'json' };
import { link } from './hal.js';

// v1 records (camelCase, Spring Data REST): layouts in data/records-v1.json, values computed here.

export const efoUri = (efoId: string) =>
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

/** Gene ids as v1 lists them: `[{entrezGeneId}]`, `[{ensemblGeneId}]`. */
const geneIds = (g: Gene | undefined) => ({
  entrez: g?.entrezId ? [{ entrezGeneId: g.entrezId }] : [],
  ensembl: g?.ensemblId ? [{ ensemblGeneId: g.ensemblId }] : [],
});

export function studyV1(base: string, s: Study, catalog: Catalog) {
  const pub = catalog.publication.get(s.pubmedId);
  return fill(RECORDS.study, {
    ...s,
    ancestries: s.ancestries.map((a) =>
      fill(RECORDS.ancestry, {
        ...a,
        recruitment: a.country
          ? [{ majorArea: a.country[0], region: a.country[1], countryName: a.country[2] }]
          : [],
      }),
    ),
    publicationInfo: pub ? fill(RECORDS.publicationInfo, pub) : null,
    links: linksOf(`${base}/studies/${s.accession}`, LINKS.study),
  });
}

export function associationV1(base: string, a: Association) {
  const self = `${base}/associations/${a.id}`;
  return fill(RECORDS.association, {
    ...a,
    base,
    self,
    // The double nearest mantissa × 10^exponent; 0 when it underflows, as the service writes it.
    pvalue: Number(`${a.mantissa}e${a.exponent}`),
    links: linksOf(self, LINKS.association),
  });
}

export function variantV1(base: string, v: Variant, catalog: Catalog) {
  const self = `${base}/singleNucleotidePolymorphisms/${v.rsId}`;
  const location = v.chromosome === undefined ? undefined : fill(RECORDS.location, { ...v, self });
  return fill(RECORDS.variant, {
    ...v,
    locations: location ? [location] : [],
    contexts: v.contexts.map((c) =>
      fill(RECORDS.context, { ...c, ...geneIds(catalog.gene.get(c.gene)), location, self }),
    ),
    links: linksOf(self, LINKS.variant),
  });
}

export function traitV1(base: string, t: Trait) {
  const links = linksOf(`${base}/efoTraits/${t.efoId}`, LINKS.trait);
  return fill(RECORDS.trait, { ...t, uri: efoUri(t.efoId), links });
}

export function publicationV1(base: string, p: Publication) {
  const links = linksOf(`${base}/publications/${p.id}`, LINKS.publication);
  return fill(RECORDS.publication, { ...p, links });
}

export function geneV1(base: string, g: Gene) {
  return fill(RECORDS.gene, { ...g, ...geneIds(g), base });
}
