import { fill } from '../../kit/index.js';
import type { Catalog, Compound } from './catalog.js';
import LAYOUT from './data/pug-view.json' with { type: 'json' };
import { KNOWN_TARGETS, TARGETS, VOCABULARY } from './real.js';

/** A PUG View section: its heading and sub-sections are what the module reads; the rest is data. */
type Section = { TOCHeading: string; Section?: Section[] } & Record<string, unknown>;

/** Description, URL and DisplayControls of the sections PubChem describes (vocabulary.json). */
const SECTIONS: Record<string, object> = VOCABULARY.sections;
function described(sections: Section[]): Section[] {
  return sections.map(({ TOCHeading, ...s }) => ({
    TOCHeading,
    ...SECTIONS[TOCHeading],
    ...s,
    ...(s.Section ? { Section: described(s.Section) } : {}),
  }));
}

const COMPUTED_PROPERTIES = VOCABULARY.computedProperties as [string, string, string?][];

/** PubChem writes masses as text with a unit and counts as numbers, as in its own records. */
function computedProperties(compound: Compound): Section[] {
  return COMPUTED_PROPERTIES.flatMap(([heading, key, unit]) => {
    const value = compound.properties[key];
    if (value === undefined) return [];
    const layout = typeof value === 'string' ? LAYOUT.computedText : LAYOUT.computedNumber;
    return [{ TOCHeading: heading, Information: [fill(layout, { value, unit })] }];
  });
}

/** The targets a compound is active on in its assays, and the ones it is known to act on. */
function targetsOf(compound: Compound, catalog: Catalog) {
  const active = catalog.resultsOf(compound.cid).filter((r) => r.outcome === 'Active');
  const symbols = new Set([
    ...active.map((r) => catalog.assay(r.aid)?.target.symbol),
    ...(KNOWN_TARGETS[compound.cid] ?? []),
  ]);
  return TARGETS.filter((t) => symbols.has(t.symbol));
}

const strings = (...values: string[]) => values.map((value) => ({ String: value }));

/** The full PUG View record of a compound: data/pug-view.json's sections, filled for it. */
export function pugViewRecord(compound: Compound, catalog: Catalog, png: string) {
  const p = compound.properties;
  const { title, cid } = compound;
  const targets = targetsOf(compound, catalog);
  const created = compound.createDate ?? (compound.real ? undefined : '2025-01-01');
  const descriptor = (heading: string, value: unknown) =>
    value ? fill<Section>(LAYOUT.descriptor, { heading, value: String(value) }) : undefined;
  const sections = fill<Section[]>(LAYOUT.sections, {
    title,
    cid,
    png,
    kind: compound.real ? 'real' : 'generated',
    titleLength: title.length,
    titleInUrl: encodeURIComponent(title),
    conformer: compound.real ? fill(LAYOUT.conformer, { title, cid }) : undefined,
    createDate: created ? fill(LAYOUT.createDate, { created }) : undefined,
    descriptors: [
      descriptor('IUPAC Name', p.IUPACName),
      descriptor('InChI', p.InChI),
      descriptor('InChIKey', p.InChIKey),
      descriptor('SMILES', compound.isomericSmiles),
    ].filter((s) => s !== undefined),
    formula: String(p.MolecularFormula),
    synonyms: strings(...compound.synonyms),
    computed: computedProperties(compound),
    drugReference: compound.drugClass ? 1 : 2,
    drugClass: compound.drugClass ?? `${title} has no drug class in the lifesci emulator.`,
    mechanism:
      targets.length > 0
        ? `${title} is active on ${targets.map((t) => `${t.name} (${t.symbol})`).join(', ')}.`
        : `No mechanism of action is recorded for ${title}.`,
    interactions: strings(
      ...(targets.length > 0
        ? targets.map((t) => `${t.symbol} (UniProt ${t.accession}, Gene ID ${t.geneId})`)
        : ['No interactions recorded.']),
    ),
  });
  return {
    RecordType: 'CID',
    RecordNumber: cid,
    RecordTitle: title,
    Section: described(sections),
    Reference: LAYOUT.references,
  };
}

/** Keeps only the branches leading to sections called `heading` (PUG View's `heading=` filter). */
export function filterHeading(sections: Section[], heading: string): Section[] {
  const out: Section[] = [];
  for (const section of sections) {
    if (section.TOCHeading.toLowerCase() === heading.toLowerCase()) out.push(section);
    else if (section.Section) {
      const inner = filterHeading(section.Section, heading);
      if (inner.length > 0) out.push({ ...section, Section: inner });
    }
  }
  return out;
}
