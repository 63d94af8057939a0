/**
 * Real records, as the live API answered them (recorded by a third party in 2026; abstracts were
 * shortened by their recorder, marked "..."). Users can look these up and find the same facts.
 */
export const REAL_PREPRINTS = [
  {
    title: 'Sound-shape correspondences in macaques reveal evolutionary roots of sound symbolism',
    authors: 'Loconsole, M.; Xue, C.; Garcia-Pelegrin, E.',
    author_corresponding: 'Maria Loconsole',
    author_corresponding_institution: 'University of Padova',
    doi: '10.64898/2026.07.31.741992',
    date: '2026-08-01',
    version: '1',
    type: 'new results',
    license: 'cc_by_nc_nd',
    category: 'animal behavior and cognition',
    jatsPath: '/content/early/2026/08/01/2026.07.31.741992.source.xml',
    abstract:
      'Humans reliably associate certain speech-like sounds with visual shapes, most notably in the Bouba-Kiki Effect, where rounded and spiky shapes are matched with the sounds Bouba and Kiki, respectively. ...',
    funder: 'NA',
    published: 'NA',
    server: 'bioRxiv',
  },
] as const;

/** A real /pubs/ record (preprint 10.1101/2025.09.17.676679, published 2026-06-01). */
export const REAL_PUBLICATIONS = [
  {
    preprint_doi: '10.1101/2025.09.17.676679',
    published_doi: '10.1091/mbc.E25-09-0454',
    published_journal: 'Molecular Biology of the Cell',
    preprint_platform: 'bioRxiv',
    preprint_title: 'YeastSAM: A Deep Learning Model for Accurate Segmentation of Budding Yeast Cells',
    preprint_authors: 'Zhao, Y.; Zhu, Z.; Yang, S.; Li, W.',
    preprint_category: 'cell biology',
    preprint_date: '2025-09-20',
    published_date: '2026-06-01',
    preprint_abstract: 'An essential step for quantitative image analysis is cell segmentation, ...',
    preprint_author_corresponding: 'Weihan Li',
    preprint_author_corresponding_institution:
      'The Department of Molecular Biology, Cell Biology & Biochemistry, Brown University, Providence, RI 02912, USA',
  },
] as const;
