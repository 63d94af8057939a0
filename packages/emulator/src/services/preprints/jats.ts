import type { Catalog, Paper } from './catalog.js';

function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

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
      return `<contrib contrib-type="author"${corresp ? ' corresp="yes"' : ''}><name><surname>${esc(a.surname)}</surname><given-names>${esc(a.given)}</given-names></name><xref ref-type="aff" rid="${aff}">${aff.slice(1)}</xref>${corresp ? '<xref ref-type="corresp" rid="cor1">*</xref>' : ''}</contrib>`;
    })
    .join('');
  const affs = p.institutions
    .map(
      (inst, i) => `<aff id="a${i + 1}"><label>${i + 1}</label><institution>${esc(inst)}</institution></aff>`,
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
              `<name><surname>${esc(a.surname)}</surname><given-names>${esc(a.given.charAt(0))}</given-names></name>`,
          )
          .join(
            '',
          )}</person-group><article-title>${esc(c.title)}</article-title><source>bioRxiv</source><year>${c.versionDates[0]?.slice(0, 4) ?? ''}</year><pub-id pub-id-type="doi">${c.doi}</pub-id></element-citation></ref>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE article PUBLIC "-//NLM//DTD JATS (Z39.96) Journal Archiving and Interchange DTD v1.2 20190208//EN" "JATS-archivearticle1.dtd">
<article xmlns:xlink="http://www.w3.org/1999/xlink" article-type="article" dtd-version="1.2" xml:lang="en">
<front><journal-meta><journal-id journal-id-type="publisher-id">BIORXIV</journal-id><journal-title-group><journal-title>bioRxiv</journal-title></journal-title-group></journal-meta>
<article-meta><article-id pub-id-type="doi">${p.doi}</article-id><article-categories><subj-group subj-group-type="author-type"><subject>Regular Article</subject></subj-group><subj-group subj-group-type="hwp-journal-coll"><subject>${esc(p.category)}</subject></subj-group></article-categories>
<title-group><article-title>${esc(p.title)}</article-title></title-group>
<contrib-group>${contribs}${affs}</contrib-group>
<author-notes><corresp id="cor1">For correspondence.</corresp></author-notes>
<pub-date pub-type="epub"><year>${p.versionDates[0]?.slice(0, 4)}</year></pub-date>
<abstract><title>Abstract</title><p>${esc(p.abstract)}</p></abstract>
</article-meta></front>
<body>
<sec id="s1"><title>Introduction</title><p>Earlier work <xref ref-type="bibr" rid="c1">1</xref> left open how this happens.</p></sec>
<sec id="s2"><title>Results</title><sec id="s2-1"><title>The main effect</title><p>The effect was seen in every replicate (<xref ref-type="fig" rid="F1">Figure 1</xref>).</p>
<fig id="F1" position="float" fig-type="figure"><label>Figure 1.</label><caption><title>The main effect.</title><p>Measurements in <italic>${esc(p.title.split(' of ')[1]?.split(' ').slice(0, 2).join(' ') ?? 'samples')}</italic>; bars show the mean.</p></caption><graphic xlink:href="${p.suffix}v1_fig1.tif"/></fig></sec></sec>
<sec id="s3"><title>Discussion</title><p>These results agree with <xref ref-type="bibr" rid="c2">2</xref> and <xref ref-type="bibr" rid="c3">3</xref>.</p></sec>
</body>
<back><ref-list><title>References</title>${refs}</ref-list></back>
</article>
`;
}
