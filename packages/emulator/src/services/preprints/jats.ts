import { escapeXml } from '../../kit/index.js';
import type { Catalog, Paper } from './catalog.js';
import template from './jats-template.json' with { type: 'json' };

/**
 * The JATS XML of a generated paper, in bioRxiv's layout: article-meta with contributors and
 * affiliations, abstract, a body of sections (one nested, with a figure) and a reference list
 * whose entries cite other emulated preprints by DOI.
 */
export function renderJats(p: Paper, catalog: Catalog): string {
  const affIds = p.institutions.map((_, i) => `a${i + 1}`);
  const contribs = p.authors
    .map((a, i) => {
      const aff = affIds[i % affIds.length] ?? 'a1';
      const corresp = i === p.authors.length - 1;
      return `<contrib contrib-type="author"${corresp ? ' corresp="yes"' : ''}><name><surname>${escapeXml(a.surname)}</surname><given-names>${escapeXml(a.given)}</given-names></name><xref ref-type="aff" rid="${aff}">${aff.slice(1)}</xref>${corresp ? '<xref ref-type="corresp" rid="cor1">*</xref>' : ''}</contrib>`;
    })
    .join('');
  const affs = p.institutions
    .map(
      (inst, i) =>
        `<aff id="a${i + 1}"><label>${i + 1}</label><institution>${escapeXml(inst)}</institution></aff>`,
    )
    .join('');
  const start = catalog.papers.indexOf(p);
  const cited = [1, 2, 3]
    .map((k) => catalog.papers[(start + k * 37) % catalog.papers.length])
    .filter((c) => c !== undefined);
  const refs = cited
    .map(
      (c, i) =>
        `<ref id="c${i + 1}"><label>${i + 1}.</label><element-citation publication-type="journal"><person-group person-group-type="author">${c.authors
          .slice(0, 3)
          .map(
            (a) =>
              `<name><surname>${escapeXml(a.surname)}</surname><given-names>${escapeXml(a.given.charAt(0))}</given-names></name>`,
          )
          .join(
            '',
          )}</person-group><article-title>${escapeXml(c.title)}</article-title><source>bioRxiv</source><year>${c.versionDates[0]?.slice(0, 4) ?? ''}</year><pub-id pub-id-type="doi">${c.doi}</pub-id></element-citation></ref>`,
    )
    .join('');
  const values: Record<string, string> = {
    doi: p.doi,
    category: escapeXml(p.category),
    title: escapeXml(p.title),
    contribs,
    affs,
    year: p.versionDates[0]?.slice(0, 4) ?? '',
    abstract: escapeXml(p.abstract),
    organism: escapeXml(p.title.split(' of ')[1]?.split(' ').slice(0, 2).join(' ') ?? 'samples'),
    suffix: p.suffix,
    refs,
  };
  return `${template.lines.join('\n')}\n`.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}
