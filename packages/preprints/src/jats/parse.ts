import { ParseError, parseResponse, type XmlNode, xmlNodes as x } from '@lifesci/core';
import { createXmlParser } from '@lifesci/core/xml';
import {
  type JatsArticle,
  JatsArticleSchema,
  type JatsAuthor,
  type JatsFigure,
  type JatsReference,
  type JatsSection,
} from '../schemas/jats.js';
import { flattenInline } from './flatten.js';

// strict: a truncated download must fail, not read as an article with its end missing.
const parser = createXmlParser({ strict: true });

/** Every text inside a value, depth first, attributes skipped, whitespace collapsed. */
export function deepText(value: unknown): string {
  const parts: string[] = [];
  const walk = (v: unknown): void => {
    if (typeof v === 'string') parts.push(v);
    else if (Array.isArray(v)) for (const item of v) walk(item);
    else if (typeof v === 'object' && v !== null) {
      for (const [key, child] of Object.entries(v)) if (!key.startsWith('@_')) walk(child);
    }
  };
  walk(value);
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}

function optionalText(value: unknown): string | undefined {
  const text = deepText(value);
  return text === '' ? undefined : text;
}

/** Every element called `name` below `node`, at any depth, in document order (not inside a match). */
function descendants(node: unknown, name: string): XmlNode[] {
  const out: XmlNode[] = [];
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) for (const item of v) walk(item);
    else if (typeof v === 'object' && v !== null) {
      for (const [key, child] of Object.entries(v)) {
        if (key.startsWith('@_')) continue;
        if (key === name) out.push(...x.all(v, name));
        else walk(child);
      }
    }
  };
  walk(node);
  return out;
}

function paragraphs(node: unknown): string[] {
  return x
    .all(node, 'p')
    .map(deepText)
    .filter((p) => p !== '');
}

function section(node: XmlNode): JatsSection {
  return {
    id: x.attr(node, 'id'),
    heading: optionalText(x.one(node, 'title')),
    paragraphs: paragraphs(node),
    sections: x.all(node, 'sec').map(section),
  };
}

function affiliationText(aff: XmlNode): string {
  const { label: _label, ...rest } = aff;
  return deepText(rest).replace(/^[,;\s]+/, '');
}

function authors(meta: XmlNode | undefined): JatsAuthor[] {
  const affs = new Map<string, string>();
  for (const aff of descendants(meta, 'aff')) {
    const id = x.attr(aff, 'id');
    if (id !== undefined) affs.set(id, affiliationText(aff));
  }
  const contribs = x.allAt(meta, 'contrib-group', 'contrib').filter((c) => {
    const type = x.attr(c, 'contrib-type');
    return type === undefined || type === 'author';
  });
  return contribs.map((contrib) => {
    const name = x.one(contrib, 'name') ?? x.one(contrib, 'string-name');
    const surname = optionalText(x.one(name, 'surname'));
    const givenNames = optionalText(x.one(name, 'given-names'));
    const refs = x.all(contrib, 'lifesci-ref');
    const affiliations = refs
      .filter((r) => x.attr(r, 'ref-type') === 'aff')
      .flatMap((r) => (x.attr(r, 'rid') ?? '').split(/\s+/))
      .map((rid) => affs.get(rid))
      .filter((a): a is string => a !== undefined);
    affiliations.push(...x.all(contrib, 'aff').map(affiliationText));
    const orcid = x.all(contrib, 'contrib-id').find((id) => x.attr(id, 'contrib-id-type') === 'orcid');
    const display =
      [givenNames, surname].filter(Boolean).join(' ') || deepText(x.one(contrib, 'collab')) || deepText(name);
    return {
      name: display,
      surname,
      givenNames,
      orcid: optionalText(orcid),
      corresponding:
        x.attr(contrib, 'corresp') === 'yes' || refs.some((r) => x.attr(r, 'ref-type') === 'corresp'),
      affiliations: [...new Set(affiliations)],
    };
  });
}

function figure(fig: XmlNode): JatsFigure {
  const caption = x.one(fig, 'caption');
  return {
    id: x.attr(fig, 'id'),
    label: optionalText(x.one(fig, 'label')),
    title: optionalText(x.one(caption, 'title')),
    caption: paragraphs(caption).join('\n\n'),
  };
}

function reference(ref: XmlNode): JatsReference {
  const citation = x.one(ref, 'element-citation') ?? x.one(ref, 'mixed-citation') ?? x.one(ref, 'citation');
  const names = [
    ...x.allAt(citation, 'person-group', 'name'),
    ...x.all(citation, 'name'),
    ...x.allAt(citation, 'person-group', 'string-name'),
    ...x.all(citation, 'string-name'),
  ];
  const doi = x.all(citation, 'pub-id').find((id) => x.attr(id, 'pub-id-type') === 'doi');
  return {
    id: x.attr(ref, 'id'),
    label: optionalText(x.one(ref, 'label')),
    authors: names.map((n) =>
      [deepText(x.one(n, 'surname')), deepText(x.one(n, 'given-names'))].filter(Boolean).join(' '),
    ),
    title: optionalText(x.one(citation, 'article-title')) ?? optionalText(x.one(citation, 'chapter-title')),
    source: optionalText(x.one(citation, 'source')),
    year: optionalText(x.one(citation, 'year')),
    doi: optionalText(doi),
  };
}

/**
 * A JATS XML document (`jatsxml` of a record) as a typed article: title, authors with their
 * affiliations, abstract, body sections (nested), figure captions and references with DOIs.
 */
export function parseJats(xml: string, endpoint = 'JATS document'): JatsArticle {
  const document = parser.parse(flattenInline(xml));
  const root = x.root(document);
  if (root?.name !== 'article') {
    throw new ParseError(
      endpoint,
      `expected an <article> document, found ${root ? `<${root.name}>` : 'no element'}`,
    );
  }
  const article = root.node;
  const meta = x.at(article, 'front', 'article-meta');
  const abstract =
    x.all(meta, 'abstract').find((a) => x.attr(a, 'abstract-type') === undefined) ?? x.one(meta, 'abstract');
  const abstractParagraphs = [
    ...paragraphs(abstract),
    ...descendants(x.all(abstract, 'sec'), 'p').map(deepText),
  ];
  const body = x.one(article, 'body');
  const sections = x.all(body, 'sec').map(section);
  const loose = paragraphs(body);
  if (loose.length > 0) sections.unshift({ paragraphs: loose, sections: [] });
  const doi = x.all(meta, 'article-id').find((id) => x.attr(id, 'pub-id-type') === 'doi');
  return parseResponse(
    JatsArticleSchema,
    {
      doi: optionalText(doi),
      title: deepText(x.at(meta, 'title-group', 'article-title')),
      authors: authors(meta),
      abstract: abstractParagraphs.filter((p) => p !== '').join('\n\n'),
      sections,
      figures: [...descendants(body, 'fig'), ...descendants(x.one(article, 'floats-group'), 'fig')].map(
        figure,
      ),
      references: descendants(x.one(article, 'back'), 'ref').map(reference),
    },
    endpoint,
  );
}
