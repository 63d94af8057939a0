import { escapeXml, fill } from '../../kit/index.js';
import type { Catalog, Paper } from './catalog.js';
import template from './jats-template.json' with { type: 'json' };

const name = (a: Paper['authors'][number], given = a.given) =>
  fill<string>(template.name, { surname: escapeXml(a.surname), given: escapeXml(given) });

/**
 * The JATS XML of a generated paper, in bioRxiv's layout: article-meta with contributors and
 * affiliations, abstract, a body of sections (one nested, with a figure) and a reference list
 * whose entries cite other emulated preprints by DOI.
 */
export function renderJats(p: Paper, catalog: Catalog): string {
  const contribs = p.authors.map((a, i) => {
    const corresp = i === p.authors.length - 1;
    return fill<string>(template.contrib, {
      name: name(a),
      aff: (i % p.institutions.length) + 1,
      correspAttribute: corresp ? template.correspAttribute : '',
      correspXref: corresp ? template.correspXref : '',
    });
  });
  const affs = p.institutions.map((inst, i) =>
    fill<string>(template.aff, { n: i + 1, institution: escapeXml(inst) }),
  );
  const start = catalog.papers.indexOf(p);
  const cited = [1, 2, 3]
    .map((k) => catalog.papers[(start + k * 37) % catalog.papers.length])
    .filter((c) => c !== undefined);
  const refs = cited.map((c, i) =>
    fill<string>(template.ref, {
      n: i + 1,
      names: c.authors
        .slice(0, 3)
        .map((a) => name(a, a.given.charAt(0)))
        .join(''),
      title: escapeXml(c.title),
      year: c.versionDates[0]?.slice(0, 4) ?? '',
      doi: c.doi,
    }),
  );
  return fill<string>(`${template.lines.join('\n')}\n`, {
    doi: p.doi,
    category: escapeXml(p.category),
    title: escapeXml(p.title),
    contribs: contribs.join(''),
    affs: affs.join(''),
    year: p.versionDates[0]?.slice(0, 4) ?? '',
    abstract: escapeXml(p.abstract),
    organism: escapeXml(p.title.split(' of ')[1]?.split(' ').slice(0, 2).join(' ') ?? 'samples'),
    suffix: p.suffix,
    refs: refs.join(''),
  });
}
